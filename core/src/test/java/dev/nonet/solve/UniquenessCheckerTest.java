package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.validation.GridValidator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The lean path agrees with the checked facade. */
class UniquenessCheckerTest {

    private static final Grid PUZZLE =
            Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    private final UniquenessChecker checker = new UniquenessChecker();

    @Test
    void countsUpToTwoAsTheFacadeDoes() {
        assertThat(checker.solutions(PUZZLE)).isEqualTo(1);
        assertThat(checker.solutions(Grid.empty(Shape.CLASSIC))).isEqualTo(2);
        assertThat(checker.solutions(Grid.parse("11" + ".".repeat(79)))).isZero();
        assertThat(checker.solutions(Grid.parse("12345678.........9" + ".".repeat(63)))).isZero();
    }

    @Test
    void saysWhichGivensCanGoAsCountingTheSmallerPuzzleWould() {
        for (int index = 0; index < 81; index++) {
            if (PUZZLE.get(index) == 0) {
                continue;
            }
            Cell cell = Shape.CLASSIC.cell(index);
            assertThat(checker.isUniqueWithout(PUZZLE, cell)).as(cell.toString())
                    .isEqualTo(Sudoku.isUnique(Puzzle.of(PUZZLE.with(cell, 0))));
        }
        assertThatThrownBy(() -> checker.isUniqueWithout(PUZZLE, new Cell(0, 2))).hasMessageContaining("no given");
    }

    static List<Layout> smallLayouts() {
        return VariantGrids.all().stream().filter(l -> l.side() <= 9 && !l.isClassic()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("smallLayouts")
    void onOtherLayoutsItAgreesWithTheFacadeUnderEveryHouse(Layout layout) {
        UniquenessChecker onLayout = new UniquenessChecker(layout);
        Random random = new Random(layout.toString().hashCode());
        Grid solution = VariantGrids.solution(layout, random);
        Grid puzzle = VariantGrids.uniquePuzzle(layout, solution, random, 0);
        assertThat(onLayout.solutions(puzzle)).isEqualTo(1);
        assertThat(onLayout.solutions(Grid.empty(layout.shape()))).isEqualTo(2);
        assertThat(GridValidator.isSolutionOf(onLayout.anySolution(puzzle).orElseThrow(), new Puzzle(layout, puzzle))).isTrue();
        for (int index = 0; index < puzzle.shape().cellCount(); index++) {
            if (puzzle.get(index) != 0) {
                Cell cell = puzzle.shape().cell(index);
                assertThat(onLayout.isUniqueWithout(puzzle, cell)).as(cell.toString())
                        .isEqualTo(Sudoku.isUnique(new Puzzle(layout, puzzle.with(cell, 0))));
            }
        }
        assertThat(onLayout.isUniqueWithout(solution, puzzle.shape().cell(0))).isTrue();
        assertThatThrownBy(() -> onLayout.solutions(Grid.empty(Shape.of(layout.side() == 4 ? 6 : 4))))
                .hasMessageContaining("this checker searches " + layout);
    }

    @Test
    void randomSolutionsFollowTheStreamAndDiffer() {
        Layout six = Layout.of(Shape.of(6));
        UniquenessChecker onSix = new UniquenessChecker(six);
        Set<Grid> seen = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            Grid grid = onSix.randomSolution(Grid.empty(six.shape()), new SplittableRandom(seed), 1000).orElseThrow();
            assertThat(GridValidator.isSolutionOf(grid, new Puzzle(six, Grid.empty(six.shape())))).isTrue();
            assertThat(onSix.randomSolution(Grid.empty(six.shape()), new SplittableRandom(seed), 1000)).contains(grid);
            seen.add(grid);
        }
        assertThat(seen).hasSizeGreaterThan(15);
        Grid classic = checker.randomSolution(Grid.empty(Shape.CLASSIC), new SplittableRandom(1), 1000).orElseThrow();
        assertThat(GridValidator.isSolutionOf(classic, Puzzle.of(Grid.empty(Shape.CLASSIC)))).isTrue();
        assertThat(onSix.randomSolution(Grid.parse(Shape.of(6), "11" + ".".repeat(34)), new SplittableRandom(1), 1000)).isEmpty();
    }

    @Test
    void findsASolution() {
        Grid solution = checker.anySolution(PUZZLE).orElseThrow();
        assertThat(GridValidator.isSolutionOf(solution, Puzzle.of(PUZZLE))).isTrue();
        assertThat(checker.anySolution(Grid.parse("11" + ".".repeat(79)))).isEmpty();
    }
}
