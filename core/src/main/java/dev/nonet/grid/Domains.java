package dev.nonet.grid;


/**
 * The candidates of every cell as a search or a check holds them, which {@link Constraint#narrow} reads
 * and narrows. Digit {@code d} is bit {@code d-1}. The holder learns from {@link #keep} which cells
 * changed, and wakes the constraints that read them.
 */
public interface Domains {

    /** The number of rows, columns and digits. */
    int side();

    /** The candidates of the cell with row-major index {@code index} (never 0 while the position is consistent). */
    int candidates(int index);

    /**
     * Keeps only the candidates of the cell at {@code index} that are in {@code mask}. Returns false if
     * none is left: the position is then contradictory, and the caller stops narrowing.
     */
    boolean keep(int index, int mask);

    /** The candidates of {@code cell}. */
    default int candidates(Cell cell) {
        return candidates(cell.row() * side() + cell.column());
    }

    /** {@link #keep(int, int)} for {@code cell}. */
    default boolean keep(Cell cell, int mask) {
        return keep(cell.row() * side() + cell.column(), mask);
    }

    /** Takes the digits of {@code mask} from {@code cell}'s candidates; false if none is left. */
    default boolean remove(Cell cell, int mask) {
        return keep(cell, ~mask);
    }

    /** The digit of {@code cell} when one candidate is left, else 0. */
    default int digit(Cell cell) {
        int mask = candidates(cell);
        return mask != 0 && (mask & (mask - 1)) == 0 ? Integer.numberOfTrailingZeros(mask) + 1 : 0;
    }

    /** All digits of the grid, {@code 1} to {@link #side()}, as a mask. */
    default int allDigits() {
        return (1 << side()) - 1;
    }
}
