package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.solve.Sudoku;
import org.junit.jupiter.api.Test;

class MinimizerTest {

    /** A generated puzzle's solution with a few givens emptied: unique, far from minimal. */
    private static final Grid SOLUTION = new Generator().generate(GenerationRequest.builder().seed(21).build()).get(0).solution();

    @Test
    void minimizingKeepsTheSolutionAndLeavesEveryGivenNeeded() {
        Grid crowded = SOLUTION.with(new Cell(0, 0), 0).with(new Cell(4, 4), 0).with(new Cell(8, 8), 0);
        assertThat(Minimizer.isMinimal(crowded)).isFalse();
        assertThat(Minimizer.removableGivens(crowded)).hasSize(78);
        Grid minimal = Minimizer.minimize(crowded);
        assertThat(Minimizer.isMinimal(minimal)).isTrue();
        assertThat(Minimizer.removableGivens(minimal)).isEmpty();
        assertThat(Sudoku.solve(minimal).solution()).contains(SOLUTION);
        assertThat(minimal.givenCount()).isLessThan(40);
        assertThat(Minimizer.minimize(crowded)).as("the same input gives the same output").isEqualTo(minimal);
        assertThat(Minimizer.minimize(minimal)).isEqualTo(minimal);
    }

    @Test
    void refusesPuzzlesWithoutExactlyOneSolution() {
        assertThatThrownBy(() -> Minimizer.minimize(Grid.parse("11" + ".".repeat(79))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("invalid");
        assertThatThrownBy(() -> Minimizer.minimize(Grid.parse(".".repeat(81))))
                .hasMessageContaining("more than one solution");
        Grid noSolution = Grid.parse("12345678.........9" + ".".repeat(63));
        assertThatThrownBy(() -> Minimizer.minimize(noSolution)).hasMessageContaining("no solution");
        assertThat(Minimizer.isMinimal(Grid.parse(".".repeat(81)))).isFalse();
    }
}
