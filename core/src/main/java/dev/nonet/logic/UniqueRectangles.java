package dev.nonet.logic;

import dev.nonet.geometry.Combinations;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * Unique rectangles: four open cells in two rows, two columns and exactly two boxes, and two digits a
 * and b. If the corners held only those, the two digits could swap around the rectangle and the
 * puzzle would have two solutions; a puzzle with one solution therefore avoids that deadly pattern,
 * and each type turns this into eliminations. Corners whose candidates lie within {a,b} are the
 * rectangle's plain corners, the others have extra digits.
 * <ul>
 * <li>Type 1: three corners are plain, so the fourth holds something else;</li>
 * <li>Type 2: the two corners of one side have the same one extra digit x between them, so one is x;</li>
 * <li>Type 3: the extras of two corners on one side form a naked subset with other cells of a house;</li>
 * <li>Type 4: one of a and b has only the two corners of one side in a house, so the other leaves both;</li>
 * <li>Type 5: two diagonal corners, or three, have the same one extra digit x, so one of them is x;</li>
 * <li>Type 6: two diagonal corners are plain and one of a and b has only the rectangle's places in both
 * its rows (or both its columns): an X-Wing that must sit on the plain diagonal;</li>
 * <li>Hidden Rectangle: a corner is plain and a has only the rectangle's places in both lines of the
 * opposite corner, so that corner cannot be b.</li>
 * </ul>
 *
 * <p>A corner may miss a or b (HoDoKu's rectangles "with missing candidates"): {@link DeadlyPattern}
 * says why the solution still puts some other digit in a corner, and every type shows that one
 * candidate, were it true, would force all four corners into {a,b} through the candidates left, so that
 * candidate goes. Such a rectangle needs the givens to have one solution, which the finder asks only
 * when it has found one; a rectangle whose corners all hold both digits holds on any position known
 * unique. What we ask beyond that is for the pattern to be one a player would call a rectangle: every
 * corner still holds a or b, one corner holds exactly the two, and neither digit is placed in a house
 * of a corner (there the solution could never hold the pattern, for plainer reasons, and the step
 * would name a rectangle that is not there).
 *
 * <p>A corner that is placed (a given, or a digit the solver placed) is not open, so only rectangles
 * of four open cells count here; {@link AvoidableRectangles} reasons about digits placed since.
 * These techniques assume a unique solution ({@link Technique#assumesUniqueness()}).
 */
final class UniqueRectangles {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    /**
     * The sides of a rectangle as bits of its corners, which are row-major: top left, top right, bottom
     * left, bottom right.
     */
    private static final int[] SIDE_BITS = {0b0011, 0b1100, 0b0101, 0b1010};
    /** The two diagonals as bits of corners. */
    private static final int[] DIAGONAL_BITS = {0b1001, 0b0110};

    private UniqueRectangles() {
    }

    /** Three corners are plain: the fourth loses a and b. */
    static final TechniqueFinder TYPE_1 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_1) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            if (Integer.bitCount(rectangle.plain()) != 3) {
                return; // four plain corners are already deadly: only a contradiction, which the solver reports
            }
            int odd = rectangle.corners()[Integer.numberOfTrailingZeros(rectangle.extraCorners())];
            int removed = grid.candidatesAt(odd) & rectangle.pair();
            StepBuilder step = start(rectangle);
            for (int d : DigitSet.ofMask(removed)) {
                step.eliminate(odd, d);
            }
            steps.add(step.buildAs(name(rectangle) + ": removes "
                    + String.join(", ", DigitSet.ofMask(removed).stream().mapToObj(Wording::digit).toList())
                    + " from " + CLASSIC.cell(odd)));
        }
    };

    /** The two corners of one side add the same single digit x: it goes from every cell seeing both. */
    static final TechniqueFinder TYPE_2 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_2) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            if (isSide(rectangle.extraCorners())) {
                findSharedExtra(grid, rectangle, this, steps);
            }
        }
    };

    /**
     * The extras of two corners on one side act as one cell that must hold one of them: with k other
     * cells of a house both corners share, holding k + 1 digits in all, they form a naked subset. When
     * the subset lies in a line and a box at once, it is locked in both.
     */
    static final TechniqueFinder TYPE_3 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_3) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            if (!isSide(rectangle.extraCorners())) {
                return;
            }
            int[] roof = rectangle.extraCells();
            int extras = (grid.candidatesAt(roof[0]) | grid.candidatesAt(roof[1])) & ~rectangle.pair();
            if (Integer.bitCount(extras) < 2) {
                return; // one extra digit is type 2
            }
            for (int h : sharedHouses(roof)) {
                findSubsets(grid, rectangle, roof, extras, h, steps);
            }
        }

        private void findSubsets(CandidateGrid grid, Rectangle rectangle, int[] roof, int extras, int h,
                List<Step<Technique>> steps) {
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
                    int[] members = new int[size + 2];
                    members[0] = roof[0];
                    members[1] = roof[1];
                    for (int i = 0; i < size; i++) {
                        members[i + 2] = subset.get(i);
                    }
                    List<Integer> houses = sharedHouses(members);
                    if (houses.get(0) != h) {
                        continue; // a subset locked in a line and a box is reported once, from its line
                    }
                    StepBuilder step = start(rectangle);
                    subset.forEach(step::cell);
                    houses.forEach(step::house);
                    // The cells of the subset's houses outside it, in row-major order.
                    boolean[] outside = new boolean[CLASSIC.cellCount];
                    for (int house : houses) {
                        for (int c : CLASSIC.houseCells[house]) {
                            outside[c] = true;
                        }
                    }
                    for (int c : members) {
                        outside[c] = false;
                    }
                    for (int d : DigitSet.ofMask(digits)) {
                        for (int c = 0; c < outside.length; c++) {
                            if (outside[c] && (grid.candidatesAt(c) & DigitSet.bit(d)) != 0) {
                                step.eliminate(c, d);
                            }
                        }
                    }
                    if (step.hasEffect()) {
                        steps.add(step.build(name(rectangle) + ", extras " + Wording.digits(extras)
                                + " in " + Wording.cells(List.of(roof[0], roof[1])) + " with " + Wording.cells(subset)
                                + " form a naked subset {" + Wording.digits(digits) + "} in " + houseNames(houses)));
                    }
                }
            }
        }
    };

    /**
     * One of the pair has no places but the two corners of one side in a house: one of them holds it,
     * so neither holds the other digit.
     */
    static final TechniqueFinder TYPE_4 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_4) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            if (!isSide(rectangle.extraCorners())) {
                return;
            }
            int[] roof = rectangle.extraCells();
            for (int h : sharedHouses(roof)) {
                for (int d : DigitSet.ofMask(rectangle.pair())) {
                    if (!onlyWithin(grid, h, d, roof[0], roof[1])) {
                        continue;
                    }
                    int other = DigitSet.ofMask(rectangle.pair()).without(d).first();
                    StepBuilder step = start(rectangle).house(h);
                    for (int c : roof) {
                        if ((grid.candidatesAt(c) & DigitSet.bit(other)) != 0) {
                            step.eliminate(c, other);
                        }
                    }
                    if (step.hasEffect()) {
                        steps.add(step.build(name(rectangle) + ", " + d + " only in "
                                + Wording.cells(List.of(roof[0], roof[1])) + " in " + CLASSIC.house(h)));
                    }
                }
            }
        }
    };

    /**
     * Two diagonal corners, or three corners, add the same single digit x: one of them holds it, so it
     * goes from every cell seeing them all.
     */
    static final TechniqueFinder TYPE_5 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_5) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            int extra = rectangle.extraCorners();
            if (isDiagonal(extra) || Integer.bitCount(extra) == 3) {
                findSharedExtra(grid, rectangle, this, steps);
            }
        }
    };

    /**
     * Two diagonal corners are plain and digit d of the pair has no places but the rectangle's in both
     * of its rows, or both of its columns: d fills one diagonal. On the other corners it would leave the
     * plain ones the other digit, deadly; so d fills the plain diagonal and leaves the others.
     */
    static final TechniqueFinder TYPE_6 = new RectangleFinder(Technique.UNIQUE_RECTANGLE_6) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            if (!isDiagonal(rectangle.extraCorners())) {
                return;
            }
            int[] corners = rectangle.corners();
            int[] extra = rectangle.extraCells();
            // Houses 0-8 are the rows, 9-17 the columns.
            int[] rows = {CLASSIC.cellHouses[corners[0]][0], CLASSIC.cellHouses[corners[3]][0]};
            int[] columns = {CLASSIC.cellHouses[corners[0]][1], CLASSIC.cellHouses[corners[3]][1]};
            for (int d : DigitSet.ofMask(rectangle.pair())) {
                String lines = lockedLines(grid, corners, d, rows, "rows");
                if (lines == null) {
                    lines = lockedLines(grid, corners, d, columns, "columns");
                }
                if (lines == null) {
                    continue;
                }
                StepBuilder step = start(rectangle);
                for (int c : extra) {
                    if ((grid.candidatesAt(c) & DigitSet.bit(d)) != 0) {
                        step.eliminate(c, d);
                    }
                }
                if (step.hasEffect()) {
                    steps.add(step.build(name(rectangle) + ", " + d + " only in the rectangle in " + lines));
                }
            }
        }

        /** The two lines' words when {@code digit} has no places in them outside the rectangle, else null. */
        private String lockedLines(CandidateGrid grid, int[] corners, int digit, int[] lines, String plural) {
            for (int h : lines) {
                for (int c : CLASSIC.houseCells[h]) {
                    if ((grid.candidatesAt(c) & DigitSet.bit(digit)) != 0 && !isCorner(corners, c)) {
                        return null;
                    }
                }
            }
            int first = lines[0] % 9;
            int second = lines[1] % 9;
            return Wording.lines(plural, (1 << first) | (1 << second));
        }
    };

    /**
     * A corner is plain, and a has no places but the rectangle's in the row and the column of the
     * opposite corner: were that corner b, a would fill the two corners beside it and the first corner,
     * seeing both, would be b: deadly.
     */
    static final TechniqueFinder HIDDEN = new RectangleFinder(Technique.HIDDEN_RECTANGLE) {
        @Override
        void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps) {
            int[] corners = rectangle.corners();
            int pair = rectangle.pair();
            for (int k = 0; k < 4; k++) {
                if ((rectangle.plain() & (1 << k)) == 0) {
                    continue;
                }
                int opposite = corners[3 - k];
                // The corners beside the opposite one: in its row, and in its column.
                int inRow = corners[(3 - k) ^ 1];
                int inColumn = corners[(3 - k) ^ 2];
                int row = CLASSIC.cellHouses[opposite][0];
                int column = CLASSIC.cellHouses[opposite][1];
                for (int d : DigitSet.ofMask(pair)) {
                    int other = DigitSet.ofMask(pair).without(d).first();
                    if ((grid.candidatesAt(opposite) & DigitSet.bit(other)) == 0
                            || !onlyWithin(grid, row, d, opposite, inRow)
                            || !onlyWithin(grid, column, d, opposite, inColumn)) {
                        continue;
                    }
                    StepBuilder step = start(rectangle).house(row).house(column);
                    step.eliminate(opposite, other);
                    steps.add(step.build(name(rectangle) + ", " + CLASSIC.cell(corners[k]) + " {"
                            + Wording.digits(grid.candidatesAt(corners[k])) + "}, " + d + " only in the rectangle in "
                            + CLASSIC.house(row) + " and " + CLASSIC.house(column)));
                }
            }
        }
    };

    /**
     * A rectangle of four open corners (row-major) on the digits {@code pair}; bit k of {@code plain} is
     * set when corner k holds nothing beyond the pair.
     */
    record Rectangle(int[] corners, int pair, int plain) {

        /** Whether every corner holds both digits, so that the rectangle misses no candidate. */
        boolean holdsBothEverywhere(CandidateGrid grid) {
            for (int c : corners) {
                if ((grid.candidatesAt(c) & pair) != pair) {
                    return false;
                }
            }
            return true;
        }

        /** The corners with extra digits, as bits. */
        int extraCorners() {
            return ~plain & 0b1111;
        }

        /** The cells of the corners with extra digits, in corner order. */
        int[] extraCells() {
            int extra = extraCorners();
            int[] cells = new int[Integer.bitCount(extra)];
            int n = 0;
            for (int k = 0; k < 4; k++) {
                if ((extra & (1 << k)) != 0) {
                    cells[n++] = corners[k];
                }
            }
            return cells;
        }
    }

    /**
     * Walks every rectangle of four open cells and every pair of digits that makes it a unique
     * rectangle, and lets the type decide what that instance removes.
     */
    private abstract static class RectangleFinder extends DeadlyPattern.RectangleTechnique {

        RectangleFinder(Technique technique) {
            super(technique);
        }

        StepBuilder start(Rectangle rectangle) {
            return start(rectangle.corners());
        }

        /** {@code Unique Rectangle Type 1 on 2,7 in r1c1, r1c4, r3c1, r3c4}. */
        String name(Rectangle rectangle) {
            return name(rectangle.pair(), rectangle.corners());
        }

        /** The steps of rectangles whose corners all hold both digits first, then those missing some. */
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            List<Step<Technique>> steps = new ArrayList<>();
            List<Step<Technique>> missing = new ArrayList<>();
            int[] placedIn = placedDigitsByHouse(grid);
            for (int[] corners : DeadlyPattern.RECTANGLES) {
                if (!allOpen(grid, corners)) {
                    continue;
                }
                for (int k = 0; k < 4; k++) {
                    // One corner holds exactly the pair: each bivalue corner names a pair to try, once.
                    int pair = grid.candidatesAt(corners[k]);
                    if (Integer.bitCount(pair) != 2 || isNamedEarlier(grid, corners, k)) {
                        continue;
                    }
                    Rectangle rectangle = rectangleOf(grid, corners, pair, placedIn);
                    if (rectangle != null) {
                        find(grid, rectangle, rectangle.holdsBothEverywhere(grid) ? steps : missing);
                    }
                }
            }
            if (!missing.isEmpty() && DeadlyPattern.givensHaveOneSolution(grid, deadline)) {
                steps.addAll(missing);
            }
            return steps;
        }

        /** Adds the steps of this type on {@code rectangle}. */
        abstract void find(CandidateGrid grid, Rectangle rectangle, List<Step<Technique>> steps);
    }

    /** Whether a corner before corner {@code k} holds exactly the same candidates. */
    private static boolean isNamedEarlier(CandidateGrid grid, int[] corners, int k) {
        for (int j = 0; j < k; j++) {
            if (grid.candidatesAt(corners[j]) == grid.candidatesAt(corners[k])) {
                return true;
            }
        }
        return false;
    }

    /** The digits placed in each house, as masks by house index. */
    private static int[] placedDigitsByHouse(CandidateGrid grid) {
        int[] placed = new int[CLASSIC.houseCells.length];
        for (int c = 0; c < CLASSIC.cellCount; c++) {
            if (grid.valueAt(c) != 0) {
                for (int h : CLASSIC.cellHouses[c]) {
                    placed[h] |= DigitSet.bit(grid.valueAt(c));
                }
            }
        }
        return placed;
    }

    /**
     * The unique rectangle on {@code pair} at {@code corners}, or null: every corner holds a or b, and
     * neither digit is placed ({@code placedIn}, by house) in a house of any corner.
     */
    private static Rectangle rectangleOf(CandidateGrid grid, int[] corners, int pair, int[] placedIn) {
        int plain = 0;
        for (int k = 0; k < 4; k++) {
            int candidates = grid.candidatesAt(corners[k]);
            if ((candidates & pair) == 0) {
                return null;
            }
            if ((candidates & ~pair) == 0) {
                plain |= 1 << k;
            }
        }
        for (int c : corners) {
            for (int h : CLASSIC.cellHouses[c]) {
                if ((placedIn[h] & pair) != 0) {
                    return null;
                }
            }
        }
        return new Rectangle(corners, pair, plain);
    }

    /**
     * Types 2 and 5: the corners with extras have one extra digit x between them, so one of them is x
     * and it goes from every cell seeing them all.
     */
    private static void findSharedExtra(CandidateGrid grid, Rectangle rectangle, RectangleFinder finder,
            List<Step<Technique>> steps) {
        int[] extraCells = rectangle.extraCells();
        int extra = 0;
        for (int c : extraCells) {
            extra |= grid.candidatesAt(c) & ~rectangle.pair();
        }
        if (Integer.bitCount(extra) != 1) {
            return;
        }
        int x = DigitSet.ofMask(extra).first();
        StepBuilder step = finder.start(rectangle);
        for (int c : CommonPeers.holding(grid, x, extraCells)) {
            step.eliminate(c, x);
        }
        if (step.hasEffect()) {
            List<Integer> cells = new ArrayList<>();
            for (int c : extraCells) {
                cells.add(c);
            }
            steps.add(step.build(finder.name(rectangle) + ", extra " + x + " in " + Wording.cells(cells)));
        }
    }

    private static boolean allOpen(CandidateGrid grid, int[] corners) {
        for (int c : corners) {
            if (grid.valueAt(c) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the corners given as bits are the two of one side. */
    private static boolean isSide(int cornerBits) {
        for (int side : SIDE_BITS) {
            if (cornerBits == side) {
                return true;
            }
        }
        return false;
    }

    /** Whether the corners given as bits are the two of one diagonal. */
    private static boolean isDiagonal(int cornerBits) {
        return cornerBits == DIAGONAL_BITS[0] || cornerBits == DIAGONAL_BITS[1];
    }

    private static boolean isCorner(int[] corners, int cell) {
        return corners[0] == cell || corners[1] == cell || corners[2] == cell || corners[3] == cell;
    }

    /** The houses all of {@code cells} share, rows first, then columns, then boxes. */
    private static List<Integer> sharedHouses(int... cells) {
        List<Integer> houses = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            int house = CLASSIC.cellHouses[cells[0]][i];
            boolean shared = true;
            for (int c : cells) {
                shared &= CLASSIC.cellHouses[c][i] == house;
            }
            if (shared) {
                houses.add(house);
            }
        }
        return houses;
    }

    /** {@code column 3}, or {@code column 3 and box 4}. */
    private static String houseNames(List<Integer> houses) {
        List<String> names = new ArrayList<>();
        for (int h : houses) {
            names.add(CLASSIC.house(h).toString());
        }
        return String.join(" and ", names);
    }

    /** Whether {@code digit} has no places in house {@code h} but the cells {@code a} and {@code b}. */
    private static boolean onlyWithin(CandidateGrid grid, int h, int digit, int a, int b) {
        for (int c : CLASSIC.houseCells[h]) {
            if ((grid.candidatesAt(c) & DigitSet.bit(digit)) != 0 && c != a && c != b) {
                return false;
            }
        }
        return true;
    }

}
