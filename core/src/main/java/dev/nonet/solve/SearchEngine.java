package dev.nonet.solve;

/**
 * The 9x9 search. One instance per thread: it keeps its working state between calls so that a search
 * allocates nothing. Callers pass givens already checked for conflicts.
 *
 * <p>This first version is plain backtracking over row, column and box masks; it is correct and
 * simple, and is replaced by a faster engine behind the same three methods.
 */
final class SearchEngine {

    private final int[] rowMask = new int[9];
    private final int[] colMask = new int[9];
    private final int[] boxMask = new int[9];
    private final byte[] cells = new byte[81];
    private byte[] firstSolution;
    private long found;
    private long cap;
    private long guesses;

    /** Counts solutions up to {@code cap}, copying the first into {@code solution}; returns the count. */
    long count(byte[] givens, long cap, byte[] solution) {
        return run(givens, cap, solution);
    }

    /** Finds the lexicographically smallest solution; returns 1 and fills {@code solution}, or 0. */
    long lexFirst(byte[] givens, byte[] solution) {
        return run(givens, 1, solution);
    }

    /** Guesses made by the last call. */
    long guesses() {
        return guesses;
    }

    private long run(byte[] givens, long cap, byte[] solution) {
        java.util.Arrays.fill(rowMask, 0);
        java.util.Arrays.fill(colMask, 0);
        java.util.Arrays.fill(boxMask, 0);
        System.arraycopy(givens, 0, cells, 0, 81);
        for (int i = 0; i < 81; i++) {
            if (cells[i] != 0) {
                int bit = 1 << cells[i];
                rowMask[i / 9] |= bit;
                colMask[i % 9] |= bit;
                boxMask[(i / 27) * 3 + (i % 9) / 3] |= bit;
            }
        }
        this.firstSolution = solution;
        this.found = 0;
        this.cap = cap;
        this.guesses = 0;
        fill(0);
        return found;
    }

    private boolean fill(int from) {
        int i = from;
        while (i < 81 && cells[i] != 0) {
            i++;
        }
        if (i == 81) {
            if (found++ == 0) {
                System.arraycopy(cells, 0, firstSolution, 0, 81);
            }
            return found >= cap;
        }
        int r = i / 9;
        int c = i % 9;
        int b = (r / 3) * 3 + c / 3;
        int used = rowMask[r] | colMask[c] | boxMask[b];
        for (int d = 1; d <= 9; d++) {
            int bit = 1 << d;
            if ((used & bit) != 0) {
                continue;
            }
            guesses++;
            cells[i] = (byte) d;
            rowMask[r] |= bit;
            colMask[c] |= bit;
            boxMask[b] |= bit;
            boolean done = fill(i + 1);
            rowMask[r] &= ~bit;
            colMask[c] &= ~bit;
            boxMask[b] &= ~bit;
            cells[i] = 0;
            if (done) {
                return true;
            }
        }
        return false;
    }
}
