package dev.nonet.format;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.constraint.AntiKing;
import dev.nonet.constraint.AntiKnight;
import dev.nonet.constraint.Arrow;
import dev.nonet.constraint.BetweenLine;
import dev.nonet.constraint.Clone;
import dev.nonet.constraint.Difference;
import dev.nonet.constraint.DoubleArrow;
import dev.nonet.constraint.EntropicLine;
import dev.nonet.constraint.Even;
import dev.nonet.constraint.GivenCandidates;
import dev.nonet.constraint.Indexer;
import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Lockout;
import dev.nonet.constraint.Maximum;
import dev.nonet.constraint.Minimum;
import dev.nonet.constraint.ModularLine;
import dev.nonet.constraint.Nabner;
import dev.nonet.constraint.Negative;
import dev.nonet.constraint.Nonconsecutive;
import dev.nonet.constraint.Odd;
import dev.nonet.constraint.Palindrome;
import dev.nonet.constraint.Quadruple;
import dev.nonet.constraint.Ratio;
import dev.nonet.constraint.RegionSumLine;
import dev.nonet.constraint.Renban;
import dev.nonet.constraint.Sandwich;
import dev.nonet.constraint.Skyscraper;
import dev.nonet.constraint.SlowThermometer;
import dev.nonet.constraint.SumDot;
import dev.nonet.constraint.Thermometer;
import dev.nonet.constraint.Whispers;
import dev.nonet.constraint.XSum;
import dev.nonet.constraint.XV;
import dev.nonet.constraint.ZipperLine;
import dev.nonet.format.FPuzzles.Board;
import dev.nonet.format.FPuzzles.Refused;
import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mapping between f-puzzles' rule keys and Nonet's constraints, one small method per kind each way.
 * Reading follows f-puzzles and SudokuVariantSolverJS on defaults and edge cases (a white dot without a
 * value differs by 1, a black one is a ratio of 2, whispers differ by at least half the size rounded up,
 * lockout ends by half the size rounded down, a little killer or outside clue without a value is no
 * rule, a region-sum line is cut into runs of cells in one region); {@link FPuzzles} says the rest.
 */
final class FPuzzlesConstraints {

    /** The rule keys read, in the order the docs list them. */
    static final Set<String> KINDS = Collections.unmodifiableSet(new LinkedHashSet<>(List.of(
            "killercage", "littlekillersum", "sandwichsum", "xsum", "skyscraper", "thermometer", "slowthermometer",
            "arrow", "doublearrow", "difference", "ratio", "xv", "sum", "negative", "nonconsecutive", "antiknight",
            "antiking", "diagonal+", "diagonal-", "disjointgroups", "extraregion", "odd", "even", "minimum", "maximum",
            "quadruple", "palindrome", "renban", "whispers", "betweenline", "regionsumline", "entropicline",
            "modularline", "nabner", "zipperline", "clone", "rowindexer", "columnindexer", "boxindexer", "lockout")));

    /** The kinds that are true or false rather than a list of entries. */
    private static final Set<String> FLAGS = Set.of("nonconsecutive", "antiknight", "antiking", "diagonal+", "diagonal-",
            "disjointgroups");

    private static final Pattern CELL = Pattern.compile("[Rr](\\d{1,3})[Cc](\\d{1,3})");

    private FPuzzlesConstraints() {
    }

    // ================================================================== reading

    /** Everything a kind's reading needs: the board, the whole object, and the keys left out. */
    private record Context(Board board, Map<String, ?> object, Set<String> ignored) {
        int side() {
            return board.side;
        }

        /** The entries of {@code key} when it is read (not ignored), else none. */
        List<?> entriesOf(String key) {
            Object value = object.get(key);
            return ignored.contains(key) || !(value instanceof List<?> list) ? List.of() : list;
        }
    }

    /** A kind's reading of one entry (an f-puzzles object) into constraints. */
    @FunctionalInterface
    private interface EntryReader {
        List<Constraint> read(Map<?, ?> entry, Context context);
    }

    /**
     * The constraints of the rule key {@code key} with value {@code value}: one or more per entry of a
     * list, or the rule of a flag that is true.
     *
     * @throws Refused naming the key, the entry and what is wrong with it
     */
    static List<Constraint> read(String key, Object value, Board board, Map<String, ?> object, Set<String> ignored) {
        Context context = new Context(board, object, ignored);
        try {
            if (FLAGS.contains(key)) {
                if (!(value instanceof Boolean flag)) {
                    throw new IllegalArgumentException("it is true or false, not " + describe(value));
                }
                return flag ? flag(key, context) : List.of();
            }
            if (key.equals("negative")) {
                return negative(value, context);
            }
        } catch (IllegalArgumentException e) {
            throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\": " + e.getMessage());
        }
        if (value == null) {
            return List.of();
        }
        if (!(value instanceof List<?> entries)) {
            throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\" is a list of entries, not " + describe(value));
        }
        EntryReader reader = entryReader(key);
        List<Constraint> constraints = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            try {
                if (!(entries.get(i) instanceof Map<?, ?> entry)) {
                    throw new IllegalArgumentException("it is an object, not " + describe(entries.get(i)));
                }
                constraints.addAll(reader.read(entry, context));
            } catch (IllegalArgumentException e) {
                throw new Refused(Reason.BAD_CONSTRAINT, "f-puzzles \"" + key + "\" entry " + (i + 1) + ": " + e.getMessage());
            }
        }
        return constraints;
    }

    private static EntryReader entryReader(String key) {
        return switch (key) {
            case "killercage" -> FPuzzlesConstraints::killerCage;
            case "littlekillersum" -> FPuzzlesConstraints::littleKiller;
            case "sandwichsum" -> (e, c) -> outsideClue(e, c, (line, v) -> new Sandwich(line, v));
            case "xsum" -> (e, c) -> outsideClue(e, c, (line, v) -> new XSum(line, v));
            case "skyscraper" -> (e, c) -> outsideClue(e, c, (line, v) -> new Skyscraper(line, v));
            case "thermometer" -> (e, c) -> lines(e, c, 2, Thermometer::new);
            case "slowthermometer" -> (e, c) -> lines(e, c, 2, SlowThermometer::new);
            case "arrow" -> FPuzzlesConstraints::arrow;
            case "doublearrow" -> (e, c) -> lines(e, c, 3, DoubleArrow::new);
            case "difference" -> (e, c) -> List.of(difference(e, c));
            case "ratio" -> (e, c) -> List.of(ratio(e, c));
            case "xv" -> (e, c) -> List.of(xv(e, c));
            case "sum" -> (e, c) -> List.of(sumDot(e, c));
            case "extraregion" -> FPuzzlesConstraints::extraRegion;
            case "odd" -> (e, c) -> List.of(new Odd(cell(e, "cell", c)));
            case "even" -> (e, c) -> List.of(new Even(cell(e, "cell", c)));
            case "minimum" -> (e, c) -> List.of(minimum(e, c));
            case "maximum" -> (e, c) -> List.of(maximum(e, c));
            case "quadruple" -> FPuzzlesConstraints::quadruple;
            case "palindrome" -> (e, c) -> lines(e, c, 2, Palindrome::new);
            case "renban" -> (e, c) -> lines(e, c, 2, Renban::new);
            case "whispers" -> FPuzzlesConstraints::whispers;
            case "betweenline" -> (e, c) -> lines(e, c, 3, BetweenLine::new);
            case "regionsumline" -> FPuzzlesConstraints::regionSumLine;
            case "entropicline" -> (e, c) -> lines(e, c, 2, line -> new EntropicLine(line, c.side()));
            case "modularline" -> (e, c) -> lines(e, c, 2, ModularLine::new);
            case "nabner" -> (e, c) -> lines(e, c, 2, Nabner::new);
            case "zipperline" -> (e, c) -> lines(e, c, 2, ZipperLine::new);
            case "clone" -> FPuzzlesConstraints::cloneOf;
            case "rowindexer", "columnindexer", "boxindexer" -> (e, c) -> indexer(key, e, c);
            case "lockout" -> FPuzzlesConstraints::lockout;
            default -> throw new IllegalStateException("no reader for " + key);
        };
    }

    /** The rule of a flag that is true. */
    private static List<Constraint> flag(String key, Context context) {
        int n = context.side();
        return switch (key) {
            case "antiknight" -> List.of(AntiKnight.of(n));
            case "antiking" -> List.of(AntiKing.of(n));
            case "nonconsecutive" -> List.of(Nonconsecutive.of(n, markedPairs(context, "difference", "ratio")));
            case "diagonal+" -> {
                List<Cell> up = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    up.add(new Cell(n - 1 - i, i));
                }
                yield List.of(new AllDifferent("diagonal+", up));
            }
            case "diagonal-" -> {
                List<Cell> down = new ArrayList<>();
                for (int i = 0; i < n; i++) {
                    down.add(new Cell(i, i));
                }
                yield List.of(new AllDifferent("diagonal-", down));
            }
            case "disjointgroups" -> disjointGroups(context);
            default -> throw new IllegalStateException("no reader for " + key);
        };
    }

    /**
     * Disjoint groups where the regions are not the default boxes (there {@link FPuzzles} adds
     * {@link Variant#DISJOINT} instead): group {@code p} holds the {@code p}-th cell, in reading order, of
     * every region.
     */
    private static List<Constraint> disjointGroups(Context context) {
        int n = context.side();
        List<List<Cell>> regions = context.board().regions;
        if (regions.size() != n) {
            throw new IllegalArgumentException("disjoint groups need " + n + " regions of " + n + " cells, and the grid has "
                    + regions.size());
        }
        List<Constraint> groups = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            List<Cell> group = new ArrayList<>();
            for (List<Cell> region : regions) {
                group.add(region.get(p));
            }
            groups.add(new AllDifferent("disjointgroups", group));
        }
        return groups;
    }

    private static List<Constraint> killerCage(Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 1);
        OptionalInt sum = optionalValue(entry);
        int n = context.side();
        int k = cells.size();
        if (k > n) {
            throw new IllegalArgumentException("a cage of " + k + " cells cannot hold different digits of 1 to " + n);
        }
        if (sum.isPresent() && sum.getAsInt() == 0) {
            sum = OptionalInt.empty(); // f-puzzles and SudokuVariantSolverJS read a sum of 0 as none
        }
        if (sum.isPresent()) {
            int least = k * (k + 1) / 2;
            int most = k * (2 * n - k + 1) / 2;
            if (sum.getAsInt() < least || sum.getAsInt() > most) {
                throw new IllegalArgumentException("killercage sum " + sum.getAsInt() + " cannot be made by " + k
                        + " different digits of 1 to " + n + " (at " + names(entry, "cells") + ")");
            }
        }
        return List.of(new KillerCage(cells, sum));
    }

    private static List<Constraint> littleKiller(Map<?, ?> entry, Context context) {
        OptionalInt sum = optionalValue(entry);
        if (sum.isEmpty()) {
            return List.of(); // a clue without a number: no rule
        }
        List<Cell> cells = cells(entry, "cells", context, 1);
        int n = context.side();
        if (sum.getAsInt() < cells.size() || sum.getAsInt() > cells.size() * n) {
            throw new IllegalArgumentException("littlekillersum sum " + sum.getAsInt() + " cannot be made by "
                    + cells.size() + " digits of 1 to " + n + " (clue at " + entry.get("cell") + ")");
        }
        return List.of(new LittleKiller(cells, sum.getAsInt()));
    }

    @FunctionalInterface
    private interface ClueRule {
        Constraint make(List<Cell> line, int value);
    }

    /** A clue outside the grid: the row or column read from its side, and the clue's number. */
    private static List<Constraint> outsideClue(Map<?, ?> entry, Context context, ClueRule rule) {
        OptionalInt value = optionalValue(entry);
        if (value.isEmpty()) {
            return List.of();
        }
        return List.of(rule.make(lineFromOutside(entry.get("cell"), context.side()), value.getAsInt()));
    }

    /** The row or column an outside clue at {@code name} (R0C3, R10C3, R3C0, R3C10 on 9x9) reads, from the clue. */
    static List<Cell> lineFromOutside(Object name, int n) {
        if (!(name instanceof String s)) {
            throw new IllegalArgumentException("an outside clue needs its \"cell\", like R0C1, not " + describe(name));
        }
        Matcher m = CELL.matcher(s.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + s + "' is not a cell name like R0C1");
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        List<Cell> line = new ArrayList<>(n);
        boolean rowInside = row >= 1 && row <= n;
        boolean colInside = col >= 1 && col <= n;
        if (row == 0 && colInside) {
            for (int r = 0; r < n; r++) {
                line.add(new Cell(r, col - 1));
            }
        } else if (row == n + 1 && colInside) {
            for (int r = n - 1; r >= 0; r--) {
                line.add(new Cell(r, col - 1));
            }
        } else if (col == 0 && rowInside) {
            for (int c = 0; c < n; c++) {
                line.add(new Cell(row - 1, c));
            }
        } else if (col == n + 1 && rowInside) {
            for (int c = n - 1; c >= 0; c--) {
                line.add(new Cell(row - 1, c));
            }
        } else if (rowInside && colInside) {
            throw new IllegalArgumentException("the clue cell " + s + " is inside the grid; an outside clue sits in row 0 or "
                    + (n + 1) + ", or column 0 or " + (n + 1));
        } else {
            throw new IllegalArgumentException("the clue cell " + s + " is not beside a row or column of the " + n + "x" + n
                    + " grid");
        }
        return line;
    }

    /** One constraint per line of {@code lines}; a line of fewer than {@code least} cells is no rule. */
    private static List<Constraint> lines(Map<?, ?> entry, Context context, int least, Function<List<Cell>, Constraint> rule) {
        List<Constraint> out = new ArrayList<>();
        for (List<Cell> line : lineCells(entry, context)) {
            if (line.size() >= least) {
                out.add(rule.apply(line));
            }
        }
        return out;
    }

    private static List<Constraint> whispers(Map<?, ?> entry, Context context) {
        OptionalInt value = optionalValue(entry);
        int difference = value.orElse((context.side() + 1) / 2);
        return lines(entry, context, 2, line -> new Whispers(line, difference));
    }

    private static List<Constraint> lockout(Map<?, ?> entry, Context context) {
        OptionalInt value = optionalValue(entry);
        int difference = value.orElse(context.side() / 2);
        return lines(entry, context, 2, line -> new Lockout(line, difference));
    }

    /** Each line an arrow from the circle ({@code cells}): its shaft is the line without the circle's cells. */
    private static List<Constraint> arrow(Map<?, ?> entry, Context context) {
        List<Cell> circle = cells(entry, "cells", context, 1);
        List<Constraint> out = new ArrayList<>();
        for (List<Cell> line : lineCells(entry, context)) {
            List<Cell> shaft = new ArrayList<>();
            for (Cell cell : line) {
                if (!circle.contains(cell)) {
                    shaft.add(cell);
                }
            }
            if (!shaft.isEmpty()) {
                out.add(new Arrow(circle, shaft));
            }
        }
        return out;
    }

    private static Constraint difference(Map<?, ?> entry, Context context) {
        List<Cell> pair = pair(entry, context);
        return new Difference(pair.get(0), pair.get(1), optionalValue(entry).orElse(1));
    }

    private static Constraint ratio(Map<?, ?> entry, Context context) {
        List<Cell> pair = pair(entry, context);
        return new Ratio(pair.get(0), pair.get(1), optionalValue(entry).orElse(2));
    }

    private static Constraint xv(Map<?, ?> entry, Context context) {
        List<Cell> pair = pair(entry, context);
        return new XV(pair.get(0), pair.get(1), xvSum(entry));
    }

    private static int xvSum(Map<?, ?> entry) {
        Object value = entry.get("value");
        if (value instanceof String s && (s.strip().equalsIgnoreCase("x") || s.strip().equalsIgnoreCase("v"))) {
            return s.strip().equalsIgnoreCase("x") ? 10 : 5;
        }
        throw new IllegalArgumentException("an xv's value is X or V, not " + describe(value));
    }

    private static Constraint sumDot(Map<?, ?> entry, Context context) {
        List<Cell> pair = pair(entry, context);
        OptionalInt sum = optionalValue(entry);
        if (sum.isEmpty()) {
            throw new IllegalArgumentException("a sum dot needs its \"value\"");
        }
        return new SumDot(pair.get(0), pair.get(1), sum.getAsInt());
    }

    /**
     * The negative constraints ({@code "negative": ["ratio", "xv"]}): for each kind named, the adjacent
     * pairs without a marker of its family may not have the property of any of its values (negative
     * difference: the white dots' values, 1 when there are none; ratio: 2 and the black dots' values;
     * xv: 5 and 10; sum: the sum dots' values).
     */
    private static List<Constraint> negative(Object value, Context context) {
        if (value == null) {
            return List.of();
        }
        if (!(value instanceof List<?> kinds)) {
            throw new IllegalArgumentException("it is a list of kinds (difference, ratio, xv, sum), not " + describe(value));
        }
        List<Constraint> out = new ArrayList<>();
        for (Object kind : kinds) {
            if (!(kind instanceof String of)) {
                throw new IllegalArgumentException("it lists kinds by name (difference, ratio, xv, sum), not " + describe(kind));
            }
            int n = context.side();
            switch (of) {
                case "difference" -> {
                    TreeSet<Integer> values = markerValues(context, "difference", 1);
                    out.add(Negative.of(of, n, markedPairs(context, "difference", "ratio"),
                            List.copyOf(values.isEmpty() ? Set.of(1) : values)));
                }
                case "ratio" -> {
                    TreeSet<Integer> values = markerValues(context, "ratio", 2);
                    values.add(2);
                    out.add(Negative.of(of, n, markedPairs(context, "difference", "ratio"), List.copyOf(values)));
                }
                case "xv" -> out.add(Negative.of(of, n, markedPairs(context, "xv", "sum"), List.of(5, 10)));
                case "sum" -> out.add(Negative.of(of, n, markedPairs(context, "xv", "sum"),
                        List.copyOf(markerValues(context, "sum", 0))));
                default -> throw new IllegalArgumentException("'" + of + "' is not difference, ratio, xv or sum");
            }
        }
        return out;
    }

    /** The values of the markers of {@code key} ({@code fallback} for one without), in increasing order. */
    private static TreeSet<Integer> markerValues(Context context, String key, int fallback) {
        TreeSet<Integer> values = new TreeSet<>();
        for (Object e : context.entriesOf(key)) {
            if (e instanceof Map<?, ?> entry) {
                try {
                    OptionalInt v = optionalValue(entry);
                    if (v.isPresent() || fallback > 0) {
                        values.add(v.orElse(fallback));
                    }
                } catch (IllegalArgumentException wrong) {
                    // the entry's own key reports it
                }
            }
        }
        return values;
    }

    /** The pairs of cells that carry a marker of one of {@code keys}, each as a set of two cells. */
    private static Set<Set<Cell>> markedPairs(Context context, String... keys) {
        Set<Set<Cell>> pairs = new HashSet<>();
        for (String key : keys) {
            for (Object e : context.entriesOf(key)) {
                if (e instanceof Map<?, ?> entry) {
                    try {
                        List<Cell> pair = pair(entry, context);
                        pairs.add(Set.of(pair.get(0), pair.get(1)));
                    } catch (IllegalArgumentException wrong) {
                        // the entry's own key reports it
                    }
                }
            }
        }
        return pairs;
    }

    private static List<Constraint> extraRegion(Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 1);
        if (cells.size() > context.side()) {
            throw new IllegalArgumentException("an extra region of " + cells.size() + " cells cannot hold different digits of 1 to "
                    + context.side());
        }
        return cells.size() < 2 ? List.of() : List.of(new AllDifferent("extraregion", cells));
    }

    private static Constraint minimum(Map<?, ?> entry, Context context) {
        Cell cell = cell(entry, "cell", context);
        return new Minimum(cell, neighbours(cell, context, "minimum"));
    }

    private static Constraint maximum(Map<?, ?> entry, Context context) {
        Cell cell = cell(entry, "cell", context);
        return new Maximum(cell, neighbours(cell, context, "maximum"));
    }

    /** The orthogonal neighbours of {@code cell} that are not themselves cells of {@code key} (as JS reads them). */
    private static List<Cell> neighbours(Cell cell, Context context, String key) {
        Set<Cell> same = new HashSet<>();
        for (Object e : context.entriesOf(key)) {
            if (e instanceof Map<?, ?> entry) {
                try {
                    same.add(cell(entry, "cell", context));
                } catch (IllegalArgumentException wrong) {
                    // the entry's own reading reports it
                }
            }
        }
        int n = context.side();
        List<Cell> out = new ArrayList<>(4);
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int r = cell.row() + step[0];
            int c = cell.column() + step[1];
            if (r >= 0 && r < n && c >= 0 && c < n && !same.contains(new Cell(r, c))) {
                out.add(new Cell(r, c));
            }
        }
        return out;
    }

    private static List<Constraint> quadruple(Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 1);
        Object values = entry.get("values");
        if (!(values instanceof List<?> list)) {
            throw new IllegalArgumentException("a quadruple needs its \"values\", a list of digits");
        }
        List<Integer> digits = new ArrayList<>();
        for (Object v : list) {
            int d = integer(v, "a quadruple's value");
            if (d < 1 || d > context.side()) {
                throw new IllegalArgumentException("quadruple digit " + d + " is not a digit of 1 to " + context.side()
                        + " (at " + names(entry, "cells") + ")");
            }
            digits.add(d);
        }
        return digits.isEmpty() ? List.of() : List.of(new Quadruple(cells, digits));
    }

    /** A region-sum line cut as JS cuts it: runs of cells in one region; cells in no region are skipped. */
    private static List<Constraint> regionSumLine(Map<?, ?> entry, Context context) {
        List<Constraint> out = new ArrayList<>();
        int n = context.side();
        int[] regionOf = context.board().regionOf;
        for (List<Cell> line : lineCells(entry, context)) {
            List<List<Cell>> segments = new ArrayList<>();
            List<Cell> segment = new ArrayList<>();
            int current = -1;
            for (Cell cell : line) {
                int region = regionOf[cell.row() * n + cell.column()];
                if (region < 0) {
                    continue;
                }
                if (region != current && !segment.isEmpty()) {
                    segments.add(segment);
                    segment = new ArrayList<>();
                }
                current = region;
                segment.add(cell);
            }
            if (!segment.isEmpty()) {
                segments.add(segment);
            }
            if (segments.size() > 1) {
                out.add(new RegionSumLine(segments));
            }
        }
        return out;
    }

    private static List<Constraint> cloneOf(Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 1);
        List<Cell> clones = cells(entry, "cloneCells", context, 1);
        if (cells.size() != clones.size()) {
            throw new IllegalArgumentException("a clone of " + cellCount(cells.size()) + " has " + cellCount(clones.size())
                    + " in its \"cloneCells\"");
        }
        return List.of(new Clone(cells, clones));
    }

    private static List<Constraint> indexer(String kind, Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 1);
        Board board = context.board();
        Shape shape = board.layout.shape();
        if (kind.equals("boxindexer") && !board.hasDefaultBoxes()) {
            throw new IllegalArgumentException("a box indexer needs the grid's default boxes, and these regions are not them");
        }
        return List.of(new Indexer(kind, cells, board.side, shape.boxWidth(), shape.boxHeight()));
    }

    // ------------------------------------------------------------------ reading helpers

    /** The cell named by {@code field} of {@code entry}, inside the grid. */
    private static Cell cell(Map<?, ?> entry, String field, Context context) {
        Object name = entry.get(field);
        if (name == null) {
            throw new IllegalArgumentException("it needs its \"" + field + "\"");
        }
        return cellNamed(name, context.side());
    }

    /** A cell name such as R1C1 as a cell of a {@code n x n} grid. */
    static Cell cellNamed(Object name, int n) {
        if (!(name instanceof String s)) {
            throw new IllegalArgumentException("a cell is named like R1C1, not " + describe(name));
        }
        Matcher m = CELL.matcher(s.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + CellSymbols.printable(s) + "' is not a cell name like R1C1");
        }
        int row = Integer.parseInt(m.group(1));
        int col = Integer.parseInt(m.group(2));
        if (row < 1 || row > n || col < 1 || col > n) {
            throw new IllegalArgumentException("cell " + s.strip() + " is outside the " + n + "x" + n + " grid");
        }
        return new Cell(row - 1, col - 1);
    }

    /** The cells named by the list {@code field} of {@code entry}: at least {@code least}, each inside the grid. */
    private static List<Cell> cells(Map<?, ?> entry, String field, Context context, int least) {
        Object names = entry.get(field);
        if (!(names instanceof List<?> list)) {
            throw new IllegalArgumentException("it needs its \"" + field + "\", a list of cells like R1C1"
                    + (names == null ? "" : ", not " + describe(names)));
        }
        if (list.size() < least) {
            throw new IllegalArgumentException("its \"" + field + "\" names " + cellCount(list.size()) + ", fewer than " + least);
        }
        List<Cell> cells = new ArrayList<>(list.size());
        for (Object name : list) {
            cells.add(cellNamed(name, context.side()));
        }
        return cells;
    }

    /** The two cells of a dot ({@code cells}). */
    private static List<Cell> pair(Map<?, ?> entry, Context context) {
        List<Cell> cells = cells(entry, "cells", context, 0);
        if (cells.size() != 2) {
            throw new IllegalArgumentException("a dot is between 2 cells, and its \"cells\" names " + cellCount(cells.size()));
        }
        return cells;
    }

    private static String cellCount(int n) {
        return n == 0 ? "no cell" : n == 1 ? "1 cell" : n + " cells";
    }

    /** Each of {@code lines} as cells. */
    private static List<List<Cell>> lineCells(Map<?, ?> entry, Context context) {
        Object lines = entry.get("lines");
        if (!(lines instanceof List<?> list)) {
            throw new IllegalArgumentException("it needs its \"lines\", a list of lines of cells"
                    + (lines == null ? "" : ", not " + describe(lines)));
        }
        List<List<Cell>> out = new ArrayList<>();
        for (Object line : list) {
            if (!(line instanceof List<?> names)) {
                throw new IllegalArgumentException("a line is a list of cells, not " + describe(line));
            }
            List<Cell> cells = new ArrayList<>(names.size());
            for (Object name : names) {
                cells.add(cellNamed(name, context.side()));
            }
            out.add(cells);
        }
        return out;
    }

    /** The entry's {@code value} as a number, or none when it is absent or empty. */
    private static OptionalInt optionalValue(Map<?, ?> entry) {
        Object value = entry.get("value");
        if (value == null || (value instanceof String s && s.isBlank())) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(integer(value, "its value"));
    }

    /** A whole number given as a JSON number or as a string of digits (f-puzzles writes values as strings). */
    static int integer(Object value, String what) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            long v = ((Number) value).longValue();
            if (v >= -1_000_000 && v <= 1_000_000) {
                return (int) v;
            }
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (d == Math.rint(d) && Math.abs(d) <= 1_000_000) {
                return (int) d;
            }
        } else if (value instanceof String s && s.strip().matches("-?\\d{1,7}")) {
            return Integer.parseInt(s.strip());
        }
        throw new IllegalArgumentException(what + " is a whole number, not " + describe(value));
    }

    /** The cell names of {@code field} as written, for messages. */
    private static String names(Map<?, ?> entry, String field) {
        Object names = entry.get(field);
        if (names instanceof List<?> list) {
            StringBuilder sb = new StringBuilder();
            for (Object name : list) {
                sb.append(sb.length() == 0 ? "" : " ").append(name);
            }
            return sb.toString();
        }
        return String.valueOf(names);
    }

    /** A JSON value in words, for messages: {@code the string 'abc'}, {@code the number 3}, {@code a list}. */
    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            return "the string '" + CellSymbols.printable(s.length() > 30 ? s.substring(0, 30) + "..." : s) + "'";
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        if (value instanceof Number n) {
            return "the number " + JsonTree.write(n);
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        if (value instanceof Map<?, ?>) {
            return "an object";
        }
        return value.getClass().getSimpleName();
    }

    /** Whether a key's value carries nothing: null, false, an empty string, list or object. */
    static boolean holdsNothing(Object value) {
        return value == null || Boolean.FALSE.equals(value) || (value instanceof String s && s.isEmpty())
                || (value instanceof List<?> l && l.isEmpty()) || (value instanceof Map<?, ?> m && m.isEmpty());
    }

    // ================================================================== writing

    /**
     * The f-puzzles object of {@code puzzle}: size, title, author, rules, the grid (givens, regions, given
     * pencil marks), its variants as keys, and one entry per constraint.
     *
     * @throws IllegalArgumentException naming a constraint that has no f-puzzles form
     */
    static Map<String, Object> objectOf(Puzzle puzzle, String title, String author, String rules) {
        Layout layout = puzzle.layout();
        int n = layout.side();
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("size", (long) n);
        if (title != null && !title.isEmpty()) {
            object.put("title", title);
        }
        if (author != null && !author.isEmpty()) {
            object.put("author", author);
        }
        if (rules != null && !rules.isEmpty()) {
            object.put("ruleset", rules);
        }
        List<Map<String, Object>> cells = new ArrayList<>(n * n);
        List<Object> grid = new ArrayList<>(n);
        Grid givens = puzzle.givens();
        for (int r = 0; r < n; r++) {
            List<Object> row = new ArrayList<>(n);
            for (int c = 0; c < n; c++) {
                Map<String, Object> cell = new LinkedHashMap<>();
                int d = givens.get(r * n + c);
                if (d != 0) {
                    cell.put("value", (long) d);
                    cell.put("given", true);
                }
                row.add(cell);
                cells.add(cell);
            }
            grid.add(row);
        }
        object.put("grid", grid);
        List<Constraint> rest = writeRegions(puzzle, cells);
        if (layout.variants().contains(Variant.X)) {
            object.put("diagonal+", true);
            object.put("diagonal-", true);
        }
        if (layout.variants().contains(Variant.DISJOINT)) {
            object.put("disjointgroups", true);
        }
        if (layout.variants().contains(Variant.WINDOKU)) {
            for (House house : layout.houses()) {
                if (house.kind() == House.Kind.WINDOW) {
                    entries(object, "extraregion").add(entry("cells", cellNames(layout.cellsOf(house))));
                }
            }
        }
        for (Constraint constraint : rest) {
            write(constraint, object, cells, n);
        }
        return object;
    }

    /**
     * Writes the regions into the grid's cells and returns the constraints left to write: a layout's boxes
     * other than f-puzzles' own, a jigsaw's regions, or (on the jigsaw of rows the reader makes for regions
     * that are not a jigsaw) the {@code region} rules' cells.
     */
    private static List<Constraint> writeRegions(Puzzle puzzle, List<Map<String, Object>> cells) {
        Layout layout = puzzle.layout();
        int n = layout.side();
        List<Constraint> rest = new ArrayList<>();
        List<List<Cell>> regionRules = new ArrayList<>();
        for (Constraint c : puzzle.constraints()) {
            if (c instanceof AllDifferent a && a.kind().equals("region") && a.cells().size() == n) {
                regionRules.add(a.cells());
            } else {
                rest.add(c);
            }
        }
        List<List<Cell>> regions = FPuzzles.boxesOf(layout);
        boolean rowsJigsaw = layout.isJigsaw() && regions.stream().allMatch(r -> r.stream().allMatch(c -> c.row() == r.get(0).row()));
        if (rowsJigsaw && !regionRules.isEmpty()) {
            for (Map<String, Object> cell : cells) {
                cell.put("region", null);
            }
            Set<Cell> seen = new HashSet<>();
            for (int i = 0; i < regionRules.size(); i++) {
                for (Cell cell : regionRules.get(i)) {
                    if (!seen.add(cell)) {
                        throw new IllegalArgumentException("the regions overlap at " + cell + ", which f-puzzles cannot write");
                    }
                    cells.get(cell.row() * n + cell.column()).put("region", (long) i);
                }
            }
        } else {
            rest.addAll(0, regionRules.stream().map(r -> (Constraint) new AllDifferent("region", r)).toList());
            boolean fPuzzlesBoxes = !layout.isJigsaw() && sameBoxes(layout.shape());
            if (!fPuzzlesBoxes) {
                for (int i = 0; i < regions.size(); i++) {
                    for (Cell cell : regions.get(i)) {
                        cells.get(cell.row() * n + cell.column()).put("region", (long) i);
                    }
                }
            }
        }
        return rest;
    }

    /** Whether {@code shape}'s boxes are those f-puzzles draws for its size. */
    private static boolean sameBoxes(Shape shape) {
        int height = FPuzzles.defaultBoxHeight(shape.side());
        return shape.boxHeight() == height && shape.boxWidth() == shape.side() / height;
    }

    /** Writes one constraint as its key's entry (or flag). */
    private static void write(Constraint constraint, Map<String, Object> object, List<Map<String, Object>> cells, int n) {
        if (constraint instanceof GivenCandidates g) {
            List<Object> digits = new ArrayList<>();
            g.digits().forEach(d -> digits.add((long) d));
            cells.get(g.cell().row() * n + g.cell().column()).put("givenPencilMarks", digits);
        } else if (constraint instanceof AllDifferent a) {
            writeAllDifferent(a, object, n);
        } else if (constraint instanceof KillerCage k) {
            entries(object, "killercage").add(entry("cells", cellNames(k.cells()),
                    "value", k.sum().isPresent() ? String.valueOf(k.sum().getAsInt()) : ""));
        } else if (constraint instanceof LittleKiller l) {
            entries(object, "littlekillersum").add(littleKillerEntry(l));
        } else if (constraint instanceof Sandwich s) {
            entries(object, "sandwichsum").add(clueEntry(s.line(), s.sum(), n));
        } else if (constraint instanceof XSum x) {
            entries(object, "xsum").add(clueEntry(x.line(), x.sum(), n));
        } else if (constraint instanceof Skyscraper s) {
            entries(object, "skyscraper").add(clueEntry(s.line(), s.visible(), n));
        } else if (constraint instanceof Thermometer t) {
            entries(object, "thermometer").add(lineEntry(t.line()));
        } else if (constraint instanceof SlowThermometer t) {
            entries(object, "slowthermometer").add(lineEntry(t.line()));
        } else if (constraint instanceof Arrow a) {
            List<Cell> line = new ArrayList<>();
            line.add(a.circle().get(0));
            line.addAll(a.shaft());
            entries(object, "arrow").add(entry("cells", cellNames(a.circle()), "lines", List.of(cellNames(line))));
        } else if (constraint instanceof DoubleArrow d) {
            entries(object, "doublearrow").add(lineEntry(d.line()));
        } else if (constraint instanceof Difference d) {
            entries(object, "difference").add(dotEntry(d.a(), d.b(), d.value() == 1 ? null : String.valueOf(d.value())));
        } else if (constraint instanceof Ratio r) {
            entries(object, "ratio").add(dotEntry(r.a(), r.b(), r.value() == 2 ? null : String.valueOf(r.value())));
        } else if (constraint instanceof XV x) {
            entries(object, "xv").add(dotEntry(x.a(), x.b(), x.sum() == 10 ? "X" : "V"));
        } else if (constraint instanceof SumDot s) {
            entries(object, "sum").add(dotEntry(s.a(), s.b(), String.valueOf(s.sum())));
        } else if (constraint instanceof Negative g) {
            @SuppressWarnings("unchecked")
            List<Object> kinds = (List<Object>) object.computeIfAbsent("negative", k -> new ArrayList<>());
            if (!kinds.contains(g.of())) {
                kinds.add(g.of());
            }
        } else if (constraint instanceof Nonconsecutive) {
            object.put("nonconsecutive", true);
        } else if (constraint instanceof AntiKnight) {
            object.put("antiknight", true);
        } else if (constraint instanceof AntiKing) {
            object.put("antiking", true);
        } else if (constraint instanceof Odd o) {
            entries(object, "odd").add(entry("cell", name(o.cell())));
        } else if (constraint instanceof Even e) {
            entries(object, "even").add(entry("cell", name(e.cell())));
        } else if (constraint instanceof Minimum m) {
            entries(object, "minimum").add(entry("cell", name(m.cell())));
        } else if (constraint instanceof Maximum m) {
            entries(object, "maximum").add(entry("cell", name(m.cell())));
        } else if (constraint instanceof Quadruple q) {
            List<Object> digits = new ArrayList<>();
            q.digits().forEach(d -> digits.add((long) d));
            entries(object, "quadruple").add(entry("cells", cellNames(q.cells()), "values", digits));
        } else if (constraint instanceof Palindrome p) {
            entries(object, "palindrome").add(lineEntry(p.line()));
        } else if (constraint instanceof Renban r) {
            entries(object, "renban").add(lineEntry(r.line()));
        } else if (constraint instanceof Whispers w) {
            entries(object, "whispers").add(entry("lines", List.of(cellNames(w.line())),
                    "value", String.valueOf(w.difference())));
        } else if (constraint instanceof BetweenLine b) {
            entries(object, "betweenline").add(lineEntry(b.line()));
        } else if (constraint instanceof RegionSumLine r) {
            List<Cell> line = new ArrayList<>();
            r.segments().forEach(line::addAll);
            entries(object, "regionsumline").add(lineEntry(line));
        } else if (constraint instanceof EntropicLine e) {
            entries(object, "entropicline").add(lineEntry(e.line()));
        } else if (constraint instanceof ModularLine m) {
            entries(object, "modularline").add(lineEntry(m.line()));
        } else if (constraint instanceof Nabner b) {
            entries(object, "nabner").add(lineEntry(b.line()));
        } else if (constraint instanceof ZipperLine z) {
            entries(object, "zipperline").add(lineEntry(z.line()));
        } else if (constraint instanceof Clone c) {
            entries(object, "clone").add(entry("cells", cellNames(c.originals()), "cloneCells",
                    cellNames(c.clones())));
        } else if (constraint instanceof Indexer i) {
            entries(object, i.kind()).add(entry("cells", cellNames(i.indexers())));
        } else if (constraint instanceof Lockout l) {
            Map<String, Object> e = lineEntry(l.line());
            if (l.difference() != n / 2) {
                e.put("value", String.valueOf(l.difference()));
            }
            entries(object, "lockout").add(e);
        } else {
            throw new IllegalArgumentException("the " + constraint.kind() + " constraint (" + constraint
                    + ") has no f-puzzles form");
        }
    }

    private static void writeAllDifferent(AllDifferent a, Map<String, Object> object, int n) {
        List<Cell> up = new ArrayList<>();
        List<Cell> down = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            up.add(new Cell(n - 1 - i, i));
            down.add(new Cell(i, i));
        }
        Set<Cell> cells = new HashSet<>(a.cells());
        if (a.kind().equals("diagonal+") && cells.equals(new HashSet<>(up))) {
            object.put("diagonal+", true);
        } else if (a.kind().equals("diagonal-") && cells.equals(new HashSet<>(down))) {
            object.put("diagonal-", true);
        } else if (a.kind().equals("disjointgroups")) {
            object.put("disjointgroups", true);
        } else {
            entries(object, "extraregion").add(entry("cells", cellNames(a.cells())));
        }
    }

    /** A little killer's entry: its cells and sum, and where they make a diagonal, the clue's cell and direction. */
    private static Map<String, Object> littleKillerEntry(LittleKiller l) {
        List<Cell> cells = l.cells();
        Map<String, Object> e = new LinkedHashMap<>();
        if (cells.size() >= 2) {
            int dr = cells.get(1).row() - cells.get(0).row();
            int dc = cells.get(1).column() - cells.get(0).column();
            boolean diagonal = Math.abs(dr) == 1 && Math.abs(dc) == 1;
            for (int i = 1; diagonal && i < cells.size(); i++) {
                diagonal = cells.get(i).row() - cells.get(i - 1).row() == dr && cells.get(i).column() - cells.get(i - 1).column() == dc;
            }
            if (diagonal) {
                e.put("cell", "R" + (cells.get(0).row() - dr + 1) + "C" + (cells.get(0).column() - dc + 1));
                e.put("direction", (dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L"));
            }
        }
        e.put("cells", cellNames(cells));
        e.put("value", String.valueOf(l.sum()));
        return e;
    }

    /** An outside clue's entry: the cell beside the line's first cell, and the number. */
    private static Map<String, Object> clueEntry(List<Cell> line, int value, int n) {
        if (line.size() != n) {
            throw new IllegalArgumentException("an outside clue on a line of " + line.size() + " cells has no f-puzzles form");
        }
        Cell first = line.get(0);
        Cell second = line.get(1);
        String cell;
        if (second.row() == first.row() + 1 && first.row() == 0) {
            cell = "R0C" + (first.column() + 1);
        } else if (second.row() == first.row() - 1 && first.row() == n - 1) {
            cell = "R" + (n + 1) + "C" + (first.column() + 1);
        } else if (second.column() == first.column() + 1 && first.column() == 0) {
            cell = "R" + (first.row() + 1) + "C0";
        } else if (second.column() == first.column() - 1 && first.column() == n - 1) {
            cell = "R" + (first.row() + 1) + "C" + (n + 1);
        } else {
            throw new IllegalArgumentException("an outside clue whose line starts at " + first + " has no f-puzzles form");
        }
        if (!lineFromOutside(cell, n).equals(line)) {
            throw new IllegalArgumentException("an outside clue on cells " + line + " has no f-puzzles form");
        }
        return entry("cell", cell, "value", String.valueOf(value));
    }

    private static Map<String, Object> dotEntry(Cell a, Cell b, String value) {
        Map<String, Object> e = entry("cells", cellNames(List.of(a, b)));
        if (value != null) {
            e.put("value", value);
        }
        return e;
    }

    private static Map<String, Object> lineEntry(List<Cell> line) {
        return entry("lines", List.of(cellNames(line)));
    }

    @SuppressWarnings("unchecked")
    private static List<Object> entries(Map<String, Object> object, String key) {
        return (List<Object>) object.computeIfAbsent(key, k -> new ArrayList<>());
    }

    private static Map<String, Object> entry(Object... keysAndValues) {
        Map<String, Object> e = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            e.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return e;
    }

    private static List<Object> cellNames(List<Cell> cells) {
        List<Object> names = new ArrayList<>(cells.size());
        for (Cell cell : cells) {
            names.add(name(cell));
        }
        return names;
    }

    private static String name(Cell cell) {
        return "R" + (cell.row() + 1) + "C" + (cell.column() + 1);
    }
}
