package dev.nonet.solve;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.band.BandSearch;
import dev.nonet.solve.band.GivensLoad;
import dev.nonet.solve.band.SlotSearch;

/**
 * The classic 9x9 {@link Engine}: find one solution, count up to a cap, the lexicographically first
 * solution, of givens alone or with marks, and the generator's question, each on a {@link SlotSearch}
 * (the scalar {@link BandSearch}, or the vector one of module {@code nonet-vector} for puzzles of fewer
 * than {@link #MANY_GIVENS} givens); the true candidates it hands to the constraint search over the
 * classic houses. It keeps its working state between calls, so that a search allocates nothing.
 */
final class SearchEngine implements Engine, LexFirstWalk.Steps {

    /** Slot holding the lex-first walk's settled prefix; trial searches run from the next slot. */
    private static final int BASE = 0;
    private static final int TRIAL = 1;
    private static final int ALL_DIGITS = 0x1FF;

    /**
     * Givens from which on the vector engine hands a puzzle to the scalar search: such puzzles settle mostly
     * by singles in a few nodes, where the vector search's sweep of the whole state costs more than the scalar
     * search's revisions of what changed (serg's puzzles, 34-35 givens: 0.85-0.89 of the scalar speed; the
     * other shared sets, up to 28 givens, are 3-33% faster on the vector search; docs/ENGINE.md).
     */
    static final int MANY_GIVENS = 30;

    /** The search of puzzles of fewer than {@link #MANY_GIVENS} givens, and of more. */
    private final SlotSearch fewGivens;
    private final SlotSearch manyGivens;
    /** The one of the two the last load chose: every later call of that puzzle goes to it. */
    private SlotSearch search;
    private final byte[] givens = new byte[81];
    private final byte[] solution = new byte[81];
    private final int[] best = new int[81];
    private Deadline deadline = Deadline.NONE;
    /** The constraint search over the classic houses, made on first use: true candidates are its alone. */
    private ConstraintSearch tallies;
    /** Digits 1-9 as bits 1-9. */
    private static final int EVERY_DIGIT = 0x3FE;

    /** The engine on the scalar {@link BandSearch}. */
    SearchEngine() {
        this(new BandSearch());
    }

    /** The engine on {@code search}: the scalar band search, or the vector one (with the scalar one for many givens). */
    SearchEngine(SlotSearch search) {
        this.fewGivens = search;
        this.manyGivens = search instanceof BandSearch ? search : new BandSearch();
        this.search = search;
    }

    @Override
    public boolean serves(Puzzle puzzle) {
        return puzzle.layout().isClassic() && !puzzle.hasConstraints();
    }

    @Override
    public void deadline(Deadline deadline) {
        this.deadline = deadline;
        fewGivens.deadline(deadline);
        manyGivens.deadline(deadline);
    }

    @Override
    public long guesses() {
        return search.guesses();
    }

    @Override
    public long count(Grid givens, int[] marks, long cap) {
        return load(givens, marks) ? countLoaded(cap) : CLASH;
    }

    @Override
    public long lexFirst(Grid givens, int[] marks) {
        return load(givens, marks) ? lexFirstLoaded() : CLASH;
    }

    @Override
    public long trueCandidates(Grid givens, long cap, long[] counts) {
        tallies = tallies != null ? tallies : ConstraintSearch.over(Layout.CLASSIC);
        tallies.deadline(deadline);
        return tallies.trueCandidates(givens, cap, counts);
    }

    /** Counts the base slot as loaded up to {@code cap}, keeping the first solution. */
    private long countLoaded(long cap) {
        long count = search.count(BASE, cap);
        if (count > 0) {
            System.arraycopy(search.firstSolution(), 0, solution, 0, 81);
        }
        return count;
    }

    /** The lex-first walk from the base slot as loaded: 1 with the solution kept, or 0. */
    private long lexFirstLoaded() {
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
        int digit = puzzle.get(index);
        puzzle.copyInto(givens);
        givens[index] = 0;
        if (!loadGivens()) {
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
        return puzzle.layout().isClassic() && solvesGivens(solution, givens);
    }

    /** Whether {@code digits} (81 bytes) is a solved classic grid that keeps every given of {@code givens}. */
    static boolean solvesGivens(byte[] digits, byte[] givens) {
        // Every mask lives in a register: a row's in one pass, the nine columns' and a band's three
        // boxes' across passes. A house is right when its mask is exactly digits 1-9 (bits 1-9).
        int lost = 0;
        int c0 = 0;
        int c1 = 0;
        int c2 = 0;
        int c3 = 0;
        int c4 = 0;
        int c5 = 0;
        int c6 = 0;
        int c7 = 0;
        int c8 = 0;
        for (int band = 0; band < 81; band += 27) {
            int b0 = 0;
            int b1 = 0;
            int b2 = 0;
            for (int i = band; i < band + 27; i += 9) {
                int x0 = bit(digits[i]);
                int x1 = bit(digits[i + 1]);
                int x2 = bit(digits[i + 2]);
                int x3 = bit(digits[i + 3]);
                int x4 = bit(digits[i + 4]);
                int x5 = bit(digits[i + 5]);
                int x6 = bit(digits[i + 6]);
                int x7 = bit(digits[i + 7]);
                int x8 = bit(digits[i + 8]);
                c0 |= x0;
                c1 |= x1;
                c2 |= x2;
                c3 |= x3;
                c4 |= x4;
                c5 |= x5;
                c6 |= x6;
                c7 |= x7;
                c8 |= x8;
                int left = x0 | x1 | x2;
                int middle = x3 | x4 | x5;
                int right = x6 | x7 | x8;
                b0 |= left;
                b1 |= middle;
                b2 |= right;
                lost |= (left | middle | right) ^ EVERY_DIGIT;
            }
            lost |= (b0 ^ EVERY_DIGIT) | (b1 ^ EVERY_DIGIT) | (b2 ^ EVERY_DIGIT);
        }
        lost |= (c0 ^ EVERY_DIGIT) | (c1 ^ EVERY_DIGIT) | (c2 ^ EVERY_DIGIT) | (c3 ^ EVERY_DIGIT)
                | (c4 ^ EVERY_DIGIT) | (c5 ^ EVERY_DIGIT) | (c6 ^ EVERY_DIGIT) | (c7 ^ EVERY_DIGIT) | (c8 ^ EVERY_DIGIT);
        for (int i = 0; i < 81; i++) {
            int g = givens[i];
            lost |= g * (g ^ digits[i]);
        }
        return lost == 0;
    }

    /**
     * Digit {@code d}'s bit. A digit outside 1-9 sets bit 0 or one above 9: {@code d >>> 4} is non-zero
     * for 16 and up and for negatives, and 1 << d for 0 or 10-15 falls outside bits 1-9.
     */
    private static int bit(int d) {
        return 1 << (d & 31) | (d >>> 4);
    }

    /**
     * Loads {@code digits} into the base slot, then clears from each open cell the digits outside its
     * {@code marks}, if any; false when two digits clash.
     */
    private boolean load(Grid digits, int[] marks) {
        digits.copyInto(givens);
        if (!loadGivens()) {
            return false;
        }
        if (marks != null) {
            for (int cell = 0; cell < 81; cell++) {
                if (givens[cell] == 0) {
                    search.keepOnly(BASE, cell, marks[cell]);
                }
            }
        }
        return true;
    }

    /** Chooses the search for {@link #givens} by their count, resets its guesses and loads them into its base slot; false on a clash. */
    private boolean loadGivens() {
        if (fewGivens != manyGivens) {
            search = GivensLoad.count(givens) >= MANY_GIVENS ? manyGivens : fewGivens;
        }
        search.resetGuesses();
        return search.load(BASE, givens);
    }

    // The lex-first walk's steps.

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
