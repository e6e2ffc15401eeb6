package dev.nonet.generate;

import dev.nonet.grid.Shape;
import java.math.BigDecimal;

/**
 * How many givens a generated puzzle may have, both ends included: {@code 24..28}. The request checks
 * the range against its layout (at least 17 and at most 81 for classic 9x9). {@link #parse} reads it as
 * {@code nonet generate --clues} and the server's {@code "clues"} field take it.
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

    /**
     * The range {@code text} names: {@code MIN..MAX} ({@code 36..40}, spaces around the numbers allowed),
     * or one count of givens ({@code 30}, the same as {@code 30..30}). Whole numbers only, though
     * {@code 36.0} is read as 36. Whether the range fits a layout is for the request to say.
     *
     * @throws IllegalArgumentException whose message starts with {@code text} and says what is wrong with
     *                                  it: {@code 30..x: 'x' is not a number}, {@code 40..36: the minimum
     *                                  is above the maximum}
     */
    public static ClueRange parse(String text) {
        int dots = text.indexOf("..");
        if (dots < 0) {
            if (text.isBlank()) {
                throw new IllegalArgumentException("'" + text + "': give MIN..MAX, for example 24..28, or one count of givens");
            }
            int count = count(text, text);
            return new ClueRange(count, count);
        }
        int min = count(text, text.substring(0, dots));
        int max = count(text, text.substring(dots + 2));
        if (min > max) {
            throw new IllegalArgumentException(text + ": the minimum is above the maximum");
        }
        return new ClueRange(min, max);
    }

    /** The count of givens {@code part} of {@code text} names. */
    private static int count(String text, String part) {
        BigDecimal value;
        try {
            value = new BigDecimal(part.strip());
        } catch (NumberFormatException e) {
            String hint = text.contains("..") ? "" : " (give MIN..MAX, for example 24..28, or one count of givens)";
            throw new IllegalArgumentException(text + ": '" + part + "' is not a number" + hint);
        }
        if (value.signum() != 0 && value.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException(text + ": counts of givens are whole numbers");
        }
        if (value.signum() < 0 || value.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) > 0) {
            throw new IllegalArgumentException(text + ": counts of givens run from 0 up, not " + part.strip());
        }
        return value.intValueExact();
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
