package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.LzString;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;

/**
 * A setter's constraints drawn on the board (drawing.js), for puzzles opened by their f-puzzles link
 * ({@code #fpuzzles=<payload>}): each rule of the puzzle is drawn, one element per entry, carrying
 * {@code data-kind="<f-puzzles key>"}; the drawing's layers cover exactly the cells (and the ring of
 * outside cells when the puzzle has outside clues), on a laptop (1280 x 900) and a phone (390 x 844); a
 * cage's outline lies just inside its cells, a thermometer's bulb and an odd or even cell's mark on its
 * cell's centre, an outside clue in its cell outside the grid; the page needs no sideways scrolling.
 * The puzzles ({@code variants/drawn.json}, CC BY 4.0, see its README) cover every kind drawn.
 * Screenshots: drawn-&lt;n&gt;-laptop, drawn-&lt;n&gt;-phone.
 */
class ConstraintDrawingIT extends BrowserPageTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The kinds drawing.js draws: a key not listed (antiknight, size, title, ...) has nothing drawn. */
    static final Set<String> DRAWN = Set.of("extraregion", "clone", "rowindexer", "columnindexer", "boxindexer",
            "minimum", "maximum", "odd", "even", "diagonal+", "diagonal-", "line", "whispers", "renban", "palindrome",
            "regionsumline", "entropicline", "modularline", "nabner", "zipperline", "betweenline", "lockout", "doublearrow",
            "thermometer", "slowthermometer", "arrow", "rectangle", "circle", "killercage", "cage", "text", "difference",
            "ratio", "sum", "xv", "quadruple", "sandwichsum", "xsum", "skyscraper", "littlekillersum");

    /** The setter's decorations: one that stands in for a kind drawn in its own right is left out. */
    private static final Set<String> DECORATIONS = Set.of("line", "rectangle", "circle", "text", "cage");

    private static final Set<String> OUTSIDE_CLUES = Set.of("sandwichsum", "xsum", "skyscraper", "littlekillersum");

    /**
     * Where the page draws: the grid's cells (left, top, cell size, in CSS pixels, from the cells
     * themselves), each drawing layer's box, and how many elements carry each data-kind.
     */
    private static final String MEASURE = """
            const board = document.getElementById('board');
            const cells = [...board.querySelectorAll('.cell')];
            const first = cells[0].getBoundingClientRect(), last = cells[cells.length - 1].getBoundingClientRect();
            const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
            const kinds = {};
            for (const e of board.querySelectorAll('[data-kind]')) kinds[e.dataset.kind] = (kinds[e.dataset.kind] || 0) + 1;
            return {
              left: first.left, top: first.top, cell: (last.right - first.left) / Math.sqrt(cells.length),
              layers: [...board.querySelectorAll('.drawing svg')].map((s) => box(s.getBoundingClientRect())),
              kinds,
            };
            """;

    /** The bounding boxes of each element of a kind (argument 0), in document order. */
    private static final String BOXES = """
            return [...document.querySelectorAll('#board [data-kind="' + arguments[0] + '"]')]
                .map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
            """;

    /** The bounding box of each bulb: the first circle of each thermometer. */
    private static final String BULBS = """
            return [...document.querySelectorAll('#board [data-kind="thermometer"]')]
                .map((e) => e.querySelector('circle').getBoundingClientRect())
                .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }));
            """;

    @AfterEach
    void backToTheWholeWindow() {
        wholeWindow();
    }

    static Stream<Arguments> puzzles() {
        try (InputStream in = ConstraintDrawingIT.class.getResourceAsStream("/variants/drawn.json")) {
            JsonNode entries = JSON.readTree(in);
            List<Arguments> puzzles = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                puzzles.add(Arguments.of(i + 1, entries.get(i).get("title").asText(), entries.get(i).get("puzzle").asText()));
            }
            return puzzles.stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("puzzles")
    void eachRuleIsDrawnOverItsCellsOnALaptopAndAPhone(int number, String title, String payload) throws IOException {
        JsonNode source = JSON.readTree(LzString.decompressFromBase64(payload));
        int side = source.get("size").asInt();
        SoftAssertions soft = new SoftAssertions();
        for (int[] screen : new int[][] {{1280, 900}, {390, 844}}) {
            String where = title + " at " + screen[0] + "x" + screen[1];
            viewport(screen[0], screen[1]);
            browser.get("about:blank"); // the link is opened afresh: the same hash again would not be followed
            browser.get(server.server.url() + "#fpuzzles=" + URLEncoder.encode(payload, StandardCharsets.UTF_8));
            waitUntil(() -> cells().size() == side * side && !browser.findElements(By.cssSelector("#board .drawing")).isEmpty());
            browser.executeScript("window.scrollTo(0, 0)");
            @SuppressWarnings("unchecked")
            Map<String, Object> drawn = (Map<String, Object>) browser.executeScript(MEASURE);
            Grid grid = new Grid(number(drawn, "left"), number(drawn, "top"), number(drawn, "cell"));
            theKindsAreDrawnOncePerEntry(soft, where, source, kinds(drawn));
            theLayersCoverTheCells(soft, where, source, side, grid, drawn);
            theShapesLieOnTheirCells(soft, where, source, grid);
            // The ring of outside clues takes room of its own: still nothing needs sideways scrolling.
            soft.assertThat((Long) browser.executeScript("return document.documentElement.scrollWidth"))
                    .as(where + ": the page's width").isLessThanOrEqualTo(screen[0]);
            screenshot("drawn-" + number + (screen[0] > 600 ? "-laptop" : "-phone"));
        }
        soft.assertAll();
    }

    /** Each kind drawn has as many elements as entries (a flag like diagonal+ one); other keys none. */
    private static void theKindsAreDrawnOncePerEntry(SoftAssertions soft, String where, JsonNode source, Map<String, Long> kinds) {
        source.fieldNames().forEachRemaining(key -> {
            if (!DRAWN.contains(key)) {
                return;
            }
            JsonNode entries = source.get(key);
            long expected = entries.isArray() ? countDrawn(source, key, entries) : entries.asBoolean() ? 1 : 0;
            soft.assertThat(kinds.getOrDefault(key, 0L)).as(where + ": elements of " + key).isEqualTo(expected);
        });
    }

    /**
     * How many entries of key are drawn: all, but for a decoration that a constraint tool wrote to stand
     * in for a kind the puzzle has and the page draws (fromConstraint "German Whispers", isLLConstraint).
     */
    static long countDrawn(JsonNode source, String key, JsonNode entries) {
        if (!DECORATIONS.contains(key)) {
            return entries.size();
        }
        long drawn = 0;
        for (JsonNode entry : entries) {
            String from = entry.path("isLLConstraint").asBoolean()
                    ? "lockout"
                    : entry.path("fromConstraint").asText("").toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
            if (from.endsWith("whispers")) {
                from = "whispers";
            }
            if (from.isEmpty() || !source.has(from) || !DRAWN.contains(from)) {
                drawn++;
            }
        }
        return drawn;
    }

    /** Every layer spans the cells exactly, and one cell more each side when there are outside clues. */
    private static void theLayersCoverTheCells(SoftAssertions soft, String where, JsonNode source, int side, Grid grid,
            Map<String, Object> drawn) {
        boolean outside = OUTSIDE_CLUES.stream().anyMatch(key -> source.path(key).size() > 0);
        double ring = outside ? grid.cell : 0;
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> layers = (List<Map<String, Object>>) drawn.get("layers");
        soft.assertThat(layers).as(where + ": the drawing's layers").hasSize(3);
        for (Map<String, Object> layer : layers) {
            soft.assertThat(number(layer, "left")).as(where + ": a layer's left").isCloseTo(grid.left - ring, within());
            soft.assertThat(number(layer, "top")).as(where + ": a layer's top").isCloseTo(grid.top - ring, within());
            soft.assertThat(number(layer, "right")).as(where + ": a layer's right").isCloseTo(grid.left + side * grid.cell + ring, within());
            soft.assertThat(number(layer, "bottom")).as(where + ": a layer's bottom").isCloseTo(grid.top + side * grid.cell + ring, within());
        }
    }

    /**
     * A killer cage's outline runs just inside its cells (its box within 0.15 of a cell of theirs), a
     * thermometer's bulb and an odd or even mark are centred on their cell, and an outside clue lies
     * in its cell outside the grid.
     */
    private static void theShapesLieOnTheirCells(SoftAssertions soft, String where, JsonNode source, Grid grid) {
        List<Map<String, Object>> cages = boxes(BOXES, "killercage");
        for (int i = 0; i < Math.min(cages.size(), source.path("killercage").size()); i++) {
            JsonNode cells = source.path("killercage").get(i).path("cells");
            double[] around = grid.around(cells);
            Map<String, Object> cage = cages.get(i);
            String what = where + ": killer cage " + (i + 1) + "'s outline inside its cells";
            soft.assertThat(number(cage, "left") - around[0]).as(what + " (left)").isBetween(0.0, 0.15 * grid.cell);
            soft.assertThat(number(cage, "top") - around[1]).as(what + " (top)").isBetween(0.0, 0.15 * grid.cell);
            soft.assertThat(around[2] - number(cage, "right")).as(what + " (right)").isBetween(0.0, 0.15 * grid.cell);
            soft.assertThat(around[3] - number(cage, "bottom")).as(what + " (bottom)").isBetween(0.0, 0.15 * grid.cell);
        }
        centredOnCells(soft, where + ": thermometer bulbs", boxes(BULBS, null), source.path("thermometer"), e -> e.path("lines").get(0).get(0), grid);
        for (String key : List.of("odd", "even")) {
            centredOnCells(soft, where + ": " + key + " cells", boxes(BOXES, key), source.path(key), e -> e.path("cell"), grid);
        }
        for (String key : OUTSIDE_CLUES) {
            List<Map<String, Object>> clues = boxes(BOXES, key);
            for (int i = 0; i < Math.min(clues.size(), source.path(key).size()); i++) {
                double[] cell = grid.around(JSON.createArrayNode().add(source.path(key).get(i).path("cell")));
                Map<String, Object> clue = clues.get(i);
                double x = (number(clue, "left") + number(clue, "right")) / 2, y = (number(clue, "top") + number(clue, "bottom")) / 2;
                soft.assertThat(x).as(where + ": " + key + " clue " + (i + 1) + " in its cell (x)").isBetween(cell[0], cell[2]);
                soft.assertThat(y).as(where + ": " + key + " clue " + (i + 1) + " in its cell (y)").isBetween(cell[1], cell[3]);
            }
        }
    }

    private static void centredOnCells(SoftAssertions soft, String what, List<Map<String, Object>> shapes, JsonNode entries,
            Function<JsonNode, JsonNode> cellOf, Grid grid) {
        soft.assertThat(shapes).as(what).hasSize(entries.size());
        for (int i = 0; i < Math.min(shapes.size(), entries.size()); i++) {
            double[] cell = grid.around(JSON.createArrayNode().add(cellOf.apply(entries.get(i))));
            Map<String, Object> shape = shapes.get(i);
            soft.assertThat((number(shape, "left") + number(shape, "right")) / 2).as(what + " " + (i + 1) + " (x)")
                    .isCloseTo((cell[0] + cell[2]) / 2, within());
            soft.assertThat((number(shape, "top") + number(shape, "bottom")) / 2).as(what + " " + (i + 1) + " (y)")
                    .isCloseTo((cell[1] + cell[3]) / 2, within());
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> boxes(String script, String kind) {
        return (List<Map<String, Object>>) browser.executeScript(script, kind);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Long> kinds(Map<String, Object> drawn) {
        Map<String, Long> kinds = new HashMap<>();
        ((Map<String, Object>) drawn.get("kinds")).forEach((k, v) -> kinds.put(k, ((Number) v).longValue()));
        return kinds;
    }

    private static double number(Map<String, Object> values, String name) {
        return ((Number) values.get(name)).doubleValue();
    }

    /** A pixel and a half: cells and layers are laid out in fractions of a pixel, rounded apart. */
    private static Offset<Double> within() {
        return Offset.offset(1.5);
    }

    /** The grid on the screen: its first cell's top-left corner and a cell's size, in CSS pixels. */
    private record Grid(double left, double top, double cell) {

        /** The box (left, top, right, bottom) around cells named "R1C1" (1-based; row or column 0 is outside). */
        double[] around(JsonNode cells) {
            double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (JsonNode name : cells) {
                String[] rc = name.asText().toUpperCase(Locale.ROOT).substring(1).split("C");
                int r = Integer.parseInt(rc[0]), c = Integer.parseInt(rc[1]);
                box[0] = Math.min(box[0], left + (c - 1) * cell);
                box[1] = Math.min(box[1], top + (r - 1) * cell);
                box[2] = Math.max(box[2], left + c * cell);
                box[3] = Math.max(box[3], top + r * cell);
            }
            return box;
        }
    }
}
