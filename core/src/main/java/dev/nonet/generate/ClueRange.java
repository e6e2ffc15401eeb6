package dev.nonet.generate;

import dev.nonet.grid.Shape;

/**
 * How many givens a generated puzzle may have, both ends included: {@code 24..28}. The request checks
 * the range against its layout (at least 17 and at most 81 for classic 9x9).
 *
 * @param min the fewest givens, at least 0
 * @param max the most givens, at least {@code min}
 */
public record ClueRange(int min, int max) {

    /** Any number of givens, on any layout. */
    public static final ClueRange ANY = new ClueRange(0, Shape.MAX_SIDE * Shape.MAX_SIDE);

    /** Checks the ends. */
    public ClueRange {
        if (min < 0 || min > max) {
            throw new IllegalArgumentException("a clue range runs from 0 up, minimum first, not " + min + ".." + max);
        }
    }

    /** Whether a puzzle with {@code givens} givens is in the range. */
    public boolean contains(int givens) {
        return givens >= min && givens <= max;
    }

    @Override
    public String toString() {
        return min + ".." + max;
    }
}
