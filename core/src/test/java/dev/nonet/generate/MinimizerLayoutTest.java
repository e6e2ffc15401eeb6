package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.VariantGrids;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** The minimizer under every house of other layouts: sizes, a jigsaw and X-Sudoku. */
class MinimizerLayoutTest {

    static List<Layout> layouts() {
        return List.of(Layout.of(Shape.of(4)), Layout.of(Shape.of(6)), Layout.jigsaw(VariantGrids.JIGSAW_9), Layout.CLASSIC.with(Variant.X));
    }

    /** 16x16 gets one pass of each kind: near minimal, every uniqueness check there takes milliseconds. */
    @Test
    void aSixteenBySixteenEndsWithEveryGivenNeeded() {
        Layout layout = Layout.of(Shape.of(16));
        GenerationRequest request = GenerationRequest.builder().layout(layout).clues(new ClueRange(180, 256)).seed(12).build();
        GeneratedPuzzle generated = new Generator().generate(request).get(0);
        assertThat(Minimizer.removableGivens(new Puzzle(layout, generated.puzzle().givens()))).isNotEmpty();
        Grid minimal = Minimizer.minimize(new Puzzle(layout, generated.puzzle().givens())).givens();
        assertThat(minimal.givenCount()).isLessThan(generated.puzzle().givens().givenCount());
        assertThat(Minimizer.removableGivens(new Puzzle(layout, minimal))).isEmpty();
        assertThat(Sudoku.solve(new Puzzle(layout, minimal)).solution()).contains(generated.solution());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void minimizingKeepsTheSolutionAndLeavesEveryGivenNeededUnderTheLayout(Layout layout) {
        GeneratedPuzzle generated = new Generator().generate(GenerationRequest.builder().layout(layout).seed(12).build()).get(0);
        Grid crowded = crowded(generated);
        assertThat(Minimizer.isMinimal(new Puzzle(layout, crowded))).isFalse();
        assertThat(Minimizer.removableGivens(new Puzzle(layout, crowded))).isNotEmpty();
        Grid minimal = Minimizer.minimize(new Puzzle(layout, crowded)).givens();
        assertThat(Minimizer.isMinimal(new Puzzle(layout, minimal))).isTrue();
        assertThat(Minimizer.removableGivens(new Puzzle(layout, minimal))).isEmpty();
        assertThat(Sudoku.solve(new Puzzle(layout, minimal)).solution()).contains(generated.solution());
        for (int i = 0; i < minimal.shape().cellCount(); i++) {
            if (minimal.get(i) != 0) {
                Cell cell = minimal.shape().cell(i);
                assertThat(Sudoku.count(new Puzzle(layout, minimal.with(cell, 0)), 2).count()).as("without " + cell).isEqualTo(2);
            }
        }
        assertThat(Minimizer.minimize(new Puzzle(layout, crowded)).givens()).as("the same input gives the same output").isEqualTo(minimal);
    }

    @Test
    void withoutALayoutAGridIsPlainSudokuOfItsShape() {
        Layout six = Layout.of(Shape.of(6));
        GeneratedPuzzle generated = new Generator().generate(GenerationRequest.builder().layout(six).seed(4).build()).get(0);
        Grid crowded = crowded(generated);
        assertThat(Minimizer.minimize(Puzzle.of(crowded)).givens()).isEqualTo(Minimizer.minimize(new Puzzle(six, crowded)).givens());
        assertThat(Minimizer.isMinimal(Puzzle.of(Minimizer.minimize(Puzzle.of(crowded)).givens()))).isTrue();
    }

    @Test
    void aPuzzleUniqueOnlyUnderTheExtraHousesIsNotUniqueWithoutThem() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        Grid minimalX = Minimizer.minimize(new Puzzle(x, crowded(new Generator().generate(GenerationRequest.builder().layout(x).seed(5).build()).get(0)))).givens();
        assertThat(Sudoku.count(Puzzle.of(minimalX), 2).count()).as("without the diagonals").isEqualTo(2);
        assertThatThrownBy(() -> Minimizer.minimize(Puzzle.of(minimalX))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the puzzle has more than one solution");
        assertThatThrownBy(() -> Minimizer.minimize(new Puzzle(x, Grid.empty(Shape.of(16))))).isInstanceOf(IllegalArgumentException.class);
    }

    /** The generated puzzle with every other empty cell given back: unique, with many givens that can go. */
    private static Grid crowded(GeneratedPuzzle generated) {
        int[] digits = generated.puzzle().givens().toArray();
        for (int i = 0; i < digits.length; i += 2) {
            digits[i] = generated.solution().get(i);
        }
        return Grid.of(generated.puzzle().givens().shape(), digits);
    }
}
