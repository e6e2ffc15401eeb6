package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The candidate grid's answers as sets, against its cell-by-cell answers. */
class CandidateGridTest {

    @Test
    void theCellsOfADigitAreTheOpenCellsHoldingIt() {
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(SinglesTest.blank(SinglesTest.SOLUTION, 0, 1, 9, 10, 40, 80)));
        for (int digit = 1; digit <= 9; digit++) {
            int d = digit;
            CellSet expected = CellSet.of(IntStream.range(0, 81)
                    .filter(c -> grid.has(Shape.CLASSIC.cell(c), d)).toArray());
            assertThat(grid.cellsWith(digit)).as("digit %d", digit).isEqualTo(expected);
        }
        assertThat(grid.cellsWith(5).contains(0)).isTrue();
        assertThat(grid.cellsWith(5).contains(2)).isFalse(); // r1c3 is given: placed cells hold no candidate
        grid.place(new Cell(0, 0), 5);
        assertThat(grid.cellsWith(5).contains(0)).isFalse();
        assertThat(CandidateGrid.of(Puzzle.of(Grid.parse(SinglesTest.SOLUTION))).cellsWith(1)).isEqualTo(CellSet.EMPTY);
    }
}
