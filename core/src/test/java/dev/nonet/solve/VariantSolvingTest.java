package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.validation.GridValidator;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Solving and counting on every listed shape and variant, each solution checked against every house. */
class VariantSolvingTest {

    static Stream<Layout> layouts() {
        return VariantGrids.all().stream();
    }

    static Stream<Layout> layoutsUpTo16() {
        return VariantGrids.all().stream().filter(l -> l.side() <= 16);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void theEmptyGridSolvesAndTheSolutionHoldsEveryDigitOnceInEveryHouse(Layout layout) {
        Grid empty = Grid.empty(layout.shape());
        SolveResult result = Sudoku.solve(new Puzzle(layout, empty));
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        Grid solution = result.solution().orElseThrow();
        assertEveryHouseHoldsEveryDigit(layout, solution);
        assertThat(GridValidator.isSolutionOf(solution, new Puzzle(layout, empty))).isTrue();
        assertThat(Sudoku.count(new Puzzle(layout, empty), 3).count()).isEqualTo(3);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layoutsUpTo16")
    void aPuzzleBlankedToUniquenessHasOneSolutionItsOrigin(Layout layout) {
        Random random = new Random(layout.hashCode());
        Grid solution = VariantGrids.solution(layout, random);
        Grid puzzle = VariantGrids.uniquePuzzle(layout, solution, random, layout.side() > 9 ? 0.4 : 0);
        assertThat(puzzle.givenCount()).isLessThan(layout.side() * layout.side());
        SolveResult result = Sudoku.count(new Puzzle(layout, puzzle), 2);
        assertThat(result.isUnique()).isTrue();
        assertThat(result.solution()).hasValue(solution);
        assertThat(Sudoku.solveLexFirst(new Puzzle(layout, puzzle)).solution()).hasValue(solution);
    }

    @Test
    void a25x25PuzzleWithHalfItsCellsBlankSolves() {
        Layout layout = Layout.of(Shape.of(25));
        Random random = new Random(25);
        Grid puzzle = VariantGrids.blanked(VariantGrids.solution(layout, random), random, 0.5);
        SolveResult result = Sudoku.solve(new Puzzle(layout, puzzle));
        assertThat(result.status()).isEqualTo(SolveStatus.SOLVED);
        assertEveryHouseHoldsEveryDigit(layout, result.solution().orElseThrow());
        assertThat(GridValidator.isSolutionOf(result.solution().orElseThrow(), new Puzzle(layout, puzzle))).isTrue();
    }

    @Test
    void manyThreadsSolvingManyLayoutsAtOnceGetTheirOwnRules() {
        List<Layout> layouts = VariantGrids.all().stream().filter(l -> l.side() <= 12).toList();
        List<Boolean> verdicts = IntStream.range(0, 400).parallel().mapToObj(i -> {
            Layout layout = layouts.get(i % layouts.size());
            Random random = new Random(i);
            Grid puzzle = VariantGrids.blanked(VariantGrids.solution(layout, random), random, 0.6);
            SolveResult result = Sudoku.solve(new Puzzle(layout, puzzle));
            return GridValidator.isSolutionOf(result.solution().orElseThrow(), new Puzzle(layout, puzzle));
        }).toList();
        assertThat(verdicts).containsOnly(true);
    }

    @Test
    void variantRulesChangeTheCount() {
        Grid empty4 = Grid.empty(Shape.of(4));
        assertThat(Sudoku.count(new Puzzle(Layout.of(Shape.of(4)), empty4), 1000).count()).isEqualTo(288);
        assertThat(Sudoku.count(Puzzle.of(empty4), 1000).count()).as("a grid alone follows its boxes").isEqualTo(288);
        assertThat(Sudoku.count(new Puzzle(Layout.of(Shape.of(4)).with(Variant.X), empty4), 1000).count())
                .isEqualTo(LayoutReferenceSolver.count(Layout.of(Shape.of(4)).with(Variant.X), empty4, 1000));
        Layout jigsaw5 = Layout.jigsaw("AAABB\nAABBB\nCCCDD\nCCDDD\nEEEEE");
        Grid empty5 = Grid.empty(jigsaw5.shape());
        assertThat(Sudoku.count(new Puzzle(jigsaw5, empty5), 100_000).count()).as("the README's example")
                .isEqualTo(LayoutReferenceSolver.count(jigsaw5, empty5, 100_000)).isEqualTo(7200);
    }

    @Test
    void aRepeatInADiagonalIsAConflictNamedByItsHouse() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        Grid puzzle = Grid.empty(Shape.CLASSIC).with(new Cell(0, 0), 5).with(new Cell(4, 4), 5);
        SolveResult result = Sudoku.solve(new Puzzle(x, puzzle));
        assertThat(result.status()).isEqualTo(SolveStatus.INVALID);
        assertThat(result.conflicts()).singleElement()
                .hasToString("digit 5 appears twice in diagonal 1: r1c1 and r5c5");
        assertThat(Sudoku.solve(Puzzle.of(puzzle)).status()).as("no diagonal rule without the variant").isEqualTo(SolveStatus.SOLVED);
    }

    @Test
    void repeatsInRegionsWindowsAndGroupsAreNamed() {
        Grid region = Grid.empty(Shape.CLASSIC).with(new Cell(0, 3), 7).with(new Cell(1, 1), 7);
        assertThat(GridValidator.conflicts(new Puzzle(Layout.jigsaw(VariantGrids.JIGSAW_9), region))).singleElement()
                .hasToString("digit 7 appears twice in region 2: r1c4 and r2c2");
        Grid window = Grid.empty(Shape.CLASSIC).with(new Cell(1, 1), 3).with(new Cell(3, 3), 3);
        assertThat(GridValidator.conflicts(new Puzzle(Layout.CLASSIC.with(Variant.WINDOKU), window))).singleElement()
                .hasToString("digit 3 appears twice in window 1: r2c2 and r4c4");
        Grid group = Grid.empty(Shape.CLASSIC).with(new Cell(0, 0), 9).with(new Cell(6, 6), 9);
        assertThat(GridValidator.conflicts(new Puzzle(Layout.CLASSIC.with(Variant.DISJOINT), group))).singleElement()
                .hasToString("digit 9 appears twice in group 1: r1c1 and r7c7");
    }

    @Test
    void givensThatLeaveNoCompletionHaveNoSolution() {
        // 4x4 X: the 3s in r1c2, r3c4 and r4c1 see every cell of the main diagonal.
        Layout x = Layout.of(Shape.of(4)).with(Variant.X);
        Grid puzzle = Grid.parse(Shape.of(4), ".3.........33...");
        assertThat(GridValidator.isConsistent(new Puzzle(x, puzzle))).isTrue();
        assertThat(LayoutReferenceSolver.count(x, puzzle, 1)).isZero();
        assertThat(Sudoku.solve(new Puzzle(x, puzzle)).status()).isEqualTo(SolveStatus.NO_SOLUTION);
        assertThat(Sudoku.solveLexFirst(new Puzzle(x, puzzle)).status()).isEqualTo(SolveStatus.NO_SOLUTION);
    }

    @Test
    void theGridMustFitTheLayout() {
        assertThatThrownBy(() -> Sudoku.solve(new Puzzle(Layout.of(Shape.of(16)), Grid.empty(Shape.CLASSIC))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a 9x9 grid does not fit the layout 16x16");
        assertThatThrownBy(() -> Sudoku.solve(Puzzle.of(Grid.empty(new Shape(3, 1)))))
                .hasMessage("side 3 is not supported: sides run from 4 to 25");
    }

    @Test
    void lettersStandForDigitsFromTen() {
        Grid solution = Sudoku.solveLexFirst(new Puzzle(Layout.of(Shape.of(12)), Grid.empty(Shape.of(12)))).solution().orElseThrow();
        assertThat(solution.toString()).startsWith("123456789ABC56789ABC1234");
        assertThat(Grid.parse(Shape.of(12), solution.toString().toLowerCase())).isEqualTo(solution);
    }

    /** Checks the rules directly: every house of the layout holds each digit 1..side exactly once. */
    static void assertEveryHouseHoldsEveryDigit(Layout layout, Grid solution) {
        List<House> houses = layout.houses();
        for (House house : houses) {
            BitSet digits = new BitSet();
            for (Cell cell : layout.cellsOf(house)) {
                digits.set(solution.get(cell));
            }
            assertThat(digits.cardinality()).as("%s of %s", house, layout).isEqualTo(layout.side());
            assertThat(digits.get(0)).isFalse();
        }
    }
}
