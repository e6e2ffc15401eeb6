package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.format.Format;
import dev.nonet.format.PuzzleWriter;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.validation.GridValidator;
import org.junit.jupiter.api.Test;

/**
 * Solve, count and check on other sizes and variants, and the errors of layouts, against a real server;
 * {@link LayoutLogicApiTest} has hint, explain, rate and generate.
 */
class LayoutApiTest extends SharedServerTest {

    /** examples/sixteen.txt: 103 givens, one solution. */
    static final String SIXTEEN = "8...1.6A..B..E.71.5.DF.C.2..94..E.6A7...1...3..........4.6...1.2...B37....9.6G51.A38...5.........17.CD8.6..3..A.FC26.1..75A......9...2F..75.A.16D6..8..3..F..........6..21.9B8..75E..C.1.D8....92.9....8F..B.....3A.....E8....CB..B1....49..FA...D.52..E.A....9.";
    /** examples/x-sudoku.txt: unique with the diagonals, several solutions without them. */
    static final String X_SUDOKU = "........7..5.28.644......3.3..9.............3..4...7.85..2..179..63..2.5......3.6";
    /** examples/jigsaw.txt: the cells, then the region map. */
    static final String JIGSAW = "65...3.9..9..5.3.7.1.3...5.1....5.....2.....3...........5.4.....8.6....2.3657.4..";
    static final String REGIONS = "AAABCCCCCABBBBBBCCAAAAABBCCDEEEEEFFFDGEEEEFFHDGGGGGFFHDGGGIIIFHDDDDIHHFHDIIIIIHHH";

    private static final Layout LAYOUT_16 = Layout.of(Shape.of(16));

    @Test
    void aLineOf256CellsIsSolvedAs16x16() {
        Answer a = server.postFields("/api/solve", "puzzle", SIXTEEN);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.text("status")).isEqualTo("solved");
        assertThat(a.json().get("unique").asBoolean()).isTrue();
        assertThat(a.json().at("/layout/shape").asText()).isEqualTo("16x16");
        assertThat(a.json().at("/layout/boxWidth").asInt()).isEqualTo(4);
        Grid puzzle = Grid.parse(Shape.of(16), SIXTEEN);
        assertThat(GridValidator.isSolutionOf(Grid.parse(Shape.of(16), a.text("solution")), new Puzzle(LAYOUT_16, puzzle))).isTrue();

        Answer named = server.postFields("/api/solve", "puzzle", SIXTEEN, "shape", "16x16");
        assertThat(named.text("solution")).isEqualTo(a.text("solution"));
    }

    @Test
    void aLineOf256NumbersIsThe16x16ItWrites() {
        Grid puzzle = Grid.parse(Shape.of(16), SIXTEEN);
        String tokens = PuzzleWriter.render(new Puzzle(LAYOUT_16, puzzle), Format.TOKENS);
        assertThat(tokens).startsWith("8 0 0 0 1 0 6 10 0 0 11 ");
        Answer a = server.postFields("/api/solve", "puzzle", tokens);
        assertThat(a.json().at("/layout/shape").asText()).isEqualTo("16x16");
        assertThat(a.text("puzzle")).isEqualTo(SIXTEEN);
        assertThat(a.text("solution")).isEqualTo(server.postFields("/api/solve", "puzzle", SIXTEEN).text("solution"));
    }

    @Test
    void aLayoutWithNoGridIsA400SayingSo() {
        for (String shape : new String[] {"6x6", "6x6:2x3"}) {
            Answer a = server.postFields("/api/generate", "shape", shape, "variant", "x,disjoint");
            ApiErrorsTest.assertError(a, 400);
            assertThat(a.text("error")).as(shape).startsWith("no complete grid of the layout 6x6").contains("no puzzle can be made");
        }
    }

    @Test
    void otherBoxesAreNamedInTheShape() {
        Answer a = server.postFields("/api/count", "puzzle", ".".repeat(144), "shape", "12x12:3x4");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().at("/layout/shape").asText()).isEqualTo("12x12:3x4");
        assertThat(a.json().at("/layout/boxHeight").asInt()).isEqualTo(4);
        assertThat(a.text("text")).isEqualTo("2+");
    }

    /** Boxes that are whole columns or rows: what generate makes, every endpoint reads back with the same boxes. */
    @Test
    void nineByNineWithBoxesOfColumnsOrRowsRoundTrips() {
        for (String shape : new String[] {"9x9:1x9", "9x9:9x1"}) {
            Layout layout = Layout.of(Shape.parse(shape));
            Answer made = server.post("/api/generate", "{\"shape\": \"" + shape + "\", \"seed\": 1}");
            assertThat(made.status()).as(shape).isEqualTo(200);
            assertThat(made.json().at("/layout/shape").asText()).isEqualTo(shape);
            String puzzle = made.text("puzzle");

            Answer solved = server.postFields("/api/solve", "puzzle", puzzle, "shape", shape);
            assertThat(solved.text("status")).as(shape + ": " + solved.json()).isEqualTo("solved");
            assertThat(solved.json().at("/layout/shape").asText()).isEqualTo(shape);
            Grid solution = Grid.parse(layout.shape(), solved.text("solution"));
            assertThat(GridValidator.isSolutionOf(solution, new Puzzle(layout, Grid.parse(layout.shape(), puzzle)))).isTrue();
            for (String endpoint : new String[] {"/api/check", "/api/hint", "/api/explain", "/api/rate", "/api/candidates"}) {
                Answer a = server.postFields(endpoint, "puzzle", puzzle, "shape", shape);
                assertThat(a.status()).as(shape + " " + endpoint + ": " + a.json()).isEqualTo(200);
                assertThat(a.json().at("/layout/shape").asText()).as(shape + " " + endpoint).isEqualTo(shape);
            }
            Answer empty = server.postFields("/api/solve", "puzzle", ".".repeat(81), "shape", shape);
            assertThat(empty.json().at("/layout/shape").asText()).as("an empty grid").isEqualTo(shape);
            assertThat(GridValidator.isSolutionOf(Grid.parse(layout.shape(), empty.text("solution")),
                    new Puzzle(layout, Grid.empty(layout.shape())))).isTrue();
        }
    }

    @Test
    void theXVariantMakesTheDiagonalsCount() {
        Answer plain = server.postFields("/api/count", "puzzle", X_SUDOKU);
        assertThat(plain.text("text")).isEqualTo("2+");
        assertThat(plain.json().at("/layout/variants").size()).isZero();

        Answer x = server.postFields("/api/count", "puzzle", X_SUDOKU, "variant", "x");
        assertThat(x.text("text")).isEqualTo("1");
        assertThat(x.json().at("/layout/variants/0").asText()).isEqualTo("x");

        Answer list = server.post("/api/check", "{\"puzzle\": \"" + X_SUDOKU + "\", \"variant\": [\"x\"]}");
        assertThat(list.text("status")).isEqualTo("unique");
    }

    @Test
    void checkMarksConflictsOnTheDiagonals() {
        // r1c1 and r5c5 both 8: no row, column or box in common, but the same diagonal
        String entries = "8" + X_SUDOKU.substring(1, 40) + "8" + X_SUDOKU.substring(41);
        Answer plain = server.postFields("/api/check", "puzzle", X_SUDOKU, "entries", entries);
        assertThat(plain.json().get("conflicts").size()).isZero();

        Answer x = server.postFields("/api/check", "puzzle", X_SUDOKU, "entries", entries, "variant", "x");
        assertThat(x.json().get("conflicts").size()).isOne();
        JsonNode conflict = x.json().get("conflicts").get(0);
        assertThat(conflict.get("text").asText()).contains("diagonal");
        assertThat(conflict.get("cells").toString()).isEqualTo("[\"r1c1\",\"r5c5\"]");
        assertThat(x.json().get("wrong").isArray()).isTrue();
    }

    @Test
    void aJigsawTakesItsRegionsFromTheFieldOrFromTheLine() {
        Answer a = server.postFields("/api/solve", "puzzle", JIGSAW, "regions", REGIONS);
        assertThat(a.text("status")).isEqualTo("solved");
        assertThat(a.json().get("unique").asBoolean()).isTrue();
        assertThat(a.json().at("/layout/regions").asText()).isEqualTo(REGIONS);
        assertThat(a.json().at("/layout/variants/0").asText()).isEqualTo("jigsaw");
        Layout jigsaw = Layout.jigsaw(REGIONS);
        assertThat(GridValidator.isSolutionOf(Grid.parse(a.text("solution")), new Puzzle(jigsaw, Grid.parse(JIGSAW)))).isTrue();

        Answer line = server.postFields("/api/check", "puzzle", JIGSAW + " " + REGIONS, "variant", "jigsaw");
        assertThat(line.text("status")).isEqualTo("unique");
        assertThat(line.json().at("/layout/regions").asText()).isEqualTo(REGIONS);

        Answer boxes = server.postFields("/api/check", "puzzle", JIGSAW);
        assertThat(boxes.text("status")).isNotEqualTo("unique");
    }

    @Test
    void checkNamesWrongEntriesOf16x16WithTwoDigitRowsAndLetters() {
        String solution = server.postFields("/api/solve", "puzzle", SIXTEEN).text("solution");
        int r10c12 = 9 * 16 + 11;
        assertThat(SIXTEEN.charAt(r10c12)).isEqualTo('.');
        char wrongDigit = solution.charAt(r10c12) == 'G' ? 'F' : 'G';
        String entries = SIXTEEN.substring(0, r10c12) + wrongDigit + SIXTEEN.substring(r10c12 + 1);
        Answer a = server.postFields("/api/check", "puzzle", SIXTEEN, "entries", entries);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().get("wrong").toString()).isEqualTo("[\"r10c12\"]");
    }

    @Test
    void badLayoutsGet400InTheCommandLinesWords() {
        assertError(server.postFields("/api/solve", "puzzle", JIGSAW, "shape", "7x7"),
                "\"shape\": side 7 has no rectangular boxes (it is prime); give a jigsaw region map");
        assertError(server.postFields("/api/solve", "puzzle", JIGSAW, "shape", "9x8"),
                "\"shape\": '9x8' is not a square shape; write it like 16x16");
        assertError(server.postFields("/api/count", "puzzle", JIGSAW, "variant", "hyper"),
                "\"variant\": unknown variant 'hyper'; choose from jigsaw, x, windoku, disjoint");
        assertError(server.postFields("/api/count", "puzzle", SIXTEEN, "variant", "windoku"),
                "puzzle: line 1: windoku is played on 9x9 only, not 16x16");
        assertError(server.postFields("/api/check", "puzzle", ".".repeat(16), "regions", "ABAB\nABAB\nCDCD\nCDCD"),
                "\"regions\": " + jigsawError("ABAB\nABAB\nCDCD\nCDCD"));
        assertThat(jigsawError("ABAB\nABAB\nCDCD\nCDCD")).contains("not connected");
        assertError(server.postFields("/api/check", "puzzle", ".".repeat(16), "regions", "AAB\nAABB\nCCDD\nCCDD"),
                "\"regions\": row 1 of the region map has 3 symbols, not 4");
        assertError(server.postFields("/api/check", "puzzle", JIGSAW, "shape", "9x9", "regions", "AABB\nAABB\nCCDD\nCCDD"),
                "the region map is 4x4 but the grid is 9x9");
        assertThat(server.postFields("/api/check", "puzzle", JIGSAW, "regions", "AABB\nAABB\nCCDD\nCCDD").text("error"))
                .isEqualTo("puzzle: line 1, column 1: '6' is not a digit of a 4x4 grid or a blank mark (r1c1)");
        Answer wrongSize = server.postFields("/api/solve", "puzzle", JIGSAW, "shape", "16x16");
        assertThat(wrongSize.status()).isEqualTo(400);
        assertThat(wrongSize.text("error")).startsWith("puzzle: line 1");
    }

    @Test
    void theOpenApiDescriptionNamesTheLayoutFields() {
        JsonNode schemas = server.get("/openapi.json").json().get("components").get("schemas");
        for (String request : new String[] {"SolveRequest", "CountRequest", "CheckRequest", "HintRequest", "ExplainRequest",
                "GenerateRequest"}) {
            assertThat(schemas.at("/" + request + "/properties").fieldNames()).toIterable().contains("shape", "variant", "regions");
        }
        for (String answer : new String[] {"Solved", "Counted", "Checked", "Hint", "Explained", "Rated", "Generated"}) {
            assertThat(schemas.at("/" + answer + "/properties/layout/$ref").asText()).isEqualTo("#/components/schemas/Layout");
        }
    }

    private static void assertError(Answer a, String message) {
        assertThat(a.status()).as(a.response().body()).isEqualTo(400);
        assertThat(a.text("error")).isEqualTo(message);
    }

    private static String jigsawError(String map) {
        try {
            Layout.of(Shape.of(4), java.util.Set.of(Variant.JIGSAW), map);
            throw new AssertionError("the map is fine: " + map);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
