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

    /**
     * {@code INSIDE[kind1][n1][kind2][n2]}: the positions (indexes into region n1 of kind1) of the cells it
     * shares with region n2 of kind2; 0 when they do not cross.
     */
    static final int[][][][] INSIDE = new int[3][9][3][9];

    /**
     * {@code HOUSE[cell]}: the 20 peers in SE's order ({@code Cell.getHouseCells()}): the cells of its
     * block, then of its row, then of its column, each in SE's cell order, each cell once.
     */
    static final int[][] HOUSE = new int[81][];

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
        for (int cell = 0; cell < 81; cell++) {
            java.util.LinkedHashSet<Integer> house = new java.util.LinkedHashSet<>();
            for (int kind : new int[] {BLOCK, ROW, COLUMN}) {
                for (int other : CELLS[kind][OF[kind][cell]]) {
                    house.add(other);
                }
            }
            house.remove(cell);
            HOUSE[cell] = house.stream().mapToInt(Integer::intValue).toArray();
        }
        for (int k1 = 0; k1 < 3; k1++) {
            for (int n1 = 0; n1 < 9; n1++) {
                for (int k = 0; k < 9; k++) {
                    int cell = CELLS[k1][n1][k];
                    for (int k2 = 0; k2 < 3; k2++) {
                        INSIDE[k1][n1][k2][OF[k2][cell]] |= 1 << k;
                    }
                }
            }
        }
    }

    /**
     * {@code table[kind][n][digit]}: the positions of {@code digit} (1-9) in region n of that kind, as
     * {@link #positions} gives them, for the whole board at once.
     */
    static int[][][] positionsTable(Board board) {
        int[][][] table = new int[3][9][10];
        for (int kind = 0; kind < 3; kind++) {
            for (int n = 0; n < 9; n++) {
                int[] cells = CELLS[kind][n];
                int[] row = table[kind][n];
                for (int k = 0; k < 9; k++) {
                    for (int mask = board.candidates(cells[k]); mask != 0; mask &= mask - 1) {
                        row[Integer.numberOfTrailingZeros(mask) + 1] |= 1 << k;
                    }
                }
            }
        }
        return table;
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
