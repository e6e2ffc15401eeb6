package dev.nonet.generate;

import dev.nonet.grid.Grid;
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
 * <p>Not thread-safe: one instance per thread (it keeps its working arrays).
 */
final class BasicRating {

    /** Returned when the basic techniques do not finish the puzzle. */
    static final double HARDER = Double.NaN;

    private static final int ALL = 0x1FF;
    /** The basic techniques in the solver's order; level {@code k} of {@link #close} allows the first {@code k + 1}. */
    private static final Technique[] BASIC = {
        Technique.FULL_HOUSE, Technique.HIDDEN_SINGLE_BOX, Technique.HIDDEN_SINGLE_LINE, Technique.NAKED_SINGLE,
        Technique.POINTING, Technique.CLAIMING, Technique.NAKED_PAIR};
    private static final int[][] HOUSE_CELLS = new int[27][9];
    private static final int[][] PEERS = new int[81][20];
    /** Whether house h (rows 0-8, columns 9-17, boxes 18-26) holds cell c. */
    private static final boolean[][] IN_HOUSE = new boolean[27][81];
    /** For box b: the six rows and columns through it. */
    private static final int[][] LINES_THROUGH_BOX = new int[9][6];
    /** For row or column h: the three boxes it crosses. */
    private static final int[][] BOXES_ON_LINE = new int[18][3];

    static {
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                HOUSE_CELLS[i][j] = 9 * i + j;                                        // rows
                HOUSE_CELLS[9 + i][j] = 9 * j + i;                                    // columns
                HOUSE_CELLS[18 + i][j] = 9 * (3 * (i / 3) + j / 3) + 3 * (i % 3) + j % 3;  // boxes
            }
        }
        for (int h = 0; h < 27; h++) {
            for (int cell : HOUSE_CELLS[h]) {
                IN_HOUSE[h][cell] = true;
            }
        }
        for (int b = 0; b < 9; b++) {
            for (int i = 0; i < 3; i++) {
                LINES_THROUGH_BOX[b][i] = 3 * (b / 3) + i;          // rows
                LINES_THROUGH_BOX[b][3 + i] = 9 + 3 * (b % 3) + i;  // columns
                BOXES_ON_LINE[3 * (b / 3) + i][b % 3] = 18 + b;
                BOXES_ON_LINE[9 + 3 * (b % 3) + i][b / 3] = 18 + b;
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            int n = 0;
            for (int other = 0; other < 81; other++) {
                boolean sameRow = other / 9 == cell / 9;
                boolean sameColumn = other % 9 == cell % 9;
                boolean sameBox = other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3;
                if (other != cell && (sameRow || sameColumn || sameBox)) {
                    PEERS[cell][n++] = other;
                }
            }
        }
    }

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
            for (int h = 0; h < 27; h++) {
                boolean hiddenAllowed = h >= 18 ? level >= 1 : level >= 2;
                progress |= fullHouse(h) || hiddenAllowed && hiddenSingles(h);
            }
            if (level >= 3) {
                progress |= nakedSingles();
            }
            for (int h = 0; h < 27 && level >= 4; h++) {
                // Pointing: a box's digit confined to one line; claiming: a line's digit confined to one box.
                progress |= h >= 18 ? confine(h, LINES_THROUGH_BOX[h - 18]) : level >= 5 && confine(h, BOXES_ON_LINE[h]);
            }
            for (int h = 0; h < 27 && level >= 6; h++) {
                progress |= nakedPairs(h);
            }
        }
    }

    /**
     * For each digit whose places in house {@code h} all lie in one of {@code crossing} houses, removes
     * it from the rest of that house; whether anything was removed.
     */
    private boolean confine(int h, int[] crossing) {
        boolean removed = false;
        for (int digit = 0; digit < 9; digit++) {
            int bit = 1 << digit;
            if (!hasPlace(h, bit)) {
                continue; // placed already: no line or box is confined by it
            }
            for (int other : crossing) {
                if (placesOutside(h, other, bit) == 0 && placesOutside(other, h, bit) != 0) {
                    clearOutside(other, h, bit);
                    removed = true;
                }
            }
        }
        return removed;
    }

    private boolean hasPlace(int h, int bit) {
        for (int cell : HOUSE_CELLS[h]) {
            if ((candidates[cell] & bit) != 0) {
                return true;
            }
        }
        return false;
    }

    /** How many cells of house {@code h} outside house {@code other} hold candidate {@code bit}. */
    private int placesOutside(int h, int other, int bit) {
        int n = 0;
        for (int cell : HOUSE_CELLS[h]) {
            if ((candidates[cell] & bit) != 0 && !IN_HOUSE[other][cell]) {
                n++;
            }
        }
        return n;
    }

    private void clearOutside(int h, int other, int bit) {
        for (int cell : HOUSE_CELLS[h]) {
            if (!IN_HOUSE[other][cell]) {
                candidates[cell] &= ~bit;
            }
        }
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
        boolean placed = false;
        for (int digit = 1; digit <= 9; digit++) {
            int bit = 1 << (digit - 1);
            int places = 0;
            int at = -1;
            for (int cell : HOUSE_CELLS[h]) {
                if ((candidates[cell] & bit) != 0) {
                    places++;
                    at = cell;
                }
            }
            if (places == 1) {
                place(at, digit);
                placed = true;
            }
        }
        return placed;
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
        int clear = ~(1 << (digit - 1));
        for (int peer : PEERS[cell]) {
            candidates[peer] &= clear;
        }
    }
}
