package dev.nonet.view;

import dev.nonet.logic.Rating;
import dev.nonet.se.SeRating;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * A rating in words, as {@code explain}, {@code rate}, {@code generate} and the API write it. On Sudoku
 * Explainer's scale: {@code 8.3/1.2/1.2 extreme Region Forcing Chains} and
 * {@code rating 8.3/1.2/1.2 (extreme, Sudoku Explainer's scale), hardest: Region Forcing Chains; uses: ...};
 * on Nonet's: {@code 4.2 hard XY-Wing} and {@code rating 3.2 (hard), hardest: X-Wing; uses: ...}.
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
        return brief(RatingView.of(rating));
    }

    /** ER/EP/ED, the level and the hardest technique: {@code 8.3/1.2/1.2 extreme Region Forcing Chains}. */
    public static String brief(SeRating rating) {
        return brief(RatingView.of(rating));
    }

    /** {@code 8.3/1.2/1.2 extreme Region Forcing Chains} on SE's scale, {@code 4.2 hard XY-Wing} on Nonet's. */
    public static String brief(RatingView rating) {
        return numbers(rating) + " " + rating.level() + " " + hardest(rating);
    }

    /**
     * {@code rating 8.3/1.2/1.2 (extreme, Sudoku Explainer's scale), hardest: Region Forcing Chains; uses: Hidden
     * Single x40, ...}, or on Nonet's scale {@code rating 3.2 (hard), hardest: X-Wing; uses: Hidden Single (box) x12, X-Wing x1}.
     */
    public static String full(RatingView rating) {
        return "rating " + numbers(rating) + " (" + rating.level() + (rating.onSeScale() ? ", Sudoku Explainer's scale" : "")
                + "), hardest: " + hardest(rating) + "; uses: " + uses(rating);
    }

    /** {@link #full(RatingView)} of Nonet's path rating. */
    public static String full(Rating rating) {
        return full(RatingView.of(rating));
    }

    private static String numbers(RatingView rating) {
        return rating.onSeScale() ? String.format(Locale.ROOT, "%.1f/%.1f/%.1f", rating.er(), rating.ep(), rating.ed())
                : String.format(Locale.ROOT, "%.1f", rating.difficulty());
    }

    private static String hardest(RatingView rating) {
        return rating.hardest() == null ? "none" : rating.hardest();
    }

    private static String uses(RatingView rating) {
        if (rating.uses().isEmpty()) {
            return "none";
        }
        StringJoiner text = new StringJoiner(", ");
        rating.uses().forEach((technique, count) -> text.add(technique + " x" + count));
        return text.toString();
    }
}
