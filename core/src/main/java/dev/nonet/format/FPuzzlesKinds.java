package dev.nonet.format;

import static dev.nonet.format.FPuzzlesKind.entries;
import static dev.nonet.format.FPuzzlesKind.flag;
import static dev.nonet.format.FPuzzlesObject.entry;
import static dev.nonet.format.FPuzzlesObject.lineEntry;
import static dev.nonet.format.FPuzzlesObject.name;
import static dev.nonet.format.FPuzzlesObject.names;
import static dev.nonet.format.FPuzzlesObject.numbers;

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
import dev.nonet.format.FPuzzlesEntry.Context;
import dev.nonet.format.FPuzzlesKind.EntryReader;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The f-puzzles rule keys, one row each: the key, the constraint kind it reads into, how its value is
 * read and how a constraint of the kind is written back. The one list of keys: reading, writing and
 * {@link FPuzzles#kinds()} all go by it, and a test holds every row to a round trip and every kind of
 * {@code dev.nonet.constraint} to a row. A new kind is its type there and its row here; a row is an
 * {@link FPuzzlesKind}.
 *
 * <p>Reading follows f-puzzles and SudokuVariantSolverJS on defaults and edge cases (a white dot without a
 * value differs by 1, a black one is a ratio of 2, whispers differ by at least half the size rounded up,
 * lockout ends by half the size rounded down, a little killer or outside clue without a value is no
 * rule, a region-sum line is cut into runs of cells in one region); {@link FPuzzles} says the rest.
 */
final class FPuzzlesKinds {

    /** The rows, in the order the docs list the keys; given pencil marks, which the grid's cells carry, last. */
    private static final List<FPuzzlesKind<?>> TABLE = List.of(
            entries("killercage", KillerCage.class, FPuzzlesKinds::killerCage, (k, n) -> entry("cells", names(k.cells()),
                    "value", k.sum().isPresent() ? String.valueOf(k.sum().getAsInt()) : "")),
            entries("littlekillersum", LittleKiller.class, FPuzzlesKinds::littleKiller, (l, n) -> littleKillerEntry(l)),
            entries("sandwichsum", Sandwich.class, clue(Sandwich::new), (s, n) -> clueEntry(s.line(), s.sum(), n)),
            entries("xsum", XSum.class, clue(XSum::new), (x, n) -> clueEntry(x.line(), x.sum(), n)),
            entries("skyscraper", Skyscraper.class, clue(Skyscraper::new), (s, n) -> clueEntry(s.line(), s.visible(), n)),
            entries("thermometer", Thermometer.class, lines(2, Thermometer::new), (t, n) -> lineEntry(t.line())),
            entries("slowthermometer", SlowThermometer.class, lines(2, SlowThermometer::new), (t, n) -> lineEntry(t.line())),
            entries("arrow", Arrow.class, FPuzzlesKinds::arrow, (a, n) -> arrowEntry(a)),
            entries("doublearrow", DoubleArrow.class, lines(3, DoubleArrow::new), (d, n) -> lineEntry(d.line())),
            entries("difference", Difference.class, dot((a, b, e) -> new Difference(a, b, e.value().orElse(1))),
                    (d, n) -> dotEntry(d.a(), d.b(), d.value() == 1 ? null : String.valueOf(d.value()))),
            entries("ratio", Ratio.class, dot((a, b, e) -> new Ratio(a, b, e.value().orElse(2))),
                    (r, n) -> dotEntry(r.a(), r.b(), r.value() == 2 ? null : String.valueOf(r.value()))),
            entries("xv", XV.class, dot((a, b, e) -> new XV(a, b, xvSum(e))), (x, n) -> dotEntry(x.a(), x.b(), x.sum() == 10 ? "X" : "V")),
            entries("sum", SumDot.class, dot((a, b, e) -> new SumDot(a, b, dotSum(e))), (s, n) -> dotEntry(s.a(), s.b(), String.valueOf(s.sum()))),
            new FPuzzlesKind<>("negative", Negative.class, FPuzzlesKind.whole("negative", FPuzzlesKinds::negative),
                    (g, out) -> out.addOnce("negative", g.of())),
            flag("nonconsecutive", Nonconsecutive.class, c -> List.of(Nonconsecutive.of(c.side(), c.pairsOf("difference", "ratio")))),
            flag("antiknight", AntiKnight.class, c -> List.of(AntiKnight.of(c.side()))),
            flag("antiking", AntiKing.class, c -> List.of(AntiKing.of(c.side()))),
            flag("diagonal+", AllDifferent.class, c -> List.of(new AllDifferent("diagonal+", diagonal(c.side(), true))))
                    .when((a, n) -> isDiagonal(a, "diagonal+", diagonal(n, true))),
            flag("diagonal-", AllDifferent.class, c -> List.of(new AllDifferent("diagonal-", diagonal(c.side(), false))))
                    .when((a, n) -> isDiagonal(a, "diagonal-", diagonal(n, false))),
            flag("disjointgroups", AllDifferent.class, FPuzzlesKinds::disjointGroups).when((a, n) -> a.kind().equals("disjointgroups")),
            entries("extraregion", AllDifferent.class, FPuzzlesKinds::extraRegion, (a, n) -> entry("cells", names(a.cells()))),
            entries("odd", Odd.class, e -> List.of(new Odd(e.cell("cell"))), (o, n) -> entry("cell", name(o.cell()))),
            entries("even", Even.class, e -> List.of(new Even(e.cell("cell"))), (o, n) -> entry("cell", name(o.cell()))),
            entries("minimum", Minimum.class, e -> List.of(new Minimum(e.cell("cell"), neighbours(e, "minimum"))),
                    (m, n) -> entry("cell", name(m.cell()))),
            entries("maximum", Maximum.class, e -> List.of(new Maximum(e.cell("cell"), neighbours(e, "maximum"))),
                    (m, n) -> entry("cell", name(m.cell()))),
            entries("quadruple", Quadruple.class, FPuzzlesKinds::quadruple,
                    (q, n) -> entry("cells", names(q.cells()), "values", numbers(q.digits()))),
            entries("palindrome", Palindrome.class, lines(2, Palindrome::new), (p, n) -> lineEntry(p.line())),
            entries("renban", Renban.class, lines(2, Renban::new), (r, n) -> lineEntry(r.line())),
            entries("whispers", Whispers.class, e -> lines(e, 2, line -> new Whispers(line, e.value().orElse((e.side() + 1) / 2))),
                    (w, n) -> entry("lines", List.of(names(w.line())), "value", String.valueOf(w.difference()))),
            entries("betweenline", BetweenLine.class, lines(3, BetweenLine::new), (b, n) -> lineEntry(b.line())),
            entries("regionsumline", RegionSumLine.class, FPuzzlesKinds::regionSumLine, (r, n) -> lineEntry(r.cells())),
            entries("entropicline", EntropicLine.class, e -> lines(e, 2, line -> new EntropicLine(line, e.side())),
                    (l, n) -> lineEntry(l.line())),
            entries("modularline", ModularLine.class, lines(2, ModularLine::new), (l, n) -> lineEntry(l.line())),
            entries("nabner", Nabner.class, lines(2, Nabner::new), (l, n) -> lineEntry(l.line())),
            entries("zipperline", ZipperLine.class, lines(2, ZipperLine::new), (l, n) -> lineEntry(l.line())),
            entries("clone", Clone.class, FPuzzlesKinds::cloneOf,
                    (c, n) -> entry("cells", names(c.originals()), "cloneCells", names(c.clones()))),
            indexer("rowindexer"),
            indexer("columnindexer"),
            indexer("boxindexer"),
            entries("lockout", Lockout.class, e -> lines(e, 2, line -> new Lockout(line, e.value().orElse(e.side() / 2))),
                    FPuzzlesKinds::lockoutEntry),
            new FPuzzlesKind<>("givenPencilMarks", GivenCandidates.class, null,
                    (g, out) -> out.cell(g.cell()).put("givenPencilMarks", numbers(g.digits()))));

    /** The rows of the rule keys, by key. */
    private static final Map<String, FPuzzlesKind<?>> BY_KEY = new LinkedHashMap<>();

    /** The rows of each type, in the table's order: the first that writes a constraint (see {@link FPuzzlesKind#when}) does. */
    private static final Map<Class<?>, List<FPuzzlesKind<?>>> BY_TYPE = new HashMap<>();

    static {
        for (FPuzzlesKind<?> kind : TABLE) {
            if (kind.reads()) {
                BY_KEY.put(kind.key(), kind);
            }
            BY_TYPE.computeIfAbsent(kind.type(), t -> new ArrayList<>()).add(kind);
        }
    }

    /** The rule keys read, in the order the docs list them. */
    static final Set<String> KEYS = Collections.unmodifiableSet(new LinkedHashSet<>(BY_KEY.keySet()));

    private FPuzzlesKinds() {
    }

    /**
     * The constraints of the rule key {@code key} (one of {@link #KEYS}) with value {@code value}: one or
     * more per entry of a list, or the rule of a flag that is true.
     *
     * @throws Refused naming the key, the entry and what is wrong with it
     */
    static List<Constraint> read(String key, Object value, Board board, Map<String, ?> object, Set<String> ignored) {
        return BY_KEY.get(key).read(value, new Context(board, object, ignored));
    }

    /**
     * Writes {@code constraint} into {@code out} as its row says.
     *
     * @throws IllegalArgumentException naming a constraint that has no f-puzzles form
     */
    static void write(Constraint constraint, FPuzzlesObject out) {
        for (FPuzzlesKind<?> kind : BY_TYPE.getOrDefault(constraint.getClass(), List.of())) {
            if (kind.writes(constraint, out)) {
                return;
            }
        }
        throw new IllegalArgumentException("the " + constraint.kind() + " constraint (" + constraint + ") has no f-puzzles form");
    }

    /** The types the table writes, for the test that every kind has its row. */
    static Set<Class<?>> types() {
        return Collections.unmodifiableSet(BY_TYPE.keySet());
    }

    /** One of the three indexers: each entry's cells are indexers of the key's kind. */
    private static FPuzzlesKind<Indexer> indexer(String key) {
        return entries(key, Indexer.class, e -> {
            List<Cell> cells = e.cells("cells", 1);
            Board board = e.context().board();
            Shape shape = board.layout.shape();
            if (key.equals("boxindexer") && !board.hasDefaultBoxes()) {
                throw new IllegalArgumentException("a box indexer needs the grid's default boxes, and these regions are not them");
            }
            return List.of(new Indexer(key, cells, board.side, shape.boxWidth(), shape.boxHeight()));
        }, (i, n) -> entry("cells", names(i.indexers()))).when((i, n) -> i.kind().equals(key));
    }

    // ================================================================== reading

    /** One constraint per line of {@code lines}; a line of fewer than {@code least} cells is no rule. */
    private static EntryReader lines(int least, Function<List<Cell>, Constraint> rule) {
        return e -> lines(e, least, rule);
    }

    private static List<Constraint> lines(FPuzzlesEntry entry, int least, Function<List<Cell>, Constraint> rule) {
        List<Constraint> out = new ArrayList<>();
        for (List<Cell> line : entry.lines()) {
            if (line.size() >= least) {
                out.add(rule.apply(line));
            }
        }
        return out;
    }

    /** How a dot is made of its two cells and its entry. */
    @FunctionalInterface
    private interface DotRule {
        Constraint make(Cell a, Cell b, FPuzzlesEntry entry);
    }

    /** A dot between the two cells of {@code cells}. */
    private static EntryReader dot(DotRule rule) {
        return e -> {
            List<Cell> cells = e.pair();
            return List.of(rule.make(cells.get(0), cells.get(1), e));
        };
    }

    /** A clue outside the grid: the row or column read from its side, and the clue's number; none without a number. */
    private static EntryReader clue(BiFunction<List<Cell>, Integer, Constraint> rule) {
        return e -> {
            OptionalInt value = e.value();
            if (value.isEmpty()) {
                return List.of();
            }
            return List.of(rule.apply(FPuzzlesEntry.lineFromOutside(e.get("cell"), e.side()), value.getAsInt()));
        };
    }

    private static List<Constraint> killerCage(FPuzzlesEntry e) {
        List<Cell> cells = e.cells("cells", 1);
        OptionalInt sum = e.value();
        int n = e.side();
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
                        + " different digits of 1 to " + n + " (at " + e.names("cells") + ")");
            }
        }
        return List.of(new KillerCage(cells, sum));
    }

    private static List<Constraint> littleKiller(FPuzzlesEntry e) {
        OptionalInt sum = e.value();
        if (sum.isEmpty()) {
            return List.of(); // a clue without a number: no rule
        }
        List<Cell> cells = e.cells("cells", 1);
        int n = e.side();
        if (sum.getAsInt() < cells.size() || sum.getAsInt() > cells.size() * n) {
            throw new IllegalArgumentException("littlekillersum sum " + sum.getAsInt() + " cannot be made by "
                    + cells.size() + " digits of 1 to " + n + " (clue at " + e.get("cell") + ")");
        }
        return List.of(new LittleKiller(cells, sum.getAsInt()));
    }

    /** Each line an arrow from the circle ({@code cells}): its shaft is the line without the circle's cells. */
    private static List<Constraint> arrow(FPuzzlesEntry e) {
        List<Cell> circle = e.cells("cells", 1);
        List<Constraint> out = new ArrayList<>();
        for (List<Cell> line : e.lines()) {
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

    private static int xvSum(FPuzzlesEntry e) {
        Object value = e.get("value");
        if (value instanceof String s && (s.strip().equalsIgnoreCase("x") || s.strip().equalsIgnoreCase("v"))) {
            return s.strip().equalsIgnoreCase("x") ? 10 : 5;
        }
        throw new IllegalArgumentException("an xv's value is X or V, not " + FPuzzlesEntry.describe(value));
    }

    private static int dotSum(FPuzzlesEntry e) {
        OptionalInt sum = e.value();
        if (sum.isEmpty()) {
            throw new IllegalArgumentException("a sum dot needs its \"value\"");
        }
        return sum.getAsInt();
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
            throw new IllegalArgumentException("it is a list of kinds (difference, ratio, xv, sum), not "
                    + FPuzzlesEntry.describe(value));
        }
        List<Constraint> out = new ArrayList<>();
        for (Object kind : kinds) {
            if (!(kind instanceof String of)) {
                throw new IllegalArgumentException("it lists kinds by name (difference, ratio, xv, sum), not "
                        + FPuzzlesEntry.describe(kind));
            }
            int n = context.side();
            switch (of) {
                case "difference" -> {
                    TreeSet<Integer> values = context.valuesOf("difference", 1);
                    out.add(Negative.of(of, n, context.pairsOf("difference", "ratio"),
                            List.copyOf(values.isEmpty() ? Set.of(1) : values)));
                }
                case "ratio" -> {
                    TreeSet<Integer> values = context.valuesOf("ratio", 2);
                    values.add(2);
                    out.add(Negative.of(of, n, context.pairsOf("difference", "ratio"), List.copyOf(values)));
                }
                case "xv" -> out.add(Negative.of(of, n, context.pairsOf("xv", "sum"), List.of(5, 10)));
                case "sum" -> out.add(Negative.of(of, n, context.pairsOf("xv", "sum"),
                        List.copyOf(context.valuesOf("sum", 0))));
                default -> throw new IllegalArgumentException("'" + of + "' is not difference, ratio, xv or sum");
            }
        }
        return out;
    }

    /** The cells of a diagonal of an {@code n x n} grid: up from the bottom left, or down from the top left. */
    private static List<Cell> diagonal(int n, boolean up) {
        List<Cell> cells = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            cells.add(new Cell(up ? n - 1 - i : i, i));
        }
        return cells;
    }

    /** Whether {@code a} is the diagonal rule {@code kind} on the cells of {@code diagonal}. */
    private static boolean isDiagonal(AllDifferent a, String kind, List<Cell> diagonal) {
        return a.kind().equals(kind) && new HashSet<>(a.cells()).equals(new HashSet<>(diagonal));
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

    private static List<Constraint> extraRegion(FPuzzlesEntry e) {
        List<Cell> cells = e.cells("cells", 1);
        if (cells.size() > e.side()) {
            throw new IllegalArgumentException("an extra region of " + cells.size() + " cells cannot hold different digits of 1 to "
                    + e.side());
        }
        return cells.size() < 2 ? List.of() : List.of(new AllDifferent("extraregion", cells));
    }

    /** The orthogonal neighbours of the entry's cell that are not themselves cells of {@code key} (as JS reads them). */
    private static List<Cell> neighbours(FPuzzlesEntry entry, String key) {
        Cell cell = entry.cell("cell");
        Set<Cell> same = entry.context().cellsOf(key);
        int n = entry.side();
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

    private static List<Constraint> quadruple(FPuzzlesEntry e) {
        List<Cell> cells = e.cells("cells", 1);
        Object values = e.get("values");
        if (!(values instanceof List<?> list)) {
            throw new IllegalArgumentException("a quadruple needs its \"values\", a list of digits");
        }
        List<Integer> digits = new ArrayList<>();
        for (Object v : list) {
            int d = FPuzzlesEntry.integer(v, "a quadruple's value");
            if (d < 1 || d > e.side()) {
                throw new IllegalArgumentException("quadruple digit " + d + " is not a digit of 1 to " + e.side()
                        + " (at " + e.names("cells") + ")");
            }
            digits.add(d);
        }
        return digits.isEmpty() ? List.of() : List.of(new Quadruple(cells, digits));
    }

    /** A region-sum line cut as JS cuts it: runs of cells in one region; cells in no region are skipped. */
    private static List<Constraint> regionSumLine(FPuzzlesEntry e) {
        List<Constraint> out = new ArrayList<>();
        int n = e.side();
        int[] regionOf = e.context().board().regionOf;
        for (List<Cell> line : e.lines()) {
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

    private static List<Constraint> cloneOf(FPuzzlesEntry e) {
        List<Cell> cells = e.cells("cells", 1);
        List<Cell> clones = e.cells("cloneCells", 1);
        if (cells.size() != clones.size()) {
            throw new IllegalArgumentException("a clone of " + FPuzzlesEntry.cellCount(cells.size()) + " has "
                    + FPuzzlesEntry.cellCount(clones.size()) + " in its \"cloneCells\"");
        }
        return List.of(new Clone(cells, clones));
    }

    // ================================================================== writing

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
        e.put("cells", names(cells));
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
        if (!FPuzzlesEntry.lineFromOutside(cell, n).equals(line)) {
            throw new IllegalArgumentException("an outside clue on cells " + line + " has no f-puzzles form");
        }
        return entry("cell", cell, "value", String.valueOf(value));
    }

    /** An arrow's entry: the circle, and one line from its first cell along the shaft. */
    private static Map<String, Object> arrowEntry(Arrow a) {
        List<Cell> line = new ArrayList<>();
        line.add(a.circle().get(0));
        line.addAll(a.shaft());
        return entry("cells", names(a.circle()), "lines", List.of(names(line)));
    }

    /** A dot's entry: its two cells, and its value unless it is null (the key's default). */
    private static Map<String, Object> dotEntry(Cell a, Cell b, String value) {
        Map<String, Object> e = entry("cells", names(List.of(a, b)));
        if (value != null) {
            e.put("value", value);
        }
        return e;
    }

    /** A lockout's entry: its line, and its difference unless it is the default, half the side rounded down. */
    private static Map<String, Object> lockoutEntry(Lockout l, int n) {
        Map<String, Object> e = lineEntry(l.line());
        if (l.difference() != n / 2) {
            e.put("value", String.valueOf(l.difference()));
        }
        return e;
    }
}
