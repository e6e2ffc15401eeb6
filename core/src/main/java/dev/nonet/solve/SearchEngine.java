package dev.nonet.solve;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
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
    /** Scratch for {@link #solves}: the digits seen in rows 0-8, columns (9-17) and boxes (18-26), bit d for d. */
    private final int[] seen = new int[27];

    /** For a cell: its row, 9 + its column and 18 + its box, the indexes of {@link #seen}. */
    private static final byte[] ROW = new byte[81];
    private static final byte[] COLUMN = new byte[81];
    private static final byte[] BOX = new byte[81];
    /** Digits 1-9 as bits 1-9. */
    private static final int EVERY_DIGIT = 0x3FE;

    static {
        for (int i = 0; i < 81; i++) {
            ROW[i] = (byte) (i / 9);
            COLUMN[i] = (byte) (9 + i % 9);
            BOX[i] = (byte) (18 + i / 27 * 3 + i % 9 / 3);
        }
    }

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

    /**
     * Checks the bytes {@link #solution()} copies against the givens of the last call as loaded (a
     * plain copy of the puzzle's), in one pass of bit operations with no branch per cell: each of the
     * 27 houses must see the digits 1-9, which with nine cells a house means each once, and every given
     * must be kept. About a tenth of the validator's cost.
     */
    @Override
    public boolean solutionSolves(Puzzle puzzle) {
        return puzzle.layout().isClassic() && solvesGivens(solution, givens, seen);
    }

    /** Whether {@code digits} (81 bytes) is a solved classic grid that keeps every given of {@code givens}. */
    static boolean solvesGivens(byte[] digits, byte[] givens, int[] seen) {
        java.util.Arrays.fill(seen, 0);
        int lost = 0;
        for (int i = 0; i < 81; i++) {
            int d = digits[i];
            int g = givens[i];
            // A digit outside 1-9 sets bit 0 or one above 9 (d >>> 4 is non-zero for 16 and up, and negatives).
            int bit = 1 << (d & 31) | (d >>> 4);
            seen[ROW[i]] |= bit;
            seen[COLUMN[i]] |= bit;
            seen[BOX[i]] |= bit;
            lost |= g * (g ^ d);
        }
        for (int h = 0; h < 27; h++) {
            lost |= seen[h] ^ EVERY_DIGIT;
        }
        return lost == 0;
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
