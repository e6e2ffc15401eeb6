package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;

/**
 * Bounds reasoning on sums of cells whose digits may repeat (little killers, arrows, double arrows): each
 * cell keeps the digits that the others' smallest and largest candidates let reach the allowed totals.
 */
final class SumBounds {

    private SumBounds() {
    }

    /** The digits from {@code lo} to {@code hi} as a mask; 0 when there is none. */
    static int range(int lo, int hi) {
        if (lo < 1) {
            lo = 1;
        }
        if (hi > 30) {
            hi = 30;
        }
        if (hi < lo) {
            return 0;
        }
        return LineMasks.atMost(hi) & LineMasks.atLeast(lo);
    }

    /** The smallest sum of the cells' digits. */
    static int least(Domains domains, List<Cell> cells) {
        int sum = 0;
        for (Cell cell : cells) {
            sum += LineMasks.min(domains.candidates(cell));
        }
        return sum;
    }

    /** The largest sum of the cells' digits. */
    static int most(Domains domains, List<Cell> cells) {
        int sum = 0;
        for (Cell cell : cells) {
            sum += LineMasks.max(domains.candidates(cell));
        }
        return sum;
    }

    /**
     * Narrows the cells so that their sum (digits may repeat) can lie in {@code lo..hi}, repeating until
     * nothing changes. Returns false when it cannot.
     */
    static boolean within(Domains domains, List<Cell> cells, long lo, long hi) {
        boolean changed = true;
        while (changed) {
            changed = false;
            int least = least(domains, cells);
            int most = most(domains, cells);
            if (most < lo || least > hi) {
                return false;
            }
            for (Cell cell : cells) {
                int mask = domains.candidates(cell);
                long from = lo - (most - LineMasks.max(mask));
                long to = hi - (least - LineMasks.min(mask));
                int allowed = range((int) Math.max(from, 0), (int) Math.min(to, 30));
                if ((mask & ~allowed) != 0) {
                    if (!domains.keep(cell, allowed)) {
                        return false;
                    }
                    changed = true;
                }
            }
        }
        return true;
    }

    /** The largest sum {@link #sums} and {@link #exactly} handle: bit 63 of a long. */
    static final int MOST_EXACT = 63;

    /** {@code sums} with every digit of {@code mask} added: the sums of one more cell. */
    static long add(long sums, int mask) {
        long out = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            out |= sums << LineMasks.min(m);
        }
        return out;
    }

    /**
     * The sums the cells' digits can make (digits may repeat), bit s for sum s; call only when
     * {@link #most} is at most {@link #MOST_EXACT}.
     */
    static long sums(Domains domains, List<Cell> cells) {
        long sums = 1;
        for (Cell cell : cells) {
            sums = add(sums, domains.candidates(cell));
        }
        return sums;
    }

    /**
     * Narrows the cells to the digits that take part in some sum in {@code targets} (bit s for sum s;
     * digits may repeat): exact for the sum alone. Call only when {@link #most} is at most
     * {@link #MOST_EXACT}. Returns false when no sum in {@code targets} can be made.
     *
     * <p>A digit d of cell i takes part when some sum s of the cells before it reaches, with d, a sum the
     * cells after it can complete to a target: s + d in {@code completions[i + 1]}, the targets less each sum
     * of the cells from i + 1 on (built from the last cell back, a right shift per digit, as the sums before
     * are built with a left shift per digit). One shift per digit, where pairing every sum before with every
     * sum after cost a shift per sum.
     */
    static boolean exactly(Domains domains, List<Cell> cells, long targets) {
        int k = cells.size();
        long[] before = new long[k + 1]; // sums of cells 0..i-1
        long[] completions = new long[k + 1]; // what cells 0..i-1 may sum to and still reach a target
        before[0] = 1;
        for (int i = 0; i < k; i++) {
            before[i + 1] = add(before[i], domains.candidates(cells.get(i)));
        }
        if ((before[k] & targets) == 0) {
            return false;
        }
        completions[k] = targets;
        for (int i = k - 1; i >= 0; i--) {
            long out = 0;
            for (int m = domains.candidates(cells.get(i)); m != 0; m &= m - 1) {
                out |= completions[i + 1] >>> LineMasks.min(m);
            }
            completions[i] = out;
        }
        for (int i = 0; i < k; i++) {
            Cell cell = cells.get(i);
            int mask = domains.candidates(cell);
            int kept = 0;
            for (int m = mask; m != 0; m &= m - 1) {
                int d = LineMasks.min(m);
                if (((before[i] << d) & completions[i + 1]) != 0) {
                    kept |= DigitSet.bit(d);
                }
            }
            if (kept != mask && !domains.keep(cell, kept)) {
                return false;
            }
        }
        return true;
    }
}
