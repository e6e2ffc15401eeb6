package dev.nonet.cli;

import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The words {@code explain} and {@code rate} use for a logical solve, so both say the same thing the
 * same way: {@code solved in 45 steps}, {@code rating 3.2 (hard), hardest: X-Wing; uses: ...}.
 */
final class LogicText {

    private LogicText() {
    }

    /** How the solve ended, in one line; a stuck solve adds the pencil marks it ended on as a second line. */
    static String outcome(LogicalResult result, TimeLimitOption timeLimit) {
        int n = result.path().size();
        String steps = n + " step" + (n == 1 ? "" : "s");
        return switch (result.status()) {
            case SOLVED -> "solved in " + steps;
            case STUCK -> "stuck after " + steps + "; pencil marks:\n" + result.end().toPencilmarks();
            case CONTRADICTION -> "contradiction after " + steps + ": the position has no solution";
            case TIMED_OUT -> "timed out after " + steps + " (limit " + timeLimit.inWords() + ")";
        };
    }

    /** {@code rating 3.2 (hard), hardest: X-Wing; uses: Hidden Single (box) x12, X-Wing x1}. */
    static String rating(Rating rating) {
        return "rating " + difficulty(rating) + " (" + level(rating) + "), hardest: "
                + rating.hardest().map(Technique::displayName).orElse("none") + "; uses: " + uses(rating.uses());
    }

    /** The difficulty with one decimal, as the Sudoku Explainer scale is written: {@code 3.2}. */
    static String difficulty(Rating rating) {
        return String.format(Locale.ROOT, "%.1f", rating.difficulty());
    }

    /** The level in lower case: {@code hard}. */
    static String level(Rating rating) {
        return rating.level().name().toLowerCase(Locale.ROOT);
    }

    private static String uses(Map<Technique, Integer> uses) {
        if (uses.isEmpty()) {
            return "none";
        }
        StringJoiner text = new StringJoiner(", ");
        uses.forEach((technique, count) -> text.add(technique.displayName() + " x" + count));
        return text.toString();
    }
}
