package dev.nonet.grid;

import dev.nonet.geometry.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * Every house of a puzzle's grid: its rows and columns, its boxes or jigsaw regions, and the extra
 * houses of its {@link Variant}s. Solvers and validators take a layout to know the rules; a
 * {@link Grid} carries only its {@link Shape}.
 *
 * <pre>{@code
 * Layout x16 = Layout.of(Shape.of(16)).with(Variant.X);     // 16x16 X-Sudoku: 50 houses
 * Layout jigsaw = Layout.jigsaw(regionMapText);             // regions in place of boxes
 * for (House h : x16.houses()) x16.cellsOf(h);              // rows, columns, boxes, diagonals
 * x16.peersOf(new Cell(0, 0));                              // the cells that share a house with r1c1
 * }</pre>
 *
 * <p>Every house holds {@code side} cells, so every house holds every digit once. Sides run from
 * {@value Shape#MIN_SIDE} to {@value Shape#MAX_SIDE}. Instances are immutable and safe to share
 * between threads; equal layouts have equal shapes, variants and regions.
 */
public final class Layout {

    /** Classic 9x9 Sudoku: rows, columns and 3x3 boxes. */
    public static final Layout CLASSIC = new Layout(Shape.CLASSIC, EnumSet.noneOf(Variant.class), null);

    private final Shape shape;
    private final Set<Variant> variants;
    private final int[] regionOf;
    private final List<House> houses = new ArrayList<>();
    private final Map<House, List<Cell>> cells = new HashMap<>();
    /** Computed once: the engine's tables are looked up by layout on every solve. */
    private final int hash;

    private Layout(Shape shape, Set<Variant> variants, int[] regionOf) {
        this.shape = shape;
        this.variants = Collections.unmodifiableSet(variants);
        this.regionOf = regionOf;
        for (House house : shape.houses()) {
            if (regionOf == null || house.kind() != House.Kind.BOX) {
                add(house, shape.cellsOf(house));
            }
        }
        if (regionOf != null) {
            addRegions();
        }
        if (variants.contains(Variant.X)) {
            addDiagonals();
        }
        if (variants.contains(Variant.WINDOKU)) {
            addWindows();
        }
        if (variants.contains(Variant.DISJOINT)) {
            addGroups();
        }
        this.hash = 31 * (31 * shape.hashCode() + this.variants.hashCode()) + Arrays.hashCode(regionOf);
    }

    /**
     * Plain Sudoku on {@code shape}: rows, columns and boxes.
     *
     * @throws IllegalArgumentException if the side is outside {@value Shape#MIN_SIDE}..{@value Shape#MAX_SIDE}
     */
    public static Layout of(Shape shape) {
        if (shape.equals(Shape.CLASSIC)) {
            return CLASSIC;
        }
        requireSupported(shape.side());
        return new Layout(shape, EnumSet.noneOf(Variant.class), null);
    }

    /**
     * A jigsaw whose regions are read from {@code regionMap}: {@code N} rows of {@code N} symbols, one
     * symbol per region (see {@code docs/FORMATS.md}). Its shape is {@link Shape#of(int)} of the side,
     * or boxes one row high for a prime side; the boxes play no part.
     *
     * @throws IllegalArgumentException if a row has the wrong length, there are not {@code N} regions,
     *                                  a region has not {@code N} cells or is not connected
     */
    public static Layout jigsaw(String regionMap) {
        int[] regionOf = RegionMap.parse(regionMap);
        int side = (int) Math.round(Math.sqrt(regionOf.length));
        Shape shape;
        try {
            shape = Shape.of(side);
        } catch (IllegalArgumentException prime) {
            shape = new Shape(side, side, 1);
        }
        return new Layout(shape, EnumSet.of(Variant.JIGSAW), regionOf);
    }

    /**
     * A jigsaw whose regions are given by number: {@code regionOf[i]} is the region, from 0 to
     * {@code N-1}, of cell {@code i} in row-major order, for {@code N*N} cells. Checked as
     * {@link #jigsaw(String)} checks a map; a map drawn by a program comes this way.
     *
     * @throws IllegalArgumentException if the cells are not {@code N*N} for a supported side, a number
     *                                  is outside {@code 0..N-1}, or the regions are wrong as for a map
     */
    public static Layout jigsaw(int[] regionOf) {
        int side = (int) Math.round(Math.sqrt(regionOf.length));
        if (side * side != regionOf.length) {
            throw new IllegalArgumentException("a region map needs a square number of cells, not " + regionOf.length);
        }
        requireSupported(side);
        for (int i = 0; i < regionOf.length; i++) {
            if (regionOf[i] < 0 || regionOf[i] >= side) {
                throw new IllegalArgumentException("cell " + new Cell(i / side, i % side) + " is in region " + regionOf[i]
                        + ", not one of 0 to " + (side - 1));
            }
        }
        return jigsaw(RegionMap.render(regionOf, side));
    }

    /**
     * The layout a user asks for by name: {@code shape} with {@code variants}; a jigsaw takes its
     * regions from {@code regionMap} (which must then match the shape's side) and needs one.
     *
     * @throws IllegalArgumentException if the variants do not fit together or the map is missing or wrong
     */
    public static Layout of(Shape shape, Set<Variant> variants, String regionMap) {
        Layout layout;
        if (variants.contains(Variant.JIGSAW)) {
            if (regionMap == null) {
                throw new IllegalArgumentException("a jigsaw needs a region map");
            }
            layout = jigsaw(regionMap);
            if (layout.side() != shape.side()) {
                throw new IllegalArgumentException("the region map is " + layout.side() + "x" + layout.side()
                        + " but the grid is " + shape.side() + "x" + shape.side());
            }
        } else {
            if (regionMap != null) {
                throw new IllegalArgumentException("a region map is only for a jigsaw (the variant jigsaw must be named)");
            }
            layout = of(shape);
        }
        for (Variant v : variants) {
            layout = v == Variant.JIGSAW ? layout : layout.with(v);
        }
        return layout;
    }

    /**
     * This layout with the extra houses of {@code variant}.
     *
     * @throws IllegalArgumentException for {@link Variant#JIGSAW} (use {@link #jigsaw}), for Windoku on a
     *                                  side other than 9, and for disjoint groups on a jigsaw (which has
     *                                  no boxes)
     */
    public Layout with(Variant variant) {
        switch (variant) {
            case JIGSAW -> throw new IllegalArgumentException("a jigsaw is made from its region map: use Layout.jigsaw");
            case WINDOKU -> {
                if (side() != 9) {
                    throw new IllegalArgumentException("windoku is played on 9x9 only, not " + side() + "x" + side());
                }
            }
            case DISJOINT -> {
                if (isJigsaw()) {
                    throw new IllegalArgumentException("disjoint groups need boxes, and a jigsaw has none");
                }
            }
            case X -> {
            }
        }
        if (variants.contains(variant)) {
            return this;
        }
        EnumSet<Variant> more = EnumSet.of(variant);
        more.addAll(variants);
        return new Layout(shape, more, regionOf);
    }

    /** The grid's geometry; for a jigsaw only its side matters. */
    public Shape shape() {
        return shape;
    }

    /** The number of rows, columns and digits. */
    public int side() {
        return shape.side();
    }

    /** The variants in play, empty for plain Sudoku. */
    public Set<Variant> variants() {
        return variants;
    }

    /** Whether this is classic 9x9 Sudoku without variants. */
    public boolean isClassic() {
        return equals(CLASSIC);
    }

    /** Whether regions from a map take the place of the boxes. */
    public boolean isJigsaw() {
        return regionOf != null;
    }

    /** The region map of a jigsaw as {@code N} rows of letters ({@code A} for region 1), each ending in a newline. */
    public Optional<String> regionMap() {
        return isJigsaw() ? Optional.of(RegionMap.render(regionOf, side())) : Optional.empty();
    }

    /**
     * Every house: rows, columns, then boxes or regions, then diagonals, windows and groups as the
     * variants add them, each kind by index.
     */
    public List<House> houses() {
        return Collections.unmodifiableList(houses);
    }

    /**
     * The cells of {@code house}, in the order the house runs (row-major for all but diagonals).
     *
     * @throws IllegalArgumentException if this layout has no such house
     */
    public List<Cell> cellsOf(House house) {
        List<Cell> found = cells.get(house);
        if (found == null) {
            throw new IllegalArgumentException(this + " has no " + house);
        }
        return found;
    }

    /**
     * The cells that share a house with {@code cell} on this layout (the cell itself not among them), by
     * their indexes as {@link Shape#indexOf} numbers them.
     *
     * @throws IndexOutOfBoundsException if the cell lies beyond this layout's grid
     */
    public CellSet peersOf(Cell cell) {
        return CellSet.of(Geometry.of(this).peers[shape.indexOf(cell)]);
    }

    /**
     * The shape as {@link Shape#parse} takes it back: {@code 16x16} for the usual boxes of its side,
     * {@code 12x12:3x4} or {@code 9x9:1x9} for others; a jigsaw's boxes play no part, so its name is the
     * side alone.
     */
    public String shapeName() {
        String name = side() + "x" + side();
        return isJigsaw() || shape.equals(Shape.of(side())) ? name : name + ":" + shape.boxWidth() + "x" + shape.boxHeight();
    }

    /** The shape and variants, for example {@code 16x16}, {@code 9x9:1x9}, {@code 9x9 x} or {@code 9x9 jigsaw+windoku}. */
    @Override
    public String toString() {
        StringJoiner names = new StringJoiner("+", " ", "").setEmptyValue("");
        variants.forEach(v -> names.add(v.id()));
        return shapeName() + names;
    }

    @Override
    public boolean equals(Object o) {
        // The same instance is the common case: Layout.CLASSIC, asked on every classic solve.
        return o == this || o instanceof Layout l && l.shape.equals(shape) && l.variants.equals(variants) && Arrays.equals(l.regionOf, regionOf);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    private static void requireSupported(int side) {
        if (side < Shape.MIN_SIDE || side > Shape.MAX_SIDE) {
            throw new IllegalArgumentException("side " + side + " is not supported: sides run from "
                    + Shape.MIN_SIDE + " to " + Shape.MAX_SIDE);
        }
    }

    private void add(House house, List<Cell> members) {
        houses.add(house);
        cells.put(house, List.copyOf(members));
    }

    private void addRegions() {
        List<List<Cell>> regions = new ArrayList<>();
        for (int i = 0; i < side(); i++) {
            regions.add(new ArrayList<>());
        }
        for (int i = 0; i < regionOf.length; i++) {
            regions.get(regionOf[i]).add(shape.cell(i));
        }
        for (int i = 0; i < side(); i++) {
            add(new House(House.Kind.REGION, i), regions.get(i));
        }
    }

    private void addDiagonals() {
        List<Cell> down = new ArrayList<>();
        List<Cell> up = new ArrayList<>();
        for (int k = 0; k < side(); k++) {
            down.add(new Cell(k, k));
            up.add(new Cell(k, side() - 1 - k));
        }
        add(new House(House.Kind.DIAGONAL, 0), down);
        add(new House(House.Kind.DIAGONAL, 1), up);
    }

    /** The four 3x3 windows of a Windoku, one cell in from the edges and one cell apart. */
    private void addWindows() {
        int b = 3;
        int index = 0;
        for (int top = 1; top + b <= side(); top += b + 1) {
            for (int left = 1; left + b <= side(); left += b + 1) {
                List<Cell> window = new ArrayList<>();
                for (int k = 0; k < side(); k++) {
                    window.add(new Cell(top + k / b, left + k % b));
                }
                add(new House(House.Kind.WINDOW, index++), window);
            }
        }
    }

    /** Group {@code p} holds the cell at position {@code p} (row-major inside the box) of every box. */
    private void addGroups() {
        for (int p = 0; p < side(); p++) {
            List<Cell> group = new ArrayList<>();
            for (int b = 0; b < side(); b++) {
                group.add(shape.cellsOf(new House(House.Kind.BOX, b)).get(p));
            }
            group.sort((a, c) -> Integer.compare(shape.indexOf(a), shape.indexOf(c)));
            add(new House(House.Kind.GROUP, p), group);
        }
    }
}
