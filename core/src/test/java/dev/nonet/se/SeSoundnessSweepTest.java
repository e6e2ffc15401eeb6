package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import java.time.Duration;
import java.util.List;
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

    private static SeSweep.Result sweep(String sample, int count, Duration limit) {
        List<Grid> puzzles = PuzzleLines.sample(sample).stream().map(Puzzle::givens).toList();
        return SeSweep.sweep(puzzles, count, limit);
    }

    @Test
    void aFewPuzzlesOfEachSampleAreSound() {
        for (String sample : List.of("17-clue", "top1465")) {
            assertThat(sweep(sample, 15, Duration.ofSeconds(10)).violations()).as(sample).isEmpty();
        }
        // A puzzle of the hardest class takes seconds; the steps taken within the limit are checked.
        assertThat(sweep("hardest-1905-11plus", 1, Duration.ofSeconds(3)).violations()).isEmpty();
    }

    @Tag("slow")
    @ParameterizedTest
    // The hardest class takes about 6 s a puzzle: a dozen of it keeps the sweep to minutes.
    @CsvSource({"17-clue, 2000", "top1465, 1465", "hardest-1905-11plus, 12"})
    void everyStepOfTheSamplesIsSound(String sample, int count) {
        SeSweep.Result sweep = sweep(sample, count, Duration.ofSeconds(30));
        System.out.println(sample + ": steps per technique " + sweep.uses());
        assertThat(sweep.violations()).as("steps that contradict the solution").isEmpty();
    }
}
