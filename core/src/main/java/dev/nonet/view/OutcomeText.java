package dev.nonet.view;

import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RulePath;
import dev.nonet.se.SeRating;
import java.time.Duration;

/**
 * How a logical solve ended, in the words {@code explain}, {@code rate} and the API all use:
 * {@code solved in 45 steps}, {@code stuck after 12 steps}, {@code timed out after 40 steps (limit 5 s)};
 * {@code rate}'s line {@code 4.2 hard XY-Wing}, {@code stuck extreme (after 12 steps)}.
 */
public final class OutcomeText {

    private OutcomeText() {
    }

    /** {@code 1 step}, {@code 45 steps}. */
    public static String steps(int n) {
        return n + " step" + (n == 1 ? "" : "s");
    }

    /**
     * How the solve ended, in one line: {@code solved in 45 steps}, {@code stuck after 12 steps},
     * {@code contradiction after 3 steps: the position has no solution}, {@code timed out after 40 steps
     * (limit 5 s)}, where {@code limit} is the time limit the solve ran under.
     */
    public static String of(LogicalResult result, Duration limit) {
        return of(result.status(), result.path().size(), limit);
    }

    /** {@link #of(LogicalResult, Duration)} for the rule solver's path of a puzzle with constraints. */
    public static String of(RulePath path, Duration limit) {
        return of(path.status(), path.path().size(), limit);
    }

    private static String of(LogicalStatus status, int n, Duration limit) {
        String steps = steps(n);
        return switch (status) {
            case SOLVED -> "solved in " + steps;
            case STUCK -> "stuck after " + steps;
            case CONTRADICTION -> "contradiction after " + steps + ": the position has no solution";
            case TIMED_OUT -> "timed out after " + steps + " (limit " + DurationText.of(limit) + ")";
        };
    }

    /**
     * The rating of a solved puzzle or why there is none, in one line: {@code 4.2 hard XY-Wing},
     * {@code stuck extreme (after 12 steps)}, {@code timed out (after 3 steps)}, {@code contradiction (after 2 steps)}.
     */
    public static String rated(LogicalResult result) {
        return rated(result.status(), result.path().size(), RatingView.of(result.rating()));
    }

    /** {@link #rated(LogicalResult)} for the rule solver's path of a puzzle with constraints. */
    public static String rated(RulePath path) {
        return rated(path.status(), path.path().size(), RatingView.of(path.rating()));
    }

    private static String rated(LogicalStatus status, int n, RatingView rating) {
        String after = " (after " + steps(n) + ")";
        return switch (status) {
            case SOLVED -> RatingText.brief(rating);
            case STUCK -> LogicalStatus.STUCK.word() + " " + rating.level() + after;
            case TIMED_OUT, CONTRADICTION -> status.word() + after;
        };
    }

    /**
     * How Sudoku Explainer's path ended, in one line, as {@code explain --model se} writes it: {@code solved in
     * 45 steps}, {@code stuck after 12 steps: no technique of the set applies}, {@code timed out after 40 steps
     * (limit 5 s)}.
     */
    public static String of(SeRating rating, Duration limit) {
        String steps = steps(rating.stepCount());
        return switch (rating.status()) {
            case SOLVED -> "solved in " + steps;
            case STUCK -> "stuck after " + steps + ": no technique of the set applies";
            case TIMED_OUT -> "timed out after " + steps + " (limit " + DurationText.of(limit) + ")";
            case CONTRADICTION -> "contradiction after " + steps; // SE's rater meets none: it ends stuck
        };
    }

    /**
     * An SE rating, or why there is none, in one line as {@code rate} writes it: {@code 8.3/1.2/1.2 extreme
     * Region Forcing Chains}, {@code stuck extreme (after 12 steps)}, {@code timed out (after 3 steps)}.
     */
    public static String rated(SeRating rating) {
        String after = " (after " + steps(rating.stepCount()) + ")";
        return switch (rating.status()) {
            case SOLVED -> RatingText.brief(rating);
            case STUCK -> LogicalStatus.STUCK.word() + " " + rating.level().word() + after;
            case TIMED_OUT, CONTRADICTION -> rating.status().word() + after;
        };
    }
}
