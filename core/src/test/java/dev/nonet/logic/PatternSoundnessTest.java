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
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every elimination of the single-digit patterns and wings keeps the solution: checked on positions
 * from real puzzles, both along the singles and where singles are stuck, going deeper by applying
 * the patterns' own steps.
 */
class PatternSoundnessTest {

    static final List<TechniqueFinder> SINGLES = List.of(
            Singles.FULL_HOUSE, Singles.HIDDEN_SINGLE_BOX, Singles.HIDDEN_SINGLE_LINE, Singles.NAKED_SINGLE);
    static final List<TechniqueFinder> PATTERNS = List.of(
            SingleDigitPatterns.SKYSCRAPER, DualPatterns.DUAL_TWO_STRING_KITE, SingleDigitPatterns.TWO_STRING_KITE,
            SingleDigitPatterns.TURBOT_FISH, Wings.XY_WING, DualPatterns.DUAL_EMPTY_RECTANGLE,
            SingleDigitPatterns.EMPTY_RECTANGLE, Wings.XYZ_WING, Wings.W_WING, Colouring.SIMPLE_COLOURING,
            MultiColouring.TYPE_2, MultiColouring.TYPE_1, Colouring.REMOTE_PAIR, Chains.X_CHAIN, Chains.XY_CHAIN);
    static final int PUZZLES_PER_SAMPLE = 200;

    @ParameterizedTest
    @CsvSource({"17-clue, true", "top1465, false", "hardest-1905-11plus, false"})
    void noPatternRemovesASolutionDigit(String sample, boolean findsEveryPattern) {
        List<Grid> puzzles = PuzzleLines.sample(sample).stream().map(Puzzle::givens).toList();
        int stride = Math.max(1, puzzles.size() / PUZZLES_PER_SAMPLE);
        Map<Technique, Integer> found = new EnumMap<>(Technique.class);
        for (int i = 0; i < puzzles.size(); i += stride) {
            Grid puzzle = puzzles.get(i);
            Grid solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow();
            checkAlongTheSolve(puzzle, solution, found);
        }
        // The hardest puzzles need more than these patterns, so only some show up there.
        assertThat(found).as("patterns found in " + sample).isNotEmpty();
        if (findsEveryPattern) {
            assertThat(found).as("patterns found in " + sample).hasSize(PATTERNS.size());
        }
    }

    /**
     * Singles to a stuck point, checking on the way; then the steps of the easiest pattern that has
     * any (all at once, to keep the test quick), and again, until nothing applies.
     */
    private static void checkAlongTheSolve(Grid puzzle, Grid solution, Map<Technique, Integer> found) {
        LogicalSolver singles = new LogicalSolver(SINGLES, Duration.ofSeconds(5));
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(puzzle));
        int steps = 0;
        while (!grid.isSolved()) {
            Optional<Step<Technique>> single = singles.nextStep(grid);
            if (single.isPresent()) {
                if (steps++ % 15 == 0) {
                    checkAll(PATTERNS, grid, puzzle, solution, found);
                }
                single.get().applyTo(grid);
                continue;
            }
            List<Step<Technique>> pattern = checkAll(PATTERNS, grid, puzzle, solution, found);
            if (pattern.isEmpty()) {
                return;
            }
            pattern.forEach(step -> step.applyTo(grid));
        }
    }

    /**
     * Checks every step of every one of {@code finders} in {@code grid}, counting them in {@code found};
     * returns those of the first finder that has any.
     */
    static List<Step<Technique>> checkAll(List<TechniqueFinder> finders, CandidateGrid grid, Grid puzzle, Grid solution,
            Map<Technique, Integer> found) {
        List<Step<Technique>> first = List.of();
        String before = grid.toPencilmarks();
        for (TechniqueFinder finder : finders) {
            List<Step<Technique>> steps = finder.findAll(grid);
            assertThat(steps).as("duplicates").doesNotHaveDuplicates();
            for (Step<Technique> step : steps) {
                for (Candidate e : step.eliminations()) {
                    assertThat(solution.get(e.cell())).as(puzzle + "\n" + before + "\n" + step).isNotEqualTo(e.digit());
                }
                found.merge(step.technique(), 1, Integer::sum);
            }
            if (first.isEmpty()) {
                first = steps;
            }
        }
        assertThat(grid.toPencilmarks()).as("finders leave the grid alone").isEqualTo(before);
        return first;
    }
}
