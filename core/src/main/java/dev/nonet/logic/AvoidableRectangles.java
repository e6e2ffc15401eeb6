package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * Avoidable rectangles: the unique rectangle's deadly pattern on four cells none of which is a given,
 * some of them placed since. A placed digit that is not a given could swap as well as an open cell's
 * ({@link DeadlyPattern}), so the solution never completes the pattern.
 * <ul>
 * <li>Type 1: three corners are placed, the two beside the open one with the same digit a and the
 * opposite one with b: the open corner cannot be b;</li>
 * <li>Type 2: the two corners of one side are placed with a and b, and the open corners facing them
 * hold exactly {b,x} and {a,x} (each the digit that would complete the pattern, and one extra digit x
 * shared): one of them is x, which goes from every cell seeing both.</li>
 * </ul>
 * They need the givens to have one solution, and the givens told apart from the digits placed since
 * ({@link CandidateGrid#givens()}): pencil marks read without givens (729 marks, a sukaku) have none of
 * them. These techniques assume a unique solution ({@link Technique#assumesUniqueness()}).
 */
final class AvoidableRectangles {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private AvoidableRectangles() {
    }

    /** Three corners placed around an open one: it cannot take the digit that would make the pattern. */
    static final TechniqueFinder TYPE_1 = new PlacedRectangleFinder(Technique.AVOIDABLE_RECTANGLE_1) {
        @Override
        void find(CandidateGrid grid, int[] corners, int placed, List<Step<Technique>> steps) {
            if (Integer.bitCount(placed) != 3) {
                return;
            }
            int open = Integer.numberOfTrailingZeros(~placed & 0b1111);
            int beside = grid.valueAt(corners[open ^ 1]);
            int opposite = grid.valueAt(corners[3 - open]);
            if (grid.valueAt(corners[open ^ 2]) != beside
                    || (grid.candidatesAt(corners[open]) & DigitSet.bit(opposite)) == 0) {
                return;
            }
            StepBuilder step = start(corners).eliminate(corners[open], opposite);
            String name = name(DigitSet.bit(beside) | DigitSet.bit(opposite), corners);
            steps.add(step.build(name + ", " + placedCells(grid, corners, placed)));
        }
    };

    /** Two corners of a side placed: the open ones facing them share the extra digit that breaks the pattern. */
    static final TechniqueFinder TYPE_2 = new PlacedRectangleFinder(Technique.AVOIDABLE_RECTANGLE_2) {
        @Override
        void find(CandidateGrid grid, int[] corners, int placed, List<Step<Technique>> steps) {
            if (Integer.bitCount(placed) != 2 || placed == 0b1001 || placed == 0b0110) {
                return; // two placed corners on a diagonal name no digit for the open ones
            }
            int[] open = new int[2];
            int n = 0;
            for (int k = 0; k < 4; k++) {
                if ((placed & (1 << k)) == 0) {
                    open[n++] = k;
                }
            }
            // Each open corner would complete the pattern with its opposite corner's digit.
            int needFirst = DigitSet.bit(grid.valueAt(corners[3 - open[0]]));
            int needSecond = DigitSet.bit(grid.valueAt(corners[3 - open[1]]));
            int first = grid.candidatesAt(corners[open[0]]);
            int second = grid.candidatesAt(corners[open[1]]);
            int extra = first & ~needFirst;
            if (Integer.bitCount(first) != 2 || (first & needFirst) == 0 || Integer.bitCount(extra) != 1
                    || second != (needSecond | extra)) {
                return;
            }
            int x = DigitSet.ofMask(extra).first();
            StepBuilder step = start(corners);
            for (int c : CommonPeers.holding(grid, x, corners[open[0]], corners[open[1]])) {
                step.eliminate(c, x);
            }
            if (step.hasEffect()) {
                steps.add(step.build(name(needFirst | needSecond, corners) + ", " + placedCells(grid, corners, placed)
                        + ", extra " + x + " in " + Wording.cells(List.of(corners[open[0]], corners[open[1]]))));
            }
        }
    };

    /**
     * Walks every rectangle with no given corner, some corners placed and some open, and lets the type
     * decide what it removes; reports only when the givens have one solution.
     */
    private abstract static class PlacedRectangleFinder extends DeadlyPattern.RectangleTechnique {

        PlacedRectangleFinder(Technique technique) {
            super(technique);
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            List<Step<Technique>> steps = new ArrayList<>();
            for (int[] corners : DeadlyPattern.RECTANGLES) {
                int placed = 0;
                boolean given = false;
                for (int k = 0; k < 4; k++) {
                    given |= grid.givens().get(corners[k]) != 0;
                    if (grid.valueAt(corners[k]) != 0) {
                        placed |= 1 << k;
                    }
                }
                if (!given && placed != 0 && placed != 0b1111) {
                    find(grid, corners, placed, steps);
                }
            }
            return steps.isEmpty() || DeadlyPattern.givensHaveOneSolution(grid, deadline) ? steps : List.of();
        }

        /** Adds the steps of this type on {@code corners}, of which those in the bits {@code placed} are placed. */
        abstract void find(CandidateGrid grid, int[] corners, int placed, List<Step<Technique>> steps);
    }

    /** {@code r1c1=3, r1c4=8 and r2c1=8 placed, not given}. */
    private static String placedCells(CandidateGrid grid, int[] corners, int placed) {
        List<String> cells = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            if ((placed & (1 << k)) != 0) {
                cells.add(CLASSIC.cell(corners[k]) + "=" + Wording.digit(grid.valueAt(corners[k])));
            }
        }
        int last = cells.size() - 1;
        return String.join(", ", cells.subList(0, last)) + " and " + cells.get(last) + " placed, not given";
    }
}
