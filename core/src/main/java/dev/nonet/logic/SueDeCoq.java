package dev.nonet.logic;

import dev.nonet.geometry.Combinations;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Sue de Coq: two or three cells C where a box meets a line, whose candidates V number at least two
 * more than the cells, together with cells D from the rest of the line and E from the rest of the box
 * such that D's and E's candidates share no digit and all the cells together have exactly as many
 * candidates as there are cells.
 *
 * <p>Why it holds: a digit of D can only go in C or D, all in the line; a digit of E only in C or E,
 * all in the box; any other digit only in C. Each digit therefore fits at most once, and as the cells
 * need as many digits as there are, each fits exactly once. So D's digits leave the rest of the line,
 * E's the rest of the box, and the digits only C holds leave both.
 */
final class SueDeCoq {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private SueDeCoq() {
    }

    /** The most cells taken from the rest of the line, and from the rest of the box. */
    static final int MAX_SIDE_CELLS = 3;

    static final TechniqueFinder SUE_DE_COQ = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.SUE_DE_COQ;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            for (Geometry.Intersection lineAndBox : CLASSIC.intersections) {
                int line = lineAndBox.first();
                int box = lineAndBox.second();
                if (!CLASSIC.isLine(line) || CLASSIC.kind[box] != House.Kind.BOX) {
                    continue;
                }
                List<Integer> intersection = openCells(grid, line, box, true);
                if (intersection.size() >= 2) {
                    findAt(grid, line, box, intersection, steps);
                }
            }
            return steps;
        }
    };

    private static void findAt(CandidateGrid grid, int line, int box, List<Integer> intersection, List<Step<Technique>> steps) {
        List<Integer> lineRest = openCells(grid, line, box, false);
        List<Integer> boxRest = openCells(grid, box, line, false);
        Sides lineSides = new Sides(grid, lineRest);
        Sides boxSides = new Sides(grid, boxRest);
        for (int size = 2; size <= intersection.size(); size++) {
            for (int chosen : Combinations.of(all(intersection), size)) {
                List<Integer> core = pick(intersection, chosen);
                int v = union(grid, core);
                if (Integer.bitCount(v) < size + 2) {
                    continue;
                }
                for (int i = 0; i < lineSides.count; i++) {
                    if (!lineSides.eachShares(i, v)) {
                        continue;
                    }
                    int lineDigits = lineSides.digits[i];
                    for (int j = 0; j < boxSides.count; j++) {
                        int boxDigits = boxSides.digits[j];
                        int cellCount = size + lineSides.sizes[i] + boxSides.sizes[j];
                        if ((lineDigits & boxDigits) == 0 && boxSides.eachShares(j, v)
                                && Integer.bitCount(v | lineDigits | boxDigits) == cellCount) {
                            add(grid, line, box, core, pick(lineRest, lineSides.chosen[i]),
                                    pick(boxRest, boxSides.chosen[j]), steps);
                        }
                    }
                }
            }
        }
    }

    /**
     * The choices of cells from one side: up to {@link #MAX_SIDE_CELLS} of them, as masks over the
     * side's open cells with their digits. Only choices whose every cell shares a digit with the
     * intersection's take part (a cell that shares none would stand apart from the pattern): that
     * depends on the intersection's cells, so it is asked per choice ({@link #eachShares}).
     */
    private static final class Sides {
        /** How many choices there are; the arrays are indexed by choice. */
        final int count;
        /** Each choice as a mask over the side's open cells. */
        final int[] chosen;
        /** The digits of each choice's cells together. */
        final int[] digits;
        final int[] sizes;
        /** The digits of each cell of each choice. */
        private final int[][] cellDigits;

        Sides(CandidateGrid grid, List<Integer> rest) {
            int most = Math.min(MAX_SIDE_CELLS, rest.size());
            int capacity = 0;
            for (int size = 1; size <= most; size++) {
                capacity += Combinations.of(all(rest), size).length;
            }
            count = capacity;
            chosen = new int[capacity];
            digits = new int[capacity];
            sizes = new int[capacity];
            cellDigits = new int[capacity][];
            int n = 0;
            for (int size = 1; size <= most; size++) {
                for (int choice : Combinations.of(all(rest), size)) {
                    int[] each = new int[size];
                    int k = 0;
                    for (int m = choice; m != 0; m &= m - 1) {
                        each[k] = grid.candidatesAt(rest.get(Integer.numberOfTrailingZeros(m)));
                        digits[n] |= each[k++];
                    }
                    chosen[n] = choice;
                    sizes[n] = size;
                    cellDigits[n++] = each;
                }
            }
        }

        /** Whether every cell of {@code choice} shares a digit with {@code v}. */
        boolean eachShares(int choice, int v) {
            for (int marks : cellDigits[choice]) {
                if ((marks & v) == 0) {
                    return false;
                }
            }
            return true;
        }
    }

    private static void add(CandidateGrid grid, int line, int box, List<Integer> core, List<Integer> lineCells,
            List<Integer> boxCells, List<Step<Technique>> steps) {
        int lineDigits = union(grid, lineCells);
        int boxDigits = union(grid, boxCells);
        int coreOnly = union(grid, core) & ~lineDigits & ~boxDigits;
        List<Integer> pattern = new ArrayList<>(core);
        pattern.addAll(lineCells);
        pattern.addAll(boxCells);
        StepBuilder step = new StepBuilder(Technique.SUE_DE_COQ);
        for (int d = 1; d <= 9; d++) {
            int bit = DigitSet.bit(d);
            boolean leavesLine = ((lineDigits | coreOnly) & bit) != 0;
            boolean leavesBox = ((boxDigits | coreOnly) & bit) != 0;
            for (int c = 0; c < 81; c++) {
                boolean inLine = contains(line, c);
                boolean inBox = contains(box, c);
                if ((grid.candidatesAt(c) & bit) != 0 && !pattern.contains(c)
                        && (leavesLine && inLine || leavesBox && inBox)) {
                    step.eliminate(c, d);
                }
            }
        }
        if (!step.hasEffect()) {
            return;
        }
        pattern.forEach(step::cell);
        step.house(line).house(box);
        steps.add(step.build("Sue de Coq: " + Wording.cells(core) + " {" + Wording.digits(union(grid, core)) + "} in "
                + CLASSIC.house(line) + " and " + CLASSIC.house(box) + ", with " + Wording.cells(lineCells) + " {"
                + Wording.digits(lineDigits) + "} in the line and " + Wording.cells(boxCells) + " {"
                + Wording.digits(boxDigits) + "} in the box"));
    }

    /** The open cells of house {@code h} that lie in house {@code other} ({@code inside}) or not. */
    private static List<Integer> openCells(CandidateGrid grid, int h, int other, boolean inside) {
        List<Integer> cells = new ArrayList<>();
        for (int c : CLASSIC.houseCells[h]) {
            if (grid.candidatesAt(c) != 0 && contains(other, c) == inside) {
                cells.add(c);
            }
        }
        return cells;
    }

    private static boolean contains(int house, int cell) {
        int[] houses = CLASSIC.cellHouses[cell];
        return houses[0] == house || houses[1] == house || houses[2] == house;
    }

    /** The mask choosing every member of {@code list}. */
    private static int all(List<Integer> list) {
        return (1 << list.size()) - 1;
    }

    private static List<Integer> pick(List<Integer> list, int chosen) {
        List<Integer> picked = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if ((chosen & (1 << i)) != 0) {
                picked.add(list.get(i));
            }
        }
        return picked;
    }

    private static int union(CandidateGrid grid, List<Integer> cells) {
        int digits = 0;
        for (int c : cells) {
            digits |= grid.candidatesAt(c);
        }
        return digits;
    }
}
