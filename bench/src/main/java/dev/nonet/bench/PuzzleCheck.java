package dev.nonet.bench;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.ReferenceSolver;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs the engine's three modes on one puzzle and lists everything that disagrees: with the shared
 * verifier, with each other, and (unless turned off) with {@link ReferenceSolver}.
 *
 * @param count     the engine's solution count, up to the cap
 * @param problems  one line per disagreement; empty when all is well
 */
record PuzzleCheck(long count, List<String> problems) {

    /** Checks {@code puzzle}, counting up to {@code cap} (at least 2). */
    static PuzzleCheck of(Puzzle puzzle, long cap, boolean withReference) {
        List<String> problems = new ArrayList<>();
        SolveResult solved = Sudoku.solve(puzzle);
        SolveResult counted = Sudoku.count(puzzle, cap);
        SolveResult lexFirst = Sudoku.solveLexFirst(puzzle);
        verify("solve", solved, puzzle, problems);
        verify("count", counted, puzzle, problems);
        verify("lexFirst", lexFirst, puzzle, problems);
        if (solved.status() != counted.status() || counted.status() != lexFirst.status()) {
            problems.add("statuses differ: solve " + solved.status() + ", count " + counted.status()
                    + ", lexFirst " + lexFirst.status());
        }
        if (counted.count() == 1 && !lexFirst.solution().equals(counted.solution())) {
            problems.add("unique, but lexFirst " + lexFirst.solution() + " differs from " + counted.solution());
        }
        if (withReference) {
            long expected = ReferenceSolver.count(puzzle.givens(), cap);
            if (expected != counted.count()) {
                problems.add("count " + counted.count() + ", reference " + expected);
            }
            Optional<Grid> expectedFirst = ReferenceSolver.lexFirst(puzzle.givens());
            if (!expectedFirst.equals(lexFirst.solution())) {
                problems.add("lexFirst " + lexFirst.solution() + ", reference " + expectedFirst);
            }
        }
        return new PuzzleCheck(counted.count(), problems);
    }

    private static void verify(String mode, SolveResult result, Puzzle puzzle, List<String> problems) {
        if (result.status() == SolveStatus.SOLVED
                && !GridValidator.isSolutionOf(result.solution().orElseThrow(), puzzle)) {
            problems.add(mode + " returned a wrong solution " + result.solution().orElseThrow());
        }
        if (result.status() != SolveStatus.SOLVED && result.solution().isPresent()) {
            problems.add(mode + " is " + result.status() + " but returned a solution");
        }
    }
}
