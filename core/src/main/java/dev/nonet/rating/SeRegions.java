package dev.nonet.rating;

/**
 * Sudoku Explainer's regions with its numbering and cell order, which decide which hint its producers find
 * first: blocks left to right then top to bottom, each block's cells row by row; rows top to bottom;
 * columns left to right. Each region lists its cells in SE's order ({@code Grid.Region.getCell(index)}).
 * SE's position sets ("potential positions") are masks over these indexes.
 */
final class SeRegions {

    /** Kinds of region, as SE names them. */
    static final int BLOCK = 0;
    static final int ROW = 1;
    static final int COLUMN = 2;

    /** {@code CELLS[kind][number]}: the cells of that region in SE's order. */
    static final int[][][] CELLS = new int[3][9][9];

    /** {@code OF[kind][cell]}: the number of the region of that kind that holds the cell. */
    static final int[][] OF = new int[3][81];

    static {
        for (int n = 0; n < 9; n++) {
            for (int i = 0; i < 9; i++) {
                CELLS[BLOCK][n][i] = (n / 3 * 3 + i / 3) * 9 + n % 3 * 3 + i % 3;
                CELLS[ROW][n][i] = n * 9 + i;
                CELLS[COLUMN][n][i] = i * 9 + n;
            }
        }
        for (int kind = 0; kind < 3; kind++) {
            for (int n = 0; n < 9; n++) {
                for (int cell : CELLS[kind][n]) {
                    OF[kind][cell] = n;
                }
            }
        }
    }

    private SeRegions() {
    }

    /** The positions (indexes into {@code cells}) where {@code digit} is still a candidate. */
    static int positions(Board board, int[] cells, int digit) {
        int bit = 1 << (digit - 1);
        int found = 0;
        for (int k = 0; k < cells.length; k++) {
            if ((board.candidates(cells[k]) & bit) != 0) {
                found |= 1 << k;
            }
        }
        return found;
    }

    /** The number of cells of {@code cells} that have no value yet. */
    static int openCount(Board board, int[] cells) {
        int open = 0;
        for (int cell : cells) {
            if (board.value(cell) == 0) {
                open++;
            }
        }
        return open;
    }

    /** Whether the two cells share a row, a column or a block. */
    static boolean sees(int a, int b) {
        return a != b && (a / 9 == b / 9 || a % 9 == b % 9 || OF[BLOCK][a] == OF[BLOCK][b]);
    }

    /** The cells of region {@code number} of {@code kind}. */
    static int[] cells(int kind, int number) {
        return CELLS[kind][number];
    }
}
