package dev.nonet.rating;

/**
 * The houses as Sudoku Explainer's chaining walks them, which decides the order in which a propagation
 * meets its consequences (and so which chain it keeps when two reach the same candidate): for a cell, its
 * box, then its row, then its column, each house's cells in ascending order (SE's block cells run row by
 * row, which is ascending).
 */
final class ChainGeometry {

    /** {@code HOUSES[cell]}: the cell's box, row and column, in that order, as indexes into {@link #CELLS}. */
    static final int[][] HOUSES = new int[81][3];
    /** {@code CELLS[house]}: houses 0-8 boxes, 9-17 rows, 18-26 columns; each house's cells ascending. */
    static final int[][] CELLS = new int[27][9];
    /** {@code PEERS[cell]}: the 20 cells that share a house with it, ascending. */
    static final int[][] PEERS = new int[81][];
    /** {@code PEER_MASKS[cell]}: its peers as a two-long cell set (cells 0-63 in [0], 64-80 in [1]). */
    static final long[][] PEER_MASKS = new long[81][2];
    /**
     * {@code WALK[cell]}: its 20 peers in the order SE's propagation meets them (box, row, column, each
     * ascending, a cell met again left out), and {@code WALK_HOUSE[cell]} the house (0 box, 1 row,
     * 2 column) each was first met in.
     */
    static final int[][] WALK = new int[81][20];
    static final byte[][] WALK_HOUSE = new byte[81][20];

    static {
        for (int n = 0; n < 9; n++) {
            for (int i = 0; i < 9; i++) {
                CELLS[n][i] = (n / 3 * 3 + i / 3) * 9 + n % 3 * 3 + i % 3;
                CELLS[9 + n][i] = n * 9 + i;
                CELLS[18 + n][i] = i * 9 + n;
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9;
            int col = cell % 9;
            HOUSES[cell][0] = row / 3 * 3 + col / 3;
            HOUSES[cell][1] = 9 + row;
            HOUSES[cell][2] = 18 + col;
            int[] peers = new int[20];
            int count = 0;
            for (int other = 0; other < 81; other++) {
                if (other != cell && (other / 9 == row || other % 9 == col
                        || (other / 27 == cell / 27 && other % 9 / 3 == col / 3))) {
                    peers[count++] = other;
                    PEER_MASKS[cell][other >> 6] |= 1L << other;
                }
            }
            PEERS[cell] = peers;
        }
        for (int cell = 0; cell < 81; cell++) {
            boolean[] met = new boolean[81];
            met[cell] = true;
            int count = 0;
            for (int h = 0; h < 3; h++) {
                for (int other : CELLS[HOUSES[cell][h]]) {
                    if (!met[other]) {
                        met[other] = true;
                        WALK[cell][count] = other;
                        WALK_HOUSE[cell][count++] = (byte) h;
                    }
                }
            }
        }
    }

    private ChainGeometry() {
    }
}
