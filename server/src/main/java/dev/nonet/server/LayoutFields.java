package dev.nonet.server;

import dev.nonet.format.LayoutSpec;
import dev.nonet.server.RequestReader.Names;
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
        return specWithout(null, ignored);
    }

    /** Whether {@code variant} names {@code name} (ignoring case): a variant an endpoint takes itself, not a layout. */
    boolean namesVariant(String name) {
        return variant != null && List.of(variant.split(",")).stream().anyMatch(v -> v.strip().equalsIgnoreCase(name));
    }

    /**
     * {@link #spec} with the variant {@code name} (null: none) left out, for an endpoint that takes it
     * itself: an unknown variant's error lists it beside the layouts' variants.
     */
    LayoutSpec specWithout(String name, Set<String> ignored) {
        List<String> variants = variant != null ? List.of(variant.split(",")) : List.of();
        if (name != null) {
            variants = variants.stream().filter(v -> !v.strip().equalsIgnoreCase(name)).toList();
        }
        try {
            return LayoutSpec.describe(shape, variants, regions, name == null ? List.of() : List.of(name)).ignoring(ignored);
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
