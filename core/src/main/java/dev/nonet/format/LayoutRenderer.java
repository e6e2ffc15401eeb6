package dev.nonet.format;

import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.function.IntFunction;

/**
 * Writes grids of every layout but classic 9x9 (which {@link PuzzleWriter} writes as it always has):
 * digits from 10 up as letters ({@code A} = 10) or, in the grid format, as numbers; box borders from
 * the shape; a jigsaw's region map after its grid, as one more field of a line or as rows of letters.
 * The tokens format writes every cell as a number, whatever the side.
 */
final class LayoutRenderer {

    private LayoutRenderer() {
    }

    /** {@code grid} in {@code format}, every line ending in a newline, without comment or separator. */
    static String render(Layout layout, Grid grid, Format format) {
        int side = layout.side();
        StringBuilder sb = new StringBuilder(side * side * 3);
        switch (format) {
            case LINE -> sb.append(lineOf(layout, grid)).append('\n');
            case TOKENS -> sb.append(tokensOf(layout, grid)).append('\n');
            case GRID -> rows(sb, grid, side, d -> side > 9 ? String.format("%2d", d) : String.valueOf(d), " ");
            case COMPACT -> rows(sb, grid, side, d -> d == 0 ? "0" : String.valueOf(DigitSymbols.of(d)), "");
            case PRETTY -> pretty(sb, layout, grid);
            case BOJ4056, PENCILMARKS -> throw new IllegalArgumentException(format + " is an input format only");
            case JSON -> throw new IllegalArgumentException("json is written by the command line");
        }
        if (format.isMultiLine()) {
            layout.regionMap().ifPresent(sb::append);
        }
        return sb.toString();
    }

    /** The cells as one line, then a jigsaw's region map as a second field. */
    static String lineOf(Layout layout, Grid grid) {
        return grid + layout.regionMap().map(map -> " " + map.replace("\n", "")).orElse("");
    }

    /** The cells as numbers separated by spaces ({@code 0} for empty), then a jigsaw's region map as one more field. */
    static String tokensOf(Layout layout, Grid grid) {
        int cells = grid.shape().cellCount();
        StringBuilder sb = new StringBuilder(cells * 3);
        for (int i = 0; i < cells; i++) {
            sb.append(i == 0 ? "" : " ").append(grid.get(i));
        }
        layout.regionMap().ifPresent(map -> sb.append(' ').append(map.replace("\n", "")));
        return sb.toString();
    }

    private static void rows(StringBuilder sb, Grid grid, int side, IntFunction<String> cell, String gap) {
        for (int r = 0; r < side; r++) {
            for (int c = 0; c < side; c++) {
                sb.append(c == 0 ? "" : gap).append(cell.apply(grid.get(r * side + c)));
            }
            sb.append('\n');
        }
    }

    /** Rows with {@code |} between boxes and a border of {@code -} and {@code +} between bands; none for a jigsaw. */
    private static void pretty(StringBuilder sb, Layout layout, Grid grid) {
        Shape shape = layout.shape();
        int side = shape.side();
        boolean borders = !layout.isJigsaw();
        for (int r = 0; r < side; r++) {
            StringBuilder row = new StringBuilder(4 * side);
            for (int c = 0; c < side; c++) {
                row.append(c == 0 ? "" : borders && c % shape.boxWidth() == 0 ? " | " : " ").append(DigitSymbols.of(grid.get(r * side + c)));
            }
            if (borders && r > 0 && r % shape.boxHeight() == 0) {
                sb.append(row.toString().replaceAll("[^|]", "-").replace('|', '+')).append('\n');
            }
            sb.append(row).append('\n');
        }
    }
}
