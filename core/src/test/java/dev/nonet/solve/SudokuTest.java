package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.validation.Conflict;
import dev.nonet.validation.GridValidator;
import org.junit.jupiter.api.Test;

/** The facade's outcomes on hand-picked grids: invalid, unsolvable, empty, unique, capped. */
class SudokuTest {

    private static final Grid EASY =
            Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    private static final Grid EMPTY = Grid.empty(Shape.CLASSIC);
    /** The smallest solution in row-major order: what a first-empty-cell, digits-ascending search finds. */
    private static final String EMPTY_LEX_FIRST = "123456789456789123789123456214365897365897214897214365"
            + "531642978642978531978531642";

    @Test
    void repeatedGivensAreInvalidWithTheirConflictsAndNoSearch() {
        Grid puzzle = EASY.with(new Cell(0, 2), 5);
        for (SolveResult result : new SolveResult[] {
            Sudoku.solve(Puzzle.of(puzzle)), Sudoku.count(Puzzle.of(puzzle), 2), Sudoku.solveLexFirst(Puzzle.of(puzzle))}) {
            assertThat(result.status()).isEqualTo(SolveStatus.INVALID);
            assertThat(result.solution()).isEmpty();
            assertThat(result.guesses()).isZero();
            assertThat(result.conflicts())
                    .containsExactly(
                            new Conflict(5, new House(House.Kind.ROW, 0), new Cell(0, 0), new Cell(0, 2)),
                            new Conflict(5, new House(House.Kind.BOX, 0), new Cell(0, 0), new Cell(0, 2)))
                    .isEqualTo(GridValidator.conflicts(Puzzle.of(puzzle)));
        }
        assertThat(Sudoku.isUnique(Puzzle.of(puzzle))).isFalse();
    }

    @Test
    void validGivensWithoutASolutionAreReportedAsSuch() {
        // Row 1 leaves r1c9 only a 9, which column 9 already has further down.
        Grid puzzle = Grid.parse("12345678." + "........9" + ".".repeat(63));
        assertThat(GridValidator.conflicts(Puzzle.of(puzzle))).isEmpty();
        for (SolveResult result : new SolveResult[] {
            Sudoku.solve(Puzzle.of(puzzle)), Sudoku.count(Puzzle.of(puzzle), 5), Sudoku.solveLexFirst(Puzzle.of(puzzle))}) {
            assertThat(result.status()).isEqualTo(SolveStatus.NO_SOLUTION);
            assertThat(result.solution()).isEmpty();
            assertThat(result.count()).isZero();
            assertThat(result.conflicts()).isEmpty();
        }
    }

    @Test
    void aPuzzleThatNeedsAGuessToFailHasNoSolution() {
        // No single cell or house is empty, yet r1c1 must be 1 (row) and cannot be (box): found by search.
        Grid puzzle = Grid.parse(".23456789" + "........." + "1........" + ".".repeat(54));
        assertThat(Sudoku.solve(Puzzle.of(puzzle)).status()).isEqualTo(SolveStatus.NO_SOLUTION);
        assertThat(ReferenceSolver.count(puzzle, 1)).isZero();
    }

    @Test
    void anEasyPuzzleIsSolvedUniquelyWithoutGuessing() {
        SolveResult result = Sudoku.count(Puzzle.of(EASY), 2);
        assertThat(result.isUnique()).isTrue();
        assertThat(result.guesses()).isZero();
        assertThat(result.solution().orElseThrow()).hasToString(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        assertThat(Sudoku.isUnique(Puzzle.of(EASY))).isTrue();
    }

    @Test
    void theEmptyGridsLexFirstSolutionIsTheKnownOne() {
        SolveResult result = Sudoku.solveLexFirst(Puzzle.of(EMPTY));
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(result.solution().orElseThrow()).hasToString(EMPTY_LEX_FIRST);
    }

    @Test
    void countingTheEmptyGridStopsAtTheCap() {
        SolveResult result = Sudoku.count(Puzzle.of(EMPTY), 1000);
        assertThat(result.count()).isEqualTo(1000);
        assertThat(result.reachedCap()).isTrue();
        assertThat(result.isUnique()).isFalse();
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(EMPTY))).isTrue();
    }

    @Test
    void countingAMillionSolutionsIsFast() {
        long start = System.nanoTime();
        SolveResult result = Sudoku.count(Puzzle.of(EMPTY), 1_000_000);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(result.count()).isEqualTo(1_000_000);
        assertThat(seconds).as("seconds to count a million solutions").isLessThan(10);
    }

    @Test
    void aPuzzleWithExactlyTwoSolutionsIsCountedExactly() {
        Grid puzzle = blankDeadlyRectangle(Grid.parse(EMPTY_LEX_FIRST));
        SolveResult result = Sudoku.count(Puzzle.of(puzzle), 10);
        assertThat(result.count()).isEqualTo(2);
        assertThat(result.reachedCap()).isFalse();
        assertThat(ReferenceSolver.count(puzzle, 10)).isEqualTo(2);
    }

    @Test
    void theCapMustBePositive() {
        assertThatThrownBy(() -> Sudoku.count(Puzzle.of(EASY), 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void otherShapesSolveByTheirBoxesAndUnsupportedSidesAreRejected() {
        assertThat(Sudoku.count(Puzzle.of(Grid.empty(new Shape(2, 2))), 1000).count()).isEqualTo(288);
        assertThatThrownBy(() -> Sudoku.solve(Puzzle.of(Grid.empty(new Shape(6, 5)))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("side 30 is not supported: sides run from 4 to 25");
    }

    /**
     * Empties four cells at the corners of a rectangle spanning two boxes whose two digits swap: the
     * result has exactly those two solutions (the givens fix everything else).
     */
    private static Grid blankDeadlyRectangle(Grid solved) {
        for (int r1 = 0; r1 < 9; r1++) {
            for (int r2 = r1 + 1; r2 < 9; r2++) {
                for (int c1 = 0; c1 < 9; c1++) {
                    for (int c2 = c1 + 1; c2 < 9; c2++) {
                        boolean twoBoxes = (r1 / 3 == r2 / 3) != (c1 / 3 == c2 / 3);
                        int a = solved.get(9 * r1 + c1);
                        int b = solved.get(9 * r1 + c2);
                        if (twoBoxes && solved.get(9 * r2 + c1) == b && solved.get(9 * r2 + c2) == a) {
                            return solved.with(new Cell(r1, c1), 0).with(new Cell(r1, c2), 0)
                                    .with(new Cell(r2, c1), 0).with(new Cell(r2, c2), 0);
                        }
                    }
                }
            }
        }
        throw new IllegalStateException("no swappable rectangle in " + solved);
    }
}
