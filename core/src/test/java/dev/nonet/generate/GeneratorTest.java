package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Every generated puzzle is what was asked for, checked independently of the generator's own checks. */
class GeneratorTest {

    private final Generator generator = new Generator();

    @Test
    void everyPuzzleIsUniqueWithTheSolutionGivenAndIndexedInOrder() {
        List<GeneratedPuzzle> puzzles = generator.generate(GenerationRequest.builder().count(20).seed(3).build());
        assertThat(puzzles).hasSize(20);
        for (int i = 0; i < puzzles.size(); i++) {
            GeneratedPuzzle p = puzzles.get(i);
            assertThat(p.index()).isEqualTo(i);
            assertThat(Sudoku.isUnique(Puzzle.of(p.puzzle().givens()))).as(p.puzzle().givens().toString()).isTrue();
            assertThat(GridValidator.isSolutionOf(p.solution(), Puzzle.of(p.puzzle().givens()))).isTrue();
            assertThat(p.rating()).isEmpty();
        }
    }

    @Test
    void minimalPuzzlesAreMinimalWithAndWithoutSymmetry() {
        for (Symmetry symmetry : List.of(Symmetry.NONE, Symmetry.ROTATIONAL)) {
            GenerationRequest request = GenerationRequest.builder().count(4).minimal(true).symmetry(symmetry).seed(5).build();
            for (GeneratedPuzzle p : generator.generate(request)) {
                assertThat(Minimizer.isMinimal(Puzzle.of(p.puzzle().givens()))).as(symmetry + " " + p.puzzle().givens()).isTrue();
                assertThat(symmetry.holds(p.puzzle().givens())).isTrue();
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Level.class, names = {"EASY", "MEDIUM", "HARD"})
    void ratingsFallInTheLevelAskedForAndMatchSudokuExplainersRating(Level level) {
        GenerationRequest request = GenerationRequest.builder().count(3).difficulty(level).rated(true).seed(7).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            SeRating rating = p.seRating().orElseThrow();
            assertThat(p.rating()).isEmpty(); // classic puzzles are rated on SE's scale alone
            assertThat(Level.of(rating.er())).as(p.puzzle().givens().toString()).isEqualTo(level);
            SeRating again = new SeRater().rate(p.puzzle().givens().toString());
            assertThat(List.of(again.er(), again.ep(), again.ed())).containsExactly(rating.er(), rating.ep(), rating.ed());
            assertThat(again.hardest()).isEqualTo(rating.hardest());
        }
    }

    @Test
    void aRatingRangeHoldsAtBothEnds() {
        GenerationRequest request = GenerationRequest.builder().count(4).rating(new RatingRange(1.5, 2.6)).rated(true).seed(8).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            assertThat(p.seRating().orElseThrow().er()).isBetween(1.5, 2.6);
        }
    }

    @Test
    void theSameSeedGivesTheSamePuzzlesOnOneThreadOrThree() {
        GenerationRequest request = GenerationRequest.builder().count(12).difficulty(Level.MEDIUM).seed(42).build();
        List<GeneratedPuzzle> one = new ArrayList<>();
        List<GeneratedPuzzle> three = new ArrayList<>();
        generator.generate(request, 1, one::add);
        GenerationReport report = generator.generate(request, 3, three::add);
        assertThat(three).isEqualTo(one);
        assertThat(report.seed()).isEqualTo(42);
        assertThat(report.generated()).isEqualTo(12);
        assertThat(report.timedOut()).isFalse();
        GenerationRequest other = GenerationRequest.builder().count(12).difficulty(Level.MEDIUM).seed(43).build();
        assertThat(generator.generate(other)).isNotEqualTo(one);
    }

    @ParameterizedTest
    @EnumSource(Symmetry.class)
    void everySymmetryHolds(Symmetry symmetry) {
        GenerationRequest request = GenerationRequest.builder().count(2).symmetry(symmetry).seed(9).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            assertThat(symmetry.holds(p.puzzle().givens())).as(p.puzzle().givens().toString()).isTrue();
            assertThat(Sudoku.isUnique(Puzzle.of(p.puzzle().givens()))).isTrue();
        }
    }

    @Test
    void theClueRangeHolds() {
        GenerationRequest request = GenerationRequest.builder().count(5).clues(new ClueRange(30, 32)).seed(10).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            assertThat(p.puzzle().givens().givenCount()).isBetween(30, 32);
        }
    }

    @Test
    void requiredTechniquesAreUsedAndExcludedOnesAreNot() {
        GenerationRequest request = GenerationRequest.builder().count(3).difficulty(Level.MEDIUM)
                .require(Technique.POINTING).exclude(Technique.NAKED_SINGLE).seed(12).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            Rating rating = new LogicalSolver().solve(p.puzzle()).rating();
            assertThat(rating.uses()).containsKey(Technique.POINTING).doesNotContainKey(Technique.NAKED_SINGLE);
        }
    }

    @Test
    void aTimeoutReturnsWhatWasFoundWithAMessage() {
        GenerationRequest request = GenerationRequest.builder().count(1000).difficulty(Level.EXTREME)
                .timeout(Duration.ofMillis(300)).seed(13).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        GenerationReport report = generator.generate(request, 1, found::add);
        assertThat(report.timedOut()).isTrue();
        assertThat(report.generated()).isEqualTo(found.size()).isLessThan(1000);
        assertThat(report.attempts()).isGreaterThan(0);
        assertThat(report.message()).startsWith("timed out after").contains("of 1,000 puzzles");
        assertThat(report.elapsed()).isLessThan(Duration.ofSeconds(6));
    }

    @Test
    void aFailingSinkStopsEveryThreadAndReachesTheCaller() {
        GenerationRequest request = GenerationRequest.builder().count(1000).seed(14).build();
        List<GeneratedPuzzle> seen = new ArrayList<>();
        assertThatThrownBy(() -> generator.generate(request, 2, p -> {
            seen.add(p);
            if (seen.size() == 3) {
                throw new IllegalStateException("disk full");
            }
        })).isInstanceOf(IllegalStateException.class).hasMessage("disk full");
        assertThat(seen).hasSize(3);
    }

    @Test
    void impossibleRequestsAreRefusedUpFront() {
        assertThatThrownBy(() -> GenerationRequest.builder().count(0).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("count");
        assertThatThrownBy(() -> GenerationRequest.builder().difficulty(Level.EASY).require(Technique.X_WING).build())
                .hasMessageContaining("X-Wing").hasMessageContaining("harder than the band");
        assertThatThrownBy(() -> GenerationRequest.builder().require(Technique.X_WING).exclude(Technique.X_WING).build())
                .hasMessageContaining("both required and excluded");
        assertThatThrownBy(() -> new RatingRange(4, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ClueRange(40, 30)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ClueRange(-1, 30)).hasMessageContaining("from 0 up");
        assertThatThrownBy(() -> GenerationRequest.builder().clues(new ClueRange(16, 30)).build()).hasMessageContaining("at least 17");
        assertThatThrownBy(() -> generator.generate(GenerationRequest.builder().build(), 0, p -> { }))
                .hasMessageContaining("threads");
    }

    @Test
    void randomGridsAreValidSolutionsWithoutAnObviousDigitBias() {
        var engine = new dev.nonet.solve.UniquenessChecker();
        java.util.SplittableRandom random = new java.util.SplittableRandom(99);
        int[][] counts = new int[81][10];
        int draws = 900;
        for (int i = 0; i < draws; i++) {
            Grid grid = RandomGrids.draw(random, engine);
            assertThat(GridValidator.isSolutionOf(grid, Puzzle.of(Grid.empty(grid.shape())))).isTrue();
            for (int cell = 0; cell < 81; cell++) {
                counts[cell][grid.get(cell)]++;
            }
        }
        // Each digit should take each cell about 100 times in 900 draws; 55 and 145 are over 4.5 sigma out.
        for (int cell = 0; cell < 81; cell++) {
            for (int digit = 1; digit <= 9; digit++) {
                assertThat(counts[cell][digit]).as("cell %d digit %d", cell, digit).isBetween(55, 145);
            }
        }
    }
}
