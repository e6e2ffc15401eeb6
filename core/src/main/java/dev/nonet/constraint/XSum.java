package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * An X-sum clue: the first X digits of its row or column, counted from the clue, add up to the sum, where
 * X is the digit nearest the clue (which counts itself).
 *
 * <p>The line is a whole row or column, so its digits are 1 to its length, each once; the check reads it
 * so. It narrows by trying every X the first cell allows, with the sets of X different digits holding X
 * that make the sum ({@link SumTable}) in the first X cells and the rest after them.
 *
 * @param line the row or column, in order from the clue
 * @param sum  the total of the first X cells
 */
public record XSum(List<Cell> line, int sum) implements Constraint {

    /**
     * @throws IllegalArgumentException for a repeated cell, a line longer than 25, or a sum outside what
     *                                  any X can make
     */
    public XSum {
        line = Cells.distinct("xsum", line, 2);
        int n = line.size();
        if (n > SumTable.MOST_DIGITS) {
            throw new IllegalArgumentException("xsum line of " + n + " cells is longer than a grid's side");
        }
        int most = n * (n + 1) / 2;
        if (sum < 1 || sum > most) {
            throw new IllegalArgumentException("xsum sum " + sum + " is outside 1.." + most + " for a line of " + n + " cells");
        }
    }

    @Override
    public String kind() {
        return "xsum";
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int n = line.size();
        int seen = 0;
        for (Cell cell : line) {
            int digit = digitAt.applyAsInt(cell);
            if (digit < 1 || digit > n || (seen & (1 << (digit - 1))) != 0) {
                return false;
            }
            seen |= 1 << (digit - 1);
        }
        int x = digitAt.applyAsInt(line.get(0));
        int total = 0;
        for (int i = 0; i < x; i++) {
            total += digitAt.applyAsInt(line.get(i));
        }
        return total == sum;
    }

    @Override
    public boolean narrow(Domains domains) {
        int n = line.size();
        int all = (1 << n) - 1;
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = domains.candidates(line.get(i)) & all;
        }
        int[] kept = new int[n];
        for (int xs = candidates[0]; xs != 0; xs &= xs - 1) {
            int x = Integer.numberOfTrailingZeros(xs) + 1;
            int xBit = 1 << (x - 1);
            for (int set : SumTable.combinations(x, sum, n)) {
                if ((set & xBit) == 0) {
                    continue;
                }
                int others = set & ~xBit; // the digits of cells 2..X
                int rest = all & ~set;    // the digits after them
                if (fits(candidates, x, others, rest)) {
                    kept[0] |= xBit;
                    for (int i = 1; i < n; i++) {
                        kept[i] |= candidates[i] & (i < x ? others : rest);
                    }
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

    /** Whether cells 2..X can take {@code others} and cells after X {@code rest}, each cell one, together all. */
    private static boolean fits(int[] candidates, int x, int others, int rest) {
        int inside = 0;
        int outside = 0;
        for (int i = 1; i < candidates.length; i++) {
            int offer = candidates[i] & (i < x ? others : rest);
            if (offer == 0) {
                return false;
            }
            if (i < x) {
                inside |= offer;
            } else {
                outside |= offer;
            }
        }
        return inside == others && outside == rest;
    }

    @Override
    public String toString() {
        return "xsum " + sum + " at " + Cells.names(line);
    }
}
