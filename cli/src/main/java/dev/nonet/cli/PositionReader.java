package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import dev.nonet.format.LineSource;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Grid;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Reads the positions of {@code explain} and {@code hint}, one at a time: puzzles of any layout in any
 * format (through {@link RecordSource}, as the batch commands read them), or classic pencil marks in
 * the 729-character format, one grid per line. An input is read as pencil marks when the user says so
 * or when classic puzzles may come, no format is named, and its first line that holds anything is 729
 * characters long (no puzzle format has such lines). Inputs stream, so memory does not grow with them.
 */
final class PositionReader implements Iterator<Position>, Closeable {

    /** The length of a pencilmark line once spaces are left out. */
    static final int PENCILMARK_LENGTH = 729;
    /** How far into an input its first line is looked for: far beyond a pencilmark line with spaces. */
    private static final int LOOK_AHEAD = 1 << 14;

    private final boolean pencilmarks;
    private final InputFormat named;
    private final LayoutSpec spec;
    private final InputStream stdin;
    private final List<String> names;
    private int nextInput;
    private Iterator<Position> current;
    private Closeable currentInput;

    /**
     * @param inputs file names, {@code -} for standard input; empty means standard input
     * @param named  the format the user named, or null to detect each input's
     * @throws UserError (exit 2) if a file does not exist or cannot be read
     */
    PositionReader(List<String> inputs, boolean pencilmarks, InputFormat named, LayoutSpec spec, InputStream stdin) {
        this.names = inputs.isEmpty() ? List.of("-") : List.copyOf(inputs);
        this.pencilmarks = pencilmarks;
        this.named = named;
        this.spec = spec;
        this.stdin = stdin;
        names.stream().filter(name -> !name.equals("-")).forEach(RecordSource::checkReadable);
    }

    @Override
    public boolean hasNext() {
        while (current == null || !current.hasNext()) {
            close();
            if (nextInput == names.size()) {
                return false;
            }
            open(names.get(nextInput++));
        }
        return true;
    }

    @Override
    public Position next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return current.next();
    }

    @Override
    public void close() {
        if (currentInput != null) {
            try {
                currentInput.close();
            } catch (IOException e) {
                // nothing more is read from it; a failure to close loses nothing
            }
            currentInput = null;
        }
        current = null;
    }

    private void open(String name) {
        boolean isStdin = name.equals("-");
        String shown = isStdin ? RecordSource.STDIN : name;
        String prefix = names.size() > 1 ? shown + ": " : "";
        try {
            BufferedInputStream in = new BufferedInputStream(isStdin ? stdin : Files.newInputStream(Path.of(name)), LOOK_AHEAD);
            if (pencilmarks || spec.allowsClassic() && named == null && startsWithPencilmarks(in)) {
                LineSource lines = new LineSource(new InputStreamReader(in, StandardCharsets.UTF_8));
                currentInput = isStdin ? null : in;
                current = pencilmarkPositions(lines, prefix, shown);
            } else {
                if (!isStdin) {
                    in.close(); // the record source opens the file itself
                }
                RecordSource records = new RecordSource(List.of(name), named, spec, in);
                currentInput = records;
                current = puzzlePositions(records, prefix);
            }
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + shown + "': " + e.getMessage());
        }
    }

    /** Whether the first line that holds anything is a pencilmark line; the stream is left where it was. */
    private static boolean startsWithPencilmarks(BufferedInputStream in) throws IOException {
        in.mark(LOOK_AHEAD);
        try {
            // Byte by byte up to the end of that line only: typed input may have nothing after it yet.
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            for (int read = 0, c; read < LOOK_AHEAD && (c = in.read()) >= 0; read++) {
                if (c != '\n') {
                    line.write(c);
                } else if (!withoutSpaces(line.toString(StandardCharsets.UTF_8)).isEmpty()) {
                    break;
                } else {
                    line.reset();
                }
            }
            return withoutSpaces(line.toString(StandardCharsets.UTF_8)).length() == PENCILMARK_LENGTH;
        } finally {
            in.reset();
        }
    }

    private static Iterator<Position> pencilmarkPositions(LineSource lines, String prefix, String shown) {
        return new ReadAheadIterator<>() {
            @Override
            Position read() {
                try {
                    String text;
                    while ((text = lines.next()) != null) {
                        String line = text.strip();
                        if (!line.isEmpty() && !line.startsWith("#")) {
                            return pencilmarks(line, lines.lineNumber(), prefix);
                        }
                    }
                    return null;
                } catch (IOException e) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + shown + "': " + e.getMessage());
                }
            }
        };
    }

    private static Position pencilmarks(String line, int number, String prefix) {
        String where = prefix + "line " + number;
        try {
            return Position.usable(where, number, withoutSpaces(line), CandidateGrid.parsePencilmarks(line, number));
        } catch (PuzzleFormatException e) {
            return Position.unusable(where, number, Verdicts.MALFORMED + ": " + prefix + FlagWords.message(e));
        }
    }

    private static Iterator<Position> puzzlePositions(RecordSource records, String prefix) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                try {
                    return records.hasNext();
                } catch (UncheckedIOException e) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "read error: " + e.getCause().getMessage());
                }
            }

            @Override
            public Position next() {
                return position(records.next().record(), prefix);
            }
        };
    }

    private static Position position(PuzzleRecord record, String prefix) {
        String where = prefix + "line " + record.line();
        if (record instanceof PuzzleRecord.Malformed m) {
            return Position.unusable(where, record.line(), Verdicts.MALFORMED + ": " + prefix + FlagWords.message(m.error()));
        }
        PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) record;
        Grid puzzle = parsed.grid();
        List<Conflict> conflicts = GridValidator.conflicts(parsed.layout(), puzzle);
        if (!conflicts.isEmpty()) {
            return Position.unusable(where, record.line(), Verdicts.INVALID + ": " + where + ": " + conflicts.get(0));
        }
        return Position.ofGivens(where, record.line(), puzzle.toString(), CandidateGrid.of(puzzle, parsed.layout()));
    }

    private static String withoutSpaces(String line) {
        return line.replace(" ", "").replace("\t", "").replace("\r", "");
    }
}
