package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The lex-first mode on grids with many solutions, where the first solution any search finds is rarely
 * the smallest: random sparse puzzles, compared with {@link ReferenceSolver}.
 */
class LexFirstTest {

    @Test
    void lexFirstOfRandomSparsePuzzlesAgreesWithTheReference() {
        Random random = new Random(2024);
        List<String> failures = new ArrayList<>();
        int multiSolution = 0;
        int differsFromPlainSolve = 0;
        for (int i = 0; i < 300; i++) {
            Grid puzzle = SolutionGrids.puzzle(random, 0.6, 0.68);
            Grid expected = ReferenceSolver.lexFirst(puzzle).orElseThrow();
            SolveResult result = Sudoku.solveLexFirst(Puzzle.of(puzzle));
            Grid actual = result.solution().orElseThrow();
            if (!actual.equals(expected) || !GridValidator.isSolutionOf(actual, Puzzle.of(puzzle))) {
                failures.add(puzzle + ": engine " + actual + ", reference " + expected);
            }
            if (Sudoku.count(Puzzle.of(puzzle), 2).count() > 1) {
                multiSolution++;
            }
            if (!Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow().equals(expected)) {
                differsFromPlainSolve++;
            }
        }
        assertThat(failures).isEmpty();
        assertThat(multiSolution).as("puzzles with several solutions").isGreaterThan(200);
        assertThat(differsFromPlainSolve).as("puzzles where plain solving finds another solution").isGreaterThan(100);
    }
}
