package dev.nonet.solve;

import dev.nonet.limit.Deadline;

/**
 * The 9x9 search behind {@link Sudoku}: find one solution, count up to a cap, and the lexicographically
 * first solution, all on one {@link BandSearch}. One instance per thread: it keeps its working state
 * between calls so that a search allocates nothing.
 */
final class SearchEngine {

    /** What the modes return when two givens repeat a digit in a house: no search was made. */
    static final long CLASH = -1;

    /** Slot holding the lex-first walk's settled prefix; trial searches run from the next slot. */
    private static final int BASE = 0;
    private static final int TRIAL = 1;

    private final BandSearch search = new BandSearch();
    private final byte[] best = new byte[81];

    /**
     * Counts solutions up to {@code cap}, copying the first into {@code solution}; returns the count, or
     * {@link #CLASH}.
     */
    long count(byte[] givens, long cap, byte[] solution) {
        search.resetGuesses();
        if (!search.load(BASE, givens)) {
            return CLASH;
        }
        long count = search.count(BASE, cap);
        if (count > 0) {
            System.arraycopy(search.firstSolution(), 0, solution, 0, 81);
        }
        return count;
    }

    /**
     * Finds the lexicographically smallest solution; returns 1 and fills {@code solution}, or 0, or
     * {@link #CLASH}.
     *
     * <p>Walks the cells in row-major order holding a solution {@code best} that agrees with every
     * cell settled so far. At each open cell it asks the fast search for a completion with a smaller
     * digit there; each answer either improves {@code best} or proves its digit is the smallest
     * possible, which then settles the cell. A unique puzzle is done after one count to two.
     */
    long lexFirst(byte[] givens, byte[] solution) {
        search.resetGuesses();
        if (!search.load(BASE, givens)) {
            return CLASH;
        }
        if (!search.propagate(BASE)) {
            return 0;
        }
        search.copy(BASE, TRIAL);
        long count = search.count(TRIAL, 2);
        if (count == 0) {
            return 0;
        }
        System.arraycopy(search.firstSolution(), 0, best, 0, 81);
        if (count > 1) {
            for (int cell = 0; cell < 81; cell++) {
                settle(cell);
            }
        }
        System.arraycopy(best, 0, solution, 0, 81);
        return 1;
    }

    /** The deadline every later call obeys: it throws {@link dev.nonet.limit.StoppedException} once reached. */
    void deadline(Deadline deadline) {
        search.deadline(deadline);
    }

    /** Guesses made by the last call. */
    long guesses() {
        return search.guesses();
    }

    /** Makes {@code best[cell]} the smallest digit that still completes the settled prefix, and settles it. */
    private void settle(int cell) {
        if (search.isSolved(BASE, cell)) {
            return;
        }
        while (true) {
            int smaller = search.candidates(BASE, cell) & ((1 << (best[cell] - 1)) - 1);
            if (smaller == 0) {
                break;
            }
            search.copy(BASE, TRIAL);
            search.keepOnly(TRIAL, cell, smaller);
            if (search.count(TRIAL, 1) == 0) {
                break;
            }
            System.arraycopy(search.firstSolution(), 0, best, 0, 81);
        }
        if (!search.placeAndPropagate(BASE, cell, best[cell])) {
            throw new IllegalStateException("a digit of a known solution led to a contradiction");
        }
    }
}
