package dev.nonet.logic;

/**
 * The 81 cells of classic 9x9 as a set on two {@code long} words, cells 0 to 63 in the low word and 64
 * to 80 in the high one: the raw form the classic-only searches over one digit's cells (complex fish,
 * templates) keep in their hot loops, where a {@link dev.nonet.grid.CellSet} would allocate.
 */
final class CellWords {

    private CellWords() {
    }

    /** The low word of the set holding {@code cell} alone. */
    static long low(int cell) {
        return cell < Long.SIZE ? 1L << cell : 0;
    }

    /** The high word of the set holding {@code cell} alone. */
    static long high(int cell) {
        return cell < Long.SIZE ? 0 : 1L << (cell - Long.SIZE);
    }

    /** Whether the set of these two words holds {@code cell}. */
    static boolean holds(long low, long high, int cell) {
        return cell < Long.SIZE ? (low & (1L << cell)) != 0 : (high & (1L << (cell - Long.SIZE))) != 0;
    }

    /** The first cell of a set that is not empty. */
    static int first(long low, long high) {
        return low != 0 ? Long.numberOfTrailingZeros(low) : Long.SIZE + Long.numberOfTrailingZeros(high);
    }
}
