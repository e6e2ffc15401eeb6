package dev.nonet.format;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
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
 * @param shape        the puzzles' shape, or null to take it from each puzzle's text
 * @param variants     the variants in play, empty for plain Sudoku
 * @param regionMap    the region map shared by every jigsaw puzzle, or null when each puzzle brings its own
 * @param ignoredKinds the constraint kinds (f-puzzles keys, as {@code --ignore KIND} names them) to read
 *                     puzzles without: a puzzle of {@link Format#FPUZZLES} that has a kind Nonet does not
 *                     know is refused unless that kind is here; empty for none
 */
public record LayoutSpec(Shape shape, Set<Variant> variants, String regionMap, Set<String> ignoredKinds) {

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
        ignoredKinds = ignoredKinds == null ? Set.of() : Collections.unmodifiableSet(new LinkedHashSet<>(ignoredKinds));
        if (regionMap != null) {
            Layout layout = Layout.of(shape != null ? shape : Layout.jigsaw(regionMap).shape(), variants, regionMap);
            shape = layout.shape();
        } else if (shape != null && !variants.contains(Variant.JIGSAW)) {
            Layout.of(shape, variants, null);
        }
    }

    /** A spec that ignores no constraint kind. */
    public LayoutSpec(Shape shape, Set<Variant> variants, String regionMap) {
        this(shape, variants, regionMap, Set.of());
    }

    /** This spec reading puzzles without the constraint kinds {@code kinds} (see {@link #ignoredKinds()}). */
    public LayoutSpec ignoring(Set<String> kinds) {
        return new LayoutSpec(shape, variants, regionMap, kinds);
    }

    /** The part of a layout named in words that a {@link DescriptionException} is about. */
    public enum Part {
        SHAPE, VARIANT, REGIONS,
        /** The parts each make sense but do not fit together. */
        WHOLE
    }

    /** A layout named in words that is not one: which part is wrong, and why (the message). */
    public static final class DescriptionException extends IllegalArgumentException {
        private final Part part;

        DescriptionException(Part part, String message) {
            super(message);
            this.part = part;
        }

        /** The part the message is about, for callers that say where they took it from. */
        public Part part() {
            return part;
        }
    }

    /**
     * The spec that users' words name: a shape such as {@code 16x16} or {@code 12x12:3x4} (or null to
     * detect it), variant names such as {@code x} or {@code windoku} (blank names are skipped), and a
     * jigsaw's region map (or null), which implies the jigsaw variant. The command line's options and
     * the service's fields both come here, so they accept and refuse the same things.
     *
     * @throws DescriptionException naming the part that is wrong
     */
    public static LayoutSpec describe(String shape, List<String> variantNames, String regionMap) {
        return describe(shape, variantNames, regionMap, List.of());
    }

    /**
     * {@link #describe(String, List, String)} for a caller that also takes variant names of its own
     * ({@code generate}'s {@code killer}), left out of {@code variantNames}: a name that is neither is
     * refused with all of them listed.
     *
     * @throws DescriptionException naming the part that is wrong
     */
    public static LayoutSpec describe(String shape, List<String> variantNames, String regionMap, List<String> ownVariants) {
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String name : variantNames) {
            if (name.isBlank()) {
                continue;
            }
            variants.add(Variant.byId(name).orElseThrow(() -> new DescriptionException(Part.VARIANT,
                    "unknown variant '" + name.strip() + "'; choose from " + variantNames(ownVariants))));
        }
        if (regionMap != null) {
            variants.add(Variant.JIGSAW);
            try {
                Layout.jigsaw(regionMap);
            } catch (IllegalArgumentException e) {
                throw new DescriptionException(Part.REGIONS, e.getMessage());
            }
        }
        Shape parsed = null;
        if (shape != null) {
            try {
                parsed = Shape.parse(shape);
            } catch (IllegalArgumentException e) {
                throw new DescriptionException(Part.SHAPE, e.getMessage());
            }
        }
        try {
            return new LayoutSpec(parsed, variants, regionMap);
        } catch (IllegalArgumentException e) {
            throw new DescriptionException(Part.WHOLE, e.getMessage());
        }
    }

    /** Every variant's name, then {@code own}: {@code jigsaw, x, windoku, disjoint, killer}. */
    private static String variantNames(List<String> own) {
        List<String> names = new ArrayList<>();
        for (Variant v : Variant.values()) {
            names.add(v.id());
        }
        names.addAll(own);
        return String.join(", ", names);
    }

    /** Whether classic 9x9 puzzles fit: no variant named, and no shape or 9x9. */
    public boolean allowsClassic() {
        return variants.isEmpty() && (shape == null || shape.equals(Shape.CLASSIC));
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
