package dev.nonet.format;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a reader is told about the puzzles' rules: their shape (or none, to tell it from the text),
 * their variants, and a jigsaw's region map (or none, to read one with every puzzle).
 *
 * <pre>{@code
 * LayoutSpec.DETECT                                              // classic, or the size a line's length tells
 * new LayoutSpec(Shape.of(16), Set.of(Variant.X), null)          // 16x16 X-Sudoku
 * new LayoutSpec(null, Set.of(Variant.JIGSAW), null)             // jigsaws, each with its region map
 * }</pre>
 *
 * @param shape     the puzzles' shape, or null to take it from each puzzle's text
 * @param variants  the variants in play, empty for plain Sudoku
 * @param regionMap the region map shared by every jigsaw puzzle, or null when each puzzle brings its own
 */
public record LayoutSpec(Shape shape, Set<Variant> variants, String regionMap) {

    /** Plain Sudoku, the size taken from the text: what readers assume when told nothing. */
    public static final LayoutSpec DETECT = new LayoutSpec(null, Set.of(), null);

    /** Classic 9x9 only: every puzzle must have 81 cells, whatever its length suggests. */
    public static final LayoutSpec CLASSIC = new LayoutSpec(Shape.CLASSIC, Set.of(), null);

    /**
     * Copies the variants and checks that the parts fit together, so that a bad shape or region map
     * is reported before any puzzle is read.
     *
     * @throws IllegalArgumentException naming what does not fit
     */
    public LayoutSpec {
        variants = variants.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(variants));
        if (regionMap != null) {
            Layout layout = Layout.of(shape != null ? shape : Layout.jigsaw(regionMap).shape(), variants, regionMap);
            shape = layout.shape();
        } else if (shape != null && !variants.contains(Variant.JIGSAW)) {
            Layout.of(shape, variants, null);
        }
    }

    /** Whether each puzzle brings its own region map (a jigsaw without a shared one). */
    public boolean regionsInText() {
        return variants.contains(Variant.JIGSAW) && regionMap == null;
    }

    /**
     * The layout of a puzzle of {@code side}, with {@code ownRegionMap} when it brought one.
     *
     * @throws IllegalArgumentException if the side does not fit the variants or the region map is wrong
     */
    public Layout layoutFor(int side, String ownRegionMap) {
        Shape gridShape = shape != null ? shape : side == 9 ? Shape.CLASSIC : regionsInText() ? null : Shape.of(side);
        String map = ownRegionMap != null ? ownRegionMap : regionMap;
        if (gridShape == null) {
            gridShape = Layout.jigsaw(map).shape();
        }
        return Layout.of(gridShape, variants, map);
    }
}
