package dev.nonet.view;

import java.util.List;

/**
 * A puzzle's logical path, as {@code /api/explain} writes it: {@code {"puzzle": ..., "layout": {...},
 * "status": "solved", "text": "solved in 45 steps", "steps": [...], "rating": {...}}}.
 *
 * @param puzzle the puzzle as read: its givens on one line, or a position's pencil marks
 * @param layout its layout
 * @param status how the path ended ({@code solved}, {@code stuck}, {@code timed out}, ...)
 * @param text   the outcome in words ({@link OutcomeText})
 * @param steps  the steps, in order
 * @param end    the pencil marks where the path stopped; null when it solved the puzzle
 * @param rating the rating beside the path; null where there is none
 */
public record ExplainView(String puzzle, LayoutView layout, String status, String text, List<StepView> steps, String end,
        RatingView rating) {
}
