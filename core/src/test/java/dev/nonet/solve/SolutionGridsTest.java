package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.validation.GridValidator;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The property tests' random grids are only useful if they are valid and varied. */
class SolutionGridsTest {

    @Test
    void everySeedIsASolvedGrid() {
        for (Grid seed : SolutionGrids.SEEDS) {
            assertThat(GridValidator.isSolutionOf(seed, Puzzle.of(Grid.empty(Shape.CLASSIC)))).as(seed.toString()).isTrue();
        }
    }

    @Test
    void randomGridsAreValidAndDiffer() {
        Random random = new Random(7);
        Set<Grid> seen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            Grid grid = SolutionGrids.random(random);
            assertThat(GridValidator.isSolutionOf(grid, Puzzle.of(Grid.empty(Shape.CLASSIC)))).as(grid.toString()).isTrue();
            seen.add(grid);
        }
        assertThat(seen).hasSizeGreaterThan(190);
    }

    @Test
    void blankingKeepsTheOtherCells() {
        Random random = new Random(11);
        Grid solution = SolutionGrids.random(random);
        Grid puzzle = SolutionGrids.blanked(solution, random, 0.5);
        assertThat(puzzle.givenCount()).isBetween(20, 60);
        assertThat(GridValidator.isSolutionOf(solution, Puzzle.of(puzzle))).isTrue();
    }
}
