package dev.nonet.view;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.List;

/**
 * The rules a puzzle is played by, as the API and the command line's {@code --json} write them: {@code {"shape": "16x16", "side": 16,
 * "boxWidth": 4, "boxHeight": 4, "variants": ["x"], "regions": null}}. {@code shape} is what a request's
 * {@code shape} field takes back ({@code 12x12:4x3} when the boxes are not the usual ones); a jigsaw's
 * {@code regions} is its region map as one line of {@code N*N} letters, {@code A} for the region of the
 * first cell; the boxes of a jigsaw play no part.
 */
public record LayoutView(String shape, int side, int boxWidth, int boxHeight, List<String> variants, String regions) {

    /** Copies the variants so that a view is immutable. */
    public LayoutView {
        variants = List.copyOf(variants);
    }

    public static LayoutView of(Layout layout) {
        Shape shape = layout.shape();
        return new LayoutView(layout.shapeName(), shape.side(), shape.boxWidth(), shape.boxHeight(),
                layout.variants().stream().map(Variant::id).toList(), layout.regionMap().map(m -> m.replace("\n", "")).orElse(null));
    }
}
