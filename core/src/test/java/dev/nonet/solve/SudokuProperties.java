package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.GridValidator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the facade on random puzzles: solved grids from {@link SolutionGrids} with random
 * cells emptied, checked with the shared verifier and against {@link ReferenceSolver}.
 */
class SudokuProperties {

    @Property(tries = 400)
    void solveReturnsASolutionThatKeepsTheGivens(@ForAll("puzzles") Grid puzzle) {
        SolveResult result = Sudoku.solve(Puzzle.of(puzzle));
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(result.count()).isEqualTo(1);
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(puzzle))).isTrue();
    }

    @Property(tries = 300)
    void countAgreesWithTheReferenceUpToTheCap(@ForAll("referencePuzzles") Grid puzzle) {
        SolveResult result = Sudoku.count(Puzzle.of(puzzle), 20);
        assertThat(result.count()).isBetween(1L, 20L).isEqualTo(ReferenceSolver.count(puzzle, 20));
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(puzzle))).isTrue();
        assertThat(result.isUnique()).isEqualTo(result.count() == 1);
    }

    @Property(tries = 300)
    void lexFirstAgreesWithTheReference(@ForAll("densePuzzles") Grid puzzle) {
        SolveResult result = Sudoku.solveLexFirst(Puzzle.of(puzzle));
        assertThat(result.solution()).isEqualTo(ReferenceSolver.lexFirst(puzzle));
    }

    @Property(tries = 300)
    void solvabilityAgreesWithTheReferenceOnMutatedPuzzles(@ForAll("mutatedPuzzles") Grid puzzle) {
        SolveResult result = Sudoku.solve(Puzzle.of(puzzle));
        if (!GridValidator.conflicts(Puzzle.of(puzzle)).isEmpty()) {
            assertThat(result.status()).isEqualTo(SolveStatus.INVALID);
            assertThat(result.conflicts()).isEqualTo(GridValidator.conflicts(Puzzle.of(puzzle)));
        } else if (ReferenceSolver.count(puzzle, 1) == 0) {
            assertThat(result.status()).isEqualTo(SolveStatus.NO_SOLUTION);
            assertThat(Sudoku.solveLexFirst(Puzzle.of(puzzle)).status()).isEqualTo(SolveStatus.NO_SOLUTION);
        } else {
            assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
            assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(puzzle))).isTrue();
        }
    }

    @Property(tries = 500)
    void theValidatorFindsARepeatExactlyWhenAHouseHoldsADigitTwice(@ForAll("mutatedPuzzles") Grid grid) {
        boolean repeat = false;
        for (var house : grid.shape().houses()) {
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            for (var cell : Layout.of(grid.shape()).cellsOf(house)) {
                int d = grid.get(cell);
                repeat |= d != 0 && !seen.add(d);
            }
        }
        assertThat(GridValidator.isConsistent(Puzzle.of(grid))).isEqualTo(!repeat);
        assertThat(GridValidator.conflicts(Puzzle.of(grid)).isEmpty()).isEqualTo(!repeat);
    }

    @Property(tries = 500)
    void givensAreInvalidExactlyWhenTheValidatorFindsConflicts(@ForAll("mutatedPuzzles") Grid puzzle) {
        boolean conflicting = !GridValidator.conflicts(Puzzle.of(puzzle)).isEmpty();
        for (SolveResult result : new SolveResult[] {
            Sudoku.solve(Puzzle.of(puzzle)), Sudoku.count(Puzzle.of(puzzle), 3), Sudoku.solveLexFirst(Puzzle.of(puzzle))}) {
            assertThat(result.status() == SolveStatus.INVALID).isEqualTo(conflicting);
            assertThat(result.conflicts()).isEqualTo(GridValidator.conflicts(Puzzle.of(puzzle)));
        }
    }

    /** Random puzzles keeping 8 to 60 of the 81 cells on average. */
    @Provide
    Arbitrary<Grid> puzzles() {
        return Arbitraries.randomValue(random -> SolutionGrids.puzzle(random, 0.25, 0.9));
    }

    /**
     * Random puzzles keeping 24 to 60 cells on average. Sparser ones can hide a few solutions in a tree
     * too large for the simple reference solver.
     */
    @Provide
    Arbitrary<Grid> referencePuzzles() {
        return Arbitraries.randomValue(random -> SolutionGrids.puzzle(random, 0.25, 0.7));
    }

    /** Random puzzles keeping 28 to 50 cells on average: often many solutions, quick for the reference. */
    @Provide
    Arbitrary<Grid> densePuzzles() {
        return Arbitraries.randomValue(random -> SolutionGrids.puzzle(random, 0.38, 0.65));
    }

    /**
     * Random puzzles with one to three cells then set to a random digit: some stay solvable, some lose
     * every solution, some repeat a digit.
     */
    @Provide
    Arbitrary<Grid> mutatedPuzzles() {
        return Arbitraries.randomValue(random -> {
            int[] cells = SolutionGrids.puzzle(random, 0.3, 0.6).toArray();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                cells[random.nextInt(81)] = 1 + random.nextInt(9);
            }
            return Grid.of(cells);
        });
    }
}
