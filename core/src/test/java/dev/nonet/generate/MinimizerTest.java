package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class MinimizerTest {

    /** A generated puzzle's solution with a few givens emptied: unique, far from minimal. */
    private static final Grid SOLUTION = new Generator().generate(GenerationRequest.builder().seed(21).build()).get(0).solution();

    @Test
    void minimizingKeepsTheSolutionAndLeavesEveryGivenNeeded() {
        Grid crowded = SOLUTION.with(new Cell(0, 0), 0).with(new Cell(4, 4), 0).with(new Cell(8, 8), 0);
        assertThat(Minimizer.isMinimal(Puzzle.of(crowded))).isFalse();
        assertThat(Minimizer.removableGivens(Puzzle.of(crowded))).hasSize(78);
        Grid minimal = Minimizer.minimize(Puzzle.of(crowded)).givens();
        assertThat(Minimizer.isMinimal(Puzzle.of(minimal))).isTrue();
        assertThat(Minimizer.removableGivens(Puzzle.of(minimal))).isEmpty();
        assertThat(Sudoku.solve(Puzzle.of(minimal)).solution()).contains(SOLUTION);
        assertThat(minimal.givenCount()).isLessThan(40);
        assertThat(Minimizer.minimize(Puzzle.of(crowded)).givens()).as("the same input gives the same output").isEqualTo(minimal);
        assertThat(Minimizer.minimize(Puzzle.of(minimal)).givens()).isEqualTo(minimal);
    }

    /**
     * A killer's givens are minimized under its cages, by the constraint search; given the count its
     * caller made, no search repeats it, and a killer without givens comes back with none made at all.
     */
    @Test
    void aKillerIsMinimizedUnderItsCagesAndOneWithoutGivensAtOnce() {
        GeneratedPuzzle killer = new Generator().generate(GenerationRequest.builder().killer(true).seed(1).build()).get(0);
        Grid solution = killer.solution();
        Puzzle crowded = killer.puzzle().withGivens(solution.with(new Cell(0, 0), 0));
        SolveResult count = Sudoku.count(crowded, 2);
        Puzzle minimal = Minimizer.minimize(crowded, count, Deadline.NONE);
        assertThat(minimal.constraints()).isEqualTo(crowded.constraints());
        assertThat(minimal.givens().givenCount()).isLessThanOrEqualTo(killer.puzzle().givens().givenCount() + 1);
        assertThat(Sudoku.count(minimal, 2).solution()).contains(solution);
        assertThat(Minimizer.removableGivens(minimal, Sudoku.count(minimal, 2))).isEmpty();

        Puzzle none = killer.puzzle().withGivens(Grid.empty(solution.shape()));
        Deadline passed = Deadline.after(Duration.ZERO);
        assertThat(Minimizer.minimize(none, Sudoku.count(none, 2), passed)).as("no search, so no stop").isSameAs(none);
        assertThatThrownBy(() -> Minimizer.minimize(crowded, Sudoku.count(crowded, 1), Deadline.NONE))
                .hasMessageContaining("not a finished count to 2");
    }

    @Test
    void refusesPuzzlesWithoutExactlyOneSolution() {
        assertThatThrownBy(() -> Minimizer.minimize(Puzzle.parse("11" + ".".repeat(79))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("invalid");
        assertThatThrownBy(() -> Minimizer.minimize(Puzzle.parse(".".repeat(81))))
                .hasMessageContaining("more than one solution");
        Grid noSolution = Grid.parse("12345678.........9" + ".".repeat(63));
        assertThatThrownBy(() -> Minimizer.minimize(Puzzle.of(noSolution))).hasMessageContaining("no solution");
        assertThat(Minimizer.isMinimal(Puzzle.parse(".".repeat(81)))).isFalse();
    }
}
