package dev.nonet.rating;

import java.util.Arrays;

/**
 * The hint a chaining producer keeps. Sudoku Explainer collects all hints of one producer and sorts them
 * (stably) by difficulty, then by complexity, then by a key per kind of hint (2 X-cycle or forcing
 * X-chain, 3 Y-cycle, 4 XY-cycle or forcing chain, 1 double forcing chain, 5 cell, 6 region, 7
 * contradiction), and takes the first; so the first hint found among the least by those three wins. This
 * keeps that one as hints are offered in SE's order of finding them.
 */
final class ChainChoice {

    boolean found;
    double difficulty;
    int complexity;
    int sortKey;
    String name;
    /** The candidate placed, or -1. */
    int placement;
    int[] eliminations;

    void clear() {
        found = false;
        name = null;
        eliminations = null;
        placement = -1;
    }

    /** Whether a hint so ranked would come before the one kept (so replace it). */
    boolean beats(double difficulty, int complexity, int sortKey) {
        if (!found) {
            return true;
        }
        if (difficulty != this.difficulty) {
            return difficulty < this.difficulty;
        }
        if (complexity != this.complexity) {
            return complexity < this.complexity;
        }
        return sortKey < this.sortKey;
    }

    /**
     * Whether a hint of the same base whose complexity is at least {@code lowerBound} could still come
     * first (the difficulty grows with the complexity, so the complexity decides at one base).
     */
    boolean mayBeat(int lowerBound, int sortKey) {
        return !found || lowerBound < complexity || (lowerBound == complexity && sortKey < this.sortKey);
    }

    void keep(double difficulty, int complexity, int sortKey, String name, int placement, int[] eliminations) {
        found = true;
        this.difficulty = difficulty;
        this.complexity = complexity;
        this.sortKey = sortKey;
        this.name = name;
        this.placement = placement;
        this.eliminations = eliminations;
    }

    /**
     * Keeps the hint that turns {@code candidate} on (it places it: the cell's other candidates go) or off
     * (it goes), if it beats the one kept. A hint placing in a cell with no other candidate removes
     * nothing and is not worth it (SE's {@code isWorth}).
     */
    void offer(Board board, double base, int complexity, int sortKey, String name, int candidate, boolean on) {
        double difficulty = ChainLength.difficulty(base, complexity);
        if (!beats(difficulty, complexity, sortKey)) {
            return;
        }
        if (on) {
            int cell = candidate / 9;
            int others = board.candidates(cell) & ~(1 << (candidate % 9));
            if (others == 0) {
                return;
            }
            int[] gone = new int[Integer.bitCount(others)];
            int k = 0;
            for (int m = others; m != 0; m &= m - 1) {
                gone[k++] = cell * 9 + Integer.numberOfTrailingZeros(m);
            }
            keep(difficulty, complexity, sortKey, name, candidate, gone);
        } else {
            keep(difficulty, complexity, sortKey, name, -1, new int[] {candidate});
        }
    }

    /** The hint kept, or null. */
    Hint hint() {
        if (!found) {
            return null;
        }
        int[] eliminations = this.eliminations.clone();
        Arrays.sort(eliminations);
        return new Hint(name, difficulty, placement >= 0 ? new int[] {placement} : new int[0], eliminations);
    }
}
