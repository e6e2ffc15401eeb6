package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.solve.band.BandSearch;
import dev.nonet.solve.band.BandTables;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The band tables behind triads, against definitions written out cell by cell, and the propagation
 * that uses them against known solutions: it may remove only candidates that no solution uses.
 */
class BandTablesTest {

    /** Band word bit of row {@code r} (0-2) and column {@code c} (0-8). */
    private static int cell(int r, int c) {
        return 1 << (9 * r + c);
    }

    /** The cells of minirow {@code k} (row k / 3, box k % 3). */
    private static int minirow(int k) {
        int cells = 0;
        for (int c = 0; c < 3; c++) {
            cells |= cell(k / 3, 3 * (k % 3) + c);
        }
        return cells;
    }

    @Test
    void triadClearingTablesFollowTheirDefinitions() {
        for (int set = 0; set < 512; set++) {
            int rowClear = 0;
            int columnClear = 0;
            int cells = 0;
            int sure = 0;
            for (int k = 0; k < 9; k++) {
                if ((set & (1 << k)) == 0) {
                    continue;
                }
                cells |= minirow(k);
                int rowsOfBox = 0;
                int boxesOfRow = 0;
                for (int j = 0; j < 9; j++) {
                    if ((set & (1 << j)) != 0 && j / 3 == k / 3) {
                        boxesOfRow++;
                    }
                    if ((set & (1 << j)) != 0 && j % 3 == k % 3) {
                        rowsOfBox++;
                    }
                }
                if (boxesOfRow == 1 || rowsOfBox == 1) {
                    sure |= 1 << k;
                }
                for (int r = 0; r < 3; r++) {
                    for (int c = 0; c < 9; c++) {
                        boolean inMinirow = r == k / 3 && c / 3 == k % 3;
                        boolean sameRowOrBox = r == k / 3 || c / 3 == k % 3;
                        if (sameRowOrBox && !inMinirow) {
                            rowClear |= cell(r, c);
                        }
                    }
                }
                // Column k of the band: the other two columns of its box.
                for (int c = 3 * (k / 3); c < 3 * (k / 3) + 3; c++) {
                    if (c != k) {
                        columnClear |= 1 << c;
                    }
                }
            }
            assertThat(BandTables.MINIROW_TRIAD_CLEAR[set]).as("set %d", set).isEqualTo(rowClear);
            assertThat(BandTables.COLUMN_TRIAD_CLEAR[set]).as("set %d", set).isEqualTo(columnClear);
            assertThat(BandTables.MINIROW_CELLS[set]).as("set %d", set).isEqualTo(cells);
            assertThat(BandTables.SURE_MINIROWS[set]).as("set %d", set).isEqualTo(sure);
        }
    }

    /**
     * Loads random puzzles (many solutions when sparse, one when dense), propagates with triads and
     * checks that every digit of the grid they were cut from is still a candidate: triads must never
     * remove a candidate some solution uses. Also that the engine's counts agree with the reference.
     */
    @Test
    void propagationKeepsEverySolutionsDigits() {
        Random random = new Random(21);
        BandSearch search = new BandSearch();
        byte[] givens = new byte[81];
        for (int i = 0; i < 3000; i++) {
            dev.nonet.grid.Grid solution = SolutionGrids.random(random);
            dev.nonet.grid.Grid puzzle = SolutionGrids.blanked(solution, random, 0.45 + 0.4 * random.nextDouble());
            puzzle.copyInto(givens);
            assertThat(search.load(0, givens)).isTrue();
            assertThat(search.propagate(0)).as("%s", puzzle).isTrue();
            for (int cell = 0; cell < 81; cell++) {
                int digit = solution.get(cell);
                assertThat(search.candidates(0, cell) & (1 << (digit - 1))).as("%s cell %d", puzzle, cell).isNotZero();
            }
            if (i % 10 == 0) {
                assertThat(Sudoku.count(dev.nonet.grid.Puzzle.of(puzzle), 20).count())
                        .as("%s", puzzle).isEqualTo(ReferenceSolver.count(puzzle, 20));
            }
        }
    }
}
