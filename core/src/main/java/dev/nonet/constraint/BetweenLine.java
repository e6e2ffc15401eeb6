package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;

/**
 * A between line: every cell between the two ends (the circles, {@code line}'s first and last cells)
 * holds a digit strictly between the ends' digits, whichever end is the larger. A line of two cells has
 * nothing between its ends and says nothing, as in SudokuVariantSolverJS.
 *
 * <p>Narrowing is complete for the rule alone, in each order of the ends: with the first end low, a digit
 * {@code x} stays there if every middle cell has a candidate above {@code x} and the other end a candidate
 * above all those least candidates; the other end keeps the digits above what the least low end needs;
 * the middle cells keep the digits strictly between the least low end and the largest high end.
 */
public final class BetweenLine extends EndsLine {

    /**
     * @param line the cells from one circle to the other, at least two, none twice
     * @throws IllegalArgumentException for fewer than two cells or a cell named twice
     */
    public BetweenLine(List<Cell> line) {
        super("betweenline", line, 0, false);
    }

    @Override
    boolean endsKeep(int low, int high) {
        return true;
    }

    @Override
    boolean middleKeeps(int digit, int low, int high) {
        return digit > low && digit < high;
    }

    /** A line of two cells has nothing between its ends: it says nothing. */
    @Override
    public boolean narrow(Domains domains) {
        return line.size() < 3 || super.narrow(domains);
    }

    @Override
    int middle(int lows, int highs) {
        return LineMasks.between(LineMasks.min(lows), LineMasks.max(highs));
    }

    @Override
    long ordered(Domains domains, int low, int high) {
        if (low == 0 || high == 0) {
            return 0;
        }
        int top = LineMasks.max(high);
        int lows = 0;
        int leastNeed = -1;
        for (int rest = low; rest != 0; rest &= rest - 1) {
            int x = LineMasks.min(rest);
            int need = need(domains, x);
            if (need > 0 && need < top) {
                lows |= DigitSet.bit(x);
                if (leastNeed < 0) {
                    leastNeed = need;
                }
            }
        }
        if (lows == 0) {
            return 0;
        }
        return lows | ((long) (high & LineMasks.above(leastNeed)) << 32);
    }

    /** The least digit the high end needs above when the low end is {@code x}; 0 when a middle cell has nothing above {@code x}. */
    private int need(Domains domains, int x) {
        int need = 0;
        for (int i = 1; i < line.size() - 1; i++) {
            int above = domains.candidates(line.get(i)) & LineMasks.above(x);
            if (above == 0) {
                return 0;
            }
            need = Math.max(need, LineMasks.min(above));
        }
        return need;
    }

    @Override
    public String ruleInWords() {
        return "the digits on the line lie strictly between its ends";
    }
}
