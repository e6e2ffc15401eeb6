package dev.nonet.rating;

import dev.nonet.limit.Deadline;

/**
 * Counts the solutions of a board up to a cap, from its candidates as they are: for pencil marks
 * (sukaku), where no givens say what the solutions are. A plain search on the open cell with the fewest
 * candidates; fast enough for a rating's check (a sukaku's count takes milliseconds), not a solver.
 */
final class SolutionCount {

    private SolutionCount() {
    }

    /**
     * How many solutions {@code board} has, counted up to {@code cap}.
     *
     * @throws dev.nonet.limit.StoppedException if the deadline passes first
     */
    static int upTo(Board board, int cap, Deadline deadline) {
        return count(board.copy(), cap, deadline);
    }

    private static int count(Board board, int cap, Deadline deadline) {
        deadline.check();
        int best = -1;
        int fewest = 10;
        for (int c = 0; c < 81; c++) {
            if (board.value(c) == 0) {
                int n = Integer.bitCount(board.candidates(c));
                if (n == 0) {
                    return 0;
                }
                if (n < fewest) {
                    fewest = n;
                    best = c;
                }
            }
        }
        if (best < 0) {
            return 1;
        }
        int found = 0;
        Board next = board.copy();
        for (int mask = board.candidates(best); mask != 0 && found < cap; mask &= mask - 1) {
            next.copyFrom(board);
            next.place(best, Integer.numberOfTrailingZeros(mask) + 1);
            found += count(next, cap - found, deadline);
        }
        return found;
    }
}
