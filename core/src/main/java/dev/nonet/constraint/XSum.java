package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import java.util.List;

/**
 * An X-sum clue: the first X digits of its row or column, counted from the clue, add up to the sum, where
 * X is the digit nearest the clue (which counts itself).
 *
 * <p>It narrows by trying every X the first cell allows, with the sets of X different digits holding X
 * that make the sum ({@link SumTable}) in the first X cells and the rest after them.
 */
public final class XSum extends OutsideClue {

    /**
     * @param line the row or column, in order from the clue
     * @param sum  the total of the first X cells
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a sum outside what
     *                                  any X can make
     */
    public XSum(List<Cell> line, int sum) {
        super("xsum", line, 2, sum);
        int n = line().size();
        int most = n * (n + 1) / 2;
        if (sum < 1 || sum > most) {
            throw new IllegalArgumentException("xsum sum " + sum + " is outside 1.." + most + " for a line of " + n + " cells");
        }
    }

    /** The total of the first X cells. */
    public int sum() {
        return value;
    }

    @Override
    boolean keepsDigits(int[] digits) {
        int total = 0;
        for (int i = 0; i < digits[0]; i++) {
            total += digits[i];
        }
        return total == value;
    }

    @Override
    int[] kept(int[] candidates) {
        int n = candidates.length;
        int all = LineMasks.atMost(n);
        int[] kept = new int[n];
        for (int xs = candidates[0]; xs != 0; xs &= xs - 1) {
            int x = LineMasks.min(xs);
            int xBit = DigitSet.bit(x);
            for (int set : SumTable.combinations(x, value, n)) {
                if ((set & xBit) == 0) {
                    continue;
                }
                int others = set & ~xBit; // the digits of cells 2..X
                int rest = all & ~set;    // the digits after them
                if (fits(candidates, 0, 0, 1, x, others, rest)) {
                    kept[0] |= xBit;
                    for (int i = 1; i < n; i++) {
                        kept[i] |= candidates[i] & (i < x ? others : rest);
                    }
                }
            }
        }
        return kept;
    }

    @Override
    public String ruleInWords() {
        return "the first X digits add up to the clue, X the first digit";
    }
}
