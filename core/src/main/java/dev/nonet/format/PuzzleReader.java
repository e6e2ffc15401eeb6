package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Reads puzzles one record at a time from text in any {@link Format}, detecting the format when none is
 * named. The input is streamed: a file of millions of puzzles is never held in memory.
 *
 * <pre>{@code
 * try (PuzzleReader reader = PuzzleReader.open(Path.of("puzzles.txt"), null)) {
 *     for (PuzzleRecord record : reader) {
 *         if (record instanceof PuzzleRecord.Parsed p) Sudoku.solve(p.puzzle());
 *         else System.err.println(((PuzzleRecord.Malformed) record).error().getMessage());
 *     }
 * }
 * }</pre>
 *
 * <p>Every puzzle the input holds, or was meant to hold, gives exactly one record, in order: a grid with
 * a bad row still takes its nine lines, so the puzzles after it are read as they were written. Lines
 * starting with {@code #} between puzzles are comments. A reader is for one thread; an I/O error while
 * iterating is thrown as {@link UncheckedIOException}.
 *
 * <p>Other sizes and variants: told nothing ({@link LayoutSpec#DETECT}), a reader takes a line (or a
 * line of {@link Format#TOKENS tokens}) of 16, 36, 64, 144, 256 or 625 cells as a grid of that size,
 * and a multi-line grid whose first row has 10 to 25 cells as a grid of that side. A
 * {@link LayoutSpec} names the shape and variants instead; a jigsaw without a shared region map reads
 * one with every puzzle (see {@code docs/FORMATS.md}).
 *
 * <p>{@link Format#FPUZZLES f-puzzles} puzzles bring their own size, regions and constraints: one a line
 * (a payload, a link carrying one, or a one-line JSON object, which may run to
 * {@value #MAX_FPUZZLES_TEXT} characters), or a JSON object over several lines. Their records carry the
 * {@link FPuzzle} read ({@link PuzzleRecord.Parsed#fpuzzle()}) and its title as the comment; the kinds in
 * {@link LayoutSpec#ignoredKinds()} are left out, and any other kind Nonet does not know makes the record
 * malformed.
 */
public final class PuzzleReader implements Iterable<PuzzleRecord>, Closeable {

    private final Reader in;
    private final LineSource lines;
    private final Format format;
    private final boolean detected;
    private final LayoutSpec spec;
    private final int[] digits = new int[81];
    /** Parses the one-line formats and keeps the last layout (a jigsaw's map is built once) for every format. */
    private final LineRecords lineRecords;
    private long recordCount;
    private PuzzleRecord pending;
    private boolean finished;

    /** For {@link Format#BOJ4056}: the announced number of cases, or -1 before the count line is read. */
    private long casesAnnounced = -1;

    /** What an input may hold: puzzles, or positions with pencil marks too, or those alone. */
    private enum Expected { PUZZLES, PUZZLES_OR_PENCILMARKS, PENCILMARKS }

    private PuzzleReader(Reader in, Format format, LayoutSpec spec, Expected expected)
            throws IOException, PuzzleFormatException {
        if (format == Format.JSON) {
            throw new IllegalArgumentException("json lines are read by the command line, which has a JSON parser");
        }
        this.in = in;
        this.lines = new LineSource(in);
        this.spec = spec;
        this.detected = format == null;
        boolean mayBeFPuzzles = format == Format.FPUZZLES || (format == null && expected != Expected.PENCILMARKS);
        if (mayBeFPuzzles) {
            lines.limitLines(MAX_FPUZZLES_TEXT); // its one-line JSON runs far past the other formats' lines
        }
        this.format = format != null ? format : detect(expected);
        if (mayBeFPuzzles && this.format != Format.FPUZZLES) {
            lines.limitLines(LineSource.MAX_LINE);
        }
        this.lineRecords = new LineRecords(spec, this.format == Format.TOKENS);
    }

    /**
     * The longest f-puzzles record read, a line or an object over several lines, in characters: far
     * beyond any puzzle (the test set's largest is under 10,000), short of exhausting memory.
     */
    public static final int MAX_FPUZZLES_TEXT = 1 << 22;

    /** How much of a JSON object over several lines is looked at to tell whether it is an f-puzzles puzzle. */
    private static final int FPUZZLES_LOOK_AHEAD = 1 << 16;

    /**
     * Reads {@code file} (UTF-8) in {@code format}, or in the format detected from its first lines when
     * {@code format} is null.
     *
     * @throws PuzzleFormatException if the format is not named and cannot be detected
     */
    public static PuzzleReader open(Path file, Format format) throws IOException, PuzzleFormatException {
        return open(file, format, LayoutSpec.DETECT);
    }

    /** {@link #open(Path, Format)} for puzzles of the shape and variants {@code spec} names. */
    public static PuzzleReader open(Path file, Format format, LayoutSpec spec) throws IOException, PuzzleFormatException {
        Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        try {
            return new PuzzleReader(reader, format, spec, Expected.PUZZLES);
        } catch (IOException | PuzzleFormatException | RuntimeException e) {
            reader.close();
            throw e;
        }
    }

    /** Reads from {@code reader}, which it closes when closed; {@code format} null means detect. */
    public static PuzzleReader of(Reader reader, Format format) throws IOException, PuzzleFormatException {
        return of(reader, format, LayoutSpec.DETECT);
    }

    /** {@link #of(Reader, Format)} for puzzles of the shape and variants {@code spec} names. */
    public static PuzzleReader of(Reader reader, Format format, LayoutSpec spec) throws IOException, PuzzleFormatException {
        return new PuzzleReader(reader, format, spec, Expected.PUZZLES);
    }

    /**
     * {@link #of(Reader, Format, LayoutSpec)} for an input that may hold positions with pencil marks
     * instead of puzzles: told no format, it reads {@link Format#PENCILMARKS 729 marks}, a
     * {@link Format#PMLINE PM line} or a {@link Format#PMGRID PM grid} when the first line that holds
     * anything but a comment is one ({@link Pencilmarks#isPencilmarkLine}, {@link PmGrid#isLine},
     * {@link PmGrid#opensGrid}).
     */
    public static PuzzleReader ofPuzzlesOrPencilmarks(Reader reader, Format format, LayoutSpec spec)
            throws IOException, PuzzleFormatException {
        return new PuzzleReader(reader, format, spec, Expected.PUZZLES_OR_PENCILMARKS);
    }

    /**
     * Reads positions with pencil marks alone: 729 marks, PM lines or a PM grid as the first line that
     * holds anything but a comment tells, and 729 marks when it tells none (so that its errors say what
     * is wrong with the line as pencil marks).
     */
    public static PuzzleReader ofPencilmarks(Reader reader) throws IOException, PuzzleFormatException {
        return new PuzzleReader(reader, null, LayoutSpec.CLASSIC, Expected.PENCILMARKS);
    }

    /** Reads puzzles from a string; {@code format} null means detect. */
    public static PuzzleReader of(String text, Format format) throws PuzzleFormatException {
        return of(text, format, LayoutSpec.DETECT);
    }

    /** {@link #of(String, Format)} for puzzles of the shape and variants {@code spec} names. */
    public static PuzzleReader of(String text, Format format, LayoutSpec spec) throws PuzzleFormatException {
        try {
            return new PuzzleReader(new StringReader(text), format, spec, Expected.PUZZLES);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
    }

    /**
     * Every puzzle of {@code file}, for benchmarks and tests that want a list.
     *
     * @throws PuzzleFormatException at the first malformed record
     */
    public static List<Puzzle> readAll(Path file) throws IOException, PuzzleFormatException {
        List<Puzzle> puzzles = new ArrayList<>();
        try (PuzzleReader reader = open(file, null)) {
            for (PuzzleRecord record : reader) {
                if (record instanceof PuzzleRecord.Malformed m) {
                    throw m.error();
                }
                puzzles.add(((PuzzleRecord.Parsed) record).puzzle());
            }
        }
        return puzzles;
    }

    /** The format being read: the one named, or the one detected. */
    public Format format() {
        return format;
    }

    /** Whether the format was detected rather than named. */
    public boolean wasDetected() {
        return detected;
    }

    /**
     * The next record, or null at the end of the input.
     *
     * @throws UncheckedIOException if reading fails
     */
    public PuzzleRecord next() {
        if (pending != null) {
            PuzzleRecord r = pending;
            pending = null;
            return r;
        }
        if (finished) {
            return null;
        }
        try {
            PuzzleRecord r = switch (format) {
                case LINE, TOKENS -> nextLine();
                case GRID, COMPACT, PRETTY -> nextGrid();
                case BOJ4056 -> nextCase();
                case PENCILMARKS, PMLINE -> nextPencilmarks();
                case PMGRID -> nextPmGrid();
                case FPUZZLES -> nextFPuzzle();
                case JSON -> throw new IllegalStateException("no reader of JSON lines is made");
            };
            if (r == null) {
                finished = true;
            }
            return r;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Whether the next record can probably be read without waiting for input, as {@link Reader#ready()}
     * says of characters: a caller that hands records on in batches can then hand on what it has before
     * a slow or interactive input makes it wait. False at the end of the input.
     */
    public boolean ready() {
        try {
            return pending != null || !finished && lines.isReady();
        } catch (IOException e) {
            return true; // reading will report it
        }
    }

    @Override
    public Iterator<PuzzleRecord> iterator() {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                if (pending == null) {
                    pending = PuzzleReader.this.next();
                }
                return pending != null;
            }

            @Override
            public PuzzleRecord next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                PuzzleRecord r = pending;
                pending = null;
                return r;
            }
        };
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    private Format detect(Expected expected) throws IOException, PuzzleFormatException {
        List<String> seen = new ArrayList<>();
        String text;
        while ((text = lines.next()) != null) {
            seen.add(text);
            if (!isSkippable(text) || (expected != Expected.PENCILMARKS && isFPuzzlesLink(text))) {
                if (expected != Expected.PENCILMARKS && opensFPuzzles(text, seen)) {
                    lines.pushBack(seen);
                    return Format.FPUZZLES;
                }
                int lineNumber = lines.lineNumber();
                String cut = LineSource.asRead(text, false);
                Format f = expected == Expected.PUZZLES ? null : pencilmarkFormat(cut);
                if (f == null) {
                    f = expected == Expected.PENCILMARKS ? Format.PENCILMARKS
                            : FormatDetector.detect(cut, lineNumber, spec.shape() == null ? 9 : spec.shape().side());
                }
                if (f == Format.GRID && spec.shape() != null && spec.shape().boxHeight() == 1) {
                    f = gridOrPretty(seen);
                }
                lines.pushBack(seen);
                return f;
            }
        }
        lines.pushBack(seen);
        return expected == Expected.PENCILMARKS ? Format.PENCILMARKS : Format.LINE; // nothing but blanks and comments
    }

    /**
     * The format of a grid whose boxes are single rows (9x9:9x1): its pretty form has no {@code |} in a
     * row, so only the line after the first row tells it from the grid format: a border of dashes in the
     * pretty one, cells parted by spaces in the grid one. That line is read into {@code seen}.
     */
    private Format gridOrPretty(List<String> seen) throws IOException {
        String next = lines.next();
        if (next == null) {
            return Format.GRID;
        }
        seen.add(next);
        String line = next.strip();
        boolean border = line.length() > 1 && line.chars().allMatch(c -> c == '-'); // a row of blanks has spaces
        return border ? Format.PRETTY : Format.GRID;
    }

    /**
     * Whether the first puzzle line {@code text} (the last of {@code seen}) starts an f-puzzles puzzle;
     * for a JSON object that goes on over more lines, those are read (into {@code seen}) until its first
     * keys show, or {@value #FPUZZLES_LOOK_AHEAD} characters have gone by.
     */
    private boolean opensFPuzzles(String text, List<String> seen) throws IOException {
        if (FPuzzles.isFPuzzles(text)) {
            return true;
        }
        if (!text.strip().startsWith("{")) {
            return false;
        }
        StringBuilder start = new StringBuilder(text);
        String more;
        while (start.length() < FPUZZLES_LOOK_AHEAD && (more = lines.next()) != null) {
            seen.add(more);
            start.append('\n').append(more);
            if (FormatDetector.isFPuzzlesObject(start)) {
                return true;
            }
        }
        return FormatDetector.isFPuzzlesObject(start);
    }

    /** Whether a line starting with {@code #} is not a comment but an f-puzzles {@code #fpuzzles=} form. */
    private static boolean isFPuzzlesLink(String text) {
        return text.strip().startsWith("#fpuzzles=");
    }

    /**
     * The next f-puzzles record: a line holding a payload, a link or a one-line JSON object, or a JSON
     * object over several lines, read until its braces close. Blank lines and {@code #} comments between
     * records are skipped. A JSON object that is not closed ends at the next line that starts another
     * puzzle ({@link #startsAnotherPuzzle}) or at the end of the input, and is one malformed record.
     */
    private PuzzleRecord nextFPuzzle() throws IOException {
        String text;
        do {
            text = lines.next();
            if (text == null) {
                return null;
            }
        } while (isSkippable(text) && !isFPuzzlesLink(text));
        int start = lines.lineNumber();
        long number = ++recordCount;
        if (text.length() > MAX_FPUZZLES_TEXT) {
            return new PuzzleRecord.Malformed(number, start, new PuzzleFormatException(Reason.WRONG_LENGTH, start, 0,
                    text.substring(0, 80) + "\u2026", "an f-puzzles line longer than " + MAX_FPUZZLES_TEXT + " characters"));
        }
        String record = text;
        if (text.strip().startsWith("{")) {
            JsonDepth depth = new JsonDepth();
            depth.feed(text);
            if (!depth.closed()) {
                StringBuilder object = new StringBuilder(text);
                String more;
                while (!depth.closed()) {
                    more = lines.next();
                    if (more == null || startsAnotherPuzzle(more)) {
                        if (more != null) {
                            lines.pushBack(List.of(more));
                        }
                        int at = lines.lineNumber() + 1;
                        String where = more == null ? "the input ends" : "line " + at + " starts another puzzle";
                        return new PuzzleRecord.Malformed(number, start, new PuzzleFormatException(Reason.MISSING_ROWS,
                                start, 0, LineRecords.shortened(text), where + " before the JSON object that starts on line " + start
                                + " is closed"));
                    }
                    if (object.length() + more.length() > MAX_FPUZZLES_TEXT) {
                        while ((more = lines.next()) != null && !startsAnotherPuzzle(more)) {
                            // the rest of an object too long to read is skipped
                        }
                        if (more != null) {
                            lines.pushBack(List.of(more));
                        }
                        return new PuzzleRecord.Malformed(number, start, new PuzzleFormatException(Reason.WRONG_LENGTH,
                                start, 0, LineRecords.shortened(text), "an f-puzzles object longer than " + MAX_FPUZZLES_TEXT + " characters"));
                    }
                    object.append('\n').append(more);
                    depth.feed(more);
                }
                record = object.toString();
            }
        }
        return LineRecords.fpuzzle(record, number, start, spec);
    }

    /**
     * Whether a line met inside a JSON object that is not closed starts the next puzzle instead: an
     * object, payload or link from its first column (an object's own lines are indented or close it).
     */
    private static boolean startsAnotherPuzzle(String line) {
        return !line.isEmpty() && (line.charAt(0) == '{' || (!Character.isWhitespace(line.charAt(0)) && FPuzzles.isFPuzzles(line)));
    }

    /** The pencil-mark format whose first line {@code text} is, or null for none. */
    private static Format pencilmarkFormat(String text) {
        return Pencilmarks.isPencilmarkLine(text) ? Format.PENCILMARKS
                : PmGrid.isLine(text) ? Format.PMLINE
                : PmGrid.opensGrid(text) ? Format.PMGRID
                : null;
    }

    private static boolean isSkippable(String text) {
        return LineRecords.isSkippable(text);
    }

    private PuzzleRecord nextLine() throws IOException {
        String text;
        do {
            text = lines.next();
            if (text == null) {
                return null;
            }
        } while (isSkippable(text));
        return lineRecords.parse(text, ++recordCount, lines.lineNumber());
    }

    /** The layout of a puzzle of {@code side}; a layout that cannot be is a malformed record. */
    private Layout layoutFor(int side, String ownMap, int lineNumber, String text) throws PuzzleFormatException {
        return lineRecords.layoutFor(side, ownMap, lineNumber, text);
    }

    /**
     * The next line of 729 pencil marks or PM line; lines that are blank or start with {@code #} (after
     * spaces) are skipped.
     */
    private PuzzleRecord nextPencilmarks() throws IOException {
        String text;
        do {
            text = lines.next();
            if (text == null) {
                return null;
            }
            text = text.strip();
        } while (text.isEmpty() || text.charAt(0) == '#');
        int lineNumber = lines.lineNumber();
        long number = ++recordCount;
        try {
            if (format == Format.PMLINE) {
                MarkedGrid position = PmGrid.parseLine(text, lineNumber);
                return new PuzzleRecord.Marked(number, lineNumber, PmGrid.writeLine(position), position);
            }
            return new PuzzleRecord.Marked(number, lineNumber, Pencilmarks.withoutSpaces(text),
                    MarkedGrid.ofCandidates(Pencilmarks.parse(text, lineNumber)));
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, lineNumber, e);
        }
    }

    /**
     * The next PM grid: nine rows of tokens, the border lines around and between them read past. All nine
     * rows are consumed even when one is bad; a blank line or the end of input before the ninth ends it.
     */
    private PuzzleRecord nextPmGrid() throws IOException {
        String text;
        do {
            text = lines.next();
            if (text == null) {
                return null;
            }
        } while (text.isBlank() || text.strip().charAt(0) == '#' || PmGrid.isBorder(text));
        int start = lines.lineNumber();
        long number = ++recordCount;
        PmGrid.Cells cells = new PmGrid.Cells();
        PuzzleFormatException error = null;
        int row = 0;
        while (true) {
            if (!PmGrid.isBorder(text)) {
                try {
                    PmGrid.parseRow(text, lines.lineNumber(), row, cells);
                } catch (PuzzleFormatException e) {
                    error = error == null ? e : error;
                }
                if (++row == 9) {
                    break;
                }
            }
            text = lines.next();
            if (text == null || text.isBlank()) {
                int at = text == null ? lines.lineNumber() + 1 : lines.lineNumber();
                return new PuzzleRecord.Malformed(number, start, error != null ? error
                        : missingRows(at, start, row, text, 9, "PM grid"));
            }
        }
        if (error != null) {
            return new PuzzleRecord.Malformed(number, start, error);
        }
        MarkedGrid position = cells.toGrid();
        return new PuzzleRecord.Marked(number, start, PmGrid.writeLine(position), position);
    }

    /** The next nine-row grid, its {@code #} lines just before it kept as its comment. */
    private PuzzleRecord nextGrid() throws IOException {
        StringBuilder comment = new StringBuilder();
        String text;
        while (true) {
            text = lines.next();
            if (text == null) {
                return null;
            }
            if (text.isBlank()) {
                comment.setLength(0);
            } else if (text.charAt(0) == '#') {
                comment.append(comment.length() == 0 ? "" : "\n").append(text);
            } else if (!(format == Format.PRETTY && RowParser.isBorder(text))) {
                break;
            }
        }
        return readRows(text, comment.toString());
    }

    /**
     * Reads a grid whose first row is {@code first}. All nine rows are consumed even when one is bad, so
     * the next grid starts where it should; a blank line or the end of input before the ninth row ends
     * the grid early.
     */
    private PuzzleRecord readRows(String first, String comment) throws IOException {
        int start = lines.lineNumber();
        long number = ++recordCount;
        int side = sideOfGrid(first);
        int[] cells = side == 9 ? digits : new int[side * side];
        PuzzleFormatException error = null;
        String text = first;
        int row = 0;
        while (true) {
            if (!(format == Format.PRETTY && RowParser.isBorder(text)) && text.charAt(0) != '#') {
                try {
                    RowParser.parse(text, lines.lineNumber(), row, side, cells);
                } catch (PuzzleFormatException e) {
                    error = error == null ? e : error;
                }
                row++;
            }
            if (row == side) {
                break;
            }
            text = lines.next();
            if (text == null || text.isBlank()) {
                int at = text == null ? lines.lineNumber() + 1 : lines.lineNumber();
                // Sixteen tokens alone on a line were read as a 16x16 grid's first row: maybe a 4x4 was meant.
                PuzzleFormatException.Untold untold = row == 1 && side == 16 && detected && format == Format.GRID
                        ? new PuzzleFormatException.Untold("a 4x4 puzzle on one line", "4x4", Format.TOKENS) : null;
                error = error == null ? missingRows(at, start, row, text, side, "grid", untold) : error;
                break;
            }
        }
        String ownMap = null;
        if (error == null && spec.regionsInText()) {
            StringBuilder map = new StringBuilder();
            error = readRegionRows(side, map);
            ownMap = map.toString();
        }
        if (error != null) {
            return new PuzzleRecord.Malformed(number, start, error);
        }
        if (side == 9 && spec.allowsClassic()) {
            return new PuzzleRecord.Parsed(number, start, new Puzzle(Layout.CLASSIC, Grid.of(digits)), comment);
        }
        try {
            Layout layout = layoutFor(side, ownMap, start, first);
            return new PuzzleRecord.Parsed(number, start, new Puzzle(layout, Grid.of(layout.shape(), cells)), comment);
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, start, e);
        }
    }

    /** The side of a grid: the one named, or that of a first row of 10 to 25 cells, else 9. */
    private int sideOfGrid(String first) {
        if (spec.shape() != null) {
            return spec.shape().side();
        }
        int cells = RowParser.cellsIn(first);
        return cells > 9 && cells <= 25 ? cells : 9;
    }

    /** Reads the {@code side} rows of a jigsaw's region map that follow its grid into {@code map}. */
    private PuzzleFormatException readRegionRows(int side, StringBuilder map) throws IOException {
        int start = lines.lineNumber() + 1;
        for (int row = 0; row < side; row++) {
            String text = lines.next();
            if (text == null || text.isBlank()) {
                int at = text == null ? lines.lineNumber() + 1 : lines.lineNumber();
                return missingRows(at, start, row, text, side, "region map");
            }
            map.append(text).append('\n');
        }
        return null;
    }

    private static PuzzleFormatException missingRows(int at, int start, int rows, String text, int side, String what) {
        return missingRows(at, start, rows, text, side, what, null);
    }

    private static PuzzleFormatException missingRows(int at, int start, int rows, String text, int side, String what,
            PuzzleFormatException.Untold untold) {
        String where = text == null ? "the input ends" : "a blank line comes";
        return new PuzzleFormatException(Reason.MISSING_ROWS, at, 0, text,
                where + " after " + rows + " of the " + side + " rows of the " + what + " that starts on line " + start, untold);
    }

    /** The next case of a Baekjoon 4056 input; reads the case count first. */
    private PuzzleRecord nextCase() throws IOException {
        if (casesAnnounced < 0) {
            PuzzleRecord countError = readCaseCount();
            if (countError != null) {
                casesAnnounced = 0;
                return countError;
            }
        }
        if (recordCount >= casesAnnounced) {
            return trailingText();
        }
        String text;
        do {
            text = lines.next();
        } while (text != null && text.isBlank());
        if (text == null) {
            // One record stands for every missing case: a wrong count must not make millions of them.
            long number = ++recordCount;
            long announced = casesAnnounced;
            casesAnnounced = number;
            int at = lines.lineNumber() + 1;
            String missing = number == announced ? "case " + number : "cases " + number + " to " + announced;
            return new PuzzleRecord.Malformed(number, at, new PuzzleFormatException(Reason.MISSING_ROWS, at, 0, null,
                    "the input ends before " + missing + " of the " + announced + " announced"));
        }
        return readRows(text, "");
    }

    private PuzzleRecord readCaseCount() throws IOException {
        String text;
        do {
            text = lines.next();
        } while (text != null && text.isBlank());
        int at = text == null ? 1 : lines.lineNumber();
        String found = text == null ? "the input is empty" : "found " + quoted(text.strip());
        if (text != null) {
            String count = text.strip();
            if (!count.isEmpty() && count.length() <= 8 && count.chars().allMatch(c -> c >= '0' && c <= '9')) {
                casesAnnounced = Long.parseLong(count);
                return null;
            }
        }
        return new PuzzleRecord.Malformed(++recordCount, at, new PuzzleFormatException(Reason.BAD_CASE_COUNT, at, 0, text,
                "expected the number of test cases, " + found));
    }

    /** After the last announced case only blank lines may follow; anything else is one malformed record. */
    private PuzzleRecord trailingText() throws IOException {
        String text;
        do {
            text = lines.next();
            if (text == null) {
                return null;
            }
        } while (text.isBlank());
        int at = lines.lineNumber();
        while (lines.next() != null) {
            // the rest is not read as cases: the count said there are no more
        }
        return new PuzzleRecord.Malformed(++recordCount, at, new PuzzleFormatException(Reason.UNEXPECTED_TEXT, at, 0, text,
                "text after the " + casesAnnounced + " announced case" + (casesAnnounced == 1 ? "" : "s")));
    }

    private static String quoted(String s) {
        return "'" + CellSymbols.printable(s.length() > 40 ? s.substring(0, 40) + "..." : s) + "'";
    }
}
