package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;

/** Example positions for technique tests, checked to be real: one solution, kept by the pencil marks. */
final class Positions {

    private Positions() {
    }

    /** The pencil marks of {@code puzzle}'s givens, after checking that it has one solution they allow. */
    static CandidateGrid start(String puzzle) {
        Grid grid = Grid.parse(puzzle);
        assertThat(Sudoku.isUnique(Puzzle.of(grid))).as("unique: " + puzzle).isTrue();
        Grid solution = Sudoku.solve(Puzzle.of(grid)).solution().orElseThrow();
        CandidateGrid marks = CandidateGrid.of(Puzzle.of(grid));
        for (int i = 0; i < 81; i++) {
            Cell cell = new Cell(i / 9, i % 9);
            int digit = solution.get(i);
            assertThat(marks.value(cell) == digit || marks.has(cell, digit)).as("solution kept at " + cell).isTrue();
        }
        return marks;
    }
}
