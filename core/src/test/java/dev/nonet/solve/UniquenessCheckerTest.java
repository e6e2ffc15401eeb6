package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import dev.nonet.validation.GridValidator;
import org.junit.jupiter.api.Test;

/** The lean path agrees with the checked facade. */
class UniquenessCheckerTest {

    private static final Grid PUZZLE =
            Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    private final UniquenessChecker checker = new UniquenessChecker();

    @Test
    void countsUpToTwoAsTheFacadeDoes() {
        assertThat(checker.solutions(PUZZLE)).isEqualTo(1);
        assertThat(checker.solutions(Grid.empty(Shape.CLASSIC))).isEqualTo(2);
        assertThat(checker.solutions(Grid.parse("11" + ".".repeat(79)))).isZero();
        assertThat(checker.solutions(Grid.parse("12345678.........9" + ".".repeat(63)))).isZero();
    }

    @Test
    void saysWhichGivensCanGoAsCountingTheSmallerPuzzleWould() {
        for (int index = 0; index < 81; index++) {
            if (PUZZLE.get(index) == 0) {
                continue;
            }
            Cell cell = Shape.CLASSIC.cell(index);
            assertThat(checker.isUniqueWithout(PUZZLE, cell)).as(cell.toString())
                    .isEqualTo(Sudoku.isUnique(PUZZLE.with(cell, 0)));
        }
        assertThatThrownBy(() -> checker.isUniqueWithout(PUZZLE, new Cell(0, 2))).hasMessageContaining("no given");
    }

    @Test
    void findsASolution() {
        Grid solution = checker.anySolution(PUZZLE).orElseThrow();
        assertThat(GridValidator.isSolutionOf(solution, PUZZLE)).isTrue();
        assertThat(checker.anySolution(Grid.parse("11" + ".".repeat(79)))).isEmpty();
    }
}
