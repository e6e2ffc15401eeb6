package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/** A sum dot (f-puzzles {@code sum}): the two cells' digits add up to {@code sum}. */
public final class SumDot extends Dot {

    /**
     * @param a   one cell
     * @param b   the other cell
     * @param sum the total, 2 or more
     * @throws IllegalArgumentException for the same cell twice or a sum below 2
     */
    public SumDot(Cell a, Cell b, int sum) {
        super("sum", a, b, sum);
        if (sum < 2) {
            throw new IllegalArgumentException("sum " + sum + " cannot be made by two digits");
        }
    }

    /** The total. */
    public int sum() {
        return value;
    }

    @Override
    int partners(int mask) {
        return complements(mask, value);
    }

    /** The digits that make {@code sum} with a digit of {@code mask}. */
    static int complements(int mask, int sum) {
        int out = 0;
        while (mask != 0) {
            int d = LineMasks.min(mask);
            mask &= mask - 1;
            out |= LineMasks.bit(sum - d);
        }
        return out;
    }

    @Override
    boolean addsUp() {
        return true;
    }
}
