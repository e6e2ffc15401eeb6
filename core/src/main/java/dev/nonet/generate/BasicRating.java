package dev.nonet.generate;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.logic.Technique;
import java.util.Arrays;

/**
 * The rating of a puzzle that the basic techniques solve (the singles, pointing, claiming and naked
 * pairs: everything up to 3.0, the easy and medium levels), found in microseconds where the logical
 * solver takes milliseconds: the generator's quick first look at every candidate.
 *
 * <p>It agrees with the logical solver because these techniques only ever add placements and remove
 * candidates, and each stays applicable until what it would do is done: the positions reachable with
 * a set of them have one end point, whatever order they are applied in. The solver uses a technique
 * only when every easier one has run dry, that is at the end point of the easier ones; so it needs a
 * technique exactly when the easier ones alone do not finish the puzzle. This class computes those
 * end points one after the other, adding one technique at a time.
 *
 * <p>Why a third set of singles, intersections and naked pairs, beside the logical solver's finders
 * ({@code dev.nonet.logic}) and Sudoku Explainer's ({@code dev.nonet.se}), rather than either of those
 * run with a cap at 3.0: both find one step at a time in their own order (the first hint, a {@code Step}
 * or SE's {@code Hint} with its cells and names) and start again after each, which is what a rating's path
 * needs, while the verdict here needs only the end point, which every order reaches. Closing each
 * technique over the whole grid in place, without building steps, is what makes it microseconds: SE's
 * rater capped at 3.0 ({@code SeRater.place(board, 0, 3.0, ...)}) took four to six times as long a puzzle
 * on the generator's easy puzzles and on 17-clue ones. Nor could SE's finders give this answer:
 * it is the logical solver's rating (its techniques and levels), and SE's set up to 3.0 differs from that
 * one (its direct hidden pairs and triplets place singles the logical solver needs a hidden pair for; 4 of
 * the first 200 17-clue puzzles are finished by SE's set and not by this one). What it shares with the
 * rest is the classic layout's tables ({@code Geometry}).
 *
 * <p>Not thread-safe: one instance per thread (it keeps its working arrays).
 */
final class BasicRating {

    /** Returned when the basic techniques do not finish the puzzle. */
    static final double HARDER = Double.NaN;

    /** What {@link #compare} returns: the rating is under the range, inside it, or above it or unknown. */
    static final int BELOW = -1;
    static final int INSIDE = 0;
    static final int ABOVE_OR_UNKNOWN = 1;

    private static final int ALL = 0x1FF;
    /** The basic techniques in the solver's order; level {@code k} of {@link #close} allows the first {@code k + 1}. */
    private static final Technique[] BASIC = {
        Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE, Technique.NAKED_SINGLE,
        Technique.POINTING, Technique.CLAIMING, Technique.NAKED_PAIR};
    /** Classic 9x9's tables, from its layout: the generator rates only classic puzzles this quickly. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);
    private static final int[][] HOUSE_CELLS = CLASSIC.houseCells;
    /** The 54 box-line intersections, box by box: pointing looks at the box, claiming at the line. */
    private static final Geometry.Intersection[] BOX_LINES = CLASSIC.intersections.stream()
            .filter(i -> CLASSIC.kind[i.first()] == House.Kind.BOX && CLASSIC.isLine(i.second()))
            .toArray(Geometry.Intersection[]::new);

    private final int[] candidates = new int[81];
    private final int[] values = new int[81];
    private int empty;

    /**
     * The difficulty the logical solver would give {@code puzzle} (valid givens, one solution) if the
     * basic techniques finish it, else {@link #HARDER}.
     */
    double difficulty(Grid puzzle) {
        load(puzzle);
        if (empty == 0) {
            return 0;
        }
        for (int level = 0; level < BASIC.length; level++) {
            close(level);
            if (empty == 0) {
                return BASIC[level].difficulty();
            }
        }
        return HARDER;
    }

    /**
     * Where the logical solver's rating of {@code puzzle} (valid givens, one solution) falls against
     * {@code range}: {@link #BELOW}, {@link #INSIDE}, or {@link #ABOVE_OR_UNKNOWN} when the basic
     * techniques up to the range's top do not finish it (it is above a top under 3.2, and unknown
     * otherwise). Quicker than {@link #difficulty}: it computes two end points, not seven.
     */
    int compare(Grid puzzle, RatingRange range) {
        load(puzzle);
        int below = lastLevel(range.min(), false);
        if (below >= 0) {
            close(below);
            if (empty == 0) {
                return BELOW;
            }
        }
        int upTo = lastLevel(range.max(), true);
        if (upTo >= 0) {
            close(upTo);
        }
        return empty == 0 ? INSIDE : ABOVE_OR_UNKNOWN;
    }

    /** The last level whose technique is under {@code difficulty} (or at it, if {@code inclusive}); -1 if none. */
    private static int lastLevel(double difficulty, boolean inclusive) {
        int level = -1;
        while (level + 1 < BASIC.length && (BASIC[level + 1].difficulty() < difficulty
                || inclusive && BASIC[level + 1].difficulty() == difficulty)) {
            level++;
        }
        return level;
    }

    private void load(Grid puzzle) {
        Arrays.fill(candidates, ALL);
        Arrays.fill(values, 0);
        empty = 81;
        for (int cell = 0; cell < 81; cell++) {
            int digit = puzzle.get(cell);
            if (digit != 0) {
                place(cell, digit);
            }
        }
    }

    /**
     * Applies the techniques up to {@code BASIC[level]} until none does anything. (Givens that
     * contradict each other just leave cells open: the puzzle then counts as harder.)
     */
    private void close(int level) {
        boolean progress = true;
        while (progress && empty > 0) {
            progress = false;
            for (int h = 0; h < HOUSE_CELLS.length; h++) {
                boolean hiddenAllowed = CLASSIC.kind[h] == House.Kind.BOX ? level >= 1 : level >= 2;
                progress |= fullHouse(h) || hiddenAllowed && hiddenSingles(h);
            }
            if (level >= 3) {
                progress |= nakedSingles();
            }
            for (int i = 0; i < BOX_LINES.length && level >= 4; i++) {
                progress |= confine(BOX_LINES[i], level >= 5);
            }
            for (int h = 0; h < HOUSE_CELLS.length && level >= 6; h++) {
                progress |= nakedPairs(h);
            }
        }
    }

    /**
     * Pointing (a digit of the box with all its places in the intersection leaves the rest of the
     * line) and, if {@code claiming}, claiming (a digit of the line with all its places there leaves
     * the rest of the box), on one box-line intersection; whether anything was removed.
     */
    private boolean confine(Geometry.Intersection boxLine, boolean claiming) {
        int[] boxRest = boxLine.firstOnly();
        int[] lineRest = boxLine.secondOnly();
        int inside = union(boxLine.shared());
        int pointing = inside & ~union(boxRest);
        int claimed = claiming ? inside & ~union(lineRest) : 0;
        return clear(lineRest, pointing) | clear(boxRest, claimed);
    }

    private int union(int[] cells) {
        int digits = 0;
        for (int cell : cells) {
            digits |= candidates[cell];
        }
        return digits;
    }

    /** Removes {@code digits} from {@code cells}; whether any was there. */
    private boolean clear(int[] cells, int digits) {
        boolean removed = false;
        for (int cell : cells) {
            if ((candidates[cell] & digits) != 0) {
                candidates[cell] &= ~digits;
                removed = true;
            }
        }
        return removed;
    }

    /** Two cells of house {@code h} with the same two candidates take them from the rest; whether anything was removed. */
    private boolean nakedPairs(int h) {
        boolean removed = false;
        int[] cells = HOUSE_CELLS[h];
        for (int i = 0; i < 9; i++) {
            int pair = candidates[cells[i]];
            if (Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int j = i + 1; j < 9; j++) {
                if (candidates[cells[j]] != pair) {
                    continue;
                }
                for (int k = 0; k < 9; k++) {
                    if (k != i && k != j && (candidates[cells[k]] & pair) != 0) {
                        candidates[cells[k]] &= ~pair;
                        removed = true;
                    }
                }
            }
        }
        return removed;
    }

    /** Fills house {@code h}'s last empty cell, if it has exactly one; whether it did. */
    private boolean fullHouse(int h) {
        int emptyCells = 0;
        int last = -1;
        for (int cell : HOUSE_CELLS[h]) {
            if (values[cell] == 0) {
                emptyCells++;
                last = cell;
            }
        }
        if (emptyCells != 1 || Integer.bitCount(candidates[last]) != 1) {
            return false;
        }
        place(last, Integer.numberOfTrailingZeros(candidates[last]) + 1);
        return true;
    }

    /** Places every digit with one place left in house {@code h}; whether it placed any. */
    private boolean hiddenSingles(int h) {
        int once = 0;
        int twice = 0;
        for (int cell : HOUSE_CELLS[h]) {
            twice |= once & candidates[cell];
            once |= candidates[cell];
        }
        int single = once & ~twice;
        for (int cell : HOUSE_CELLS[h]) {
            int digit = candidates[cell] & single;
            if (digit != 0) {
                // Two digits with their one place in the same cell: a contradiction; leave it to the search.
                place(cell, Integer.numberOfTrailingZeros(digit) + 1);
            }
        }
        return single != 0;
    }

    /** Places every cell with one candidate left; whether it placed any. */
    private boolean nakedSingles() {
        boolean placed = false;
        for (int cell = 0; cell < 81; cell++) {
            if (values[cell] == 0 && Integer.bitCount(candidates[cell]) == 1) {
                place(cell, Integer.numberOfTrailingZeros(candidates[cell]) + 1);
                placed = true;
            }
        }
        return placed;
    }

    private void place(int cell, int digit) {
        values[cell] = digit;
        candidates[cell] = 0;
        empty--;
        int clear = ~DigitSet.bit(digit);
        for (int peer : CLASSIC.peers[cell]) {
            candidates[peer] &= clear;
        }
    }
}
