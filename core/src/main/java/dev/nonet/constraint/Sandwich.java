package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import java.util.List;

/**
 * A sandwich clue: in its row or column the digits strictly between the 1 and the largest digit (the
 * side) add up to the sum; 0 when the two are next to each other.
 *
 * <p>It narrows by trying every pair of places for the two crusts, with the sets of different middle
 * digits that make the sum between them ({@link SumTable}) and the rest outside: each cell keeps what
 * some workable placing offers it. Asked only whether it may be kept ({@link #mayBeKept}), it stops at the
 * first workable placing.
 */
public final class Sandwich extends OutsideClue {

    /**
     * @param line the row or column, in order from the clue
     * @param sum  the total between the 1 and the largest digit
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a sum the middle
     *                                  digits cannot make
     */
    public Sandwich(List<Cell> line, int sum) {
        super("sandwichsum", line, 2, sum);
        int n = line().size();
        int most = n * (n + 1) / 2 - 1 - n;
        if (sum < 0 || sum > most) {
            throw new IllegalArgumentException("sandwichsum sum " + sum + " is outside 0.." + most + " for a line of " + n + " cells");
        }
    }

    /** The total between the 1 and the largest digit. */
    public int sum() {
        return value;
    }

    @Override
    boolean keepsDigits(int[] digits) {
        int n = digits.length;
        int one = -1;
        int top = -1;
        for (int i = 0; i < n; i++) {
            if (digits[i] == 1) {
                one = i;
            } else if (digits[i] == n) {
                top = i;
            }
        }
        int total = 0;
        for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
            total += digits[i];
        }
        return total == value;
    }

    @Override
    int[] kept(int[] candidates) {
        return placings(candidates, false);
    }

    @Override
    int[] anyKept(int[] candidates) {
        return placings(candidates, true);
    }

    /** What each cell keeps of every placing that keeps the clue, or with {@code first} of the first one found. */
    private int[] placings(int[] candidates, boolean first) {
        int n = candidates.length;
        int all = LineMasks.atMost(n);
        int one = 1;
        int top = DigitSet.bit(n);
        int crusts = one | top;
        int middle = all & ~crusts;
        int noMiddle = 0; // the places that cannot hold a middle digit
        int ones = 0;
        int tops = 0;
        for (int i = 0; i < n; i++) {
            if ((candidates[i] & middle) == 0) {
                noMiddle |= 1 << i;
            }
            if ((candidates[i] & one) != 0) {
                ones |= 1 << i;
            }
            if ((candidates[i] & top) != 0) {
                tops |= 1 << i;
            }
        }
        if (Integer.bitCount(noMiddle) > 2) {
            return null;
        }
        int[] kept = new int[n];
        for (int p = 0; p < n - 1; p++) {
            for (int q = p + 1; q < n; q++) {
                boolean oneFirst = (ones >> p & 1) != 0 && (tops >> q & 1) != 0;
                boolean topFirst = (tops >> p & 1) != 0 && (ones >> q & 1) != 0;
                if (!oneFirst && !topFirst || (noMiddle & ~(1 << p | 1 << q)) != 0) {
                    continue;
                }
                // What the cells between and outside offer at most: a set or rest they cannot cover is passed at once.
                int between = 0;
                int outside = 0;
                for (int i = 0; i < n; i++) {
                    if (i > p && i < q) {
                        between |= candidates[i];
                    } else if (i != p && i != q) {
                        outside |= candidates[i];
                    }
                }
                boolean any = false;
                for (int set : SumTable.combinations(q - p - 1, value, n)) {
                    if ((set & crusts) != 0) {
                        continue;
                    }
                    int rest = middle & ~set;
                    if ((between & set) == set && (outside & rest) == rest
                            && fits(candidates, p, q, p + 1, q, set, rest)) {
                        any = true;
                        for (int i = 0; i < n; i++) {
                            if (i != p && i != q) {
                                kept[i] |= candidates[i] & (i > p && i < q ? set : rest);
                            }
                        }
                        if (first) {
                            break;
                        }
                    }
                }
                if (any) {
                    kept[p] |= (oneFirst ? one : 0) | (topFirst ? top : 0);
                    kept[q] |= (oneFirst ? top : 0) | (topFirst ? one : 0);
                    if (first) {
                        return kept;
                    }
                }
            }
        }
        return kept;
    }

    @Override
    public String ruleInWords() {
        return "the digits between 1 and the highest digit add up to the clue";
    }
}
