package dev.nonet.view;

import dev.nonet.logic.Level;
import dev.nonet.rating.SeRating;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A rating on Sudoku Explainer's scale as {@code rate --json}, {@code explain --json} and the API write it:
 * {@code {"er": 8.3, "ep": 1.2, "ed": 1.2, "level": "extreme", "hardest": "Region Forcing Chains",
 * "uses": {"Hidden Single": 40, ...}}}.
 *
 * @param er      the hardest step's difficulty (20.0 when no technique of the set finishes the puzzle, as SE)
 * @param ep      the hardest step up to the first placement
 * @param ed      the first step's difficulty
 * @param level   the level's word for {@code er} ({@link Level#word()})
 * @param hardest SE's name of the hardest step; null for a puzzle with no steps
 * @param uses    how many steps each technique took, by SE's names, in order of first use
 */
public record SeRatingView(double er, double ep, double ed, String level, String hardest, Map<String, Integer> uses) {

    /** Keeps the counts immutable, in their order. */
    public SeRatingView {
        uses = Collections.unmodifiableMap(new LinkedHashMap<>(uses));
    }

    public static SeRatingView of(SeRating rating) {
        return new SeRatingView(round(rating.er()), round(rating.ep()), round(rating.ed()), level(rating).word(),
                rating.hardest().isEmpty() ? null : rating.hardest(), rating.uses());
    }

    /** The level of a rating: that of its ER, and extreme when no technique of the set finished it. */
    public static Level level(SeRating rating) {
        return rating.status() == SeRating.Status.STUCK ? Level.EXTREME : Level.of(rating.er());
    }

    // SE's difficulties are tenths; sums of a base and length increments are rounded back to them.
    private static double round(double difficulty) {
        return Math.round(difficulty * 10) / 10.0;
    }
}
