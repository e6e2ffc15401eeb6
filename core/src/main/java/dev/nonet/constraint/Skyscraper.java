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

    @Override
    int[] kept(int[] candidates) {
        int n = candidates.length;
        int width = n + 1;
        // ahead[i * width + m]: the counts reachable before cell i with tallest m (bit c for count c).
        // behind[i * width + m]: the counts at that point from which the rest of the line can end at the clue.
        int[] ahead = new int[(n + 1) * width];
        int[] behind = new int[(n + 1) * width];
        ahead[0] = 1;
        for (int i = 0; i < n; i++) {
            int from = i * width;
            int to = from + width;
            for (int m = 0; m <= n; m++) {
                int counts = ahead[from + m];
                if (counts == 0) {
                    continue;
                }
                for (int ds = candidates[i]; ds != 0; ds &= ds - 1) {
                    int d = LineMasks.min(ds);
                    if (d < m) {
                        ahead[to + m] |= counts;
                    } else if (d > m) {
                        ahead[to + d] |= counts << 1;
                    }
                }
            }
        }
        behind[n * width + n] = 1 << value;
        for (int i = n - 1; i >= 0; i--) {
            int at = i * width;
            int next = at + width;
            for (int m = 0; m <= n; m++) {
                int counts = 0;
                for (int ds = candidates[i]; ds != 0; ds &= ds - 1) {
                    int d = LineMasks.min(ds);
                    if (d < m) {
                        counts |= behind[next + m];
                    } else if (d > m) {
                        counts |= behind[next + d] >>> 1;
                    }
                }
                behind[at + m] = counts;
            }
        }
        int[] kept = new int[n];
        for (int i = 0; i < n; i++) {
            int at = i * width;
            int next = at + width;
            for (int m = 0; m <= n; m++) {
                int counts = ahead[at + m];
                if (counts == 0) {
                    continue;
                }
                for (int ds = candidates[i] & ~kept[i]; ds != 0; ds &= ds - 1) {
                    int d = LineMasks.min(ds);
                    if (d < m ? (counts & behind[next + m]) != 0 : d > m && ((counts << 1) & behind[next + d]) != 0) {
                        kept[i] |= DigitSet.bit(d);
                    }
                }
            }
        }
        return kept;
    }

    @Override
    public String ruleInWords() {
        return "the clue counts the digits seen past the lower ones";
    }
}
