package dev.nonet.constraint;

import dev.nonet.grid.DigitSet;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The sets of different digits that make a sum: the table killer cages, sandwiches and X-sums narrow by.
 * {@code combinations(3, 10, 9)} gives the masks of {1,2,7}, {1,3,6}, {1,4,5} and {2,3,5}.
 *
 * <p>Each answer is computed once, on first use, and shared: the table for a largest digit holds one slot
 * per (count, sum), filled when first asked (a grid of side 25 has too many digit sets to list them
 * all up front). Safe to use from several threads; the arrays it returns are shared and must not be
 * changed.
 */
final class SumTable {

    private static final int[] NONE = new int[0];
    private static final int[] EMPTY_SET = {0};

    /** For each largest digit, the answers by {@code count * (largest sum + 1) + sum}; made when first asked. */
    private static final AtomicReferenceArray<AtomicReferenceArray<int[]>> TABLES = new AtomicReferenceArray<>(DigitSet.MAX_DIGIT + 1);

    private SumTable() {
    }

    /**
     * The digit masks (bit {@code d-1} for digit {@code d}) of every set of {@code cells} different digits
     * from 1 to {@code maxDigit} that sum to {@code sum}, in increasing mask order; an empty array when
     * there is none. {@code combinations(0, 0, m)} is the one empty set, {@code {0}}.
     *
     * @throws IllegalArgumentException if {@code maxDigit} is outside 1..25
     */
    static int[] combinations(int cells, int sum, int maxDigit) {
        if (maxDigit < 1 || maxDigit > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("sums are tabled for digits up to 1.." + DigitSet.MAX_DIGIT + ", not 1.." + maxDigit);
        }
        if (cells < 0 || cells > maxDigit || sum < least(cells) || sum > most(cells, maxDigit)) {
            return NONE;
        }
        if (cells == 0) {
            return EMPTY_SET;
        }
        int largestSum = most(maxDigit, maxDigit);
        AtomicReferenceArray<int[]> table = table(maxDigit, largestSum);
        int slot = cells * (largestSum + 1) + sum;
        int[] answer = table.get(slot);
        if (answer == null) {
            answer = list(cells, sum, maxDigit);
            if (!table.compareAndSet(slot, null, answer)) {
                answer = table.get(slot);
            }
        }
        return answer;
    }

    /** The smallest sum of {@code cells} different digits: 1 + 2 + ... + cells. */
    static int least(int cells) {
        return cells * (cells + 1) / 2;
    }

    /** The largest sum of {@code cells} different digits up to {@code maxDigit}. */
    static int most(int cells, int maxDigit) {
        return cells * (2 * maxDigit - cells + 1) / 2;
    }

    private static AtomicReferenceArray<int[]> table(int maxDigit, int largestSum) {
        AtomicReferenceArray<int[]> table = TABLES.get(maxDigit);
        if (table == null) {
            TABLES.compareAndSet(maxDigit, null, new AtomicReferenceArray<>((maxDigit + 1) * (largestSum + 1)));
            table = TABLES.get(maxDigit);
        }
        return table;
    }

    private static int[] list(int cells, int sum, int maxDigit) {
        // Count first, then fill: two passes of the same pruned walk.
        int count = walk(cells, sum, maxDigit, 0, null, 0);
        int[] out = new int[count];
        walk(cells, sum, maxDigit, 0, out, 0);
        java.util.Arrays.sort(out);
        return out;
    }

    /**
     * Sets of {@code left} different digits from 1..{@code top} summing to {@code sum}, each joined to
     * {@code chosen}; written into {@code out} from {@code at} when {@code out} is not null. Returns how many.
     */
    private static int walk(int left, int sum, int top, int chosen, int[] out, int at) {
        if (left == 0) {
            if (sum == 0) {
                if (out != null) {
                    out[at] = chosen;
                }
                return 1;
            }
            return 0;
        }
        int found = 0;
        // The largest digit d of the set: the rest are left-1 digits below d.
        for (int d = Math.min(top, sum); d >= left; d--) {
            int rest = sum - d;
            if (rest > most(left - 1, d - 1)) {
                break; // smaller d only makes the rest larger
            }
            if (rest < least(left - 1)) {
                continue;
            }
            found += walk(left - 1, rest, d - 1, chosen | DigitSet.bit(d), out, at + found);
        }
        return found;
    }
}
