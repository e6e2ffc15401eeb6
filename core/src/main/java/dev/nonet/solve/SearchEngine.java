package dev.nonet.solve;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;

/**
 * The classic 9x9 {@link Engine}: find one solution, count up to a cap, the lexicographically first
 * solution and the generator's question, all on one {@link BandSearch}. It keeps its working state
 * between calls, so that a search allocates nothing.
 */
final class SearchEngine implements Engine, LexFirstWalk.Steps {

    /** Slot holding the lex-first walk's settled prefix; trial searches run from the next slot. */
    private static final int BASE = 0;
    private static final int TRIAL = 1;
    private static final int ALL_DIGITS = 0x1FF;

    private final BandSearch search = new BandSearch();
    private final byte[] givens = new byte[81];
    private final byte[] solution = new byte[81];
    private final int[] best = new int[81];

    @Override
    public Layout layout() {
        return Layout.CLASSIC;
    }

    @Override
    public void deadline(Deadline deadline) {
        search.deadline(deadline);
    }

    @Override
    public long guesses() {
        return search.guesses();
    }

    @Override
    public long count(Grid puzzle, long cap) {
        search.resetGuesses();
        if (!load(BASE, puzzle)) {
            return CLASH;
        }
        long count = search.count(BASE, cap);
        if (count > 0) {
            System.arraycopy(search.firstSolution(), 0, solution, 0, 81);
        }
        return count;
    }

    @Override
    public long lexFirst(Grid puzzle) {
        search.resetGuesses();
        if (!load(BASE, puzzle)) {
            return CLASH;
        }
        if (!search.propagate(BASE) || !LexFirstWalk.run(this, best)) {
            return 0;
        }
        for (int i = 0; i < 81; i++) {
            solution[i] = (byte) best[i];
        }
        return 1;
    }

    @Override
    public boolean hasSolutionWithout(Grid puzzle, int index) {
        search.resetGuesses();
        int digit = puzzle.get(index);
        puzzle.copyInto(givens);
        givens[index] = 0;
        if (!search.load(BASE, givens)) {
            return false;
        }
        search.keepOnly(BASE, index, ALL_DIGITS & ~DigitSet.bit(digit));
        return search.count(BASE, 1) > 0;
    }

    @Override
    public Grid solution() {
        return Grid.ofBytes(solution);
    }

    private boolean load(int slot, Grid puzzle) {
        puzzle.copyInto(givens);
        return search.load(slot, givens);
    }

    // The lex-first walk's steps.

    @Override
    public int cellCount() {
        return 81;
    }

    @Override
    public long countFromBase(int cell, int digits, long cap) {
        search.copy(BASE, TRIAL);
        if (cell >= 0) {
            search.keepOnly(TRIAL, cell, digits);
        }
        return search.count(TRIAL, cap);
    }

    @Override
    public int foundDigit(int cell) {
        return search.firstSolution()[cell];
    }

    @Override
    public boolean isSettled(int cell) {
        return search.isSolved(BASE, cell);
    }

    @Override
    public int candidates(int cell) {
        return search.candidates(BASE, cell);
    }

    @Override
    public void settle(int cell, int digit) {
        if (!search.placeAndPropagate(BASE, cell, digit)) {
            throw new IllegalStateException("a digit of a known solution led to a contradiction");
        }
    }
}
