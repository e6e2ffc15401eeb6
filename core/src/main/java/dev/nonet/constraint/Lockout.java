package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A lockout line: its two ends (the diamonds, {@code line}'s first and last cells) differ by at least
 * {@code difference}, and no cell between them holds a digit in the closed range from the smaller end's
 * digit to the larger's. The reader supplies SudokuVariantSolverJS's difference, half the side rounded
 * down (4 on 9x9, 3 on 6x6); f-puzzles lines carry no value.
 *
 * <p>Narrowing is complete for the rule alone, in each order of the ends: with the first end low at
 * {@code x}, the middle cells with a candidate below {@code x} are content and the others need the high
 * end below their largest candidate, so the high end's digits are those at least {@code x + difference}
 * and under that cap; a middle cell keeps the digits below the largest possible low end or above the
 * least possible high end.
 */
public final class Lockout extends Line {

    /**
     * @param line       the cells from one diamond to the other, at least two, none twice
     * @param difference the least difference between the ends, 1 or more
     * @throws IllegalArgumentException for fewer than two cells, a cell named twice or a difference below 1
     */
    public Lockout(List<Cell> line, int difference) {
        super("lockout", line, 2, difference, true);
        if (difference < 1) {
            throw new IllegalArgumentException("lockout difference " + difference + " must be at least 1");
        }
    }

    /** The least difference between the ends. */
    public int difference() {
        return value;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int x = digitAt.applyAsInt(line.get(0));
        int y = digitAt.applyAsInt(line.get(line.size() - 1));
        int low = Math.min(x, y);
        int high = Math.max(x, y);
        if (high - low < value) {
            return false;
        }
        for (int i = 1; i < line.size() - 1; i++) {
            int digit = digitAt.applyAsInt(line.get(i));
            if (digit >= low && digit <= high) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
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
        if (size == 2) {
            return true;
        }
        int outside = 0;
        if (lowA != 0) {
            outside |= LineMasks.below(LineMasks.max(lowA)) | LineMasks.above(LineMasks.min(highB));
        }
        if (lowB != 0) {
            outside |= LineMasks.below(LineMasks.max(lowB)) | LineMasks.above(LineMasks.min(highA));
        }
        for (int i = 1; i < size - 1; i++) {
            if (!domains.keep(line.get(i), outside)) {
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
        int lows = 0;
        int highs = 0;
        for (int rest = low; rest != 0; rest &= rest - 1) {
            int x = LineMasks.min(rest);
            int cap = 32;
            for (int i = 1; i < line.size() - 1; i++) {
                int m = domains.candidates(line.get(i));
                if (LineMasks.min(m) >= x) {
                    cap = Math.min(cap, LineMasks.max(m));
                }
            }
            int ys = high & LineMasks.atLeast(x + value) & LineMasks.below(cap);
            if (ys != 0) {
                lows |= DigitSet.bit(x);
                highs |= ys;
            }
        }
        return lows | ((long) highs << 32);
    }
}
