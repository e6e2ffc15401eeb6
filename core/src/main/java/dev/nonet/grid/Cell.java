package dev.nonet.grid;

/**
 * One square of a grid, by row and column counted from 0.
 *
 * <p>Its text form is the r1c1 notation players use, with row and column counted from 1:
 * {@code new Cell(2, 7).toString()} is {@code "r3c8"}.
 *
 * @param row    the row, from 0
 * @param column the column, from 0
 */
public record Cell(int row, int column) {

    /** Rejects negative coordinates; the upper bound depends on the {@link Shape}. */
    public Cell {
        if (row < 0 || column < 0) {
            throw new IllegalArgumentException("negative cell coordinates: " + row + ", " + column);
        }
    }

    /** The r1c1 name of the cell, for example {@code r3c8}. */
    @Override
    public String toString() {
        return "r" + (row + 1) + "c" + (column + 1);
    }

    /** The record's own equality written out, so its first call costs no bootstrap (see {@link Shape#equals}). */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Cell c && c.row == row && c.column == column;
    }

    /** The record's own hash ({@code 31 * row + column}), written out for the same reason. */
    @Override
    public int hashCode() {
        return 31 * row + column;
    }
}
