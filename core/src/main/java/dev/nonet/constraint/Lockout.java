package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;

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
public final class Lockout extends EndsLine {

    /**
     * @param line       the cells from one diamond to the other, at least two, none twice
     * @param difference the least difference between the ends, 1 or more
     * @throws IllegalArgumentException for fewer than two cells, a cell named twice or a difference below 1
     */
    public Lockout(List<Cell> line, int difference) {
        super("lockout", line, difference, true);
        if (difference < 1) {
            throw new IllegalArgumentException("lockout difference " + difference + " must be at least 1");
        }
    }

    /** The least difference between the ends. */
    public int difference() {
        return value;
    }

    @Override
    boolean endsKeep(int low, int high) {
        return high - low >= value;
    }

    @Override
    boolean middleKeeps(int digit, int low, int high) {
        return digit < low || digit > high;
    }

    @Override
    int middle(int lows, int highs) {
        return LineMasks.below(LineMasks.max(lows)) | LineMasks.above(LineMasks.min(highs));
    }

    @Override
    long ordered(Domains domains, int low, int high) {
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
