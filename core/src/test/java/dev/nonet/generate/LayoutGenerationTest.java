package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Technique;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.VariantGrids;
import dev.nonet.validation.GridValidator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generator on every listed shape and variant: each puzzle checked by the facade's engine against
 * all the layout's houses, independently of the generator's own checks.
 */
@Tag("slow")
class LayoutGenerationTest {

    private final Generator generator = new Generator();

    static List<Layout> layouts() {
        return VariantGrids.all();
    }

    /** Small layouts, where a minimal puzzle takes milliseconds. */
    static List<Layout> small() {
        return VariantGrids.all().stream().filter(l -> l.side() <= 9).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void everyPuzzleIsUniqueUnderEveryHouseAndTheSameOnOneThreadOrTwo(Layout layout) {
        List<GeneratedPuzzle> one = sameOnOneThreadOrTwo(request(layout).count(2).seed(21).build());
        assertThat(one).hasSize(2);
        for (GeneratedPuzzle p : one) {
            assertThat(p.puzzle().givens().shape()).isEqualTo(layout.shape());
            assertThat(Sudoku.count(new Puzzle(layout, p.puzzle().givens()), 2).count()).as(p.puzzle().givens().toString()).isEqualTo(1);
            assertThat(GridValidator.isSolutionOf(p.solution(), new Puzzle(layout, p.puzzle().givens()))).isTrue();
            assertThat(p.puzzle().givens().givenCount()).isLessThan(layout.shape().cellCount());
        }
        GenerationRequest other = request(layout).count(2).seed(22).build();
        assertThat(generator.generate(other)).isNotEqualTo(one);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("small")
    void minimalPuzzlesNeedEveryGiven(Layout layout) {
        for (GeneratedPuzzle p : generator.generate(GenerationRequest.builder().layout(layout).minimal(true).seed(5).build())) {
            assertMinimal(layout, p.puzzle().givens());
        }
    }

    @Test
    void symmetricMinimalPuzzlesOnOtherSidesKeepTheirSymmetry() {
        for (Layout layout : List.of(Layout.of(Shape.of(6)), Layout.of(Shape.of(8)).with(Variant.X), Layout.jigsaw(VariantGrids.JIGSAW_9))) {
            GenerationRequest request = GenerationRequest.builder().layout(layout).symmetry(Symmetry.ROTATIONAL).minimal(true)
                    .count(2).seed(6).build();
            for (GeneratedPuzzle p : generator.generate(request)) {
                assertThat(Symmetry.ROTATIONAL.holds(p.puzzle().givens())).as(layout + " " + p.puzzle().givens()).isTrue();
                assertMinimal(layout, p.puzzle().givens());
            }
        }
    }

    @Test
    void theClueRangeHoldsOnA16x16() {
        Layout layout = Layout.of(Shape.of(16));
        GenerationRequest request = GenerationRequest.builder().layout(layout).clues(new ClueRange(150, 160)).count(2).seed(7).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            assertThat(p.puzzle().givens().givenCount()).isBetween(150, 160);
            assertThat(Sudoku.isUnique(new Puzzle(layout, p.puzzle().givens()))).isTrue();
        }
    }

    @Test
    void aTimeoutCutsA25x25CarveShort() {
        // Minimal: an attempt runs for minutes, so only the timeout ends it.
        GenerationRequest request = GenerationRequest.builder().layout(Layout.of(Shape.of(25))).count(50).minimal(true)
                .timeout(Duration.ofMillis(300)).seed(8).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        GenerationReport report = generator.generate(request, 1, found::add);
        assertThat(report.timedOut()).isTrue();
        assertThat(report.generated()).isEqualTo(found.size()).isLessThan(50);
        assertThat(report.elapsed()).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void aboveTwentyByTwentyARequestWithoutAClueRangeKeepsHalfTheCells() {
        Layout big = Layout.of(Shape.of(25));
        assertThat(GenerationRequest.builder().layout(big).build().clues()).isEqualTo(new ClueRange(313, 625));
        assertThat(GenerationRequest.builder().layout(Layout.of(Shape.of(21))).build().clues()).isEqualTo(new ClueRange(221, 441));
        assertThat(GenerationRequest.builder().layout(big).minimal(true).build().clues()).isEqualTo(ClueRange.ANY);
        assertThat(GenerationRequest.builder().layout(big).clues(new ClueRange(400, 500)).build().clues()).isEqualTo(new ClueRange(400, 500));
        assertThat(GenerationRequest.builder().layout(Layout.of(Shape.of(20))).build().clues()).isEqualTo(ClueRange.ANY);
        assertThat(GenerationRequest.builder().build().clues()).isEqualTo(ClueRange.ANY);

        List<GeneratedPuzzle> puzzles = generator.generate(GenerationRequest.builder().layout(big).count(2).seed(3).build());
        assertThat(puzzles).hasSize(2).allSatisfy(p -> {
            assertThat(p.puzzle().givens().givenCount()).isBetween(313, 330);
            assertThat(Sudoku.isUnique(new Puzzle(big, p.puzzle().givens()))).isTrue();
        });
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"6x6", "9x9 x", "9x9 jigsaw", "8x8 disjoint"})
    void difficultyAndRatingsWorkOffTheClassicGridWithTheTechniquesThatWorkThere(String name) {
        Layout layout = switch (name) {
            case "6x6" -> Layout.of(Shape.of(6));
            case "9x9 x" -> Layout.CLASSIC.with(Variant.X);
            case "9x9 jigsaw" -> Layout.jigsaw(VariantGrids.JIGSAW_9);
            default -> Layout.of(Shape.of(8)).with(Variant.DISJOINT);
        };
        // Medium puzzles are rare on 6x6, where hidden singles nearly always suffice.
        Level level = layout.side() == 6 ? Level.EASY : Level.MEDIUM;
        GenerationRequest request = GenerationRequest.builder().layout(layout).count(3).difficulty(level)
                .rated(true).seed(5).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        generator.generate(request, 1, found::add);
        assertThat(found).hasSize(3);
        for (GeneratedPuzzle made : found) {
            Rating rating = made.rating().orElseThrow();
            assertThat(Level.of(rating.difficulty())).isEqualTo(level);
            LogicalResult again = new LogicalSolver().solve(new Puzzle(layout, made.puzzle().givens()));
            assertThat(again.status()).isEqualTo(LogicalStatus.SOLVED);
            assertThat(again.rating().difficulty()).isEqualTo(rating.difficulty());
            assertThat(Sudoku.isUnique(new Puzzle(layout, made.puzzle().givens()))).isTrue();
        }
    }

    @Test
    void aBandedSixteenBySixteenPuzzleIsCarvedByLogicWithinReachOfTheBand() {
        Layout sixteen = Layout.of(Shape.of(16));
        GenerationRequest request = GenerationRequest.builder().layout(sixteen).difficulty(Level.EASY).rated(true).seed(3).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        generator.generate(request, 1, found::add);
        GeneratedPuzzle made = found.get(0);
        assertThat(made.rating().orElseThrow().difficulty()).isLessThanOrEqualTo(Level.EASY.upTo());
        assertThat(new LogicalSolver().solve(new Puzzle(sixteen, made.puzzle().givens())).end().toGrid()).isEqualTo(made.solution());
        assertThat(Sudoku.isUnique(new Puzzle(sixteen, made.puzzle().givens()))).isTrue();
    }

    @Test
    void withoutABandAStuckPuzzleIsAcceptedAndRatesExtreme() {
        GenerationRequest request = GenerationRequest.builder().layout(Layout.of(Shape.of(12))).count(3).rated(true).seed(2).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        GenerationReport report = generator.generate(request, 1, found::add);
        assertThat(report.rejected()).isZero();
        assertThat(found).hasSize(3).allSatisfy(made -> assertThat(made.rating()).isPresent());
        assertThat(found).anySatisfy(made -> assertThat(made.rating().orElseThrow().level()).isEqualTo(Level.EXTREME));
    }

    @Test
    void classicOnlyTechniquesAndBadClueRangesAreRefusedOffTheClassicGrid() {
        Layout x16 = Layout.of(Shape.of(16)).with(Variant.X);
        assertThatThrownBy(() -> GenerationRequest.builder().layout(x16).require(Technique.SKYSCRAPER).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Skyscraper is for classic 9x9 only: on 16x16 x the"
                        + " logical solver uses singles, locked candidates, subsets, fish, wings, colouring, X- and XY-Chains, AIC and nice loops");
        assertThatThrownBy(() -> GenerationRequest.builder().layout(x16).exclude(Technique.SUE_DE_COQ).build())
                .hasMessageStartingWith("Sue de Coq is for classic 9x9 only");
        assertThat(GenerationRequest.builder().layout(x16).require(Technique.X_WING).difficulty(Level.HARD).build().required())
                .containsExactly(Technique.X_WING);
        assertThatThrownBy(() -> GenerationRequest.builder().layout(x16).clues(new ClueRange(100, 300)).build())
                .hasMessage("a clue range on 16x16 x runs from at least 15 up to at most 256, not 100..300");
        assertThatThrownBy(() -> GenerationRequest.builder().layout(Layout.of(Shape.of(4))).clues(new ClueRange(2, 5)).build())
                .hasMessageContaining("at least 3");
        assertThatThrownBy(() -> GenerationRequest.builder().clues(new ClueRange(17, 82)).build()).hasMessageContaining("at most 81");
    }

    /** Random-region requests: plain jigsaws of small, prime and large sides, and jigsaws with the other variants that fit. */
    static List<Layout> randomRegionLayouts() {
        return List.of(Layout.of(Shape.of(4)), Layout.of(Shape.of(6)), Layout.of(new Shape(7, 7, 1)), Layout.CLASSIC, Layout.CLASSIC.with(Variant.X),
                Layout.CLASSIC.with(Variant.WINDOKU), Layout.of(Shape.of(12)), Layout.of(Shape.of(16)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("randomRegionLayouts")
    void randomRegionsGiveEachPuzzleItsOwnMapUniqueUnderItAndTheSameOnOneThreadOrTwo(Layout base) {
        int cells = base.shape().cellCount();
        GenerationRequest.Builder builder = GenerationRequest.builder().layout(base).randomRegions(true).count(3).seed(31);
        GenerationRequest request = (base.side() >= 12 ? builder.clues(new ClueRange(cells * 6 / 10, cells)) : builder).build();
        List<GeneratedPuzzle> one = sameOnOneThreadOrTwo(request);
        assertThat(one).hasSize(3);
        for (GeneratedPuzzle p : one) {
            Layout layout = p.puzzle().layout();
            assertThat(layout.isJigsaw()).isTrue();
            assertThat(layout.side()).isEqualTo(base.side());
            assertThat(layout.variants()).containsAll(base.variants());
            assertThat(Sudoku.count(new Puzzle(layout, p.puzzle().givens()), 2).count()).as(layout.regionMap().orElseThrow() + p.puzzle().givens()).isEqualTo(1);
            assertThat(GridValidator.isSolutionOf(p.solution(), new Puzzle(layout, p.puzzle().givens()))).isTrue();
        }
        assertThat(one.stream().map(p -> p.puzzle().layout()).distinct()).as("a map for every puzzle").hasSize(3);
    }

    @Test
    void minimalRandomJigsawsNeedEveryGivenUnderTheirOwnMap() {
        GenerationRequest request = GenerationRequest.builder().randomRegions(true).minimal(true).count(3).seed(32).build();
        for (GeneratedPuzzle p : generator.generate(request)) {
            assertMinimal(p.puzzle().layout(), p.puzzle().givens());
        }
    }

    @Test
    void aFixedLayoutIsEveryPuzzlesLayout() {
        Layout x6 = Layout.of(Shape.of(6)).with(Variant.X);
        assertThat(generator.generate(GenerationRequest.builder().layout(x6).count(2).seed(3).build()))
                .extracting(p -> p.puzzle().layout()).containsOnly(x6);
    }

    @Test
    void randomJigsawsOfALevelAreRatedUnderTheirOwnMap() {
        GenerationRequest request = GenerationRequest.builder().randomRegions(true).difficulty(Level.MEDIUM).rated(true)
                .count(3).seed(33).build();
        List<GeneratedPuzzle> found = new ArrayList<>();
        generator.generate(request, 1, found::add);
        assertThat(found).hasSize(3);
        for (GeneratedPuzzle made : found) {
            assertThat(made.puzzle().layout().isJigsaw()).isTrue();
            assertThat(made.rating().orElseThrow().level()).isEqualTo(Level.MEDIUM);
            LogicalResult again = new LogicalSolver().solve(made.puzzle());
            assertThat(again.rating().difficulty()).isEqualTo(made.rating().orElseThrow().difficulty());
            assertThat(Sudoku.isUnique(made.puzzle())).isTrue();
        }
    }

    @Test
    void randomRegionsThatCannotBeMetAreRefused() {
        assertThatThrownBy(() -> GenerationRequest.builder().layout(Layout.jigsaw(VariantGrids.JIGSAW_9)).randomRegions(true).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("random regions take the place of a region map: give a layout without one");
        assertThatThrownBy(() -> GenerationRequest.builder().layout(Layout.of(Shape.of(25))).randomRegions(true).build())
                .hasMessage("random jigsaw regions are drawn for sides 4 to 16 only (on larger grids a complete grid is seldom"
                        + " found in reasonable time), not 25x25: give a region map");
        assertThatThrownBy(() -> GenerationRequest.builder().layout(Layout.CLASSIC.with(Variant.DISJOINT)).randomRegions(true).build())
                .hasMessage("disjoint groups need boxes, and a jigsaw has none");
        assertThatThrownBy(() -> GenerationRequest.builder().randomRegions(true).require(Technique.SKYSCRAPER).build())
                .hasMessageStartingWith("Skyscraper is for classic 9x9 only: on 9x9 jigsaw the logical solver");
        assertThatThrownBy(() -> GenerationRequest.builder().layout(Layout.CLASSIC.with(Variant.X)).randomRegions(true)
                .exclude(Technique.SUE_DE_COQ).build()).hasMessageContaining("on 9x9 jigsaw+x");
        // A jigsaw is not classic: its clue floor is N-1, not 17.
        assertThat(GenerationRequest.builder().randomRegions(true).clues(new ClueRange(8, 81)).build().clues().min()).isEqualTo(8);
        assertThatThrownBy(() -> GenerationRequest.builder().clues(new ClueRange(8, 81)).build()).hasMessageContaining("at least 17");
    }

    /** The request's puzzles from one thread, checked to be the same as from two. */
    private List<GeneratedPuzzle> sameOnOneThreadOrTwo(GenerationRequest request) {
        List<GeneratedPuzzle> one = new ArrayList<>();
        List<GeneratedPuzzle> two = new ArrayList<>();
        generator.generate(request, 1, one::add);
        generator.generate(request, 2, two::add);
        assertThat(two).isEqualTo(one);
        return one;
    }

    /** Every given is needed: without any one of them the puzzle has a second solution. */
    private static void assertMinimal(Layout layout, Grid puzzle) {
        assertThat(Sudoku.isUnique(new Puzzle(layout, puzzle))).isTrue();
        for (int i = 0; i < puzzle.shape().cellCount(); i++) {
            if (puzzle.get(i) != 0) {
                Cell cell = puzzle.shape().cell(i);
                assertThat(Sudoku.count(new Puzzle(layout, puzzle.with(cell, 0)), 2).count()).as(layout + " " + puzzle + " without " + cell)
                        .isEqualTo(2);
            }
        }
    }

    /** Sides of 16 and more keep a floor of givens so the test stays quick; docs/GENERATOR.md has the full rates. */
    private static GenerationRequest.Builder request(Layout layout) {
        GenerationRequest.Builder builder = GenerationRequest.builder().layout(layout);
        int cells = layout.shape().cellCount();
        return layout.side() >= 16 ? builder.clues(new ClueRange(cells * 6 / 10, cells)) : builder;
    }
}
