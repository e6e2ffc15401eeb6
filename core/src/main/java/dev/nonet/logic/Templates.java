package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Templates of one digit: the ways to place it nine times, one cell in each row, column and box
 * (46,656 on classic 9x9). The solution's cells of the digit are one of the templates that fit the
 * position: every cell of it holds the digit or may, and it holds every cell where the digit is placed.
 * A cell in all the templates that fit therefore holds the digit (Template Set), and a candidate in none
 * of them does not (Template Delete).
 *
 * <p>The templates that fit are then refined as HoDoKu's template solver refines them: the solution's
 * templates of two digits share no cell, so a template of one digit that meets every fitting template
 * of another is not the solution's and is dropped. One pass, over the fitting templates of every pair
 * of digits; a pair whose lists are too long to weigh in a few milliseconds is skipped (the step is
 * then weaker, never wrong), since early positions fit thousands of templates a digit.
 *
 * <p>Classic 9x9 only: the templates are those of its boxes, listed once as 81-cell sets.
 */
final class Templates {

    private Templates() {
    }

    static final TechniqueFinder TEMPLATE_SET = new Finder(Technique.TEMPLATE_SET);
    static final TechniqueFinder TEMPLATE_DELETE = new Finder(Technique.TEMPLATE_DELETE);

    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);
    /** Every template as an 81-cell set: its first 64 cells in {@code LOW}, the rest in {@code HIGH}. */
    private static final long[] LOW = new long[46_656];
    private static final long[] HIGH = new long[46_656];

    static {
        int made = list(0, 0, 0, 0, 0, 0);
        if (made != LOW.length) {
            throw new AssertionError(made + " templates");
        }
    }

    /** Lists the templates that extend rows before {@code row} (their columns and boxes taken) from index {@code next}. */
    private static int list(int row, int columns, int boxes, long low, long high, int next) {
        if (row == 9) {
            LOW[next] = low;
            HIGH[next] = high;
            return next + 1;
        }
        for (int column = 0; column < 9; column++) {
            int box = row / 3 * 3 + column / 3;
            if ((columns & (1 << column)) == 0 && (boxes & (1 << box)) == 0) {
                int cell = row * 9 + column;
                next = list(row + 1, columns | 1 << column, boxes | 1 << box, low | CellWords.low(cell),
                        high | CellWords.high(cell), next);
            }
        }
        return next;
    }

    /** Template Set or Template Delete: one step per digit that places or removes something. */
    private record Finder(Technique technique) implements StoppableFinder {

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            List<Step<Technique>> steps = new ArrayList<>();
            if (!grid.geometry().classic) {
                return steps;
            }
            Fit[] fits = Fit.refined(grid, deadline);
            for (int digit = 1; digit <= 9; digit++) {
                Fit fit = fits[digit - 1];
                if (fit.count() == 0) {
                    continue; // no template fits: the position has no solution, which others report
                }
                StepBuilder step = new StepBuilder(technique);
                List<String> placed = new ArrayList<>();
                for (int c = 0; c < CLASSIC.cellCount; c++) {
                    if (technique == Technique.TEMPLATE_SET && grid.valueAt(c) == 0 && CellWords.holds(fit.inAllLow(),
                            fit.inAllHigh(), c)) {
                        step.place(c, digit).cell(c);
                        placed.add(CLASSIC.cell(c) + " = " + Wording.digit(digit));
                    } else if (technique == Technique.TEMPLATE_DELETE && (grid.candidatesAt(c) & 1 << (digit - 1)) != 0
                            && !CellWords.holds(fit.inAnyLow(), fit.inAnyHigh(), c)) {
                        step.eliminate(c, digit).cell(c);
                    }
                }
                if (!step.hasEffect()) {
                    continue;
                }
                String digitWord = Wording.digit(digit);
                String templates = fit.count() == 1 ? "the one template of " + digitWord + " that fits the candidates and the other digits"
                        : fit.count() + " templates of " + digitWord + " that fit the candidates and the other digits";
                steps.add(technique == Technique.TEMPLATE_SET
                        ? step.build("Template Set on " + digitWord + ": " + String.join(", ", placed) + " (in "
                                + (fit.count() == 1 ? "" : "all ") + templates + ")")
                        : step.build("Template Delete on " + digitWord + " ("
                                + (fit.count() == 1 ? "not in " : "in none of the ") + templates + ")"));
            }
            return steps;
        }
    }

    /**
     * The templates of one digit that fit a position: how many, the cells in all of them and the cells
     * in any, as 81-cell sets.
     */
    private record Fit(int count, long inAllLow, long inAllHigh, long inAnyLow, long inAnyHigh) {

        /**
         * Beyond this many pairs of templates, a pair of digits is not weighed: the refinement's worst
         * case (a template that meets every template of the other digit) walks the whole other list.
         */
        private static final long MOST_PAIRS = 4_000_000;

        /** Each digit's fitting templates, less those that meet every fitting template of another digit. */
        static Fit[] refined(CandidateGrid grid, Deadline deadline) {
            int[][] fitting = new int[9][];
            for (int digit = 1; digit <= 9; digit++) {
                fitting[digit - 1] = fitting(grid, digit);
            }
            boolean dropped = true;
            while (dropped) {
                dropped = false;
                for (int d = 0; d < 9; d++) {
                    deadline.check(); // a digit's pass weighs up to 8 lists of millions of pairs
                    int[] kept = new int[fitting[d].length];
                    int count = 0;
                    for (int t : fitting[d]) {
                        if (leavesRoomForEveryOtherDigit(t, d, fitting)) {
                            kept[count++] = t;
                        }
                    }
                    dropped |= count < fitting[d].length;
                    fitting[d] = Arrays.copyOf(kept, count);
                }
            }
            Fit[] fits = new Fit[9];
            for (int d = 0; d < 9; d++) {
                fits[d] = of(fitting[d], fitting[d].length);
            }
            return fits;
        }

        private static boolean leavesRoomForEveryOtherDigit(int t, int d, int[][] fitting) {
            for (int e = 0; e < 9; e++) {
                if (e == d || (long) fitting[d].length * fitting[e].length > MOST_PAIRS) {
                    continue;
                }
                boolean room = false;
                for (int u : fitting[e]) {
                    if ((LOW[t] & LOW[u] | HIGH[t] & HIGH[u]) == 0) {
                        room = true;
                        break;
                    }
                }
                if (!room) {
                    return false;
                }
            }
            return true;
        }

        private static Fit of(int[] templates, int count) {
            long allLow = -1L;
            long allHigh = -1L;
            long anyLow = 0;
            long anyHigh = 0;
            for (int i = 0; i < count; i++) {
                int t = templates[i];
                allLow &= LOW[t];
                allHigh &= HIGH[t];
                anyLow |= LOW[t];
                anyHigh |= HIGH[t];
            }
            return new Fit(count, allLow, allHigh, anyLow, anyHigh);
        }

        /** The indexes of the templates of {@code digit} that fit the position. */
        private static int[] fitting(CandidateGrid grid, int digit) {
            long placedLow = 0;
            long placedHigh = 0;
            long openLow = 0; // placed or a candidate
            long openHigh = 0;
            int bit = 1 << (digit - 1);
            for (int c = 0; c < CLASSIC.cellCount; c++) {
                boolean placed = grid.valueAt(c) == digit;
                boolean open = placed || grid.valueAt(c) == 0 && (grid.candidatesAt(c) & bit) != 0;
                if (placed) {
                    placedLow |= CellWords.low(c);
                    placedHigh |= CellWords.high(c);
                }
                if (open) {
                    openLow |= CellWords.low(c);
                    openHigh |= CellWords.high(c);
                }
            }
            int[] templates = new int[64];
            int count = 0;
            for (int t = 0; t < LOW.length; t++) {
                long low = LOW[t];
                long high = HIGH[t];
                if ((low & ~openLow | high & ~openHigh) == 0 && (placedLow & ~low | placedHigh & ~high) == 0) {
                    if (count == templates.length) {
                        templates = Arrays.copyOf(templates, 2 * count);
                    }
                    templates[count++] = t;
                }
            }
            return Arrays.copyOf(templates, count);
        }
    }
}
