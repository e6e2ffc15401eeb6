package dev.nonet.view;

import dev.nonet.grid.Layout;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.rating.RatingResult;
import dev.nonet.se.SeRating;

/**
 * One puzzle's rating as {@code /api/rate} writes it and {@code nonet rate --json} writes its fields from
 * (the command line leaves out classic 9x9's layout and the text, which is its line without {@code --json}):
 * {@code {"puzzle": ..., "layout": {...}, "status": "solved", "text": "4.2/1.2/1.2 hard XY-Wing", "steps": 51,
 * "rating": {...}}}. Made from what {@link dev.nonet.rating.Ratings} answered; it decides nothing.
 *
 * @param puzzle the puzzle as read: its givens on one line, or a position's pencil marks
 * @param layout its layout
 * @param status how the rating ended ({@code solved}, {@code stuck}, {@code timed out}, as {@link LogicalStatus#word()};
 *               {@code contradiction} for a path), or why there is none ({@code no solution}, {@code multiple
 *               solutions}, {@code timed out})
 * @param text   the line {@code nonet rate} prints: {@code 8.3/1.2/1.2 extreme Region Forcing Chains},
 *               {@code stuck extreme (after 12 steps)}, {@code timed out (after 3 steps)}, {@code multiple solutions}
 * @param steps  how many steps the rating took; null where there is none
 * @param rating the rating; null where there is none, and for Sudoku Explainer's cut short by the deadline,
 *               whose numbers would be those of the steps taken
 */
public record RateView(String puzzle, LayoutView layout, String status, String text, Integer steps, RatingView rating) {

    /** The view of {@code result}, the rating of {@code puzzle} (as read) on {@code layout}. */
    public static RateView of(String puzzle, Layout layout, RatingResult result) {
        LayoutView view = LayoutView.of(layout);
        if (result instanceof RatingResult.Se se) {
            SeRating rating = se.rating();
            return new RateView(puzzle, view, rating.status().word(), OutcomeText.rated(rating), rating.stepCount(),
                    rating.status() == LogicalStatus.TIMED_OUT ? null : RatingView.of(rating));
        }
        if (result instanceof RatingResult.Path path) {
            return new RateView(puzzle, view, path.status().word(), OutcomeText.rated(path.path()), path.path().path().size(),
                    RatingView.of(path.path().rating()));
        }
        if (result instanceof RatingResult.Reasoned reasoned) {
            return new RateView(puzzle, view, reasoned.status().word(), OutcomeText.rated(reasoned.path()),
                    reasoned.path().path().size(), RatingView.of(reasoned.path().rating()));
        }
        String why = word(((RatingResult.Unrated) result).reason());
        return new RateView(puzzle, view, why, why, null, null);
    }

    /** The word of a reason for no rating, as every batch command words it: {@code no solution}, {@code multiple solutions}. */
    public static String word(RatingResult.Reason reason) {
        return switch (reason) {
            case NO_SOLUTION -> Verdict.NO_SOLUTION.word();
            case MULTIPLE_SOLUTIONS -> Verdict.MULTIPLE_SOLUTIONS.word();
            case TIMED_OUT -> LogicalStatus.TIMED_OUT.word();
        };
    }
}
