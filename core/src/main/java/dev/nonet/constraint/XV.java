package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/**
 * An XV marker: the two cells' digits add up to 10 (an X) or 5 (a V); the reader maps the letter to
 * {@code sum}.
 */
public final class XV extends Dot {

    /**
     * @param a   one cell
     * @param b   the other cell
     * @param sum 10 for X, 5 for V
     * @throws IllegalArgumentException for the same cell twice or a sum other than 5 and 10
     */
    public XV(Cell a, Cell b, int sum) {
        super("xv", a, b, sum);
        if (sum != 5 && sum != 10) {
            throw new IllegalArgumentException("xv sum " + sum + " is neither V (5) nor X (10)");
        }
    }

    /** The total: 10 for X, 5 for V. */
    public int sum() {
        return value;
    }

    @Override
    int partners(int mask) {
        return SumDot.complements(mask, value);
    }

    /** The letter: X or V. */
    @Override
    String label() {
        return value == 10 ? "X" : "V";
    }

    @Override
    boolean addsUp() {
        return true;
    }
}
