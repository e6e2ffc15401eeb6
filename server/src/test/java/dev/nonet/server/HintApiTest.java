package dev.nonet.server;

import static dev.nonet.server.LayoutApiTest.REGIONS;
import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PmGrid;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code /api/hint} as a page uses it: a step at every press until the puzzle is solved (Nonet's, Sudoku
 * Explainer's or a cell revealed from the solution, the answer's {@code source}), told at every level
 * at once, held to the player's removed candidates; and the page-friendly words for a text that is no puzzle.
 */
class HintApiTest extends SharedServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CELL = Pattern.compile("r(\\d+)c(\\d+)");

    /** A hard puzzle on which Nonet's techniques get stuck after three steps, where SE's forcing chains go on. */
    static final String HARD = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    /** A jigsaw on {@link LayoutApiTest#REGIONS} that the techniques off classic 9x9 do not finish. */
    static final String STUCK_JIGSAW = ".39....2...2..7......2.3.4...58..3....3.......7....4.35....9.8.347..8.....1.3...7";
    /** A puzzle whose second step is a Pointing that removes 5 from r1c3, r2c3 and r3c3 (its first places r9c3 = 7). */
    static final String POINTING_FIVES = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    private static final String EASY_SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow().toString();

    @Test
    void theHardPuzzleGetsAStepAtEveryPressUntilItIsSolved() {
        List<String> sources = hintUntilSolved(HARD, Map.of());
        // Nonet's three steps, then SE's forcing chain where Nonet finds nothing (once status "no step").
        assertThat(sources.subList(0, 4)).containsExactly("nonet", "nonet", "nonet", "sudoku explainer");
        assertThat(sources).containsOnly("nonet", "sudoku explainer");
    }

    @Test
    void whereNoTechniqueFindsAStepACellIsRevealedFromTheSolution() {
        // Off classic 9x9 there is no SE to ask: the solution tells the next cell.
        List<String> sources = hintUntilSolved(STUCK_JIGSAW, Map.of("regions", REGIONS));
        assertThat(sources).contains("nonet", "solution").doesNotContain("sudoku explainer");
    }

    @Test
    void aRevealedCellIsTheOpenOneWithFewestCandidates() {
        String solution = server.postFields("/api/solve", "puzzle", STUCK_JIGSAW, "regions", REGIONS).text("solution");
        Answer a = null;
        char[] entries = STUCK_JIGSAW.toCharArray();
        ArrayNode eliminated = JSON.createArrayNode();
        for (int press = 0; press < 100; press++) {
            a = hint(STUCK_JIGSAW, Map.of("regions", REGIONS), new String(entries), eliminated, null);
            assertThat(a.text("status")).as(a.response().body()).isEqualTo("step");
            if (a.text("source").equals("solution")) {
                break;
            }
            apply(a.json().get("step"), entries, eliminated, solution, 9);
        }
        assertThat(a.text("source")).isEqualTo("solution");
        JsonNode step = a.json().get("step");
        assertThat(step.get("technique").asText()).isEqualTo("REVEAL");
        assertThat(step.get("name").asText()).isEqualTo("Cell revealed");
        assertThat(step.get("eliminations")).isEmpty();
        assertThat(step.get("placements")).hasSize(1);
        String cell = step.at("/placements/0/cell").asText();
        int digit = step.at("/placements/0/digit").asInt();
        assertThat(String.valueOf(digit)).isEqualTo(solution.substring(index(cell, 9), index(cell, 9) + 1));
        assertThat(step.get("cells")).extracting(JsonNode::asText).containsExactly(cell);
        // the player's candidates: the first open cell with the fewest
        CandidateGrid marks = CandidateGrid.of(new Puzzle(Layout.jigsaw(REGIONS), Grid.parse(new String(entries))));
        eliminated.forEach(e -> marks.eliminate(cellOf(e.get("cell").asText()), e.get("digit").asInt()));
        Cell fewest = null;
        for (int i = 0; i < 81; i++) {
            Cell c = new Cell(i / 9, i % 9);
            if (marks.value(c) == 0 && (fewest == null || marks.candidates(c).size() < marks.candidates(fewest).size())) {
                fewest = c;
            }
        }
        assertThat(cell).isEqualTo(fewest.toString());
        String text = "No technique Nonet knows finds the next step here: " + cell + " is " + digit + " (revealed from the solution)";
        assertThat(a.text("text")).isEqualTo(text);
        assertThat(step.get("text").asText()).isEqualTo(text);
        assertThat(a.json().at("/texts/where").asText()).isEqualTo("look at " + cell);
        assertThat(a.json().at("/texts/technique").asText()).contains(cell).doesNotContain(" is " + digit);
        assertThat(a.json().at("/texts/step").asText()).isEqualTo(text);
    }

    @Test
    void aStepToldAtEveryLevelAndWhereItCameFrom() {
        Answer a = server.postFields("/api/hint", "puzzle", EASY);
        assertThat(a.text("source")).isEqualTo("nonet");
        assertThat(a.json().get("texts").toString()).isEqualTo("{\"where\":\"look at box 5: there is a Hidden Single\","
                + "\"technique\":\"Hidden Single: the digit 2 in box 5\","
                + "\"step\":\"Hidden Single in box 5: r5c6 = 2 (the only place for 2)\"}");
        assertThat(a.text("text")).isEqualTo(a.json().at("/texts/step").asText());
        Answer one = server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"level\": 1}");
        assertThat(one.text("text")).isEqualTo("look at box 5: there is a Hidden Single");
        assertThat(one.json().get("texts")).isEqualTo(a.json().get("texts"));
    }

    @Test
    void whereNonetFindsNothingSudokuExplainersStepIsToldAtEveryLevel() {
        // The position: r8c1 = 2 placed, 2 gone from r4c7 and r5c7, 4 from r2c4.
        String entries = HARD.substring(0, 63) + "2" + HARD.substring(64);
        ArrayNode eliminated = candidates("r4c7", 2, "r5c7", 2, "r2c4", 4);
        Answer a = hint(HARD, Map.of(), entries, eliminated, null);
        assertThat(a.text("status")).as(a.response().body()).isEqualTo("step");
        assertThat(a.text("source")).isEqualTo("sudoku explainer");
        JsonNode step = a.json().get("step");
        assertThat(step.get("name").asText()).isEqualTo("Contradiction Forcing Chain");
        assertThat(step.get("technique").asText()).isEqualTo("FORCING_NET"); // what it counts as on Nonet's path
        assertThat(step.get("difficulty").asDouble()).isEqualTo(9.6);
        assertThat(step.get("eliminations").toString()).isEqualTo("[{\"cell\":\"r2c4\",\"digit\":8}]");
        assertThat(step.get("cells")).extracting(JsonNode::asText).containsExactly("r2c4"); // SE names no pattern: what it changes
        assertThat(a.json().get("texts").toString()).isEqualTo("{\"where\":\"look at row 2: there is a Contradiction Forcing Chain\","
                + "\"technique\":\"Contradiction Forcing Chain: the digit 8 in r2c4\","
                + "\"step\":\"Contradiction Forcing Chain (Sudoku Explainer, 9.6): removes 8 from r2c4\"}");
        assertThat(a.text("text")).isEqualTo("Contradiction Forcing Chain (Sudoku Explainer, 9.6): removes 8 from r2c4");
    }

    @Test
    void aStepAlreadyDoneOnThePlayersBoardIsNotGivenAgain() {
        String entries = POINTING_FIVES.substring(0, 74) + "7" + POINTING_FIVES.substring(75); // r9c3 = 7, the first step
        Answer pointing = hint(POINTING_FIVES, Map.of(), entries, JSON.createArrayNode(), null);
        assertThat(pointing.json().at("/step/text").asText()).isEqualTo("Pointing: 5 in box 4 lies only in column 3: removes 5 from r1c3, r2c3, r3c3");

        // The player removed those 5s by hand: the next hint is another step.
        Answer next = hint(POINTING_FIVES, Map.of(), entries, candidates("r1c3", 5, "r2c3", 5, "r3c3", 5), null);
        assertThat(next.text("status")).isEqualTo("step");
        assertThat(next.json().at("/step/text").asText()).isEqualTo("Pointing: 9 in box 4 lies only in column 3: removes 9 from r1c3, r2c3, r3c3");
    }

    @Test
    void removedDigitsASolutionNeedsAreWrongMarks() {
        int r1c3 = EASY_SOLUTION.charAt(2) - '0';
        int r5c5 = EASY_SOLUTION.charAt(40) - '0';
        Answer one = hint(EASY, Map.of(), null, candidates("r1c3", r1c3, "r1c3", r1c3 % 9 + 1), null);
        assertThat(one.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_CLASSIC + ",\"status\":\"wrong marks\","
                + "\"text\":\"r1c3's marks leave out the digit it needs: put it back, or press Auto candidates\",\"wrong\":[\"r1c3\"]}");

        Answer two = hint(EASY, Map.of(), null, candidates("r5c5", r5c5, "r1c3", r1c3), null);
        assertThat(two.text("status")).isEqualTo("wrong marks");
        assertThat(two.json().get("wrong")).extracting(JsonNode::asText).containsExactly("r1c3", "r5c5");
        assertThat(two.text("text")).isEqualTo("the marks of r1c3 and r5c5 leave out the digits they need: put them back, or press Auto candidates");

        // Once the player has put the digit in its cell, the marks removed there no longer matter.
        String entries = EASY.substring(0, 2) + r1c3 + EASY.substring(3);
        assertThat(hint(EASY, Map.of(), entries, candidates("r1c3", r1c3), null).text("status")).isEqualTo("step");
    }

    @Test
    void pencilMarksThatLeaveOutTheSolutionsDigitAreWrongMarks() {
        Grid givens = Grid.parse(EASY);
        List<DigitSet> marks = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            DigitSet all = DigitSet.upTo(9);
            marks.add(givens.get(i) != 0 ? DigitSet.EMPTY : i == 2 ? all.without(EASY_SOLUTION.charAt(2) - '0') : all);
        }
        String line = PmGrid.writeLine(MarkedGrid.of(givens, Grid.empty(givens.shape()), marks));
        Answer a = server.postFields("/api/hint", "pencilmarks", line);
        assertThat(a.text("status")).as(a.response().body()).isEqualTo("wrong marks");
        assertThat(a.json().get("wrong")).extracting(JsonNode::asText).containsExactly("r1c3");
    }

    @Test
    void aPuzzleWithSeveralSolutionsSaysSo() {
        Answer empty = server.postFields("/api/hint", "puzzle", ".".repeat(81));
        assertThat(empty.json().toString()).isEqualTo("{\"layout\":" + LAYOUT_CLASSIC
                + ",\"status\":\"multiple\",\"text\":\"this puzzle has more than one solution\"}");
        // filled in with one of its solutions, it is solved
        assertThat(server.postFields("/api/hint", "puzzle", ".".repeat(81), "entries", EASY_SOLUTION).text("status")).isEqualTo("solved");
        assertThat(server.postFields("/api/hint", "puzzle", TestServer.NO_SOLUTION).text("status")).isEqualTo("no solution");
    }

    @Test
    void aLineOfCellsOfNoKnownSizeIsToldInThePagesWords() {
        for (String endpoint : List.of("/api/check", "/api/hint", "/api/solve")) {
            assertError(server.postFields(endpoint, "puzzle", "12345"), "puzzle: line 1: expected 81 cells, found 5");
            assertError(server.postFields(endpoint, "puzzle", "123456789012345"), "puzzle: line 1: expected 81 cells, found 15");
        }
        assertError(server.postFields("/api/check", "puzzle", "..3.5.", "shape", "6x6"), "puzzle: line 1: expected 36 cells, found 6");
        assertError(server.postFields("/api/check", "puzzle", EASY, "entries", "12345"), "entries: line 1: expected 81 cells, found 5");
        // what the rule leaves alone: words, a grid of lines, a known size
        assertThat(server.postFields("/api/check", "puzzle", "hello").text("error")).startsWith("puzzle: line 1: cannot tell the puzzle format");
        assertThat(server.postFields("/api/check", "puzzle", ".".repeat(16)).status()).isEqualTo(200);
        assertThat(server.postFields("/api/check", "puzzle", ".".repeat(80)).text("error")).isEqualTo("puzzle: line 1: expected 81 cells, found 80");
    }

    private static final String LAYOUT_CLASSIC = "{\"shape\":\"9x9\",\"side\":9,\"boxWidth\":3,\"boxHeight\":3,\"variants\":[]}";

    private static void assertError(Answer a, String error) {
        assertThat(a.status()).as(a.response().body()).isEqualTo(400);
        assertThat(a.text("error")).isEqualTo(error);
    }

    /**
     * Presses hint on {@code puzzle} (with the layout {@code fields}) until it is solved, applying each
     * step as a page does: placements to the entries, eliminations to the eliminated candidates. Every
     * placement must be the solution's digit and no elimination may remove it. The sources, in order.
     */
    private static List<String> hintUntilSolved(String puzzle, Map<String, String> fields) {
        Map<String, String> solveFields = new LinkedHashMap<>(fields);
        String solution = solve(puzzle, solveFields);
        int side = (int) Math.round(Math.sqrt(puzzle.length()));
        char[] entries = puzzle.toCharArray();
        ArrayNode eliminated = JSON.createArrayNode();
        List<String> sources = new ArrayList<>();
        for (int press = 0; press < 200; press++) {
            Answer a = hint(puzzle, fields, new String(entries), eliminated, null);
            assertThat(a.status()).as(a.response().body()).isEqualTo(200);
            if (a.text("status").equals("solved")) {
                assertThat(new String(entries)).isEqualTo(solution);
                return sources;
            }
            assertThat(a.text("status")).as("press " + (press + 1) + ": " + a.response().body()).isEqualTo("step");
            assertThat(a.text("source")).isIn("nonet", "sudoku explainer", "solution");
            sources.add(a.text("source"));
            apply(a.json().get("step"), entries, eliminated, solution, side);
        }
        return fail("not solved in 200 presses: " + sources);
    }

    /** Applies {@code step} to the entries and eliminated candidates, checking it against {@code solution}. */
    private static void apply(JsonNode step, char[] entries, ArrayNode eliminated, String solution, int side) {
        boolean changes = false;
        for (JsonNode p : step.get("placements")) {
            int i = index(p.get("cell").asText(), side);
            char digit = DigitSymbols.of(p.get("digit").asInt());
            assertThat(digit).as(step.toString()).isEqualTo(solution.charAt(i));
            changes |= entries[i] != digit;
            entries[i] = digit;
        }
        for (JsonNode e : step.get("eliminations")) {
            int i = index(e.get("cell").asText(), side);
            assertThat(DigitSymbols.of(e.get("digit").asInt())).as(step.toString()).isNotEqualTo(solution.charAt(i));
            changes |= !eliminated.toString().contains(e.toString());
            eliminated.add(e);
        }
        assertThat(changes).as("a step that changes nothing: " + step).isTrue();
    }

    private static String solve(String puzzle, Map<String, String> fields) {
        ObjectNode body = JSON.createObjectNode().put("puzzle", puzzle);
        fields.forEach(body::put);
        return server.post("/api/solve", body.toString()).text("solution");
    }

    private static Answer hint(String puzzle, Map<String, String> fields, String entries, ArrayNode eliminated, Integer level) {
        ObjectNode body = JSON.createObjectNode().put("puzzle", puzzle);
        fields.forEach(body::put);
        if (entries != null) {
            body.put("entries", entries);
        }
        body.set("eliminated", eliminated);
        if (level != null) {
            body.put("level", level);
        }
        return server.post("/api/hint", body.toString());
    }

    /** {@code [{"cell": ..., "digit": ...}, ...]} of cell, digit, cell, digit... */
    private static ArrayNode candidates(Object... cellsAndDigits) {
        ArrayNode list = JSON.createArrayNode();
        for (int i = 0; i < cellsAndDigits.length; i += 2) {
            list.addObject().put("cell", (String) cellsAndDigits[i]).put("digit", (Integer) cellsAndDigits[i + 1]);
        }
        return list;
    }

    private static Cell cellOf(String name) {
        int i = index(name, 9);
        return new Cell(i / 9, i % 9);
    }

    private static int index(String cell, int side) {
        Matcher rc = CELL.matcher(cell);
        assertThat(rc.matches()).as(cell).isTrue();
        return (Integer.parseInt(rc.group(1)) - 1) * side + Integer.parseInt(rc.group(2)) - 1;
    }
}
