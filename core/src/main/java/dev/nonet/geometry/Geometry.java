package dev.nonet.geometry;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A layout's geometry as index tables, the one place they are built: the cells of each house, the
 * houses of each cell, each cell's peers, which cells see each other, the intersections of houses and
 * the kind of each house. {@link #of(Layout)} builds them once per layout and hands the same tables to
 * everyone in the engine who asks (engines, finders, validator, generator).
 *
 * <p>Cells are row-major indices, houses are indices into {@link Layout#houses()}; code that needs to
 * know what a house is asks {@link #kind} (or {@link #isLine}, {@link #boxShaped}), never an index
 * range. The tables are plain arrays, for the engines' inner loops, and shared by every thread: read
 * them, never write them. That is why this package is not exported (module-info.java): on the module
 * path no code outside {@code dev.nonet.core} can reach them (GeometryUnreachableTest), no public
 * method of an exported type hands them out, and a library user asks {@link Layout} ({@code houses},
 * {@code cellsOf}, {@code peersOf}) instead.
 */
public final class Geometry {

    /**
     * Two houses meeting in two or more cells, though not all: where locked candidates can act. Both
     * orders of a pair are listed.
     *
     * @param first      the house whose places are looked at
     * @param second     the house whose other cells lose a digit confined to the shared ones
     * @param shared     the cells of both, in {@code first}'s order
     * @param firstOnly  the cells of {@code first} outside {@code second}
     * @param secondOnly the cells of {@code second} outside {@code first}
     */
    public record Intersection(int first, int second, int[] shared, int[] firstOnly, int[] secondOnly) {
    }

    public final Layout layout;
    /** Whether the layout is classic 9x9, where every technique applies (asked at every step, so kept). */
    public final boolean classic;
    public final Shape shape;
    /** The number of digits, rows, columns and cells of each house. */
    public final int side;
    public final int cellCount;
    /** Every digit of the layout as a candidate set (bit d-1 for digit d). */
    public final int allDigits;
    /** The cells of each house, in the order the house runs. */
    public final int[][] houseCells;
    /** The houses of each cell, ascending: for classic 9x9 its row, column and box. */
    public final int[][] cellHouses;
    /** The peers of each cell, ascending. */
    public final int[][] peers;
    /** Whether two cells share a house (a cell is not its own peer). */
    public final boolean[][] sees;
    /** The kind of each house. */
    public final House.Kind[] kind;
    /** Whether each house is box-shaped (a box, jigsaw region or window) rather than line-like. */
    public final boolean[] boxShaped;
    /** Every ordered pair of houses that meet in two or more cells but not all, by first house then second. */
    public final List<Intersection> intersections;

    private final List<House> houses;

    /**
     * The tables built so far, so that equal layouts (a reader makes one per record) share theirs.
     * Bounded because a generator may draw a fresh jigsaw map per puzzle: past the bound it starts over,
     * which costs a rebuild and never a wrong table.
     */
    private static final Map<Layout, Geometry> BUILT = new ConcurrentHashMap<>();
    private static final int MOST_KEPT = 64;

    /**
     * The tables of {@code layout}, built on first use, once for all equal layouts, and safe to share
     * between threads. Classic 9x9, asked on every classic solve, is answered without a look-up.
     */
    public static Geometry of(Layout layout) {
        if (layout == Layout.CLASSIC) {
            return Classic.TABLES;
        }
        Geometry known = BUILT.get(layout);
        if (known == null) {
            if (BUILT.size() >= MOST_KEPT) {
                BUILT.clear();
            }
            known = BUILT.computeIfAbsent(layout, Geometry::new);
        }
        return known;
    }

    /** Classic 9x9's tables, built when first asked for. */
    private static final class Classic {
        static final Geometry TABLES = new Geometry(Layout.CLASSIC);
    }

    /** Built by {@link #of(Layout)} alone, so that each layout's tables are built once. */
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
        kind = new House.Kind[houseCount];
        boxShaped = new boolean[houseCount];
        int[] housesPerCell = new int[cellCount];
        for (int h = 0; h < houseCount; h++) {
            List<Cell> cells = layout.cellsOf(houses.get(h));
            houseCells[h] = new int[cells.size()];
            for (int k = 0; k < cells.size(); k++) {
                houseCells[h][k] = shape.indexOf(cells.get(k));
                housesPerCell[houseCells[h][k]]++;
            }
            kind[h] = houses.get(h).kind();
            boxShaped[h] = kind[h] == House.Kind.BOX || kind[h] == House.Kind.REGION || kind[h] == House.Kind.WINDOW;
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
            peers[a] = Arrays.copyOf(found, n);
        }
        intersections = List.copyOf(intersections());
    }

    private List<Intersection> intersections() {
        List<Intersection> found = new ArrayList<>();
        for (int a = 0; a < houseCells.length; a++) {
            for (int b = 0; b < houseCells.length; b++) {
                int first = a;
                int second = b;
                int[] shared = Arrays.stream(houseCells[a]).filter(c -> holds(second, c)).toArray();
                if (a != b && shared.length >= 2 && shared.length < houseCells[a].length) {
                    found.add(new Intersection(a, b, shared,
                            Arrays.stream(houseCells[a]).filter(c -> !holds(second, c)).toArray(),
                            Arrays.stream(houseCells[b]).filter(c -> !holds(first, c)).toArray()));
                }
            }
        }
        return found;
    }

    /** The public cell for an index. */
    public Cell cell(int index) {
        return shape.cell(index);
    }

    /** The index of a public cell. */
    public int indexOf(Cell cell) {
        return shape.indexOf(cell);
    }

    /** The public house for a house index. */
    public House house(int index) {
        return houses.get(index);
    }

    /** The number of houses. */
    public int houseCount() {
        return houseCells.length;
    }

    /** Whether house {@code h} is a row or a column. */
    public boolean isLine(int h) {
        return kind[h] == House.Kind.ROW || kind[h] == House.Kind.COLUMN;
    }

    /** Whether house {@code h} holds cell {@code cell}. */
    public boolean holds(int h, int cell) {
        for (int own : cellHouses[cell]) {
            if (own == h) {
                return true;
            }
        }
        return false;
    }
}
