package dev.nonet.se;

import dev.nonet.position.Position;

/**
 * Sudoku Explainer's regions with its numbering and cell order, which decide which hint its producers find
 * first and in which order its chaining meets the consequences of a candidate: blocks left to right then
 * top to bottom, each block's cells row by row; rows top to bottom; columns left to right. Each region
 * lists its cells in SE's order ({@code Grid.Region.getCell(index)}, ascending cell numbers). SE's
 * position sets ("potential positions") are masks over these indexes. The rater's one table of houses:
 * the shared {@code Position} is read through {@link #places} and {@link #openCells}, and the non-chain
 * producers and the chaining all number and walk regions by it.
 *
 * <p>A region is named either by kind and number ({@code CELLS[kind][number]}) or by one index,
 * {@link #region(int, int) kind * 9 + number}: 0-8 blocks, 9-17 rows, 18-26 columns
 * ({@code REGION_CELLS[region]}); both name the same arrays.
 */
final class SeRegions {

    /** All nine digits as a candidate mask. */
    static final int ALL = 0x1FF;

    /** Kinds of region, as SE names them. */
    static final int BLOCK = 0;
    static final int ROW = 1;
    static final int COLUMN = 2;

    /** {@code REGION_CELLS[region]}: the cells of region {@link #region kind * 9 + number} in SE's order. */
    static final int[][] REGION_CELLS = new int[27][9];

    /** {@code CELLS[kind][number]}: the cells of that region in SE's order (the arrays of {@link #REGION_CELLS}). */
    static final int[][][] CELLS = new int[3][9][];

    /** {@code OF[kind][cell]}: the number of the region of that kind that holds the cell. */
    static final int[][] OF = new int[3][81];

    /** {@code REGIONS[cell]}: the cell's block, row and column, in that order, as {@link #region} indexes. */
    static final int[][] REGIONS = new int[81][3];

    /**
     * {@code INSIDE[kind1][n1][kind2][n2]}: the positions (indexes into region n1 of kind1) of the cells it
     * shares with region n2 of kind2; 0 when they do not cross.
     */
    static final int[][][][] INSIDE = new int[3][9][3][9];

    /**
     * {@code HOUSE[cell]}: the 20 peers in SE's order ({@code Cell.getHouseCells()}, and the order in which
     * its chaining meets them): the cells of its block, then of its row, then of its column, each in SE's
     * cell order, each cell once. {@code HOUSE_KIND[cell][k]} is the kind of the region ({@link #BLOCK},
     * {@link #ROW}, {@link #COLUMN}) in which {@code HOUSE[cell][k]} was first met.
     */
    static final int[][] HOUSE = new int[81][20];
    static final byte[][] HOUSE_KIND = new byte[81][20];

    /** {@code PEERS[cell]}: the 20 cells that share a region with it, ascending. */
    static final int[][] PEERS = new int[81][20];

    /**
     * {@code POSITION[cell][kind]}: the cell's index among the cells of its region of that kind (its bit
     * in that region's position sets).
     */
    static final int[][] POSITION = new int[81][3];

    /**
     * {@code MET[cell][kind]}: the positions in the cell's region of that kind of the peers first met
     * there in {@link #HOUSE}'s order (the block's other cells; the row's, and the column's, outside the
     * block), so that a region's places masked by it walk {@link #HOUSE} one kind at a time.
     */
    static final int[][] MET = new int[81][3];

    static {
        for (int n = 0; n < 9; n++) {
            for (int i = 0; i < 9; i++) {
                REGION_CELLS[region(BLOCK, n)][i] = (n / 3 * 3 + i / 3) * 9 + n % 3 * 3 + i % 3;
                REGION_CELLS[region(ROW, n)][i] = n * 9 + i;
                REGION_CELLS[region(COLUMN, n)][i] = i * 9 + n;
            }
        }
        for (int kind = 0; kind < 3; kind++) {
            for (int n = 0; n < 9; n++) {
                CELLS[kind][n] = REGION_CELLS[region(kind, n)];
                for (int k = 0; k < 9; k++) {
                    int cell = CELLS[kind][n][k];
                    OF[kind][cell] = n;
                    REGIONS[cell][kind] = region(kind, n);
                    POSITION[cell][kind] = k;
                }
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            boolean[] met = new boolean[81];
            met[cell] = true;
            int count = 0;
            for (int kind = 0; kind < 3; kind++) {
                for (int other : CELLS[kind][OF[kind][cell]]) {
                    if (!met[other]) {
                        met[other] = true;
                        HOUSE[cell][count] = other;
                        HOUSE_KIND[cell][count++] = (byte) kind;
                    }
                }
            }
            for (int other = 0, k = 0; other < 81; other++) {
                if (met[other] && other != cell) {
                    PEERS[cell][k++] = other;
                }
            }
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
        for (int cell = 0; cell < 81; cell++) {
            for (int k = 0; k < 20; k++) {
                int kind = HOUSE_KIND[cell][k];
                MET[cell][kind] |= 1 << POSITION[HOUSE[cell][k]][kind];
            }
        }
    }

    /**
     * {@code table[kind][n][digit]}: the positions of {@code digit} (1-9) in region n of that kind, as
     * {@link #places} gives them, for the whole board at once.
     */
    static int[][][] positionsTable(Position board) {
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

    /**
     * Fills {@code places} (243 entries) with every region's position sets of every digit on
     * {@code candidates} (81 masks): {@code places[region * 9 + digit]} (digit 0-8), bit {@code k} for the
     * region's {@code k}th cell, as {@link #positions} gives them one at a time.
     */
    static void allPositions(int[] candidates, int[] places) {
        java.util.Arrays.fill(places, 0, 243, 0);
        for (int cell = 0; cell < 81; cell++) {
            int[] regions = REGIONS[cell];
            int[] position = POSITION[cell];
            for (int mask = candidates[cell]; mask != 0; mask &= mask - 1) {
                int digit = Integer.numberOfTrailingZeros(mask);
                places[regions[0] * 9 + digit] |= 1 << position[0];
                places[regions[1] * 9 + digit] |= 1 << position[1];
                places[regions[2] * 9 + digit] |= 1 << position[2];
            }
        }
    }

    /** The one index of region {@code number} of {@code kind}: 0-8 blocks, 9-17 rows, 18-26 columns. */
    static int region(int kind, int number) {
        return kind * 9 + number;
    }

    /**
     * The positions in {@code region} (bit {@code k} for its {@code k}th cell) whose mask in
     * {@code candidates} (81 of them, a cell's candidates as bits) has {@code bit}: for a {@link Position} and
     * for the chaining's grids alike.
     */
    static int positions(int[] candidates, int region, int bit) {
        int[] cells = REGION_CELLS[region];
        int found = 0;
        for (int k = 0; k < 9; k++) {
            if ((candidates[cells[k]] & bit) != 0) {
                found |= 1 << k;
            }
        }
        return found;
    }

    /**
     * The positions in {@code region} (indexes into its cells, bit {@code k} for its {@code k}th cell)
     * where {@code digit} is still a candidate of {@code board}: SE's "potential positions", by SE's
     * region numbering (0-8 blocks, 9-17 rows, 18-26 columns, each block's cells row by row).
     */
    static int places(Position board, int region, int digit) {
        return positions(board.candidatesArray(), region, 1 << (digit - 1));
    }

    /** The number of cells of {@code region} (numbered as for {@link #places}) that have no value yet. */
    static int openCells(Position board, int region) {
        int open = 0;
        for (int cell : REGION_CELLS[region]) {
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
