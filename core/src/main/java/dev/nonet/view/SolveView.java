package dev.nonet.view;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import java.util.List;

/**
 * A puzzle solved, as {@code /api/solve} writes it: {@code {"puzzle": ..., "layout": {...}, "status":
 * "solved", "solution": ..., "unique": true}}; puzzle and solution are lines of the layout's size, digits
 * from 10 up as letters.
 *
 * @param puzzle      the givens on one line
 * @param layout      the puzzle's layout
 * @param constraints its constraints (killer cages, thermometers, ...)
 * @param status      {@code solved} or {@code no solution} ({@link Verdict})
 * @param solution    the solution; null when there is none
 * @param unique      whether it is the only one; null when there is none
 */
public record SolveView(String puzzle, LayoutView layout, List<ConstraintView> constraints, String status, String solution, Boolean unique) {

    /** The view of {@code result}, a count of {@code puzzle}'s solutions up to 2. */
    public static SolveView of(Puzzle puzzle, SolveResult result) {
        LayoutView layout = LayoutView.of(puzzle.layout());
        List<ConstraintView> constraints = ConstraintView.ofAll(puzzle.constraints());
        if (result.status() != SolveStatus.SOLVED) {
            return new SolveView(puzzle.givens().toString(), layout, constraints, Verdict.NO_SOLUTION.word(), null, null);
        }
        return new SolveView(puzzle.givens().toString(), layout, constraints, Verdict.SOLVED.word(), result.solution().orElseThrow().toString(),
                result.count() == 1);
    }
}
