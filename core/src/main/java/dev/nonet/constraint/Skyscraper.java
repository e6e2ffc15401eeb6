package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A skyscraper clue: looking along its row or column from the clue, each digit is a building of that
 * height, and the buildings taller than all before them, the first included, number {@code visible}.
 *
 * <p>The line is a whole row or column, so its digits are 1 to its length, each once; the check reads it
 * so. It narrows by walking the line both ways over the states (tallest so far, count so far) the
 * candidates allow: a digit stays where some path through it ends with the tallest digit seen and the
 * count equal to the clue.
 *
 * @param line    the row or column, in order from the clue
 * @param visible how many buildings are seen, 1 to the line's length
 */
public record Skyscraper(List<Cell> line, int visible) implements Constraint {

    /**
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a count outside
     *                                  1..the line's length
     */
    public Skyscraper {
        line = Cells.distinct("skyscraper", line, 1);
        int n = line.size();
        if (n > SumTable.MOST_DIGITS) {
            throw new IllegalArgumentException("skyscraper line of " + n + " cells is longer than a grid's side");
        }
        if (visible < 1 || visible > n) {
            throw new IllegalArgumentException("skyscraper clue " + visible + " is outside 1.." + n);
        }
    }

    @Override
    public String kind() {
        return "skyscraper";
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int n = line.size();
        int seen = 0;
        int tallest = 0;
        int count = 0;
        for (Cell cell : line) {
            int digit = digitAt.applyAsInt(cell);
            if (digit < 1 || digit > n || (seen & (1 << (digit - 1))) != 0) {
                return false;
            }
            seen |= 1 << (digit - 1);
            if (digit > tallest) {
                tallest = digit;
                count++;
            }
        }
        return count == visible;
    }

    @Override
    public boolean narrow(Domains domains) {
        int n = line.size();
        int all = (1 << n) - 1;
        int width = n + 1;
        // ahead[i * width + m]: the counts reachable before cell i with tallest m (bit c for count c).
        // behind[i * width + m]: the counts at that point from which the rest of the line can end at the clue.
        int[] ahead = new int[(n + 1) * width];
        int[] behind = new int[(n + 1) * width];
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = domains.candidates(line.get(i)) & all;
        }
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
                    int d = Integer.numberOfTrailingZeros(ds) + 1;
                    if (d < m) {
                        ahead[to + m] |= counts;
                    } else if (d > m) {
                        ahead[to + d] |= counts << 1;
                    }
                }
            }
        }
        behind[n * width + n] = 1 << visible;
        for (int i = n - 1; i >= 0; i--) {
            int at = i * width;
            int next = at + width;
            for (int m = 0; m <= n; m++) {
                int counts = 0;
                for (int ds = candidates[i]; ds != 0; ds &= ds - 1) {
                    int d = Integer.numberOfTrailingZeros(ds) + 1;
                    if (d < m) {
                        counts |= behind[next + m];
                    } else if (d > m) {
                        counts |= behind[next + d] >>> 1;
                    }
                }
                behind[at + m] = counts;
            }
        }
        for (int i = 0; i < n; i++) {
            int at = i * width;
            int next = at + width;
            int kept = 0;
            for (int m = 0; m <= n; m++) {
                int counts = ahead[at + m];
                if (counts == 0) {
                    continue;
                }
                for (int ds = candidates[i] & ~kept; ds != 0; ds &= ds - 1) {
                    int d = Integer.numberOfTrailingZeros(ds) + 1;
                    if (d < m ? (counts & behind[next + m]) != 0 : d > m && ((counts << 1) & behind[next + d]) != 0) {
                        kept |= 1 << (d - 1);
                    }
                }
            }
            if (kept != domains.candidates(line.get(i)) && !domains.keep(line.get(i), kept)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "skyscraper " + visible + " at " + Cells.names(line);
    }
}
