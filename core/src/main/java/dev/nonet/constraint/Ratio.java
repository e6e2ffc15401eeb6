package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/**
 * A black kropki dot: one cell's digit is {@code value} times the other's (2 unless the dot says
 * otherwise; the reader supplies that default).
 */
public final class Ratio extends Dot {

    /**
     * @param a     one cell
     * @param b     the other cell
     * @param value the ratio, 1 or more
     * @throws IllegalArgumentException for the same cell twice or a ratio below 1
     */
    public Ratio(Cell a, Cell b, int value) {
        super("ratio", a, b, value);
        if (value < 1) {
            throw new IllegalArgumentException("ratio value " + value + " must be at least 1");
        }
    }

    /** The ratio. */
    public int value() {
        return value;
    }

    /** Whether {@code x} and {@code y} stand in ratio {@code value}, either way round. */
    static boolean holds(int x, int y, int value) {
        return x == y * value || y == x * value;
    }

    /** The multiples and the exact fractions of the digits of {@code mask}. */
    @Override
    int partners(int mask) {
        int out = 0;
        while (mask != 0) {
            int d = LineMasks.min(mask);
            mask &= mask - 1;
            if (d <= 31 / value) {
                out |= LineMasks.bit(d * value);
            }
            if (d % value == 0) {
                out |= LineMasks.bit(d / value);
            }
        }
        return out;
    }

    @Override
    public String ruleInWords() {
        return "one dotted digit is the other times the dot's value";
    }
}
