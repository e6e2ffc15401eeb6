package dev.nonet.logic;

import dev.nonet.grid.Cell;

/**
 * A digit that a cell may hold: what placements set and eliminations remove.
 *
 * @param cell  the cell
 * @param digit the digit, from 1 to the grid's side (9 for classic Sudoku, at most 25)
 */
public record Candidate(Cell cell, int digit) {

    /** Rejects digits that no grid holds. */
    public Candidate {
        if (digit < 1 || digit > dev.nonet.grid.Shape.MAX_SIDE) {
            throw new IllegalArgumentException("digit " + digit + " is outside 1.." + dev.nonet.grid.Shape.MAX_SIDE);
        }
    }

    /** The candidate in Eureka notation, digit before cell: {@code 7r5c3}. */
    @Override
    public String toString() {
        return digit + cell.toString();
    }
}
