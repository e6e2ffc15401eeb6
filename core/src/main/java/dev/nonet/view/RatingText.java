package dev.nonet.view;

import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * A rating in words, as {@code explain}, {@code rate}, {@code generate} and the API write it:
 * {@code 4.2 hard XY-Wing}, {@code rating 3.2 (hard), hardest: X-Wing; uses: ...}.
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
}
