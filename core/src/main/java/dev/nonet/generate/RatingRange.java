package dev.nonet.generate;

import dev.nonet.logic.Level;

/**
 * A band of ratings on the Sudoku Explainer scale, both ends included: {@code 3.0..4.5}.
 *
 * @param min the lowest rating accepted, at least 0
 * @param max the highest rating accepted, at least {@code min}
 */
public record RatingRange(double min, double max) {

    /** Checks the ends. */
    public RatingRange {
        if (!(min >= 0) || !(max >= min)) {
            throw new IllegalArgumentException(
                    "a rating range runs from a minimum of at least 0 up to a maximum at least as large, not " + min + ".." + max);
        }
    }

    /**
     * The ratings of {@code level}: from just above the level below it up to the level's own top
     * ({@link Level#EXTREME} has no top).
     */
    public static RatingRange of(Level level) {
        double min = level.ordinal() == 0 ? 0 : Math.nextUp(Level.values()[level.ordinal() - 1].upTo());
        return new RatingRange(min, level.upTo());
    }

    /** Whether {@code rating} is in the range. */
    public boolean contains(double rating) {
        return rating >= min && rating <= max;
    }
}
