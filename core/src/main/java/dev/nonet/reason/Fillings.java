package dev.nonet.reason;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A depth-first walk over the ways to fill some cells from their candidates, different digits in cells
 * that see each other, recording which digits some complete way uses in each cell, within a budget of
 * cells tried. What else a way must keep is the subclass's {@link #fits}.
 *
 * <p>What can follow a beginning depends only on the digits of the cells filled that a cell left reads (sees, or
 * shares a rule with: {@link #link}) and on what the walk's sums ({@link #sums}) add so far. So the walk remembers,
 * for each such state, whether some way went on from it, and meets it again without walking on: a long diagonal of
 * a little killer, whose cells read only their box's, has far fewer states than ways.
 *
 * <p>Where no state comes twice (every cell reads every one before: a row), a subclass may still know beginnings
 * below which the walk goes alike ({@link #alike}: a sandwich's row, whose digits count by the part of the row they
 * lie in, not by their order). Such a beginning met again is not walked either, but charged the cells its first
 * walk tried, and given what that found: the walk finds the same, within the same budget, as walking it again.
 */
abstract class Fillings {

    final Rules rules;
    final Marks marks;
    final int[] cells;
    /** The digits of the way being filled, the first {@code i} set when {@link #fits} is asked. */
    final int[] digits;
    /** For each cell, the digits some complete way uses. */
    final int[] support;
    /** The sums {@link #fits} bounds, each asked of every beginning. */
    final List<PartialSum> sums = new ArrayList<>();
    /** Positions whose digits a check at the other reads, besides cells that see each other. */
    private final boolean[][] linked;
    /** For each position {@code i}, the positions before it that one from {@code i} on reads: a bit each. */
    private long[] reads;
    /** Whether some way went on from a state ({@link #state}) met before. */
    private final StateMemo known = new StateMemo();
    /** What the walk found below each beginning met before, by its {@link #alike} key. */
    private final Map<Long, Below> below = new HashMap<>(4096); // its table is made at the first put
    /** Whether the walk keys its beginnings ({@link #keysAlike}): asked once, not at each beginning. */
    private boolean keyed;
    private long ways;
    private int budget;

    /**
     * The walk below a beginning of {@code i} cells: the cells it tried (all charged to the budget), whether some way
     * went on, and the digits the ways used in each cell from {@code i} on.
     */
    private record Below(int tried, boolean any, int[] support) {
    }

    /** Below a beginning that does not fit: nothing tried, no way. */
    private static final Below DEAD_END = new Below(0, false, new int[0]);

    Fillings(Rules rules, Marks marks, int[] cells, int budget) {
        this.rules = rules;
        this.marks = marks;
        this.cells = cells;
        this.digits = new int[cells.length];
        this.support = new int[cells.length];
        this.linked = new boolean[cells.length][cells.length];
        this.budget = budget;
    }

    /** Whether the first {@code i} cells as filled may still lead to a way (for {@code i} = all: are one). */
    abstract boolean fits(int i);

    /**
     * A key shared by the beginnings of {@code i} cells (as filled, {@code i} neither 0 nor all) that {@link #fits}
     * answers alike and below which the walk tries the same digits in the same cells, asked only where the subclass
     * {@link #keysAlike}, and only where no state comes twice ({@link #state} is -1): such a beginning is then walked
     * once.
     */
    long alike(int i) {
        throw new UnsupportedOperationException("no beginnings alike");
    }

    /** Whether {@link #alike} keys every beginning of this walk but the empty and the whole one. */
    boolean keysAlike() {
        return false;
    }

    /** Counts the positions {@code positions} as reading each other's digits: a rule over them all. */
    void link(List<Integer> positions) {
        for (int a : positions) {
            for (int b : positions) {
                linked[a][b] = true;
            }
        }
    }

    /** Walks every way; false if the budget ran out. */
    boolean run() {
        int n = cells.length;
        reads = new long[n + 1];
        for (int i = 1; i < n; i++) {
            for (int k = 0; k < i; k++) {
                for (int j = i; j < n; j++) {
                    if (linked[k][j] || rules.sees[cells[k]][cells[j]]) {
                        reads[i] |= 1L << k;
                    }
                }
            }
        }
        keyed = keysAlike();
        return fill(0);
    }

    /** Whether no way was found. */
    boolean none() {
        return support.length == 0 || support[0] == 0;
    }

    private boolean fill(int i) {
        if (keyed && i > 0 && i < cells.length) {
            return fillAlike(i, StateMemo.mixed(alike(i)));
        }
        if (!fits(i)) {
            return true; // a dead end costs no budget: only the ways still open count
        }
        long state = state(i);
        int goesOn = state < 0 ? StateMemo.UNKNOWN : known.get(state);
        if (goesOn != StateMemo.UNKNOWN) {
            if (goesOn == 1) { // the ways on from here were recorded when the state was first met
                for (int k = 0; k < i; k++) {
                    support[k] |= 1 << (digits[k] - 1);
                }
                ways++; // at least one, for the states before this one
            }
            return true;
        }
        return walkOn(i, state);
    }

    /**
     * Fills on from a beginning of {@code i} cells whose walk below, and whether it fits at all, is kept under
     * {@code key}, or was.
     */
    private boolean fillAlike(int i, long key) {
        int n = cells.length;
        Below seen = below.get(key);
        if (seen == null && !fits(i)) {
            below.put(key, DEAD_END);
            return true;
        }
        if (seen != null) {
            budget -= seen.tried();
            if (budget < 0) {
                return false;
            }
            if (seen.any()) {
                for (int k = 0; k < i; k++) {
                    support[k] |= 1 << (digits[k] - 1);
                }
                for (int k = i; k < n; k++) {
                    support[k] |= seen.support()[k - i];
                }
                ways++;
            }
            return true;
        }
        int[] before = Arrays.copyOfRange(support, i, n);
        Arrays.fill(support, i, n, 0);
        int budgetBefore = budget;
        long waysBefore = ways;
        if (!walkOn(i, -1)) {
            return false;
        }
        below.put(key, new Below(budgetBefore - budget, ways > waysBefore, Arrays.copyOfRange(support, i, n)));
        for (int k = i; k < n; k++) {
            support[k] |= before[k - i];
        }
        return true;
    }

    /** Walks on from a beginning of {@code i} cells that fits, of the state {@code state} (-1: none). */
    private boolean walkOn(int i, long state) {
        if (--budget < 0) {
            return false;
        }
        if (i == cells.length) {
            for (int k = 0; k < cells.length; k++) {
                support[k] |= 1 << (digits[k] - 1);
            }
            ways++;
            return true;
        }
        long before = ways;
        for (int m = marks.candidates(cells[i]); m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m) + 1;
            if (!rules.clashes(cells, digits, i, digit)) {
                digits[i] = digit;
                if (!fill(i + 1)) {
                    return false;
                }
            }
        }
        if (state >= 0) {
            known.put(state, ways > before);
        }
        return true;
    }

    /**
     * The state of the first {@code i} cells as filled, as what can follow them sees it: {@code i}, the digits read
     * later and the sums so far, packed in a number; -1 where they do not fit in one (or at the end).
     */
    private long state(int i) {
        if (i == 0 || i == cells.length || cells.length >= Long.SIZE || Long.bitCount(reads[i]) == i) {
            return -1; // where what follows reads every digit before, no state comes twice
        }
        long state = i;
        int bits = 6;
        for (long r = reads[i]; r != 0; r &= r - 1) {
            state |= (long) digits[Long.numberOfTrailingZeros(r)] << bits;
            bits += 5;
        }
        for (PartialSum sum : sums) {
            int done = sum.done(i) + 512;
            if (done < 0 || done >= 1024) {
                return -1;
            }
            state |= (long) done << bits;
            bits += 10;
        }
        return bits <= 63 ? state : -1;
    }
}
