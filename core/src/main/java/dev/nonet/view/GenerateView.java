package dev.nonet.view;

import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import java.util.List;
import java.util.Map;

/**
 * A new puzzle, as {@code /api/generate} writes it: {@code {"puzzle": ..., "layout": {...}, "solution": ...,
 * "rating": {...}, "seed": 42, "text": ...}}, on the layout whose fields a page sends back to play it. A
 * killer has {@code cages} after its layout and {@code searchRating} in place of {@code rating}; a variant puzzle
 * (thermo, kropki, ...) has {@code fpuzzles} after its layout, the f-puzzles object of its givens and clues, and its
 * {@code rating} by Nonet's rule solver.
 *
 * @param puzzle       the givens on one line
 * @param layout       the layout (a jigsaw's regions drawn at random included)
 * @param cages        a killer's cages; null for another puzzle
 * @param fpuzzles     a variant puzzle's f-puzzles object (givens, clues, title, rules); null for another puzzle
 * @param solution     its one solution
 * @param rating       its rating; null for a killer
 * @param searchRating a killer's level by the constraint search's guesses; null for another puzzle
 * @param seed         the seed that makes the same puzzle again
 * @param text         the generation's report in words
 */
public record GenerateView(String puzzle, LayoutView layout, List<CageView> cages, Map<String, Object> fpuzzles, String solution,
        RatingView rating,
        SearchRatingView searchRating, long seed, String text) {

    /** The view of {@code made}, the puzzle of a generation that {@code report} tells; with its cages when {@code killer}. */
    public static GenerateView of(GeneratedPuzzle made, GenerationReport report, boolean killer) {
        return new GenerateView(made.puzzle().givens().toString(), LayoutView.of(made.puzzle().layout()),
                killer ? CageView.ofAll(made.puzzle()) : null, made.ruleRating().isPresent() ? VariantText.fpuzzles(made, false) : null,
                made.solution().toString(), RatingView.of(made).orElse(null),
                made.searchRating().map(SearchRatingView::of).orElse(null), report.seed(), report.message());
    }
}
