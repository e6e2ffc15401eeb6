package dev.nonet.cli;

import dev.nonet.format.Format;
import dev.nonet.format.FormatDetector;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.BooleanSupplier;

/**
 * The records of every input of a batch command, one input after another: files as named, {@code -}
 * or no file at all for standard input. Each input's format is the one named or, failing that, the one
 * detected from its first lines. Where positions with pencil marks may come (the commands that reason
 * from a position, {@code explain} and {@code hint}, and the batch commands that take sukaku), an input may
 * hold them instead of puzzles: 729 marks or PM lines, a {@link PuzzleRecord.Marked} record per line, or
 * PM grids.
 */
final class RecordSource implements Iterator<SourcedRecord>, Closeable {

    /** The name standard input goes by in messages. */
    static final String STDIN = "stdin";

    /** Whether an input may hold positions with pencil marks ({@link Format#isPencilmarks()}) instead of puzzles. */
    enum Pencilmarks {
        /** Never: where a layout other than classic or a format is named, a line of 729 marks is a puzzle of the wrong length. */
        NEVER,
        /** When the first line that holds anything is a line of them. */
        DETECTED,
        /** Always: every input is pencil marks, in the form its first line tells, else 729 marks. */
        ALWAYS
    }

    private final List<String> inputs;
    private final InputFormat named;
    private final Pencilmarks pencilmarks;
    private final LayoutSpec layout;
    private final InputStream stdin;
    private final long totalBytes;
    private long bytesOfClosedInputs;
    private int nextInput;
    private String currentName;
    private CountingInputStream currentBytes;
    private Closeable current;
    private Iterator<PuzzleRecord> records;
    private BooleanSupplier currentReady;
    private InputFormat firstFormat;

    /**
     * @param inputs file names, {@code -} for standard input; empty means standard input
     * @param named  the format the user named, or null to detect each input's
     * @param layout the puzzles' shape and variants, as far as they are known
     * @throws UserError if a file does not exist or cannot be read
     */
    RecordSource(List<String> inputs, InputFormat named, LayoutSpec layout, InputStream stdin) {
        this(inputs, named, Pencilmarks.NEVER, layout, stdin);
    }

    /**
     * @param pencilmarks whether inputs may hold pencil marks; with {@link Pencilmarks#ALWAYS}, {@code named}
     *                    is ignored
     * @see #RecordSource(List, InputFormat, LayoutSpec, InputStream)
     */
    RecordSource(List<String> inputs, InputFormat named, Pencilmarks pencilmarks, LayoutSpec layout, InputStream stdin) {
        this.inputs = inputs.isEmpty() ? List.of("-") : List.copyOf(inputs);
        this.named = named;
        this.pencilmarks = pencilmarks;
        this.layout = layout;
        this.stdin = stdin;
        long total = 0;
        for (String name : this.inputs) {
            if (name.equals("-")) {
                total = -1;
                continue;
            }
            checkReadable(name);
            // A pipe or device (/dev/stdin, <(...), a fifo) has no size to count progress against.
            total = total < 0 || !Files.isRegularFile(Path.of(name)) ? -1 : total + sizeOf(Path.of(name));
        }
        this.totalBytes = total;
    }

    /**
     * Checks that the file {@code name} (not {@code -}) can be read, so that a bad name stops a command
     * before it writes anything. Anything {@code cat} reads is read: a file, and also a named pipe, a
     * device or a process substitution ({@code /dev/stdin}, {@code <(zcat puzzles.gz)}).
     *
     * @throws UserError (exit 2) saying why not
     */
    static void checkReadable(String name) {
        if (name.isEmpty()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '': an empty file name names no file");
        }
        Path path = Path.of(name);
        if (Files.isDirectory(path) || !Files.isReadable(path)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + name + "': "
                    + (Files.isDirectory(path) ? "it is a directory" : Files.exists(path) ? "permission denied" : "no such file"));
        }
    }

    /**
     * The format of the first input: the one named, or the one detected. Opens the first input if it
     * is not open yet, so it can be asked before the first record is read.
     */
    InputFormat firstFormat() {
        if (firstFormat == null) {
            hasNext();
        }
        return firstFormat == null ? (named == null ? InputFormat.LINE : named) : firstFormat;
    }

    /** Whether more than one input is read, so that messages must name the file. */
    boolean hasSeveralInputs() {
        return inputs.size() > 1;
    }

    /** The share of all input bytes read so far, or -1 when standard input makes it unknown. */
    double fractionRead() {
        if (totalBytes <= 0) {
            return totalBytes == 0 ? 1 : -1;
        }
        long done = bytesOfClosedInputs + (currentBytes == null ? 0 : currentBytes.count());
        return Math.min(1.0, (double) done / totalBytes);
    }

    /**
     * Whether the next record can probably be read without waiting for input; false at the end of an
     * input. Cheap enough to ask after every record.
     */
    boolean atHand() {
        return records != null && currentReady.getAsBoolean();
    }

    @Override
    public boolean hasNext() {
        while (records == null || !records.hasNext()) {
            closeCurrent();
            if (nextInput == inputs.size()) {
                return false;
            }
            open(inputs.get(nextInput++));
        }
        return true;
    }

    @Override
    public SourcedRecord next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return new SourcedRecord(currentName, records.next());
    }

    @Override
    public void close() {
        closeCurrent();
        nextInput = inputs.size();
    }

    private void open(String name) {
        boolean isStdin = name.equals("-");
        currentName = isStdin ? STDIN : name;
        try {
            InputStream raw = isStdin ? new NonClosingInputStream(stdin) : Files.newInputStream(Path.of(name));
            currentBytes = new CountingInputStream(raw);
            BufferedReader reader = new BufferedReader(new InputStreamReader(currentBytes, StandardCharsets.UTF_8), 1 << 16);
            current = reader;
            InputFormat format = pencilmarks == Pencilmarks.ALWAYS ? null
                    : named != null ? named : FormatDetector.opensJsonLines(reader) ? InputFormat.JSON : null;
            if (format == InputFormat.JSON) {
                JsonLinesReader json = new JsonLinesReader(reader, layout);
                records = json;
                currentReady = json::ready;
            } else {
                PuzzleReader puzzles = openText(reader, format);
                format = puzzles.format().isPencilmarks() ? null : InputFormat.valueOf(puzzles.format().name());
                records = puzzles.iterator();
                currentReady = puzzles::ready;
            }
            if (firstFormat == null) {
                firstFormat = format;
            }
        } catch (NoSuchFileException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + name + "': no such file");
        } catch (IOException | UncheckedIOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + currentName + "': " + e.getMessage());
        } catch (PuzzleFormatException e) {
            throw unreadable(currentName, e);
        }
    }

    /** The error of an input named {@code name} whose format cannot be told or whose first lines are not puzzles. */
    static UserError unreadable(String name, PuzzleFormatException e) {
        return new UserError(ExitCode.USAGE_OR_INPUT, name + ": " + (e.reason() == Reason.UNKNOWN_FORMAT
                ? "line " + e.line() + ": cannot tell the puzzle format from this line; name it with --format ("
                        + InputFormat.names() + ")"
                : FlagWords.message(e)));
    }

    /** A reader of the text formats, pencil marks among them where they may come. */
    private PuzzleReader openText(BufferedReader reader, InputFormat format) throws IOException, PuzzleFormatException {
        return switch (pencilmarks) {
            case NEVER -> PuzzleReader.of(reader, format == null ? null : format.format(), layout);
            case DETECTED -> PuzzleReader.ofPuzzlesOrPencilmarks(reader, format == null ? null : format.format(), layout);
            case ALWAYS -> PuzzleReader.ofPencilmarks(reader);
        };
    }

    private void closeCurrent() {
        if (current != null) {
            bytesOfClosedInputs += currentBytes.count();
            try {
                current.close();
            } catch (IOException e) {
                // nothing more is read from it; a failure to close loses nothing
            }
            current = null;
            currentBytes = null;
            records = null;
            currentReady = null;
        }
    }

    private static long sizeOf(Path path) {
        try {
            return Files.size(path);
        } catch (IOException e) {
            return 0;
        }
    }

    /** Standard input must stay open for whoever comes after. */
    private static final class NonClosingInputStream extends java.io.FilterInputStream {
        NonClosingInputStream(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
        }
    }
}
