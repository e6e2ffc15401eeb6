package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.logic.StrongLinks.Conjugate;
import java.util.ArrayList;
import java.util.List;

/**
 * Patterns on one digit built from strong links. Three are the same short chain {@code a=b-c=d}: two
 * strong links whose inner ends {@code b} and {@code c} see each other, so that {@code a} or {@code d}
 * holds the digit and every cell seeing both loses it. They differ in where the links lie, which is
 * how players name them:
 * <ul>
 * <li>Skyscraper: both links in rows (or both in columns), the inner ends in one column (row);</li>
 * <li>2-String Kite: one link in a row, one in a column, the inner ends in one box that holds
 * neither outer end;</li>
 * <li>Turbot Fish: every other such chain, for example one with a link in a box.</li>
 * </ul>
 * The Empty Rectangle is the fourth: a box whose candidates lie on one row and one column acts as a
 * link that is strong either way round. A box with only two candidates is a plain strong link, and
 * the chain it makes with a line's link is a Turbot Fish, as HoDoKu names it by default (an "empty
 * rectangle of two candidates" only under an option it leaves off). The kites and rectangles are
 * also given as records, which {@link DualPatterns} pairs.
 */
final class SingleDigitPatterns {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private SingleDigitPatterns() {
    }

    static final TechniqueFinder SKYSCRAPER = new ShortChains(Technique.SKYSCRAPER);
    static final TechniqueFinder TWO_STRING_KITE = new ShortChains(Technique.TWO_STRING_KITE);
    static final TechniqueFinder TURBOT_FISH = new ShortChains(Technique.TURBOT_FISH);
    static final TechniqueFinder EMPTY_RECTANGLE = new EmptyRectangle();

    /** The kites of {@code grid}, for the Dual 2-String Kite. */
    static List<Chain> kites(CandidateGrid grid) {
        return ((ShortChains) TWO_STRING_KITE).chains(grid);
    }

    /** The empty rectangles of {@code grid}, for the Dual Empty Rectangle. */
    static List<Rectangle> rectangles(CandidateGrid grid) {
        return ((EmptyRectangle) EMPTY_RECTANGLE).rectangles(grid, 3);
    }

    /**
     * The empty rectangles of boxes with two candidates or more: a box with two, in different rows and
     * columns, is a cross either way round (either candidate is true), so it gives one rectangle per
     * cross. The single step calls such a box's chain a Turbot Fish; the dual one takes it.
     */
    static List<Rectangle> rectanglesWithTwoCandidateBoxes(CandidateGrid grid) {
        return ((EmptyRectangle) EMPTY_RECTANGLE).rectangles(grid, 2);
    }

    /**
     * A chain {@code a=b-c=d} on {@code digit} through {@code first} (inner end {@code b}) and
     * {@code second} (inner end {@code c}), with the cells that see both outer ends.
     */
    record Chain(Technique technique, int digit, Conjugate first, int b, Conjugate second, int c, CellSet targets) {

        int a() {
            return first.other(b);
        }

        int d() {
            return second.other(c);
        }

        List<Integer> cells() {
            return List.of(a(), b, c, d());
        }

        List<Integer> houses() {
            return List.of(first.house(), second.house());
        }

        Step<Technique> step() {
            StepBuilder step = new StepBuilder(technique);
            cells().forEach(step::cell);
            houses().forEach(step::house);
            step.link(a(), digit, b, digit, true).link(b, digit, c, digit, false).link(c, digit, d(), digit, true);
            targets.forEach(t -> step.eliminate(t, digit));
            return step.build(describe());
        }

        private String describe() {
            int a = a();
            int d = d();
            return switch (technique) {
                case SKYSCRAPER -> "Skyscraper on " + digit + " in " + lines(first, second) + " ("
                        + CLASSIC.cell(b) + ", " + CLASSIC.cell(c) + " base; "
                        + CLASSIC.cell(a) + ", " + CLASSIC.cell(d) + " top)";
                case TWO_STRING_KITE -> "2-String Kite on " + digit + " in " + CLASSIC.house(first.house()) + " and "
                        + CLASSIC.house(second.house()) + " (" + CLASSIC.cell(b) + ", " + CLASSIC.cell(c) + " in "
                        + CLASSIC.house(CLASSIC.cellHouses[b][2]) + "; ends "
                        + CLASSIC.cell(a) + ", " + CLASSIC.cell(d) + ")";
                default -> "Turbot Fish on " + digit + ": " + CLASSIC.cell(a) + "=" + CLASSIC.cell(b) + "-"
                        + CLASSIC.cell(c) + "=" + CLASSIC.cell(d) + " (" + CLASSIC.house(first.house()) + ", "
                        + CLASSIC.house(second.house()) + ")";
            };
        }

        /** {@code rows 1 and 4} or {@code columns 2 and 8}. */
        private static String lines(Conjugate first, Conjugate second) {
            String word = first.inRow() ? "rows " : "columns ";
            return word + (CLASSIC.house(first.house()).index() + 1) + " and " + (CLASSIC.house(second.house()).index() + 1);
        }
    }

    /** The chains {@code a=b-c=d} on one digit that players name {@code technique}. */
    private record ShortChains(Technique technique) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            return chains(grid).stream().map(Chain::step).toList();
        }

        List<Chain> chains(CandidateGrid grid) {
            List<Chain> chains = new ArrayList<>();
            for (int digit = 1; digit <= 9; digit++) {
                List<Conjugate> links = StrongLinks.of(grid, digit);
                for (int i = 0; i < links.size(); i++) {
                    for (int j = i + 1; j < links.size(); j++) {
                        addChains(grid, digit, links.get(i), links.get(j), chains);
                    }
                }
            }
            return chains;
        }

        /** The chains through two links, each of whose ends may be the inner one. */
        private void addChains(CandidateGrid grid, int digit, Conjugate first, Conjugate second, List<Chain> chains) {
            for (int b : new int[] {first.a(), first.b()}) {
                for (int c : new int[] {second.a(), second.b()}) {
                    int a = first.other(b);
                    int d = second.other(c);
                    boolean distinct = a != c && a != d && b != c && b != d;
                    if (!distinct || !CLASSIC.sees[b][c] || kind(first, b, second, c) != technique) {
                        continue;
                    }
                    // The inner ends may see both outer ones too; what removes them is a pointing or
                    // claiming, not this chain.
                    CellSet targets = CommonPeers.holding(grid, digit, a, d);
                    targets = targets.without(b).without(c);
                    if (!targets.isEmpty()) {
                        chains.add(new Chain(technique, digit, first, b, second, c, targets));
                    }
                }
            }
        }
    }

    /**
     * The name of the chain {@code a=b-c=d} through {@code first} (inner end {@code b}) and
     * {@code second} (inner end {@code c}), or null for an X-Wing, which the fish finders report.
     */
    private static Technique kind(Conjugate first, int b, Conjugate second, int c) {
        int a = first.other(b);
        int d = second.other(c);
        boolean rows = first.inRow() && second.inRow();
        boolean columns = first.inColumn() && second.inColumn();
        if (rows || columns) {
            int cross = rows ? 1 : 0; // parallel rows are joined along a column, parallel columns along a row
            if (CLASSIC.cellHouses[b][cross] == CLASSIC.cellHouses[c][cross]) {
                return CLASSIC.cellHouses[a][cross] == CLASSIC.cellHouses[d][cross] ? null : Technique.SKYSCRAPER;
            }
            return Technique.TURBOT_FISH;
        }
        int box = CLASSIC.cellHouses[b][2];
        if (first.inLine() && second.inLine() && CLASSIC.cellHouses[c][2] == box
                && CLASSIC.cellHouses[a][2] != box && CLASSIC.cellHouses[d][2] != box) {
            return Technique.TWO_STRING_KITE;
        }
        return Technique.TURBOT_FISH;
    }

    /**
     * An empty rectangle on {@code digit}: the cross of {@code row} and {@code column} in {@code box}
     * and the strong {@code link} from {@code near} on one arm to {@code far}, which removes the digit
     * from {@code target}.
     */
    record Rectangle(int digit, int box, int row, int column, Conjugate link, int near, int far, int target) {

        /** The box's candidates, then the link's near and far ends. */
        List<Integer> cells(CandidateGrid grid) {
            List<Integer> cells = new ArrayList<>();
            for (int cell : CLASSIC.houseCells[box]) {
                if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0) {
                    cells.add(cell);
                }
            }
            cells.add(near);
            cells.add(far);
            return cells;
        }

        List<Integer> houses() {
            return List.of(box, link.house());
        }

        /** {@code (row 3, column 6)}: the cross. */
        String cross() {
            return "(row " + (row + 1) + ", column " + (column + 1) + ")";
        }

        /** {@code r4c3=r4c6 in row 4}. */
        String linkText() {
            return link.text() + " in " + CLASSIC.house(link.house());
        }
    }

    /**
     * A box whose candidates for a digit all lie on one of its rows and one of its columns, with some
     * off each: whichever line of the cross loses the digit, the other holds it. A strong link in a
     * line crossing one arm outside the box then ends in a cell the other arm sees, and the cell where
     * that arm meets the link's far line loses the digit. Boxes with two candidates are left to the
     * Turbot Fish; with three or more, the cross is unique, so each box and link give one step.
     */
    private static final class EmptyRectangle implements TechniqueFinder {
        @Override
        public Technique technique() {
            return Technique.EMPTY_RECTANGLE;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            for (Rectangle r : rectangles(grid, 3)) {
                StepBuilder step = new StepBuilder(Technique.EMPTY_RECTANGLE);
                r.cells(grid).forEach(step::cell);
                r.houses().forEach(step::house);
                steps.add(step.eliminate(r.target(), r.digit()).build("Empty Rectangle on " + r.digit() + " in "
                        + CLASSIC.house(r.box()) + " " + r.cross() + " with " + r.linkText()));
            }
            return steps;
        }

        /** The rectangles of the boxes that hold a digit at least {@code fewestInBox} times. */
        List<Rectangle> rectangles(CandidateGrid grid, int fewestInBox) {
            List<Rectangle> rectangles = new ArrayList<>();
            for (int digit = 1; digit <= 9; digit++) {
                List<Conjugate> links = StrongLinks.of(grid, digit);
                for (int box = 0; box < CLASSIC.houseCount(); box++) {
                    if (CLASSIC.kind[box] != House.Kind.BOX || Integer.bitCount(grid.positions(box, digit)) < fewestInBox) {
                        continue;
                    }
                    int[] cells = CLASSIC.houseCells[box];
                    for (int i = 0; i < 3; i++) {
                        for (int j = 0; j < 3; j++) {
                            int row = cells[3 * i] / 9;
                            int column = cells[j] % 9;
                            if (isCross(grid, digit, box, row, column)) {
                                addRectangles(grid, digit, box, row, column, links, rectangles);
                            }
                        }
                    }
                }
            }
            return rectangles;
        }

        /** Whether the box's candidates lie on {@code row} and {@code column}, some off each. */
        private static boolean isCross(CandidateGrid grid, int digit, int box, int row, int column) {
            boolean offRow = false;
            boolean offColumn = false;
            for (int cell : CLASSIC.houseCells[box]) {
                if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) == 0) {
                    continue;
                }
                boolean onRow = cell / 9 == row;
                boolean onColumn = cell % 9 == column;
                if (!onRow && !onColumn) {
                    return false;
                }
                offRow |= !onRow;
                offColumn |= !onColumn;
            }
            return offRow && offColumn;
        }

        private static void addRectangles(CandidateGrid grid, int digit, int box, int row, int column,
                List<Conjugate> links, List<Rectangle> rectangles) {
            for (Conjugate link : links) {
                if (!link.inLine()) {
                    continue;
                }
                for (int near : new int[] {link.a(), link.b()}) {
                    int far = link.other(near);
                    int target = link.inColumn()
                            ? (near / 9 == row ? far / 9 * 9 + column : -1)
                            : (near % 9 == column ? row * 9 + far % 9 : -1);
                    if (target < 0 || !isClearOfBox(far, box)
                            || (grid.candidatesAt(target) & DigitSet.bit(digit)) == 0) {
                        continue;
                    }
                    rectangles.add(new Rectangle(digit, box, row, column, link, near, far, target));
                }
            }
        }

        /**
         * Whether the link's far end lies outside the box's band and stack, so that its line misses
         * the box and the target lies outside both: where the cross does not reach, the proof fails.
         */
        private static boolean isClearOfBox(int far, int box) {
            int corner = CLASSIC.houseCells[box][0];
            return far / 27 != corner / 27 && far % 9 / 3 != corner % 9 / 3;
        }
    }
}
