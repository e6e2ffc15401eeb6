package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import java.util.List;

/**
 * A skyscraper clue: looking along its row or column from the clue, each digit is a building of that
 * height, and the buildings taller than all before them, the first included, number {@code visible}.
 *
 * <p>It narrows by walking the line both ways over the states (tallest so far, count so far) the
 * candidates allow: a digit stays where some path through it ends with the tallest digit seen and the
 * count equal to the clue.
 */
public final class Skyscraper extends OutsideClue {

    /**
     * @param line    the row or column, in order from the clue
     * @param visible how many buildings are seen, 1 to the line's length
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a count outside
     *                                  1..the line's length
     */
    public Skyscraper(List<Cell> line, int visible) {
        super("skyscraper", line, 1, visible);
        int n = line().size();
        if (visible < 1 || visible > n) {
            throw new IllegalArgumentException("skyscraper clue " + visible + " is outside 1.." + n);
        }
    }

    /** How many buildings are seen. */
    public int visible() {
        return value;
    }

    @Override
    boolean keepsDigits(int[] digits) {
        int tallest = 0;
        int count = 0;
        for (int digit : digits) {
            if (digit > tallest) {
                tallest = digit;
                count++;
            }
        }
        return count == value;
    }

    /**
     * {@inheritDoc}
     *
     * <p>The states are sets of tallest-so-far values (bit {@code m} for tallest {@code m}, 0 before the
     * first cell) by count seen, so one step of the walk is a few mask operations per count. The first
     * {@code i} cells hold {@code i} different digits, so their tallest is at least {@code i}: states below
     * that are dropped, which the walk over candidates alone would keep.
     */
    @Override
    int[] kept(int[] candidates) {
        int n = candidates.length;
        int counts = value + 1;
        // ahead[i * counts + c]: the tallest values reachable before cell i with c seen; behind[...]: those
        // from which the rest of the line can end with the clue seen.
        int[] ahead = new int[(n + 1) * counts];
        int[] behind = new int[(n + 1) * counts];
        ahead[0] = 1;
        for (int i = 0; i < n; i++) {
            int digits = candidates[i] << 1;
            if (digits == 0) {
                return null;
            }
            int lowest = Integer.numberOfTrailingZeros(digits);
            int floor = -1 << (i + 1);
            int from = i * counts;
            int to = from + counts;
            for (int c = 0; c < counts; c++) {
                int stay = ahead[from + c] & -2 << lowest;
                int rise = c == 0 ? 0 : digits & aboveLeast(ahead[from + c - 1]);
                ahead[to + c] = (stay | rise) & floor;
            }
        }
        behind[n * counts + value] = 1 << n;
        for (int i = n - 1; i >= 0; i--) {
            int digits = candidates[i] << 1;
            int lowest = Integer.numberOfTrailingZeros(digits);
            int floor = i == 0 ? 1 : -1 << i;
            int at = i * counts;
            int next = at + counts;
            for (int c = 0; c < counts; c++) {
                int stay = behind[next + c] & -2 << lowest;
                int rise = c + 1 == counts ? 0 : belowMost(digits & behind[next + c + 1]);
                behind[at + c] = (stay | rise) & floor;
            }
        }
        int[] kept = new int[n];
        for (int i = 0; i < n; i++) {
            int digits = candidates[i] << 1;
            int at = i * counts;
            int next = at + counts;
            int keep = 0;
            for (int c = 0; c < counts; c++) {
                int here = ahead[at + c];
                if (here == 0) {
                    continue;
                }
                // Hidden behind a taller one already seen; or seen, rising above the tallest so far.
                keep |= digits & belowMost(here & behind[next + c]);
                if (c + 1 < counts) {
                    keep |= digits & behind[next + c + 1] & aboveLeast(here);
                }
            }
            kept[i] = keep >>> 1;
        }
        return kept;
    }

    /** The values above the least of {@code mask}, none when it is empty. */
    private static int aboveLeast(int mask) {
        return mask == 0 ? 0 : -2 << Integer.numberOfTrailingZeros(mask);
    }

    /** The values below the largest of {@code mask}, none when it is empty. */
    private static int belowMost(int mask) {
        return mask == 0 ? 0 : Integer.highestOneBit(mask) - 1;
    }

    @Override
    public String ruleInWords() {
        return "the clue counts the digits seen past the lower ones";
    }
}
