package dev.nonet.server;

import dev.nonet.format.LayoutSpec;
import dev.nonet.generate.VariantKind;
import dev.nonet.server.RequestReader.Names;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The fields that name a layout, of the puzzle sent or of the one to make, in the command line's words.
 *
 * @param shape   {@code "16x16"}, {@code "12x12:3x4"}; null: classic, or the size the puzzle's text tells
 * @param variant {@code "x"}, {@code ["jigsaw", "x"]} or {@code "x,windoku"}, the names joined by commas
 * @param regions a jigsaw's region map, which implies the jigsaw variant
 */
record LayoutFields(String shape, @Names String variant, String regions) implements RequestReader.FieldGroup {

    /** What the fields say about the puzzle, the constraints of the kinds {@code ignored} left out. */
    LayoutSpec spec(Set<String> ignored) {
        return specWithout(List.of(), ignored);
    }

    /** The variant kinds ({@link VariantKind}) that {@code variant} names: puzzles of their own, not layouts. */
    Set<VariantKind> variantKinds() {
        Set<VariantKind> kinds = EnumSet.noneOf(VariantKind.class);
        if (variant != null) {
            for (String name : variant.split(",")) {
                VariantKind.ofId(name).ifPresent(kinds::add);
            }
        }
        return kinds;
    }

    /** Whether {@code variant} names {@code name} (ignoring case): a variant an endpoint takes itself, not a layout. */
    boolean namesVariant(String name) {
        return variant != null && List.of(variant.split(",")).stream().anyMatch(v -> v.strip().equalsIgnoreCase(name));
    }

    /**
     * {@link #spec} with the variants {@code own} left out, for an endpoint that takes them itself: an unknown
     * variant's error lists them beside the layouts' variants.
     */
    LayoutSpec specWithout(List<String> own, Set<String> ignored) {
        List<String> variants = variant != null ? List.of(variant.split(",")) : List.of();
        variants = variants.stream().filter(v -> own.stream().noneMatch(o -> o.equalsIgnoreCase(v.strip()))).toList();
        try {
            return LayoutSpec.describe(shape, variants, regions, own).ignoring(ignored);
        } catch (LayoutSpec.DescriptionException e) {
            String field = switch (e.part()) {
                case SHAPE -> "\"shape\": ";
                case VARIANT -> "\"variant\": ";
                case REGIONS -> "\"regions\": ";
                case WHOLE -> ""; // parts that do not fit together
            };
            throw ApiError.badRequest(field + e.getMessage());
        }
    }
}
