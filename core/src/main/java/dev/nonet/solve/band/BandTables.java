package dev.nonet.solve.band;

/**
 * Precomputed masks for {@link BandSearch}, whose state keeps, for each digit and each band of three
 * rows, a 27-bit word of the cells where the digit may still go.
 *
 * <p>A band word numbers its cells {@code 9 * rowInBand + column}, so bits 0-8 are its first row. The
 * nine three-cell pieces where a row of the band meets a box are its <em>minirows</em>; a 9-bit
 * minirow set numbers them {@code 3 * rowInBand + boxInBand}.
 *
 * <p>The tables the vector search (module {@code nonet-vector}) and the tests read are public arrays, for
 * the hot loops: the package is exported to that module alone, and no exported type hands one out.
 */
public final class BandTables {

    /** For a 9-bit row of a band word: which of its three boxes hold a candidate (3 bits). */
    static final int[] BOXES_OF_ROW = new int[512];

    /**
     * For a minirow set: the 27-bit mask of the cells of every minirow that lies on some way of giving
     * each of the band's rows a different box using only minirows of the set; 0 if there is no such
     * way. A digit's three placements in a band always form such a matching, so this one lookup is
     * hidden singles in the band's boxes plus both kinds of locked candidates (pointing, claiming).
     */
    public static final int[] MATCHED_CELLS = new int[512];

    /** For a 9-bit row: the row itself if it holds exactly one bit, else 0. */
    static final int[] LONE_BIT = new int[512];

    /**
     * For the 9-bit set of columns where a digit may go in a band: the columns alone in their box, that
     * is the columns where the digit is sure to go in this band (pointing along columns).
     */
    static final int[] LONE_COLUMN_OF_BOX = new int[512];

    /** For a set of columns: every column of the stacks (groups of three columns) that it touches. */
    static final int[] STACKS_TOUCHED = new int[512];

    /** For a cell of a band (0-26): the band word mask that clears its row and box but keeps the cell. */
    static final int[] KEEP_AFTER_PLACING = new int[27];

    /** For a cell of a band (0-26): the three cells of its column in a band word. */
    public static final int[] COLUMN_THROUGH = new int[27];

    /** For a cell of a band (0-26): its row, box and column within the band, the cell included. */
    public static final int[] PEERS_IN_BAND = new int[27];

    /**
     * For a minirow set: the cells of a band word that a digit sure to take each of those minirows
     * loses, that is the rest of each minirow's row and box (a minirow's own cells stay unless another
     * minirow of the set shares its row or box, which is then a contradiction the revision finds).
     */
    public static final int[] MINIROW_TRIAD_CLEAR = new int[512];

    /**
     * For a set of columns of a band: the other columns of their boxes, that a digit sure to take
     * those columns' three cells in the band loses there (9 bits, one per column).
     */
    public static final int[] COLUMN_TRIAD_CLEAR = new int[512];

    /** For a minirow set: the 27-bit mask of its minirows' cells. */
    public static final int[] MINIROW_CELLS = new int[512];

    /**
     * For the minirow set of a digit in a band: the minirows it is sure to take, those alone in their
     * row or alone in their box within the set.
     */
    public static final int[] SURE_MINIROWS = new int[512];

    /** The three rows of a band word, each all set. */
    static final int ALL_CELLS = (1 << 27) - 1;

    private BandTables() {
    }

    static {
        for (int row = 0; row < 512; row++) {
            int boxes = 0;
            for (int box = 0; box < 3; box++) {
                if ((row & (7 << (3 * box))) != 0) {
                    boxes |= 1 << box;
                }
            }
            BOXES_OF_ROW[row] = boxes;
            LONE_BIT[row] = Integer.bitCount(row) == 1 ? row : 0;
            int lone = 0;
            int stacks = 0;
            for (int box = 0; box < 3; box++) {
                int columns = row & (7 << (3 * box));
                if (Integer.bitCount(columns) == 1) {
                    lone |= columns;
                }
                if (columns != 0) {
                    stacks |= 7 << (3 * box);
                }
            }
            LONE_COLUMN_OF_BOX[row] = lone;
            STACKS_TOUCHED[row] = stacks;
        }
        fillMatchedCells();
        for (int set = 0; set < 512; set++) {
            int rowClear = 0;
            int columnClear = 0;
            for (int k = 0; k < 9; k++) {
                if ((set & (1 << k)) != 0) {
                    int row = k / 3;
                    int box = k % 3;
                    int own = 7 << (9 * row + 3 * box);
                    int sameRow = 511 << (9 * row);
                    int sameBox = 0x40201 * (7 << (3 * box));
                    rowClear |= (sameRow | sameBox) & ~own;
                    // As a column: column k lies in box k / 3.
                    columnClear |= (7 << (3 * (k / 3))) & ~(1 << k);
                }
            }
            MINIROW_TRIAD_CLEAR[set] = rowClear;
            int cells = 0;
            int sure = 0;
            for (int k = 0; k < 9; k++) {
                if ((set & (1 << k)) != 0) {
                    cells |= 7 << (9 * (k / 3) + 3 * (k % 3));
                    int rowMates = set & (7 << (3 * (k / 3)));
                    int boxMates = set & (0x49 << (k % 3));
                    if (Integer.bitCount(rowMates) == 1 || Integer.bitCount(boxMates) == 1) {
                        sure |= 1 << k;
                    }
                }
            }
            MINIROW_CELLS[set] = cells;
            SURE_MINIROWS[set] = sure;
            COLUMN_TRIAD_CLEAR[set] = columnClear;
        }
        for (int cell = 0; cell < 27; cell++) {
            int column = cell % 9;
            COLUMN_THROUGH[cell] = 0x40201 << column;
            int rowCells = 511 << (9 * (cell / 9));
            int boxCells = 0x40201 * (7 << (column - column % 3));
            KEEP_AFTER_PLACING[cell] = (ALL_CELLS & ~(rowCells | boxCells)) | (1 << cell);
            PEERS_IN_BAND[cell] = rowCells | boxCells | COLUMN_THROUGH[cell];
        }
    }

    /** Tries the six ways of matching the band's rows to its boxes against every minirow set. */
    private static void fillMatchedCells() {
        int[][] boxOfRow = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        int[] matchings = new int[boxOfRow.length];
        for (int p = 0; p < boxOfRow.length; p++) {
            for (int row = 0; row < 3; row++) {
                matchings[p] |= 1 << (3 * row + boxOfRow[p][row]);
            }
        }
        for (int minirows = 0; minirows < 512; minirows++) {
            int usable = 0;
            for (int matching : matchings) {
                if ((matching & ~minirows) == 0) {
                    usable |= matching;
                }
            }
            int cells = 0;
            for (int minirow = 0; minirow < 9; minirow++) {
                if ((usable & (1 << minirow)) != 0) {
                    cells |= 7 << (9 * (minirow / 3) + 3 * (minirow % 3));
                }
            }
            MATCHED_CELLS[minirows] = cells;
        }
    }
}
