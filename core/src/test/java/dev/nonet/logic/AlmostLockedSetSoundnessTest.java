package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every elimination of the almost-locked-set techniques keeps the solution: checked on real puzzles
 * at positions along the path of the techniques easier than these where singles were not enough.
 */
class AlmostLockedSetSoundnessTest {

    static final List<TechniqueFinder> FINDERS = List.of(
            SueDeCoq.SUE_DE_COQ, AlmostLockedSets.ALS_XZ, AlmostLockedSets.ALS_XY_WING,
            AlmostLockedSetChains.ALS_XY_CHAIN, DeathBlossom.DEATH_BLOSSOM);
    /**
     * The solver with the techniques up to these but without them, so that its path ends where they
     * are needed; the chains beyond cost the most time.
     */
    private static final LogicalSolver EASIER = new LogicalSolver(Techniques.all().stream()
            .filter(f -> f.technique().difficulty() <= Technique.DEATH_BLOSSOM.difficulty() && !FINDERS.contains(f))
            .toList(), Duration.ofSeconds(5));
    private static final int PUZZLES_PER_SAMPLE = 150;
    /** Which of the positions where singles are stuck get checked: every this many. */
    private static final int CHECK_EVERY = 3;

    @ParameterizedTest
    @ValueSource(strings = {"17-clue", "top1465", "hardest-1905-11plus"})
    void noEliminationRemovesASolutionDigit(String sample) {
        List<Grid> puzzles = PuzzleLines.sample(sample).stream().map(Puzzle::givens).toList();
        int stride = Math.max(1, puzzles.size() / PUZZLES_PER_SAMPLE);
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        for (int i = 0; i < puzzles.size(); i += stride) {
            checkAlongThePath(puzzles.get(i), found);
        }
        System.out.println(sample + ": " + found);
        assertThat(found).as("instances found in " + sample).isNotEmpty();
    }

    private static void checkAlongThePath(Grid puzzle, Map<Technique, Integer> found) {
        Grid solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow();
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(puzzle));
        int stuck = 0;
        for (Step<Technique> step : EASIER.solve(Puzzle.of(puzzle)).path()) {
            // Positions a few steps apart differ little: checking every few keeps the test quick.
            if (step.technique().difficulty() > Technique.NAKED_SINGLE.difficulty() && stuck++ % CHECK_EVERY == 0) {
                PatternSoundnessTest.checkAll(FINDERS, grid, puzzle, solution, found);
            }
            step.applyTo(grid);
        }
        PatternSoundnessTest.checkAll(FINDERS, grid, puzzle, solution, found);
    }
}
