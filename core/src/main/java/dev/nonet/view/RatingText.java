package dev.nonet.view;

import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import dev.nonet.rating.SeRating;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * A rating in words, as {@code explain}, {@code rate}, {@code generate} and the API write it:
 * {@code 4.2 hard XY-Wing}, {@code rating 3.2 (hard), hardest: X-Wing; uses: ...}; on Sudoku Explainer's scale
 * {@code 8.3/1.2/1.2 extreme Region Forcing Chains}.
 */
public final class RatingText {

    private RatingText() {
    }

    /** The difficulty with one decimal, as the Sudoku Explainer scale is written: {@code 3.2}. */
    public static String difficulty(Rating rating) {
        return String.format(Locale.ROOT, "%.1f", rating.difficulty());
    }

    /** The difficulty, the level and the hardest technique: {@code 4.2 hard XY-Wing}. */
    public static String brief(Rating rating) {
        return difficulty(rating) + " " + rating.level().word() + " " + hardest(rating);
    }

    /** {@code rating 3.2 (hard), hardest: X-Wing; uses: Hidden Single (box) x12, X-Wing x1}. */
    public static String full(Rating rating) {
        return "rating " + difficulty(rating) + " (" + rating.level().word() + "), hardest: " + hardest(rating)
                + "; uses: " + uses(rating);
    }

    private static String hardest(Rating rating) {
        return rating.hardest().map(Technique::displayName).orElse("none");
    }

    private static String uses(Rating rating) {
        if (rating.uses().isEmpty()) {
            return "none";
        }
        StringJoiner text = new StringJoiner(", ");
        rating.uses().forEach((technique, count) -> text.add(technique.displayName() + " x" + count));
        return text.toString();
    }

    /** ER, EP and ED with one decimal each, as the forums quote them: {@code 8.3/1.2/1.2}. */
    public static String numbers(SeRating rating) {
        return String.format(Locale.ROOT, "%.1f/%.1f/%.1f", rating.er(), rating.ep(), rating.ed());
    }

    /** The three numbers, the level and the hardest technique: {@code 8.3/1.2/1.2 extreme Region Forcing Chains}. */
    public static String brief(SeRating rating) {
        return numbers(rating) + " " + SeRatingView.level(rating).word() + " "
                + (rating.hardest().isEmpty() ? "none" : rating.hardest());
    }
}
