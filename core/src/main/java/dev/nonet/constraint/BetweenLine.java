package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

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
public final class BetweenLine extends Line {

    /**
     * @param line the cells from one circle to the other, at least two, none twice
     * @throws IllegalArgumentException for fewer than two cells or a cell named twice
     */
    public BetweenLine(List<Cell> line) {
        super("betweenline", line, 2);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int x = digitAt.applyAsInt(line.get(0));
        int y = digitAt.applyAsInt(line.get(line.size() - 1));
        int low = Math.min(x, y);
        int high = Math.max(x, y);
        for (int i = 1; i < line.size() - 1; i++) {
            int digit = digitAt.applyAsInt(line.get(i));
            if (digit <= low || digit >= high) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
        if (size < 3) {
            return true;
        }
        Cell first = line.get(0);
        Cell last = line.get(size - 1);
        int a = domains.candidates(first);
        int b = domains.candidates(last);
        long rising = ordered(domains, a, b);
        long falling = ordered(domains, b, a);
        int lowA = (int) rising;
        int highB = (int) (rising >>> 32);
        int lowB = (int) falling;
        int highA = (int) (falling >>> 32);
        if (!domains.keep(first, lowA | highA) || !domains.keep(last, highB | lowB)) {
            return false;
        }
        int inside = 0;
        if (lowA != 0) {
            inside |= LineMasks.between(LineMasks.min(lowA), LineMasks.max(highB));
        }
        if (lowB != 0) {
            inside |= LineMasks.between(LineMasks.min(lowB), LineMasks.max(highA));
        }
        for (int i = 1; i < size - 1; i++) {
            if (!domains.keep(line.get(i), inside)) {
                return false;
            }
        }
        return true;
    }

    /**
     * With the end of candidates {@code low} the smaller: its digits that some grid keeping the line
     * allows (low 32 bits) and the other end's (high 32 bits); both empty when this order is impossible.
     */
    private long ordered(Domains domains, int low, int high) {
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
}
