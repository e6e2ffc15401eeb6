package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A sandwich clue: in its row or column the digits strictly between the 1 and the largest digit (the
 * side) add up to the sum; 0 when the two are next to each other.
 *
 * <p>The line is a whole row or column, so its digits are 1 to its length, each once; the check reads it
 * so. It narrows by trying every pair of places for the two crusts, with the sets of different middle
 * digits that make the sum between them ({@link SumTable}) and the rest outside: each cell keeps what
 * some workable placing offers it.
 *
 * @param line the row or column, in order from the clue
 * @param sum  the total between the 1 and the largest digit
 */
public record Sandwich(List<Cell> line, int sum) implements Constraint {

    /**
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a sum the middle
     *                                  digits cannot make
     */
    public Sandwich {
        line = Cells.distinct("sandwichsum", line, 2);
        int n = line.size();
        if (n > SumTable.MOST_DIGITS) {
            throw new IllegalArgumentException("sandwichsum line of " + n + " cells is longer than a grid's side");
        }
        int most = n * (n + 1) / 2 - 1 - n;
        if (sum < 0 || sum > most) {
            throw new IllegalArgumentException("sandwichsum sum " + sum + " is outside 0.." + most + " for a line of " + n + " cells");
        }
    }

    @Override
    public String kind() {
        return "sandwichsum";
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int n = line.size();
        int seen = 0;
        int one = -1;
        int top = -1;
        for (int i = 0; i < n; i++) {
            int digit = digitAt.applyAsInt(line.get(i));
            if (digit < 1 || digit > n || (seen & (1 << (digit - 1))) != 0) {
                return false;
            }
            seen |= 1 << (digit - 1);
            if (digit == 1) {
                one = i;
            } else if (digit == n) {
                top = i;
            }
        }
        int total = 0;
        for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
            total += digitAt.applyAsInt(line.get(i));
        }
        return total == sum;
    }

    @Override
    public boolean narrow(Domains domains) {
        int n = line.size();
        int all = (1 << n) - 1;
        int one = 1;
        int top = 1 << (n - 1);
        int crusts = one | top;
        int middle = all & ~crusts;
        int[] candidates = new int[n];
        int noMiddle = 0; // the places that cannot hold a middle digit
        int ones = 0;
        int tops = 0;
        for (int i = 0; i < n; i++) {
            int mask = domains.candidates(line.get(i)) & all;
            candidates[i] = mask;
            if ((mask & middle) == 0) {
                noMiddle |= 1 << i;
            }
            if ((mask & one) != 0) {
                ones |= 1 << i;
            }
            if ((mask & top) != 0) {
                tops |= 1 << i;
            }
        }
        if (Integer.bitCount(noMiddle) > 2) {
            return false;
        }
        int[] kept = new int[n];
        for (int p = 0; p < n - 1; p++) {
            for (int q = p + 1; q < n; q++) {
                boolean oneFirst = (ones >> p & 1) != 0 && (tops >> q & 1) != 0;
                boolean topFirst = (tops >> p & 1) != 0 && (ones >> q & 1) != 0;
                if (!oneFirst && !topFirst || (noMiddle & ~(1 << p | 1 << q)) != 0) {
                    continue;
                }
                boolean any = false;
                for (int set : SumTable.combinations(q - p - 1, sum, n)) {
                    if ((set & crusts) != 0) {
                        continue;
                    }
                    int rest = middle & ~set;
                    if (fits(candidates, p, q, set, rest)) {
                        any = true;
                        for (int i = 0; i < n; i++) {
                            if (i != p && i != q) {
                                kept[i] |= candidates[i] & (i > p && i < q ? set : rest);
                            }
                        }
                    }
                }
                if (any) {
                    kept[p] |= (oneFirst ? one : 0) | (topFirst ? top : 0);
                    kept[q] |= (oneFirst ? top : 0) | (topFirst ? one : 0);
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (kept[i] != domains.candidates(line.get(i)) && !domains.keep(line.get(i), kept[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether, with the crusts at {@code p} and {@code q}, every cell between them can take a digit of
     * {@code set} and together they offer all of it, and likewise the cells outside for {@code rest}.
     */
    private static boolean fits(int[] candidates, int p, int q, int set, int rest) {
        int inside = 0;
        int outside = 0;
        for (int i = 0; i < candidates.length; i++) {
            if (i == p || i == q) {
                continue;
            }
            boolean between = i > p && i < q;
            int offer = candidates[i] & (between ? set : rest);
            if (offer == 0) {
                return false;
            }
            if (between) {
                inside |= offer;
            } else {
                outside |= offer;
            }
        }
        return inside == set && outside == rest;
    }

    @Override
    public String toString() {
        return "sandwichsum " + sum + " at " + Cells.names(line);
    }
}
