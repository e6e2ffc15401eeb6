package dev.nonet.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every step the SE rater takes agrees with the puzzle's unique solution: no placement differs from it,
 * no elimination removes it, and every step does something. Checked on evenly spaced puzzles of the
 * bundled samples (the hardest ones stop early, at the first chain they need, until the chains are in),
 * and quickly on a few puzzles in the default build.
 */
class SeSoundnessSweepTest {

    @Test
    void aFewPuzzlesOfEachSampleAreSound() {
        for (String sample : List.of("17-clue", "top1465", "hardest-1905-11plus")) {
            assertThat(sweep(sample, 15, Duration.ofSeconds(10)).violations()).as(sample).isEmpty();
        }
    }

    @Tag("slow")
    @ParameterizedTest
    @CsvSource({"17-clue, 2000", "top1465, 1465", "hardest-1905-11plus, 200"})
    void everyStepOfTheSamplesIsSound(String sample, int count) {
        Sweep sweep = sweep(sample, count, Duration.ofSeconds(30));
        System.out.println(sample + ": steps per technique " + sweep.uses());
        assertThat(sweep.violations()).as("steps that contradict the solution").isEmpty();
    }

    record Sweep(List<String> violations, Map<String, Integer> uses) {
    }

    static Sweep sweep(String sample, int count, Duration limit) {
        SeRater rater = new SeRater();
        List<String> violations = new ArrayList<>();
        Map<String, Integer> uses = new TreeMap<>();
        List<Grid> puzzles = PuzzleLines.sample(sample).stream().map(Puzzle::givens).toList();
        int stride = Math.max(1, puzzles.size() / count);
        for (int i = 0, taken = 0; i < puzzles.size() && taken < count; i += stride, taken++) {
            Grid puzzle = puzzles.get(i);
            Grid solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow();
            Board board = Board.parse(puzzle.toString());
            SeRating rating = rater.rate(board, Deadline.after(limit), true);
            for (Hint step : rating.steps()) {
                uses.merge(step.name(), 1, Integer::sum);
                violations.addAll(violationsOf(step, solution, board, puzzle));
                step.applyTo(board);
            }
        }
        return new Sweep(violations, uses);
    }

    /** What is wrong with {@code step} on {@code board}: against the solution, or a step that does nothing. */
    static List<String> violationsOf(Hint step, Grid solution, Board board, Grid puzzle) {
        List<String> violations = new ArrayList<>();
        boolean progress = false;
        for (int p : step.placements()) {
            int cell = Board.cellOf(p);
            progress |= board.value(cell) == 0;
            if (solution.get(cell) != Board.digitOf(p)) {
                violations.add(puzzle + ": " + step.name() + " places " + Board.digitOf(p) + " in cell " + cell
                        + " where the solution has " + solution.get(cell));
            }
        }
        for (int e : step.eliminations()) {
            int cell = Board.cellOf(e);
            progress |= board.has(cell, Board.digitOf(e));
            if (solution.get(cell) == Board.digitOf(e)) {
                violations.add(puzzle + ": " + step.name() + " removes the solution's " + Board.digitOf(e)
                        + " from cell " + cell);
            }
        }
        if (!progress) {
            violations.add(puzzle + ": " + step.name() + " changes nothing");
        }
        return violations;
    }
}
