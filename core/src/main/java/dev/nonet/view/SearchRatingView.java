package dev.nonet.view;

import dev.nonet.generate.SearchRating;

/**
 * A killer's level by the constraint search's guesses, as {@code /api/generate} writes it: {@code {"level":
 * "medium", "guesses": 12}}.
 *
 * @param level   {@code easy}, {@code medium} or {@code hard}
 * @param guesses the guesses the search took
 */
public record SearchRatingView(String level, long guesses) {

    /** The view of {@code rating}. */
    public static SearchRatingView of(SearchRating rating) {
        return new SearchRatingView(rating.level().word(), rating.guesses());
    }
}
