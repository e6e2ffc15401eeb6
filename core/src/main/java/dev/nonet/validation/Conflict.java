package dev.nonet.validation;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;

/**
 * A digit that appears twice in one house of a grid, which no solution can allow.
 *
 * <p>{@link #toString()} is the message users see, for example
 * {@code digit 5 appears twice in row 3: r3c2 and r3c8}.
 *
 * @param digit  the repeated digit
 * @param house  the house where it repeats (a row, column, box, or a variant's region, diagonal, ...)
 * @param first  the earlier of the two cells in row-major order
 * @param second the later of the two cells
 */
public record Conflict(int digit, House house, Cell first, Cell second) {

    @Override
    public String toString() {
        return "digit " + digit + " appears twice in " + house + ": " + first + " and " + second;
    }
}
