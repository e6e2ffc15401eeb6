package dev.nonet.logic;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Geometry;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * Unique rectangles: four open cells in two rows, two columns and exactly two boxes that all hold the
 * same two digits a and b. If they held only those, the two digits could swap around the rectangle
 * and the puzzle would have two solutions; a puzzle with one solution therefore avoids that deadly
 * pattern, and each type turns this into eliminations.
 * <ul>
 * <li>Type 1: three corners hold only {a,b}, so the fourth holds something else;</li>
 * <li>Type 2: two corners on one side hold one extra digit x between them, so one of them is x;</li>
 * <li>Type 3: the extras of two corners on one side form a naked subset with other cells of a house;</li>
 * <li>Type 4: one of a and b has only those two corners in a house, so the other leaves both;</li>
 * <li>Hidden Rectangle: a corner holds only {a,b} and a has only the rectangle's two places in both
 * lines of the opposite corner, so that corner cannot be b.</li>
 * </ul>
 * A corner that is placed (a given, or a digit the solver placed) cannot swap, so only rectangles
 * of four open cells count: the simplest rule that never mistakes a given for part of the pattern.
 * These techniques assume a unique solution ({@link Technique#assumesUniqueness()}).
 */
final class UniqueRectangles {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Layout.CLASSIC.geometry();

    /**
     * The sides of a rectangle as indices into its corners,
     * which are row-major: top left, top right, bottom left, bottom right.
     */
    private static final int[][] SIDES = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
    /** The side facing each side of {@link #SIDES}. */
    private static final int[] FACING = {1, 0, 3, 2};

    private UniqueRectangles() {
    }

    /** Three corners hold only {a,b}: the fourth loses a and b. */
    static final TechniqueFinder TYPE_1 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_1) {
        @Override
        void find(CandidateGrid grid, int[] corners, int pair, List<Step> steps) {
            int odd = -1;
            for (int k = 0; k < 4; k++) {
                if (grid.candidatesAt(corners[k]) != pair) {
                    if (odd >= 0) {
                        return;
                    }
                    odd = k;
                }
            }
            if (odd < 0) {
                return; // already deadly: only a contradiction, which the solver reports
            }
            StepBuilder step = start(technique(), corners);
            for (int d : DigitSet.ofMask(pair)) {
                step.eliminate(corners[odd], d);
            }
            steps.add(step.buildAs(name(technique(), corners, pair) + ": removes "
                    + String.join(", ", DigitSet.ofMask(pair).stream().mapToObj(String::valueOf).toList())
                    + " from " + CLASSIC.cell(corners[odd])));
        }
    };

    /** Two corners on one side add the same single digit x: it goes from every cell seeing both. */
    static final TechniqueFinder TYPE_2 = new RoofFinder(Technique.UNIQUE_RECTANGLE_2) {
        @Override
        void find(CandidateGrid grid, int[] corners, int pair, int[] roof, List<Step> steps) {
            int extra = grid.candidatesAt(roof[0]) & ~pair;
            if (Integer.bitCount(extra) != 1 || (grid.candidatesAt(roof[1]) & ~pair) != extra) {
                return;
            }
            int x = DigitSet.ofMask(extra).first();
            StepBuilder step = start(technique(), corners);
            for (int c : CommonPeers.holding(grid, x, roof[0], roof[1])) {
                step.eliminate(c, x);
            }
            if (step.hasEffect()) {
                steps.add(step.build(name(technique(), corners, pair) + ", extra " + x + " in "
                        + Wording.cells(List.of(roof[0], roof[1]))));
            }
        }
    };

    /**
     * The extras of two corners on one side act as one cell that must hold one of them: with k other
     * cells of a house both corners share, holding k + 1 digits in all, they form a naked subset.
     */
    static final TechniqueFinder TYPE_3 = new RoofFinder(Technique.UNIQUE_RECTANGLE_3) {
        @Override
        void find(CandidateGrid grid, int[] corners, int pair, int[] roof, List<Step> steps) {
            int extras = (grid.candidatesAt(roof[0]) | grid.candidatesAt(roof[1])) & ~pair;
            if (Integer.bitCount(extras) < 2) {
                return; // one extra digit is type 2
            }
            for (int h : sharedHouses(roof[0], roof[1])) {
                findSubsets(grid, corners, pair, roof, extras, h, steps);
            }
        }

        private void findSubsets(CandidateGrid grid, int[] corners, int pair, int[] roof, int extras, int h,
                List<Step> steps) {
            int[] cells = CLASSIC.houseCells[h];
            int others = 0;
            for (int k = 0; k < cells.length; k++) {
                if (cells[k] != roof[0] && cells[k] != roof[1] && grid.candidatesAt(cells[k]) != 0) {
                    others |= 1 << k;
                }
            }
            for (int size = 1; size <= 3; size++) {
                for (int chosen : Combinations.of(others, size)) {
                    int digits = extras;
                    List<Integer> subset = new ArrayList<>();
                    for (int k = 0; k < cells.length; k++) {
                        if ((chosen & (1 << k)) != 0) {
                            digits |= grid.candidatesAt(cells[k]);
                            subset.add(cells[k]);
                        }
                    }
                    if (Integer.bitCount(digits) != size + 1) {
                        continue;
                    }
                    StepBuilder step = start(technique(), corners);
                    subset.forEach(step::cell);
                    step.house(h);
                    for (int d : DigitSet.ofMask(digits)) {
                        for (int k = 0; k < cells.length; k++) {
                            if ((others & ~chosen & (1 << k)) != 0 && (grid.candidatesAt(cells[k]) & DigitSet.bit(d)) != 0) {
                                step.eliminate(cells[k], d);
                            }
                        }
                    }
                    if (step.hasEffect()) {
                        steps.add(step.build(name(technique(), corners, pair) + ", extras " + Wording.digits(extras)
                                + " in " + Wording.cells(List.of(roof[0], roof[1])) + " with " + Wording.cells(subset)
                                + " form a naked subset {" + Wording.digits(digits) + "} in " + CLASSIC.house(h)));
                    }
                }
            }
        }
    };

    /**
     * One of the pair has only the two corners of one side as places in a house: one of them holds it,
     * so neither holds the other digit.
     */
    static final TechniqueFinder TYPE_4 = new RoofFinder(Technique.UNIQUE_RECTANGLE_4) {
        @Override
        void find(CandidateGrid grid, int[] corners, int pair, int[] roof, List<Step> steps) {
            for (int h : sharedHouses(roof[0], roof[1])) {
                for (int d : DigitSet.ofMask(pair)) {
                    if (!onlyIn(grid, h, d, roof[0], roof[1])) {
                        continue;
                    }
                    int other = DigitSet.ofMask(pair).without(d).first();
                    StepBuilder step = start(technique(), corners).house(h);
                    step.eliminate(roof[0], other).eliminate(roof[1], other);
                    steps.add(step.build(name(technique(), corners, pair) + ", " + d + " only in "
                            + Wording.cells(List.of(roof[0], roof[1])) + " in " + CLASSIC.house(h)));
                }
            }
        }
    };

    /**
     * A corner holds only {a,b}, and a has only the rectangle's places in the row and the column of the
     * opposite corner: were that corner b, a would fill the two corners beside it and b the first, deadly.
     */
    static final TechniqueFinder HIDDEN = new RectangleFinder(Technique.HIDDEN_RECTANGLE) {
        @Override
        void find(CandidateGrid grid, int[] corners, int pair, List<Step> steps) {
            for (int k = 0; k < 4; k++) {
                if (grid.candidatesAt(corners[k]) != pair) {
                    continue;
                }
                int opposite = corners[3 - k];
                // The corners beside the opposite one: in its row, and in its column.
                int inRow = corners[(3 - k) ^ 1];
                int inColumn = corners[(3 - k) ^ 2];
                int row = CLASSIC.cellHouses[opposite][0];
                int column = CLASSIC.cellHouses[opposite][1];
                for (int d : DigitSet.ofMask(pair)) {
                    if (!onlyIn(grid, row, d, opposite, inRow) || !onlyIn(grid, column, d, opposite, inColumn)) {
                        continue;
                    }
                    int other = DigitSet.ofMask(pair).without(d).first();
                    StepBuilder step = start(technique(), corners).house(row).house(column);
                    step.eliminate(opposite, other);
                    steps.add(step.build(name(technique(), corners, pair) + ", " + CLASSIC.cell(corners[k]) + " {"
                            + Wording.digits(pair) + "}, " + d + " only in the rectangle in " + CLASSIC.house(row)
                            + " and " + CLASSIC.house(column)));
                }
            }
        }
    };

    /**
     * Walks every rectangle of four open cells and every pair of digits its corners all hold, and lets
     * the type decide what that instance removes.
     */
    private abstract static class RectangleFinder implements TechniqueFinder {

        private final Technique technique;

        RectangleFinder(Technique technique) {
            this.technique = technique;
        }

        @Override
        public Technique technique() {
            return technique;
        }

        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            for (int[] corners : rectangles(grid)) {
                int common = grid.candidatesAt(corners[0]) & grid.candidatesAt(corners[1])
                        & grid.candidatesAt(corners[2]) & grid.candidatesAt(corners[3]);
                for (int pair : Combinations.of(common, 2)) {
                    find(grid, corners, pair, steps);
                }
            }
            return steps;
        }

        /** Adds the steps of this type on the rectangle {@code corners} of the digits {@code pair}. */
        abstract void find(CandidateGrid grid, int[] corners, int pair, List<Step> steps);
    }

    /**
     * Walks the sides of each rectangle whose facing side holds only the pair (the floor) while the
     * side itself (the roof) holds more, for the types that reason about the roof's extra digits.
     */
    private abstract static class RoofFinder extends RectangleFinder {

        RoofFinder(Technique technique) {
            super(technique);
        }

        @Override
        void find(CandidateGrid grid, int[] corners, int pair, List<Step> steps) {
            for (int s = 0; s < 4; s++) {
                int[] roof = roof(grid, corners, pair, s);
                if (roof != null) {
                    find(grid, corners, pair, roof, steps);
                }
            }
        }

        /** Adds the steps of this type on the rectangle {@code corners} with the two corners {@code roof}. */
        abstract void find(CandidateGrid grid, int[] corners, int pair, int[] roof, List<Step> steps);
    }

    /** Every rectangle of four open cells in two rows, two columns and two boxes, corners row-major. */
    static List<int[]> rectangles(CandidateGrid grid) {
        List<int[]> rectangles = new ArrayList<>();
        Shape shape = CLASSIC.shape;
        int side = CLASSIC.side;
        for (int r1 = 0; r1 < side; r1++) {
            for (int r2 = r1 + 1; r2 < side; r2++) {
                for (int c1 = 0; c1 < side; c1++) {
                    for (int c2 = c1 + 1; c2 < side; c2++) {
                        // Two boxes: the rows share a band or the columns a stack, not both (one box).
                        boolean sameBand = shape.boxOf(r1, c1) == shape.boxOf(r2, c1);
                        boolean sameStack = shape.boxOf(r1, c1) == shape.boxOf(r1, c2);
                        if (sameBand == sameStack) {
                            continue;
                        }
                        int[] corners = {r1 * side + c1, r1 * side + c2, r2 * side + c1, r2 * side + c2};
                        if (allOpen(grid, corners)) {
                            rectangles.add(corners);
                        }
                    }
                }
            }
        }
        return rectangles;
    }

    private static boolean allOpen(CandidateGrid grid, int[] corners) {
        for (int c : corners) {
            if (grid.valueAt(c) != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The two corners of side {@code s} when the facing side's corners hold only the pair (the floor)
     * and these two hold more; otherwise null.
     */
    private static int[] roof(CandidateGrid grid, int[] corners, int pair, int s) {
        int[] floor = SIDES[FACING[s]];
        if (grid.candidatesAt(corners[floor[0]]) != pair || grid.candidatesAt(corners[floor[1]]) != pair) {
            return null;
        }
        int[] roof = {corners[SIDES[s][0]], corners[SIDES[s][1]]};
        if (grid.candidatesAt(roof[0]) == pair || grid.candidatesAt(roof[1]) == pair) {
            return null; // three bivalue corners are type 1
        }
        return roof;
    }

    /** The houses two cells share: their line, and their box when they are in one. */
    private static List<Integer> sharedHouses(int a, int b) {
        List<Integer> houses = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            if (CLASSIC.cellHouses[a][i] == CLASSIC.cellHouses[b][i]) {
                houses.add(CLASSIC.cellHouses[a][i]);
            }
        }
        return houses;
    }

    /** Whether {@code digit}'s only places in house {@code h} are the cells {@code a} and {@code b}. */
    private static boolean onlyIn(CandidateGrid grid, int h, int digit, int a, int b) {
        for (int c : CLASSIC.houseCells[h]) {
            boolean holds = (grid.candidatesAt(c) & DigitSet.bit(digit)) != 0;
            if (holds != (c == a || c == b)) {
                return false;
            }
        }
        return true;
    }

    private static StepBuilder start(Technique technique, int[] corners) {
        StepBuilder step = new StepBuilder(technique);
        for (int c : corners) {
            step.cell(c);
        }
        return step;
    }

    /** {@code Unique Rectangle Type 1 on 2,7 in r1c1, r1c4, r3c1, r3c4}. */
    private static String name(Technique technique, int[] corners, int pair) {
        return technique.displayName() + " on " + Wording.digits(pair) + " in "
                + Wording.cells(List.of(corners[0], corners[1], corners[2], corners[3]));
    }
}
