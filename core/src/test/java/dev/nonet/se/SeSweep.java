package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Step;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The soundness sweep of the SE rater, shared by {@code SeSoundnessSweepTest} and the bench's
 * {@code SeSoundnessSweep} (whole data sets): every step of the rater's path is checked against the
 * puzzle's unique solution; no placement may differ from it, no elimination remove it, and every step
 * must change something.
 */
public final class SeSweep {

    private SeSweep() {
    }

    /**
     * What a sweep found.
     *
     * @param puzzles    how many puzzles were rated
     * @param violations every step that contradicts its solution, in words
     * @param uses       how many steps of each technique were checked, by SE's name
     */
    public record Result(int puzzles, List<String> violations, Map<String, Integer> uses) {

        /** How many steps were checked. */
        public int steps() {
            return uses.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /**
     * Sweeps {@code count} evenly spaced puzzles of {@code puzzles} (classic, one solution; others are
     * skipped), each rated within {@code limit} (the steps taken by then are checked).
     */
    public static Result sweep(List<Grid> puzzles, int count, Duration limit) {
        SeRater rater = new SeRater();
        List<String> violations = new ArrayList<>();
        Map<String, Integer> uses = new TreeMap<>();
        int stride = Math.max(1, puzzles.size() / Math.max(1, count));
        int taken = 0;
        for (int i = 0; i < puzzles.size() && taken < count; i += stride) {
            Grid puzzle = puzzles.get(i);
            SolveResult counted = Sudoku.count(Puzzle.of(puzzle), 2);
            if (!counted.isUnique()) {
                continue;
            }
            taken++;
            Grid solution = counted.solution().orElseThrow();
            Position board = SePositions.parse(puzzle.toString());
            SeRating rating = rater.rate(board, Deadline.after(limit), true);
            for (Step<SeFamily> seStep : rating.steps()) {
                SeHint step = SeSteps.hint(seStep);
                uses.merge(step.name(), 1, Integer::sum);
                violations.addAll(violationsOf(step, solution, board, puzzle));
                step.applyTo(board);
            }
        }
        return new Result(taken, violations, uses);
    }

    /** What is wrong with {@code step} on {@code board}: against the solution, or a step that does nothing. */
    public static List<String> violationsOf(SeHint step, Grid solution, Position board, Grid puzzle) {
        List<String> violations = new ArrayList<>();
        boolean progress = false;
        for (int p : step.placements()) {
            int cell = SeHint.cellOf(p);
            progress |= board.value(cell) == 0;
            if (solution.get(cell) != SeHint.digitOf(p)) {
                violations.add(puzzle + ": " + step.name() + " places " + SeHint.digitOf(p) + " in cell " + cell
                        + " where the solution has " + solution.get(cell));
            }
        }
        for (int e : step.eliminations()) {
            int cell = SeHint.cellOf(e);
            progress |= board.has(cell, SeHint.digitOf(e));
            if (solution.get(cell) == SeHint.digitOf(e)) {
                violations.add(puzzle + ": " + step.name() + " removes the solution's " + SeHint.digitOf(e)
                        + " from cell " + cell);
            }
        }
        if (!progress) {
            violations.add(puzzle + ": " + step.name() + " changes nothing");
        }
        return violations;
    }
}
