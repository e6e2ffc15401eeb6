package dev.nonet.logic;

import dev.nonet.grid.Cell;

/**
 * A digit that a cell may hold: what placements set and eliminations remove.
 *
 * @param cell  the cell
 * @param digit the digit, 1-9
 */
public record Candidate(Cell cell, int digit) {

    /** Rejects digits outside 1-9. */
    public Candidate {
        if (digit < 1 || digit > 9) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1..9");
        }
    }

    /** The candidate in Eureka notation, digit before cell: {@code 7r5c3}. */
    @Override
    public String toString() {
        return digit + cell.toString();
    }
}
