package dev.nonet.generate;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Random complete classic grids that also keep rules over the whole grid (anti-knight, anti-king), which
 * {@link RandomGrids}' shortcut of boxes and transformations would break. Each draw puts the nine digits, once each,
 * in nine random cells (different digits never break a rule of differences) and lets the constraint search
 * complete the grid under the rules, within a budget of work; a draw the search cannot complete in its budget is
 * followed by the next from the same stream. The grids lean on the search's order of trying digits, more than
 * {@link RandomGrids}' do; the nine random cells spread them.
 */
final class RuledGrids {

    /** The search's budget for one completion, in wakings of {@link Budget}. */
    private static final long BUDGET = 2000;

    private RuledGrids() {
    }

    /**
     * A random complete classic grid keeping {@code rules}, drawn with {@code random}.
     *
     * @throws dev.nonet.limit.StoppedException when {@code deadline} is reached
     */
    static Grid draw(List<Constraint> rules, RandomGenerator random, Deadline deadline) {
        while (true) {
            deadline.check();
            int[] cells = RandomGrids.permutation(81, random);
            int[] digits = new int[81];
            for (int d = 1; d <= 9; d++) {
                digits[cells[d - 1]] = d;
            }
            Budget budget = new Budget(BUDGET);
            List<Constraint> all = new ArrayList<>(rules);
            all.add(budget);
            SolveResult result = Sudoku.solve(new Puzzle(Layout.CLASSIC, Grid.of(digits), all), deadline);
            if (result.status() == SolveStatus.SOLVED && !budget.spent()) {
                return result.solution().orElseThrow();
            }
        }
    }
}
