package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.validation.GridValidator;
import org.junit.jupiter.api.Test;

/** The reference solver is only worth comparing against if it is right on cases known by hand. */
class ReferenceSolverTest {

    private static final Grid EASY =
            Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    @Test
    void solvesAUniquePuzzle() {
        Grid solution = ReferenceSolver.solve(EASY).orElseThrow();
        assertThat(solution).hasToString(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        assertThat(ReferenceSolver.count(EASY, 5)).isEqualTo(1);
        assertThat(ReferenceSolver.lexFirst(EASY)).contains(solution);
    }

    @Test
    void countsUpToTheCap() {
        Grid empty = Grid.empty(Shape.CLASSIC);
        assertThat(ReferenceSolver.count(empty, 100)).isEqualTo(100);
        Grid oneMissing = EASY.with(new Cell(0, 2), 0);
        assertThat(ReferenceSolver.count(oneMissing, 5)).isEqualTo(1);
    }

    @Test
    void lexFirstOfTheEmptyGridIsTheKnownGrid() {
        Grid first = ReferenceSolver.lexFirst(Grid.empty(Shape.CLASSIC)).orElseThrow();
        assertThat(first).hasToString("123456789456789123789123456214365897365897214897214365"
                + "531642978642978531978531642");
        assertThat(GridValidator.isSolutionOf(first, Puzzle.of(Grid.empty(Shape.CLASSIC)))).isTrue();
    }

    @Test
    void lexFirstPrefersTheSmallerOfTwoSolutions() {
        // In rows 1 and 4, columns 1 and 2 hold 1,2 and 2,1: a rectangle across boxes 1 and 4 whose
        // digits swap. Blanking it leaves two solutions, the original and the swap.
        Grid solved = Grid.parse("123456789456789123789123456214365897365897214897214365"
                + "531642978642978531978531642");
        Grid puzzle = solved.with(new Cell(0, 0), 0).with(new Cell(0, 1), 0)
                .with(new Cell(3, 0), 0).with(new Cell(3, 1), 0);
        assertThat(ReferenceSolver.count(puzzle, 10)).isEqualTo(2);
        assertThat(ReferenceSolver.lexFirst(puzzle)).contains(solved);
        Grid swapped = solved.with(new Cell(0, 0), 2).with(new Cell(0, 1), 1)
                .with(new Cell(3, 0), 1).with(new Cell(3, 1), 2);
        assertThat(GridValidator.isSolutionOf(swapped, Puzzle.of(puzzle))).isTrue();
        assertThat(ReferenceSolver.lexFirst(swapped.with(new Cell(5, 5), 0))).contains(swapped);
    }

    @Test
    void reportsNoSolutionAndRejectsRepeatedGivens() {
        Grid unsolvable = Grid.parse("12345678." + "........9" + ".".repeat(63));
        assertThat(ReferenceSolver.count(unsolvable, 2)).isZero();
        assertThat(ReferenceSolver.lexFirst(unsolvable)).isEmpty();
        Grid repeated = EASY.with(new Cell(0, 2), 5);
        assertThat(ReferenceSolver.count(repeated, 2)).isZero();
        assertThat(ReferenceSolver.solve(repeated)).isEmpty();
    }
}
