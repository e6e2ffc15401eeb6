package dev.nonet.logic;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import dev.nonet.grid.Shape;
import java.util.List;

/**
 * The classic grid's geometry as index tables, built once: the cells of each house, the houses of
 * each cell, and each cell's peers. Techniques work on cell indices 0-80 (row-major) and house indices
 * 0-26 (rows 0-8, columns 9-17, boxes 18-26) and turn them into {@link Cell} and {@link House} only
 * for the steps they report.
 */
final class Geometry {

    /** The nine cells of each house, row-major within the house. */
    static final int[][] HOUSE_CELLS = new int[27][9];
    /** The row, column and box (as house indices) of each cell. */
    static final int[][] CELL_HOUSES = new int[81][3];
    /** The 20 peers of each cell, ascending. */
    static final int[][] PEERS = new int[81][20];
    /** Whether two cells share a house (a cell is not its own peer). */
    static final boolean[][] SEES = new boolean[81][81];

    private static final List<House> HOUSES = Shape.CLASSIC.houses();

    static {
        Shape shape = Shape.CLASSIC;
        for (int h = 0; h < 27; h++) {
            List<Cell> cells = shape.cellsOf(HOUSES.get(h));
            for (int k = 0; k < 9; k++) {
                HOUSE_CELLS[h][k] = shape.indexOf(cells.get(k));
            }
        }
        for (int c = 0; c < 81; c++) {
            int r = c / 9;
            int col = c % 9;
            CELL_HOUSES[c] = new int[] {r, 9 + col, 18 + shape.boxOf(r, col)};
        }
        for (int a = 0; a < 81; a++) {
            int n = 0;
            for (int b = 0; b < 81; b++) {
                if (a != b && shareHouse(a, b)) {
                    SEES[a][b] = true;
                    PEERS[a][n++] = b;
                }
            }
        }
    }

    private Geometry() {
    }

    private static boolean shareHouse(int a, int b) {
        for (int i = 0; i < 3; i++) {
            if (CELL_HOUSES[a][i] == CELL_HOUSES[b][i]) {
                return true;
            }
        }
        return false;
    }

    /** The public cell for an index. */
    static Cell cell(int index) {
        return Shape.CLASSIC.cell(index);
    }

    /** The public house for a house index (rows 0-8, columns 9-17, boxes 18-26). */
    static House house(int index) {
        return HOUSES.get(index);
    }
}
