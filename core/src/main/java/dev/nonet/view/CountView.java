package dev.nonet.view;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import java.util.List;

/**
 * A count of solutions, as {@code /api/count} writes it: {@code {"puzzle": ..., "layout": {...},
 * "solutions": 2, "capped": true, "text": "2+"}}.
 *
 * @param puzzle      the givens on one line
 * @param layout      the puzzle's layout
 * @param constraints its constraints
 * @param solutions   the solutions found, up to the cap
 * @param capped      whether the count stopped at the cap (there may be more)
 * @param text        the count as {@code nonet count} prints it: {@code 2}, or {@code 2+} when capped
 */
public record CountView(String puzzle, LayoutView layout, List<ConstraintView> constraints, long solutions, boolean capped, String text) {

    /** The view of {@code result}, a count of {@code puzzle}'s solutions. */
    public static CountView of(Puzzle puzzle, SolveResult result) {
        return new CountView(puzzle.givens().toString(), LayoutView.of(puzzle.layout()), ConstraintView.ofAll(puzzle.constraints()),
                result.count(), result.reachedCap(), result.count() + (result.reachedCap() ? "+" : ""));
    }
}
