package dev.nonet.generate;

/**
 * How many givens a generated puzzle may have, both ends included: {@code 24..28}.
 *
 * @param min the fewest givens, at least 17 (no 9x9 puzzle with fewer has one solution)
 * @param max the most givens, from {@code min} up to 81
 */
public record ClueRange(int min, int max) {

    /** Any number of givens. */
    public static final ClueRange ANY = new ClueRange(17, 81);

    /** Checks the ends. */
    public ClueRange {
        if (min < 17 || max > 81 || min > max) {
            throw new IllegalArgumentException("a clue range runs from at least 17 up to at most 81, minimum first, not "
                    + min + ".." + max);
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
