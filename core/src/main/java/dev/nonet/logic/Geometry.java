package dev.nonet.logic;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A layout's geometry as index tables, built once per layout: the cells of each house, the houses of
 * each cell, and each cell's peers. Techniques work on row-major cell indices and on house indices in
 * {@link Layout#houses()} order (rows, columns, boxes or regions, then the variants' houses; for classic
 * 9x9 rows 0-8, columns 9-17, boxes 18-26) and turn them into {@link Cell} and {@link House} only for
 * the steps they report.
 *
 * <p>The techniques that hold on any layout read the tables of their grid's geometry; those written for
 * classic 9x9 alone read {@link #CLASSIC}'s.
 */
final class Geometry {

    /** Classic 9x9 Sudoku. */
    static final Geometry CLASSIC = new Geometry(Layout.CLASSIC);

    /**
     * Geometries built so far. Bounded because a generator may draw a fresh jigsaw map per puzzle: past
     * the bound it starts over, which costs a rebuild and never a wrong table.
     */
    private static final Map<Layout, Geometry> BUILT = new ConcurrentHashMap<>();
    private static final int MOST_KEPT = 64;

    final Layout layout;
    /** Whether the layout is classic 9x9, where every technique applies (asked at every step, so kept). */
    final boolean classic;
    final Shape shape;
    /** The number of digits, rows, columns and cells of each house. */
    final int side;
    final int cellCount;
    /** Every digit of the layout as a candidate set (bit d-1 for digit d). */
    final int allDigits;
    /** The cells of each house, in the order the house runs. */
    final int[][] houseCells;
    /** The houses of each cell, ascending: for classic 9x9 its row, column and box. */
    final int[][] cellHouses;
    /** The peers of each cell, ascending. */
    final int[][] peers;
    /** Whether two cells share a house (a cell is not its own peer). */
    final boolean[][] sees;
    /** Whether each house is box-shaped (a box, jigsaw region or window) rather than line-like. */
    final boolean[] boxShaped;

    private final List<House> houses;

    private Geometry(Layout layout) {
        this.layout = layout;
        this.classic = layout.isClassic();
        this.shape = layout.shape();
        this.side = layout.side();
        this.cellCount = shape.cellCount();
        this.allDigits = (1 << side) - 1;
        this.houses = layout.houses();
        int houseCount = houses.size();
        houseCells = new int[houseCount][];
        boxShaped = new boolean[houseCount];
        int[] housesPerCell = new int[cellCount];
        for (int h = 0; h < houseCount; h++) {
            List<Cell> cells = layout.cellsOf(houses.get(h));
            houseCells[h] = new int[cells.size()];
            for (int k = 0; k < cells.size(); k++) {
                houseCells[h][k] = shape.indexOf(cells.get(k));
                housesPerCell[houseCells[h][k]]++;
            }
            House.Kind kind = houses.get(h).kind();
            boxShaped[h] = kind == House.Kind.BOX || kind == House.Kind.REGION || kind == House.Kind.WINDOW;
        }
        cellHouses = new int[cellCount][];
        for (int c = 0; c < cellCount; c++) {
            cellHouses[c] = new int[housesPerCell[c]];
            housesPerCell[c] = 0;
        }
        for (int h = 0; h < houseCount; h++) {
            for (int c : houseCells[h]) {
                cellHouses[c][housesPerCell[c]++] = h;
            }
        }
        sees = new boolean[cellCount][cellCount];
        for (int[] cells : houseCells) {
            for (int a : cells) {
                for (int b : cells) {
                    sees[a][b] = a != b;
                }
            }
        }
        peers = new int[cellCount][];
        for (int a = 0; a < cellCount; a++) {
            int[] found = new int[cellCount];
            int n = 0;
            for (int b = 0; b < cellCount; b++) {
                if (sees[a][b]) {
                    found[n++] = b;
                }
            }
            peers[a] = java.util.Arrays.copyOf(found, n);
        }
    }

    /** The geometry of {@code layout}. */
    static Geometry of(Layout layout) {
        if (layout.isClassic()) {
            return CLASSIC;
        }
        Geometry known = BUILT.get(layout);
        if (known != null) {
            return known;
        }
        if (BUILT.size() >= MOST_KEPT) {
            BUILT.clear();
        }
        return BUILT.computeIfAbsent(layout, Geometry::new);
    }

    /** The public cell for an index. */
    Cell cell(int index) {
        return shape.cell(index);
    }

    /** The index of a public cell. */
    int indexOf(Cell cell) {
        return shape.indexOf(cell);
    }

    /** The public house for a house index. */
    House house(int index) {
        return houses.get(index);
    }

    /** The number of houses. */
    int houseCount() {
        return houseCells.length;
    }

    /** Whether house {@code h} holds cell {@code cell}. */
    boolean holds(int h, int cell) {
        for (int own : cellHouses[cell]) {
            if (own == h) {
                return true;
            }
        }
        return false;
    }
}
