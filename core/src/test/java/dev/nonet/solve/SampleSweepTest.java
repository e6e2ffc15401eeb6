package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Runs the engine over the bundled samples of the four data sets and checks every answer: solutions
 * with the shared verifier, counts and lex-first solutions against {@link ReferenceSolver}. Failures
 * are collected so that one run lists them all.
 */
class SampleSweepTest {

    @ParameterizedTest
    @ValueSource(strings = {"17-clue", "top1465", "hardest-1905-11plus"})
    void everyPuzzleOfAUniqueSetHasExactlyOneSolutionWhichVerifies(String set) {
        List<Grid> puzzles = PuzzleLines.sample(set).stream().map(Puzzle::givens).toList();
        List<String> failures = new ArrayList<>();
        for (Grid puzzle : puzzles) {
            SolveResult result = Sudoku.count(Puzzle.of(puzzle), 2);
            if (!result.isUnique() || !GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(puzzle))) {
                failures.add(puzzle + " -> " + result);
            }
        }
        assertThat(puzzles).hasSizeGreaterThanOrEqualTo(1000);
        assertThat(failures).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"17-clue", "top1465", "hardest-1905-11plus", "serg-multi-solution"})
    void solveReturnsAVerifiedSolutionForEveryPuzzle(String set) {
        List<String> failures = new ArrayList<>();
        for (Puzzle puzzle : PuzzleLines.sample(set)) {
            SolveResult result = Sudoku.solve(puzzle);
            if (result.status() != SolveStatus.SOLVED
                    || !GridValidator.isSolutionOf(result.solution().orElseThrow(), puzzle)) {
                failures.add(puzzle.givens() + " -> " + result);
            }
        }
        assertThat(failures).isEmpty();
    }

    @Test
    @Tag("slow") // the reference solver counts slowly: most of this class's time
    void countsOfMultiSolutionPuzzlesAgreeWithTheReference() {
        List<Grid> puzzles = PuzzleLines.sample("serg-multi-solution").stream().map(Puzzle::givens).toList();
        List<String> failures = new ArrayList<>();
        long total = 0;
        for (Grid puzzle : puzzles) {
            long expected = ReferenceSolver.count(puzzle, 1000);
            SolveResult result = Sudoku.count(Puzzle.of(puzzle), 1000);
            total += result.count();
            if (result.count() != expected || !GridValidator.isSolutionOf(result.solution().orElseThrow(), Puzzle.of(puzzle))) {
                failures.add(puzzle + ": engine " + result.count() + ", reference " + expected);
            }
        }
        assertThat(failures).isEmpty();
        assertThat(total).as("the sample really has many solutions").isGreaterThan(10L * puzzles.size());
    }

    @Test
    void lexFirstOfMultiSolutionPuzzlesAgreesWithTheReference() {
        List<Grid> puzzles = PuzzleLines.sample("serg-multi-solution").stream().map(Puzzle::givens).toList();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i += 4) {
            Grid puzzle = puzzles.get(i);
            Grid expected = ReferenceSolver.lexFirst(puzzle).orElseThrow();
            Grid actual = Sudoku.solveLexFirst(Puzzle.of(puzzle)).solution().orElseThrow();
            if (!actual.equals(expected)) {
                failures.add(puzzle + ": engine " + actual + ", reference " + expected);
            }
        }
        assertThat(failures).isEmpty();
    }
}
