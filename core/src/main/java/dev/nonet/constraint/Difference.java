package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/**
 * A white kropki dot: the two cells' digits differ by exactly {@code value} (1 unless the dot says
 * otherwise; the reader supplies that default).
 */
public final class Difference extends Dot {

    /**
     * @param a     one cell
     * @param b     the other cell
     * @param value the difference, 0 or more
     * @throws IllegalArgumentException for the same cell twice or a negative difference
     */
    public Difference(Cell a, Cell b, int value) {
        super("difference", a, b, value);
        if (value < 0) {
            throw new IllegalArgumentException("difference value " + value + " is negative");
        }
    }

    /** The difference. */
    public int value() {
        return value;
    }

    /** The digits {@code value} above or below a digit of {@code mask}. */
    @Override
    int partners(int mask) {
        return value >= 31 ? 0 : (mask << value) | (mask >>> value);
    }

    @Override
    public String ruleInWords() {
        return "the dotted digits differ by the dot's value";
    }
}
