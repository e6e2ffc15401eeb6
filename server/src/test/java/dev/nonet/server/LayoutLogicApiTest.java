package dev.nonet.server;

import static dev.nonet.server.LayoutApiTest.JIGSAW;
import static dev.nonet.server.LayoutApiTest.REGIONS;
import static dev.nonet.server.LayoutApiTest.SIXTEEN;
import static dev.nonet.server.LayoutApiTest.X_SUDOKU;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import org.junit.jupiter.api.Test;

/** Hint, explain, rate and generate on other sizes, jigsaws and variants, against a real server. */
class LayoutLogicApiTest extends SharedServerTest {

    private static final String LAYOUT_16 = "{\"shape\":\"16x16\",\"side\":16,\"boxWidth\":4,\"boxHeight\":4,\"variants\":[]}";
    private static final String LAYOUT_X = "{\"shape\":\"9x9\",\"side\":9,\"boxWidth\":3,\"boxHeight\":3,\"variants\":[\"x\"]}";
    private static final String LAYOUT_6 = "{\"shape\":\"6x6\",\"side\":6,\"boxWidth\":3,\"boxHeight\":2,\"variants\":[]}";
    private static final String LAYOUT_JIGSAW = "{\"shape\":\"9x9\",\"side\":9,\"boxWidth\":3,\"boxHeight\":3,\"variants\":[\"jigsaw\"],"
            + "\"regions\":\"" + REGIONS + "\"}";

    @Test
    void aHintOn16x16NamesItsBoxAndTheBoxsCells() {
        Answer a = server.postFields("/api/hint", "puzzle", SIXTEEN);
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        String text = "Hidden Single in box 4: r2c15 = 6 (the only place for 6)";
        assertThat(a.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_16 + ",\"status\":\"step\",\"source\":\"nonet\",\"text\":\"" + text + "\","
                + "\"texts\":{\"where\":\"look at box 4: there is a Hidden Single\",\"technique\":\"Hidden Single: the digit 6 in box 4\","
                + "\"step\":\"" + text + "\"},"
                + "\"step\":{\"technique\":\"HIDDEN_SINGLE_BOX\",\"name\":\"Hidden Single (box)\",\"difficulty\":1.2,"
                + "\"placements\":[{\"cell\":\"r2c15\",\"digit\":6}],\"eliminations\":[],\"cells\":[\"r2c15\"],\"houses\":[\"box 4\"],"
                + "\"houseCells\":[\"r1c13\",\"r1c14\",\"r1c15\",\"r1c16\",\"r2c13\",\"r2c14\",\"r2c15\",\"r2c16\","
                + "\"r3c13\",\"r3c14\",\"r3c15\",\"r3c16\",\"r4c13\",\"r4c14\",\"r4c15\",\"r4c16\"],\"text\":\"" + text + "\"}}");
    }

    @Test
    void aHintOnXSudokuMayLieOnADiagonal() {
        // The position after the first four steps, which place the 3s.
        String entries = ".....3..7.35.28.644......3.3..9.............3..4.3.7.85.32..179..63..2.5......3.6";
        Answer a = server.postFields("/api/hint", "puzzle", X_SUDOKU, "entries", entries, "variant", "x");
        String text = "Hidden Single in diagonal 1: r3c3 = 7 (the only place for 7)";
        assertThat(a.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_X + ",\"status\":\"step\",\"source\":\"nonet\",\"text\":\"" + text + "\","
                + "\"texts\":{\"where\":\"look at diagonal 1: there is a Hidden Single\",\"technique\":\"Hidden Single: the digit 7 in diagonal 1\","
                + "\"step\":\"" + text + "\"},"
                + "\"step\":{\"technique\":\"HIDDEN_SINGLE_LINE\",\"name\":\"Hidden Single (row/column)\",\"difficulty\":1.5,"
                + "\"placements\":[{\"cell\":\"r3c3\",\"digit\":7}],\"eliminations\":[],\"cells\":[\"r3c3\"],\"houses\":[\"diagonal 1\"],"
                + "\"houseCells\":[\"r1c1\",\"r2c2\",\"r3c3\",\"r4c4\",\"r5c5\",\"r6c6\",\"r7c7\",\"r8c8\",\"r9c9\"],\"text\":\"" + text + "\"}}");
    }

    @Test
    void hintsOnOtherLayoutsTakeEliminationsAndSayWhatIsWrong() {
        String solution = server.postFields("/api/solve", "puzzle", SIXTEEN).text("solution");
        int r1c2 = 1;
        char wrongDigit = solution.charAt(r1c2) == 'G' ? 'F' : 'G';
        Answer wrong = server.postFields("/api/hint", "puzzle", SIXTEEN, "entries", SIXTEEN.charAt(0) + String.valueOf(wrongDigit) + SIXTEEN.substring(2));
        assertThat(wrong.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_16
                + ",\"status\":\"wrong entries\",\"text\":\"r1c2 is wrong: clear it first\",\"wrong\":[\"r1c2\"]}");

        // Eliminated candidates are held to the solution: r2c15's 6 is its digit, so removing it is wrong.
        String body = "{\"puzzle\": \"" + SIXTEEN + "\", \"eliminated\": [{\"cell\": \"r2c15\", \"digit\": 6}]}";
        assertThat(server.post("/api/hint", body).json().toString()).isEqualTo("{\"layout\":" + LAYOUT_16 + ",\"status\":\"wrong marks\","
                + "\"text\":\"r2c15's marks leave out the digit it needs: put it back, or press Auto candidates\",\"wrong\":[\"r2c15\"]}");
        // Once r2c15 holds its 6, the next hint moves on.
        JsonNode first = server.postFields("/api/hint", "puzzle", SIXTEEN, "entries", SIXTEEN.substring(0, 30) + "6" + SIXTEEN.substring(31)).json();
        assertThat(first.path("status").asText()).isEqualTo("step");
        assertThat(first.at("/step/placements").toString()).doesNotContain("r2c15");

        Answer solved = server.postFields("/api/hint", "puzzle", JIGSAW, "regions", REGIONS, "entries",
                server.postFields("/api/solve", "puzzle", JIGSAW, "regions", REGIONS).text("solution"));
        assertThat(solved.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_JIGSAW + ",\"status\":\"solved\",\"text\":\"solved already\"}");
    }

    /** A jigsaw on the same map that the techniques off classic 9x9 do not finish. */
    private static final String STUCK_JIGSAW = ".39....2...2..7......2.3.4...58..3....3.......7....4.35....9.8.347..8.....1.3...7";

    @Test
    void explainOnAJigsawNamesItsRegionsAndEndsInPencilMarks() {
        Answer a = server.postFields("/api/explain", "puzzle", STUCK_JIGSAW, "regions", REGIONS);
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().get("layout").toString()).isEqualTo(LAYOUT_JIGSAW);
        assertThat(a.text("status")).isEqualTo("stuck");
        assertThat(a.text("text")).isEqualTo("stuck after 18 steps");
        JsonNode second = a.json().get("steps").get(1);
        assertThat(second.get("text").asText()).isEqualTo("Hidden Single in region 7: r7c4 = 3 (the only place for 3)");
        // region 7 is the seventh region met row by row: the map's letter G
        assertThat(second.get("houseCells")).extracting(JsonNode::asText).containsExactlyElementsOf(cellsOfLetter('G'));
        Layout jigsaw = Layout.jigsaw(REGIONS);
        CandidateGrid end = new dev.nonet.logic.LogicalSolver().solve(new Puzzle(jigsaw, Grid.parse(STUCK_JIGSAW))).end();
        assertThat(a.text("end")).hasSize(729).isEqualTo(end.toPencilmarks());
        assertThat(a.json().at("/rating/level").asText()).isEqualTo("extreme");
    }

    @Test
    void explainAndRateOn16x16() {
        Answer explained = server.postFields("/api/explain", "puzzle", SIXTEEN);
        assertThat(explained.json().get("layout").toString()).isEqualTo(LAYOUT_16);
        assertThat(explained.text("text")).isEqualTo("stuck after 49 steps");
        assertThat(explained.text("end")).hasSize(256 * 16);
        assertThat(explained.json().get("steps").get(1).get("text").asText()).isEqualTo("Hidden Single in box 4: r2c16 = A (the only place for A)");
        assertThat(explained.json().get("steps").get(1).get("placements").get(0).get("digit").asInt()).isEqualTo(10); // data stays a number

        Answer rated = server.postFields("/api/rate", "puzzle", SIXTEEN, "shape", "16x16");
        // text is the line nonet rate prints
        assertThat(rated.json().toString()).isEqualTo("{\"puzzle\":\"" + SIXTEEN + "\",\"layout\":" + LAYOUT_16
                + ",\"status\":\"stuck\",\"text\":\"stuck extreme (after 49 steps)\",\"steps\":49,\"rating\":{\"difficulty\":4.0,\"level\":\"extreme\","
                + "\"hardest\":\"Hidden Triple\",\"uses\":{\"Full House\":1,\"Hidden Single (box)\":20,\"Hidden Single (row/column)\":7,"
                + "\"Naked Single\":1,\"Pointing\":12,\"Claiming\":2,\"Hidden Pair\":4,\"Finned X-Wing\":1,\"Hidden Triple\":1},\"scale\":\"nonet\"}}");
    }

    @Test
    void rateOn6x6() {
        String six = "3..5....2....1..64.4.....3..5...56..";
        Answer a = server.postFields("/api/rate", "puzzle", six);
        assertThat(a.json().toString()).isEqualTo("{\"puzzle\":\"" + six + "\",\"layout\":" + LAYOUT_6
                + ",\"status\":\"solved\",\"text\":\"1.5 easy Hidden Single (row/column)\",\"steps\":25,\"rating\":{\"difficulty\":1.5,"
                + "\"level\":\"easy\",\"hardest\":\"Hidden Single (row/column)\",\"uses\":{\"Full House\":13,\"Hidden Single (box)\":11,"
                + "\"Hidden Single (row/column)\":1},\"scale\":\"nonet\"}}");
        // valid givens, but r1c1 needs the 6 that column 1 holds
        Answer none = server.postFields("/api/rate", "puzzle", ".12345" + "6....." + ".".repeat(24), "shape", "6x6");
        assertThat(none.text("status")).as(none.response().body()).isEqualTo("no solution");
    }

    @Test
    void generateOn6x6GivesAUniquePuzzleOfTheLevelAndItsLayout() {
        Answer a = server.post("/api/generate", "{\"shape\": \"6x6\", \"difficulty\": \"easy\", \"seed\": 5}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("puzzle", "layout", "solution", "rating", "seed", "text");
        assertThat(a.json().get("layout").toString()).isEqualTo(LAYOUT_6);
        Layout six = Layout.of(Shape.of(6));
        Grid puzzle = Grid.parse(Shape.of(6), a.text("puzzle"));
        assertThat(Sudoku.isUnique(new Puzzle(six, puzzle))).isTrue();
        assertThat(GridValidator.isSolutionOf(Grid.parse(Shape.of(6), a.text("solution")), new Puzzle(six, puzzle))).isTrue();
        assertThat(a.json().at("/rating/level").asText()).isEqualTo("easy");
        assertThat(a.json().get("seed").asLong()).isEqualTo(5);
        assertThat(server.post("/api/generate", "{\"shape\": \"6x6\", \"difficulty\": \"easy\", \"seed\": 5}").text("puzzle"))
                .isEqualTo(a.text("puzzle"));
    }

    @Test
    void generateKeepsAJigsawsMapAndTheXDiagonals() {
        Answer jigsaw = server.post("/api/generate", "{\"regions\": \"" + REGIONS + "\", \"seed\": 5}");
        assertThat(jigsaw.status()).as(jigsaw.response().body()).isEqualTo(200);
        assertThat(jigsaw.json().get("layout").toString()).isEqualTo(LAYOUT_JIGSAW);
        assertThat(Sudoku.isUnique(new Puzzle(Layout.jigsaw(REGIONS), Grid.parse(jigsaw.text("puzzle"))))).isTrue();

        Answer x = server.post("/api/generate", "{\"variant\": \"x\", \"difficulty\": \"easy\", \"seed\": 1}");
        assertThat(x.json().get("layout").toString()).isEqualTo(LAYOUT_X);
        Layout diagonals = Layout.CLASSIC.with(dev.nonet.grid.Variant.X);
        Grid puzzle = Grid.parse(x.text("puzzle"));
        assertThat(Sudoku.isUnique(new Puzzle(diagonals, puzzle))).isTrue();
        assertThat(GridValidator.isSolutionOf(Grid.parse(x.text("solution")), new Puzzle(diagonals, puzzle))).isTrue();
        assertThat(x.json().at("/rating/level").asText()).isEqualTo("easy");
    }

    @Test
    void withoutADifficultyAny16x16PuzzleWillDoRatedAfterwards() {
        Answer a = server.post("/api/generate", "{\"shape\": \"16x16\", \"seed\": 5}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().get("layout").toString()).isEqualTo(LAYOUT_16);
        Grid puzzle = Grid.parse(Shape.of(16), a.text("puzzle"));
        assertThat(Sudoku.isUnique(new Puzzle(Layout.of(Shape.of(16)), puzzle))).isTrue();
        String rating = server.postFields("/api/rate", "puzzle", a.text("puzzle")).json().get("rating").toString();
        assertThat(a.json().get("rating").toString()).isEqualTo(rating);
    }

    @Test
    void aJigsawWithoutRegionsGetsARandomMapThatTheAnswerCarries() {
        Answer a = server.post("/api/generate", "{\"variant\": \"jigsaw\", \"difficulty\": \"easy\", \"seed\": 7}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        String regions = a.json().at("/layout/regions").asText();
        assertThat(regions).hasSize(81).isNotEqualTo(REGIONS);
        Layout jigsaw = Layout.jigsaw(regions);
        Grid puzzle = Grid.parse(a.text("puzzle"));
        assertThat(Sudoku.isUnique(new Puzzle(jigsaw, puzzle))).isTrue();
        assertThat(a.json().at("/rating/level").asText()).isEqualTo("easy");
        JsonNode again = server.post("/api/generate", "{\"variant\": \"jigsaw\", \"difficulty\": \"easy\", \"seed\": 7}").json();
        assertThat(again.get("puzzle")).isEqualTo(a.json().get("puzzle"));
        assertThat(again.at("/layout/regions").asText()).isEqualTo(regions);
    }

    @Test
    void layoutErrorsOfTheLogicalEndpoints() {
        assertError(server.postFields("/api/generate", "shape", "25x25", "variant", "jigsaw"),
                "random jigsaw regions are drawn for sides 4 to 16 only (on larger grids a complete grid is seldom found in"
                        + " reasonable time), not 25x25: give a region map");
        assertError(server.postFields("/api/generate", "shape", "16x16", "variant", "windoku"), "windoku is played on 9x9 only, not 16x16");
        String marks = CandidateGrid.of(Puzzle.parse(TestServer.EASY)).toPencilmarks();
        String classicOnly = "\"pencilmarks\" are classic 9x9 only (729 characters); for another layout send the \"puzzle\" with its"
                + " \"entries\" and \"eliminated\" candidates";
        assertError(server.postFields("/api/hint", "pencilmarks", marks, "shape", "16x16"), classicOnly);
        assertError(server.postFields("/api/explain", "pencilmarks", marks, "variant", "x"), classicOnly);
        assertThat(server.postFields("/api/explain", "pencilmarks", marks, "shape", "9x9").status()).isEqualTo(200);
        String empty6 = "{\"puzzle\": \"" + ".".repeat(36) + "\", \"eliminated\": [{\"cell\": \"%s\", \"digit\": %d}]}";
        assertError(server.post("/api/hint", String.format(empty6, "r7c1", 1)), "\"eliminated\": 'r7c1' is not a cell of a 6x6 grid such as r1c2");
        assertError(server.post("/api/hint", String.format(empty6, "r6c1", 7)), "\"eliminated\": the digit of r6c1 must be 1 to 6, not 7");
        assertError(server.postFields("/api/rate", "puzzle", SIXTEEN, "variant", "x", "shape", "9x9"),
                "puzzle: line 1, column 8: 'A' is not a digit or a blank mark (r1c8)");
    }

    private static java.util.List<String> cellsOfLetter(char letter) {
        java.util.List<String> cells = new java.util.ArrayList<>();
        for (int i = 0; i < REGIONS.length(); i++) {
            if (REGIONS.charAt(i) == letter) {
                cells.add("r" + (i / 9 + 1) + "c" + (i % 9 + 1));
            }
        }
        return cells;
    }

    private static void assertError(Answer a, String message) {
        assertThat(a.status()).as(a.response().body()).isEqualTo(400);
        assertThat(a.text("error")).isEqualTo(message);
    }
}
