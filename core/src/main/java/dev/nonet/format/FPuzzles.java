package dev.nonet.format;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.constraint.GivenCandidates;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The f-puzzles format, as f-puzzles.com and SudokuPad links carry a puzzle: the front door for reading and
 * writing it. A puzzle is a JSON object ({@code size}, {@code grid} of cells with {@code value},
 * {@code given}, {@code givenPencilMarks} and {@code region}, and one key per constraint kind), sent
 * compressed with lz-string to base64 ({@link LzString}) in links.
 *
 * <pre>{@code
 * FPuzzle read = FPuzzles.read("https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA5gJ...");
 * Sudoku.solve(read.puzzle());
 * String json = FPuzzles.toJson(read, solution);            // the object with the digits filled in
 * FPuzzle other = FPuzzles.of(Puzzle.parse(line));          // any puzzle as an f-puzzles object
 * }</pre>
 *
 * <p>{@link #read} takes the JSON object's text, a payload ({@code N4Ig...}), or a link or prefix carrying
 * one ({@code https://www.f-puzzles.com/?load=PAYLOAD}, {@code https://sudokupad.app/fpuzzlesPAYLOAD},
 * {@code fpuz}/{@code fpuzzles} prefixes, {@code #fpuzzles=PAYLOAD}), and tells which itself.
 *
 * <p>Regions: a cell without {@code region} is in its default box (boxes as f-puzzles draws them, the same
 * as {@link Shape#of(int)}); {@code region: null} puts it in none. A region is a house when it holds
 * exactly {@code size} cells. Default boxes give {@link Layout#of(Shape)}; regions that make a jigsaw
 * {@link Layout#jigsaw(int[])} accepts give that jigsaw; any others give the jigsaw whose regions are the
 * rows, plus an {@link AllDifferent} named {@code region} for each region of {@code size} cells. Only
 * cells with {@code given: true} are givens; a {@code value} without it is a solver's progress and is
 * not part of the puzzle.
 *
 * <p>Keys: every rule key maps to a constraint ({@link #kinds()}; the table of keys is {@code FPuzzlesKinds}); the
 * keys that only draw ({@link #DECORATIONS}) and the metadata ({@link #METADATA}) are kept in the source
 * and read no further. Any other key that holds something refuses the puzzle, naming it, unless it is in
 * the ignore set the caller passes: a rule is never dropped without the caller asking.
 *
 * <p>Size: a puzzle's JSON, its strings and its keys are held to {@link FPuzzlesLimits}, far above any
 * real puzzle's, and a payload is decompressed no further than its limit.
 *
 * <p>Errors are {@link PuzzleFormatException}s with one message naming the key, the entry (from 1) and the
 * cell: {@code line 1: f-puzzles "killercage" entry 2: killercage sum 50 cannot be made by 3 different
 * digits of 1 to 9}.
 */
public final class FPuzzles {

    /** Keys that are not rules: kept in the source, not read as constraints. */
    public static final Set<String> METADATA = Set.of("size", "grid", "title", "author", "ruleset", "solution",
            "disabledlogic", "truecandidatesoptions", "successMessage", "highlightConflicts");

    /** Keys that only draw (lines, circles, rectangles, text, cages without a rule): kept in the source. */
    public static final Set<String> DECORATIONS = Set.of("line", "circle", "rectangle", "text", "cage");

    private FPuzzles() {
    }

    /** The f-puzzles rule keys Nonet reads, in a fixed order. */
    public static Set<String> kinds() {
        return FPuzzlesKinds.KEYS;
    }

    /** Why a puzzle is refused, with where in its JSON when that is known; turned into a {@link PuzzleFormatException}. */
    static final class Refused extends RuntimeException {
        final Reason reason;
        final int jsonLine;
        final int jsonColumn;

        Refused(Reason reason, String detail) {
            this(reason, detail, 0, 0);
        }

        Refused(Reason reason, String detail, int jsonLine, int jsonColumn) {
            super(detail, null, false, false);
            this.reason = reason;
            this.jsonLine = jsonLine;
            this.jsonColumn = jsonColumn;
        }
    }

    /**
     * The puzzle {@code text} holds, in any of the forms the class comment lists; every rule key must be
     * one Nonet knows.
     *
     * @throws PuzzleFormatException naming what is wrong, on line 1 (or the line of the JSON it is on)
     */
    public static FPuzzle read(String text) throws PuzzleFormatException {
        return read(text, Set.of());
    }

    /**
     * {@link #read(String)}, leaving out the rule keys in {@code ignore} (as {@code --ignore KIND} names
     * them): the puzzle is read without those rules, and {@link FPuzzle#ignored()} says which it had.
     */
    public static FPuzzle read(String text, Set<String> ignore) throws PuzzleFormatException {
        return read(text, ignore, 1);
    }

    /** {@link #read(String, Set)} of text whose first line is line {@code firstLine} of its input. */
    static FPuzzle read(String text, Set<String> ignore, int firstLine) throws PuzzleFormatException {
        try {
            return fromObjectOrRefuse(objectOf(text), ignore);
        } catch (Refused r) {
            throw formatException(r, text, firstLine);
        }
    }

    /**
     * The puzzle of an f-puzzles object already parsed (by {@link JsonTree#parse} or any JSON library
     * giving maps, lists, strings, numbers, booleans and nulls).
     *
     * @throws PuzzleFormatException naming what is wrong, on line 1
     */
    public static FPuzzle fromObject(Map<String, ?> object, Set<String> ignore) throws PuzzleFormatException {
        try {
            return fromObjectOrRefuse(object, ignore);
        } catch (Refused r) {
            throw new PuzzleFormatException(r.reason, 1, 0, null, r.getMessage());
        }
    }

    /**
     * The payload {@code text} carries: the text itself when it is one, or the part of a link or prefix
     * form after its marker ({@code load=}, {@code fpuzzles}, {@code fpuz}, {@code #fpuzzles=}),
     * percent-decoded; empty when it carries none.
     */
    public static Optional<String> payloadOf(String text) {
        String t = stripped(text);
        for (String prefix : new String[] {"#fpuzzles=", "fpuzzles=", "fpuzzles", "fpuz"}) {
            if (t.startsWith(prefix)) {
                return payloadAt(t, prefix.length());
            }
        }
        if (isLink(t)) {
            for (String marker : new String[] {"?load=", "&load=", "#load=", "#fpuzzles=", "fpuzzles=", "fpuzzles", "fpuz"}) {
                int at = t.indexOf(marker);
                if (at >= 0) {
                    return payloadAt(t, at + marker.length());
                }
            }
            return Optional.empty();
        }
        if (!t.isEmpty() && payloadRun(t, 0).length() == t.length() && t.indexOf('%') < 0) {
            return Optional.of(t);
        }
        return Optional.empty();
    }

    private static Optional<String> payloadAt(String t, int from) {
        String payload = decodePercent(payloadRun(t, from));
        return payload.isEmpty() ? Optional.empty() : Optional.of(payload);
    }

    /** Whether {@code t} is a web address rather than a bare payload or prefix form. */
    private static boolean isLink(String t) {
        String lower = t.toLowerCase(Locale.ROOT);
        return lower.contains("://") || lower.startsWith("www.") || lower.startsWith("f-puzzles.com")
                || lower.startsWith("sudokupad.app") || lower.startsWith("app.crackingthecryptic.com");
    }

    /**
     * Whether one line of text is an f-puzzles puzzle: a JSON object whose first keys include
     * {@code size} and {@code grid}, a payload starting {@code N4Ig} (every f-puzzles object compresses
     * to that start), or a link or prefix carrying one. What {@link FormatDetector} asks.
     */
    public static boolean isFPuzzles(String line) {
        String t = stripped(line);
        if (t.startsWith("{")) {
            Set<String> keys = JsonTree.leadingKeys(t);
            return keys.contains("size") && keys.contains("grid");
        }
        return payloadOf(t).map(p -> p.startsWith("N4Ig")).orElse(false);
    }

    /**
     * The f-puzzles object of {@code puzzle} as compact JSON, with the digits of {@code filled} (a
     * solution, or a grid part-way there; null for none) written into its open cells as f-puzzles writes
     * a solver's entries ({@code value} without {@code given}); givens stay given. A filled grid is also
     * written as the {@code solution}. Everything else is the source as read.
     *
     * @throws IllegalArgumentException if {@code filled} is not a grid of the puzzle's shape, or changes a given
     */
    public static String toJson(FPuzzle puzzle, Grid filled) {
        return JsonTree.write(filledSource(puzzle, filled));
    }

    /** {@link #toJson}, compressed as links carry it ({@link LzString#compressToBase64}). */
    public static String toPayload(FPuzzle puzzle, Grid filled) {
        return LzString.compressToBase64(toJson(puzzle, filled));
    }

    /** A record's comment as an f-puzzles title: without the white space around it and a leading {@code #}. */
    public static String titleOf(String comment) {
        String title = comment.strip();
        return title.startsWith("#") ? title.substring(1).strip() : title;
    }

    /**
     * {@code puzzle} as an f-puzzles object: its size, givens and regions (explicit for a jigsaw or boxes
     * other than f-puzzles' own), its variants (X as both diagonals, Windoku as four extra regions, disjoint
     * groups) and its constraints. Reading the object back gives the same puzzle, or for X and Windoku the
     * same rules as constraints.
     *
     * @throws IllegalArgumentException naming a constraint that has no f-puzzles form
     */
    public static FPuzzle of(Puzzle puzzle) {
        return of(puzzle, "", "", "");
    }

    /** {@link #of(Puzzle)} with a title, author and rules text (each left out when empty). */
    public static FPuzzle of(Puzzle puzzle, String title, String author, String rules) {
        return new FPuzzle(puzzle, title, author, rules, FPuzzlesObject.of(puzzle, title, author, rules));
    }

    // ------------------------------------------------------------------ reading

    /** The JSON object {@code text} holds directly or through a payload. */
    private static Map<String, ?> objectOf(String text) {
        String t = stripped(text);
        String json;
        boolean direct = t.startsWith("{");
        if (direct) {
            json = text;
            FPuzzlesLimits.checkJson(json);
        } else {
            String payload = payloadOf(t).orElseThrow(() -> new Refused(Reason.BAD_PAYLOAD, noPayload(t)));
            try {
                json = LzString.decompress(payload, FPuzzlesLimits.MAX_JSON).orElseThrow(FPuzzlesLimits::payloadTooLong);
            } catch (IllegalArgumentException e) {
                // Text that only looks like base64 ("garbage") is no payload at all, not a broken one to diagnose.
                throw new Refused(Reason.BAD_PAYLOAD, !payload.startsWith("N4Ig") ? noPayload(t) : "not an f-puzzles payload: "
                        + e.getMessage().replaceFirst("^not an lz-string [-\\w]+ payload: ", ""));
            }
        }
        Object value;
        try {
            value = JsonTree.parse(json);
        } catch (JsonTree.JsonException e) {
            if (direct) {
                throw new Refused(Reason.BAD_PAYLOAD, "not valid JSON: " + e.detail(), e.line(), e.column());
            }
            throw new Refused(Reason.BAD_PAYLOAD, "the payload does not hold valid JSON: " + e.getMessage());
        }
        if (!(value instanceof Map<?, ?> map)) {
            throw new Refused(Reason.BAD_PAYLOAD, "an f-puzzles puzzle is a JSON object, not " + FPuzzlesEntry.describe(value));
        }
        @SuppressWarnings("unchecked")
        Map<String, ?> object = (Map<String, ?>) map;
        return object;
    }

    private static String noPayload(String t) {
        String shown = t.length() > 60 ? t.substring(0, 60) + "..." : t;
        if (isLink(t)) {
            return "the link '" + CellSymbols.printable(shown) + "' carries no f-puzzles payload (load=, fpuzzles or fpuz"
                    + " followed by one); SudokuPad's short links and its own formats (scl, ctc) are not read";
        }
        return "'" + CellSymbols.printable(shown) + "' is not an f-puzzles puzzle: expected a JSON object, a payload"
                + " (N4Ig...) or a link carrying one";
    }

    private static FPuzzle fromObjectOrRefuse(Map<String, ?> object, Set<String> ignore) {
        FPuzzlesLimits.checkStrings(object);
        Set<String> ignoring = new LinkedHashSet<>();
        for (String kind : ignore) {
            ignoring.add(kind.strip());
        }
        Set<String> ignored = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<String, ?> e : object.entrySet()) {
            String key = e.getKey();
            if (METADATA.contains(key) || DECORATIONS.contains(key) || FPuzzlesEntry.holdsNothing(e.getValue())) {
                continue;
            }
            if (ignoring.contains(key) || ignoring.contains(key.toLowerCase(Locale.ROOT))) {
                ignored.add(key);
            } else if (!FPuzzlesKinds.KEYS.contains(key)) {
                unknown.add(key);
            }
        }
        if (!unknown.isEmpty()) {
            throw new Refused(Reason.UNKNOWN_CONSTRAINT, unknownMessage(unknown));
        }
        Board board = board(object);
        List<Constraint> constraints = new ArrayList<>(board.regionRules);
        constraints.addAll(board.pencilMarks);
        Layout layout = board.layout;
        for (Map.Entry<String, ?> e : object.entrySet()) {
            String key = e.getKey();
            if (!FPuzzlesKinds.KEYS.contains(key) || ignored.contains(key)) {
                continue;
            }
            if (key.equals("disjointgroups") && !layout.isJigsaw() && Boolean.TRUE.equals(e.getValue())) {
                layout = layout.with(Variant.DISJOINT);
                continue;
            }
            constraints.addAll(FPuzzlesKinds.read(key, e.getValue(), board, object, ignored));
        }
        Puzzle puzzle = new Puzzle(layout, Grid.of(layout.shape(), board.givens), constraints);
        Map<String, Object> source = new LinkedHashMap<>();
        object.forEach(source::put);
        return new FPuzzle(puzzle, text(object.get("title")), text(object.get("author")), text(object.get("ruleset")),
                source, ignored);
    }

    private static String unknownMessage(List<String> unknown) {
        String names = String.join(",", unknown);
        if (unknown.size() == 1) {
            return "f-puzzles constraint '" + unknown.get(0) + "' is not one nonet knows; --ignore " + names
                    + " reads the puzzle without it";
        }
        return "f-puzzles constraints '" + String.join("', '", unknown) + "' are not ones nonet knows; --ignore "
                + names + " reads the puzzle without them";
    }

    private static String text(Object value) {
        return value instanceof String s ? s : "";
    }

    /**
     * What the grid says: the size, givens, regions and layout, and the rules that come with the cells
     * (given pencil marks, and the regions that are not a jigsaw's).
     */
    static final class Board {
        final int side;
        final Layout layout;
        final int[] givens;
        /** The regions of {@code side} cells, each in row-major order, in the order their first cell comes. */
        final List<List<Cell>> regions;
        /** For each cell (row-major), its index in {@link #regions}, or -1 when it is in none of them. */
        final int[] regionOf;
        final List<Constraint> regionRules;
        final List<Constraint> pencilMarks;

        Board(int side, Layout layout, int[] givens, List<List<Cell>> regions, int[] regionOf,
                List<Constraint> regionRules, List<Constraint> pencilMarks) {
            this.side = side;
            this.layout = layout;
            this.givens = givens;
            this.regions = regions;
            this.regionOf = regionOf;
            this.regionRules = regionRules;
            this.pencilMarks = pencilMarks;
        }

        /** Whether the regions are the default boxes of {@link Shape#of(int)} (so that box rules apply). */
        boolean hasDefaultBoxes() {
            return !layout.isJigsaw();
        }
    }

    /** The height of f-puzzles' default boxes: the largest divisor of the size whose square is at most it. */
    static int defaultBoxHeight(int size) {
        int height = 1;
        for (int h = 1; h * h <= size; h++) {
            if (size % h == 0) {
                height = h;
            }
        }
        return height;
    }

    private static Board board(Map<String, ?> object) {
        try {
            return boardOrThrow(object);
        } catch (IllegalArgumentException e) {
            throw new Refused(Reason.BAD_LAYOUT, e.getMessage());
        }
    }

    private static Board boardOrThrow(Map<String, ?> object) {
        Object sizeValue = object.get("size");
        if (sizeValue == null) {
            throw new Refused(Reason.BAD_LAYOUT, "an f-puzzles puzzle needs its \"size\"");
        }
        int side = FPuzzlesEntry.integer(sizeValue, "\"size\"");
        if (side < Shape.MIN_SIDE || side > Shape.MAX_SIDE) {
            throw new Refused(Reason.BAD_LAYOUT, "size " + side + " is not supported: sides run from "
                    + Shape.MIN_SIDE + " to " + Shape.MAX_SIDE);
        }
        Object gridValue = object.get("grid");
        if (!(gridValue instanceof List<?> rows)) {
            throw new Refused(Reason.BAD_LAYOUT, gridValue == null ? "an f-puzzles puzzle needs its \"grid\""
                    : "\"grid\" is a list of rows, not " + FPuzzlesEntry.describe(gridValue));
        }
        if (rows.size() != side) {
            throw new Refused(Reason.BAD_LAYOUT, "\"grid\" has " + rows.size() + " rows, not the " + side + " of its size");
        }
        int height = defaultBoxHeight(side);
        int width = side / height;
        int[] givens = new int[side * side];
        int[] regionNumber = new int[side * side];
        List<Constraint> pencilMarks = new ArrayList<>();
        for (int r = 0; r < side; r++) {
            if (!(rows.get(r) instanceof List<?> row) || row.size() != side) {
                throw new Refused(Reason.BAD_LAYOUT, "\"grid\" row " + (r + 1) + " is not a list of " + side + " cells");
            }
            for (int c = 0; c < side; c++) {
                String name = "R" + (r + 1) + "C" + (c + 1);
                if (!(row.get(c) instanceof Map<?, ?> cell)) {
                    throw new Refused(Reason.BAD_LAYOUT, "\"grid\" cell " + name + " is not an object");
                }
                int i = r * side + c;
                int value = 0;
                Object v = cell.get("value");
                if (v != null) {
                    value = FPuzzlesEntry.integer(v, "the value of " + name);
                    if (value < 0 || value > side) {
                        throw new Refused(Reason.BAD_LAYOUT, "the value of " + name + ", " + value + ", is not a digit of a "
                                + side + "x" + side + " grid");
                    }
                }
                boolean given = Boolean.TRUE.equals(cell.get("given"));
                if (given && value == 0) {
                    throw new Refused(Reason.BAD_LAYOUT, name + " is given but holds no value");
                }
                givens[i] = given ? value : 0;
                if (!cell.containsKey("region")) {
                    regionNumber[i] = (r / height) * height + c / width;
                } else {
                    Object region = cell.get("region");
                    regionNumber[i] = region == null ? -1 : FPuzzlesEntry.integer(region, "the region of " + name);
                    regionNumber[i] = Math.max(regionNumber[i], -1);
                }
                Object marks = cell.get("givenPencilMarks");
                if (!given && marks instanceof List<?> list && !list.isEmpty()) {
                    List<Integer> digits = new ArrayList<>();
                    for (Object mark : list) {
                        int d = FPuzzlesEntry.integer(mark, "a given pencil mark of " + name);
                        if (d < 1 || d > side) {
                            throw new Refused(Reason.BAD_LAYOUT, "the given pencil mark " + d + " of " + name
                                    + " is not a digit of a " + side + "x" + side + " grid");
                        }
                        digits.add(d);
                    }
                    pencilMarks.add(new GivenCandidates(new Cell(r, c), digits));
                } else if (marks != null && !(marks instanceof List<?>)) {
                    throw new Refused(Reason.BAD_LAYOUT, "the given pencil marks of " + name + " are a list of digits, not "
                            + FPuzzlesEntry.describe(marks));
                }
            }
        }
        return regions(side, givens, regionNumber, pencilMarks);
    }

    /** The layout the regions make, as the class comment says. */
    private static Board regions(int side, int[] givens, int[] regionNumber, List<Constraint> pencilMarks) {
        Map<Integer, List<Cell>> groups = new LinkedHashMap<>();
        for (int i = 0; i < regionNumber.length; i++) {
            if (regionNumber[i] >= 0) {
                groups.computeIfAbsent(regionNumber[i], k -> new ArrayList<>()).add(new Cell(i / side, i % side));
            }
        }
        List<List<Cell>> regions = new ArrayList<>();
        int[] regionOf = new int[side * side];
        java.util.Arrays.fill(regionOf, -1);
        for (List<Cell> group : groups.values()) {
            if (group.size() == side) {
                for (Cell cell : group) {
                    regionOf[cell.row() * side + cell.column()] = regions.size();
                }
                regions.add(List.copyOf(group));
            }
        }
        Layout layout = null;
        List<Constraint> regionRules = new ArrayList<>();
        if (regions.size() == side) {
            if (areDefaultBoxes(side, regions)) {
                layout = Layout.of(Shape.of(side));
            } else {
                try {
                    layout = Layout.jigsaw(regionOf);
                } catch (IllegalArgumentException notAJigsaw) {
                    layout = null;
                }
            }
        }
        if (layout == null) {
            int[] rows = new int[side * side];
            for (int i = 0; i < rows.length; i++) {
                rows[i] = i / side;
            }
            layout = Layout.jigsaw(rows);
            for (List<Cell> region : regions) {
                regionRules.add(new AllDifferent("region", region));
            }
        }
        return new Board(side, layout, givens, Collections.unmodifiableList(regions), regionOf,
                List.copyOf(regionRules), List.copyOf(pencilMarks));
    }

    /** Whether every region is one of the boxes of {@link Shape#of(int)} (false for a prime side, which has none). */
    private static boolean areDefaultBoxes(int side, List<List<Cell>> regions) {
        Shape shape;
        try {
            shape = Shape.of(side);
        } catch (IllegalArgumentException prime) {
            return false;
        }
        for (List<Cell> region : regions) {
            int box = shape.boxOf(region.get(0).row(), region.get(0).column());
            for (Cell cell : region) {
                if (shape.boxOf(cell.row(), cell.column()) != box) {
                    return false;
                }
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ writing

    private static Map<String, Object> filledSource(FPuzzle puzzle, Grid filled) {
        @SuppressWarnings("unchecked")
        Map<String, Object> source = (Map<String, Object>) JsonTree.thawed(puzzle.source());
        if (filled == null) {
            return source;
        }
        Grid givens = puzzle.puzzle().givens();
        if (filled.shape().side() != givens.shape().side()) {
            throw new IllegalArgumentException("a " + filled.shape().side() + "x" + filled.shape().side()
                    + " grid does not fill a " + givens.shape().side() + "x" + givens.shape().side() + " puzzle");
        }
        int side = givens.shape().side();
        @SuppressWarnings("unchecked")
        List<Object> rows = (List<Object>) source.get("grid");
        for (int r = 0; r < side; r++) {
            @SuppressWarnings("unchecked")
            List<Object> row = (List<Object>) rows.get(r);
            for (int c = 0; c < side; c++) {
                Cell cell = new Cell(r, c);
                int d = filled.get(r * side + c);
                int given = givens.get(r * side + c);
                if (given != 0 && d != given) {
                    throw new IllegalArgumentException("the filled grid has " + d + " at " + cell + ", where "
                            + given + " is given");
                }
                if (d != 0 && given == 0) {
                    @SuppressWarnings("unchecked")
                    Map<String, Object> entry = (Map<String, Object>) row.get(c);
                    entry.put("value", (long) d);
                }
            }
        }
        if (filled.isFilled()) {
            List<Object> solution = new ArrayList<>(side * side);
            for (int i = 0; i < side * side; i++) {
                solution.add((long) filled.get(i));
            }
            source.put("solution", solution);
        }
        return source;
    }

    // ------------------------------------------------------------------ helpers

    private static String stripped(String text) {
        String t = text.strip();
        return t.startsWith("\uFEFF") ? t.substring(1).strip() : t;
    }

    /** The run of payload characters (either alphabet, spaces for {@code +}, percent escapes) from {@code from}. */
    private static String payloadRun(String t, int from) {
        int end = from;
        while (end < t.length()) {
            char c = t.charAt(end);
            boolean payload = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '+' || c == '/' || c == '=' || c == '-' || c == '$' || c == '%';
            if (!payload) {
                break;
            }
            end++;
        }
        return t.substring(from, end);
    }

    /** {@code %2B} and the like as their characters (UTF-8); a {@code %} not followed by two hex digits stays. */
    private static String decodePercent(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length() && Character.digit(s.charAt(i + 1), 16) >= 0
                    && Character.digit(s.charAt(i + 2), 16) >= 0) {
                bytes.write(Integer.parseInt(s.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.write(c);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static PuzzleFormatException formatException(Refused r, String text, int firstLine) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        int at = r.jsonLine > 0 ? r.jsonLine - 1 : firstContentLine(lines);
        String lineText = at < lines.length ? lines[at] : null;
        if (lineText != null && r.jsonColumn == 0 && lineText.length() > 200) {
            lineText = lineText.substring(0, 200) + "\u2026";
        }
        return new PuzzleFormatException(r.reason, firstLine + at, r.jsonColumn, lineText,
                r.getMessage());
    }

    private static int firstContentLine(String[] lines) {
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                return i;
            }
        }
        return 0;
    }

    /** The house kinds' cells of a layout's regions or boxes, for writers. */
    static List<List<Cell>> boxesOf(Layout layout) {
        List<List<Cell>> boxes = new ArrayList<>();
        for (House house : layout.houses()) {
            if (house.kind() == House.Kind.BOX || house.kind() == House.Kind.REGION) {
                boxes.add(layout.cellsOf(house));
            }
        }
        return boxes;
    }
}
