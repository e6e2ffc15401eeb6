package dev.nonet.solve;

import dev.nonet.grid.DigitSet;

/**
 * The lexicographically smallest solution, by one walk over the cells in row-major order, the one
 * lex-first of every {@link Engine}. It holds a solution {@code best} that agrees with every cell settled so far; at each open
 * cell it asks for a completion with a smaller digit there, and each answer either improves
 * {@code best} or proves its digit the smallest possible, which then settles the cell. A unique puzzle
 * is done after one count to two. Each question is a count on the engine's own branching, so the walk
 * never forces a search into row-major order.
 */
final class LexFirstWalk {

    /** What the walk needs of an engine: a base state it settles cell by cell, and trial searches from it. */
    interface Steps {

        /** Counts, up to {@code cap}, the completions of the base with {@code cell} kept to {@code digits}
         * (bit {@code d - 1} for digit d; a cell of -1 for the base as it is), on a copy of the base. */
        long countFromBase(int cell, int digits, long cap);

        /** The digit in {@code cell} of the first solution the last count found. */
        int foundDigit(int cell);

        /** The digits still possible in {@code cell} in the base: bit {@code d - 1} for digit d. */
        int candidates(int cell);

        /** Places {@code digit} in {@code cell} of the base and propagates; it is part of a known solution. */
        void settle(int cell, int digit);
    }

    private LexFirstWalk() {
    }

    /**
     * Fills {@code best} (a digit for each cell of the grid) with the smallest solution of the base the
     * engine has loaded and propagated; returns false if the base has no solution.
     */
    static boolean run(Steps steps, int[] best) {
        long count = steps.countFromBase(-1, 0, 2);
        if (count == 0) {
            return false;
        }
        copyFound(steps, best);
        for (int cell = 0; count > 1 && cell < best.length; cell++) {
            if (Integer.bitCount(steps.candidates(cell)) == 1) {
                continue; // settled: propagation leaves no cell with one candidate open
            }
            while (true) {
                int smaller = steps.candidates(cell) & (DigitSet.bit(best[cell]) - 1);
                if (smaller == 0 || steps.countFromBase(cell, smaller, 1) == 0) {
                    break;
                }
                copyFound(steps, best);
            }
            steps.settle(cell, best[cell]);
        }
        return true;
    }

    private static void copyFound(Steps steps, int[] best) {
        for (int i = 0; i < best.length; i++) {
            best[i] = steps.foundDigit(i);
        }
    }
}
