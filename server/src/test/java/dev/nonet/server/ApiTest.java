package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static dev.nonet.server.TestServer.POINTING;
import static dev.nonet.server.TestServer.STUCK;
import static dev.nonet.server.TestServer.NO_SOLUTION;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.hint.HintStatus;
import dev.nonet.view.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every endpoint's answers, against a real server. The error classes are in {@link ApiErrorsTest}. */
class ApiTest extends SharedServerTest {

    private static final String SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow().toString();

    @Test
    void healthSaysOk() {
        Answer a = server.get("/api/health");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.response().headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(a.text("status")).isEqualTo("ok");
        assertThat(a.json().get("busy").asInt()).isZero();
        assertThat(a.json().get("queued").asInt()).isZero();
        // HEAD: the same status and type, no body.
        var head = server.send(java.net.http.HttpRequest.newBuilder(server.uri("/api/health")).method("HEAD",
                java.net.http.HttpRequest.BodyPublishers.noBody()));
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.response().headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(head.response().body()).isEmpty();
    }

    @Test
    void solveGivesTheSolutionAndWhetherItIsTheOnlyOne() {
        Answer a = server.postFields("/api/solve", "puzzle", EASY);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.text("status")).isEqualTo("solved");
        assertThat(a.text("solution")).isEqualTo(SOLUTION);
        assertThat(a.json().get("unique").asBoolean()).isTrue();

        assertThat(server.postFields("/api/solve", "puzzle", ".".repeat(81)).json().get("unique").asBoolean()).isFalse();
        assertThat(server.postFields("/api/solve", "puzzle", NO_SOLUTION).text("status")).isEqualTo("no solution");
    }

    @Test
    void solveReadsEveryTextFormat() {
        StringBuilder grid = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            grid.append(EASY, r * 9, r * 9 + 9).append('\n');
        }
        Answer a = server.postFields("/api/solve", "puzzle", grid.toString());
        assertThat(a.text("puzzle")).isEqualTo(EASY);
        assertThat(a.text("solution")).isEqualTo(SOLUTION);
    }

    @Test
    void candidatesAreEachCellsDigitsInSomeSolution() {
        Answer unique = server.postFields("/api/candidates", "puzzle", EASY);
        assertThat(unique.status()).isEqualTo(200);
        assertThat(unique.text("status")).isEqualTo("unique");
        JsonNode cells = unique.json().get("candidates");
        assertThat(cells).hasSize(81);
        for (int i = 0; i < 81; i++) {
            assertThat(cells.get(i).asText()).isEqualTo(SOLUTION.substring(i, i + 1));
        }
        assertThat(unique.json().has("counts")).isFalse();

        Answer counted = server.post("/api/candidates", "{\"puzzle\": \"" + ".".repeat(81) + "\", \"cap\": 1}");
        assertThat(counted.text("status")).isEqualTo("multiple");
        assertThat(counted.json().get("candidates").get(0).asText()).isEqualTo("123456789");

        Answer withCounts = server.post("/api/candidates", "{\"puzzle\": \"." + SOLUTION.substring(1) + "\", \"cap\": 5}");
        assertThat(withCounts.text("status")).isEqualTo("unique");
        assertThat(withCounts.json().get("counts").get(0).get(SOLUTION.substring(0, 1)).asLong()).isEqualTo(1);
        assertThat(server.postFields("/api/candidates", "puzzle", NO_SOLUTION).text("status")).isEqualTo("no solution");
    }

    /** A 4x4 killer made for the examples: cages r1c1+r1c2 = 3, r2c3+r2c4 = 3, r3c1+r3c2+r4c2 = 6; six solutions. */
    static final String TINY_KILLER = "N4IgzglgXgpiBcAWANCALhNAbO8QBUIA7ATwAIBrCLHAJxFQHNaIATBAbQ+AF9lf+IAG4BDLAFdcAZiYQhMIgjS1JfXgF1k3NTv49N2vUY1bQoibhQhGchUpUxdAjZpBUaMWgGMRjXNxAvGBowThAAJQBGAGFIhgiYgCYQV3NJBBApEDVA4KxQ+A4IxOis1HCSxBTUNNxM7MEgkLDwqVj41ujk8sQu6uExdLwANmz1HiA===";

    @Test
    void fpuzzlesArePosedInTheirOwnFieldAsTextOrAsTheObject() {
        Answer counted = server.post("/api/count", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"cap\": 100}");
        assertThat(counted.status()).isEqualTo(200);
        assertThat(counted.json().get("solutions").asInt()).isEqualTo(6);
        assertThat(counted.json().get("constraints")).hasSize(3);
        assertThat(counted.json().get("constraints").get(0).get("kind").asText()).isEqualTo("killercage");
        String object = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"]]}]}";
        Answer solved = server.post("/api/solve", "{\"fpuzzles\": " + object + "}");
        assertThat(solved.text("solution")).startsWith("1234");
        assertThat(server.post("/api/candidates", "{\"puzzle\": \"https://sudokupad.app/fpuzzles" + TINY_KILLER + "\"}").text("status"))
                .isEqualTo("multiple");
    }

    @Test
    void countStopsAtTheCap() {
        Answer a = server.post("/api/count", "{\"puzzle\": \"" + ".".repeat(81) + "\", \"cap\": 1000}");
        assertThat(a.json().get("solutions").asLong()).isEqualTo(1000);
        assertThat(a.json().get("capped").asBoolean()).isTrue();
        assertThat(a.text("text")).isEqualTo("1000+");

        Answer one = server.postFields("/api/count", "puzzle", EASY);
        assertThat(one.json().get("solutions").asLong()).isEqualTo(1);
        assertThat(one.text("text")).isEqualTo("1");
    }

    @Test
    void checkMarksWrongEntriesAndRepeatedDigits() {
        assertThat(server.postFields("/api/check", "puzzle", EASY).text("status")).isEqualTo("unique");
        assertThat(server.postFields("/api/check", "puzzle", ".".repeat(81)).text("status")).isEqualTo("multiple");
        assertThat(server.postFields("/api/check", "puzzle", NO_SOLUTION).text("status")).isEqualTo("no solution");

        // r1c1 gets the solution's digit, r1c2 a wrong one that also repeats r1c1's digit in row 1.
        char right = SOLUTION.charAt(0);
        String entries = right + String.valueOf(right) + EASY.substring(2);
        Answer a = server.postFields("/api/check", "puzzle", EASY, "entries", entries);
        assertThat(a.json().get("wrong")).extracting(JsonNode::asText).containsExactly("r1c2");
        assertThat(a.json().get("conflicts").get(0).get("text").asText()).startsWith("digit " + right + " appears twice in ");
        assertThat(a.json().get("conflicts").get(0).get("cells")).extracting(JsonNode::asText).contains("r1c1", "r1c2");
    }

    @Test
    void hintGivesTheNextStepWithItsCells() {
        Answer a = server.postFields("/api/hint", "puzzle", EASY);
        assertThat(a.text("status")).isEqualTo("step");
        JsonNode step = a.json().get("step");
        assertThat(step.get("name").asText()).isNotEmpty();
        assertThat(step.get("placements").size() + step.get("eliminations").size()).isPositive();
        assertThat(a.text("text")).isEqualTo(step.get("text").asText());
        // The step's placement agrees with the solution.
        JsonNode placed = step.get("placements").get(0);
        String cell = placed.get("cell").asText();
        int index = (cell.charAt(1) - '1') * 9 + cell.charAt(3) - '1';
        assertThat(placed.get("digit").asInt()).isEqualTo(SOLUTION.charAt(index) - '0');
    }

    @Test
    void hintTellsAsMuchAsTheLevelAsks() {
        // EASY's first step is the Hidden Single in box 5 of nonet hint's help
        assertThat(server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"level\": 1}").text("text"))
                .isEqualTo("look at box 5: there is a Hidden Single");
        Answer two = server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"level\": 2}");
        assertThat(two.text("text")).isEqualTo("Hidden Single: the digit 2 in box 5");
        assertThat(two.json().at("/step/text").asText()).isEqualTo("Hidden Single in box 5: r5c6 = 2 (the only place for 2)");
        Answer four = server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"level\": 4}");
        assertThat(four.status()).isEqualTo(400);
        assertThat(four.text("error")).isEqualTo("\"level\" must be a whole number from 1 to 3, not 4");
    }

    @Test
    void hintFromEntriesSaysWhichAreWrong() {
        String wrongDigit = SOLUTION.charAt(0) == '1' ? "2" : "1";
        Answer a = server.postFields("/api/hint", "puzzle", EASY, "entries", wrongDigit + EASY.substring(1));
        assertThat(a.text("status")).isEqualTo("wrong entries");
        assertThat(a.json().get("wrong")).extracting(JsonNode::asText).containsExactly("r1c1");
        assertThat(a.text("text")).isEqualTo("r1c1 is wrong: clear it first");

        assertThat(server.postFields("/api/hint", "puzzle", EASY, "entries", SOLUTION).text("status")).isEqualTo("solved");
    }

    @Test
    void hintHonoursTheEliminatedCandidates() {
        // The first step is an elimination; sent back as eliminated, the next hint moves on.
        Answer hint = server.postFields("/api/hint", "puzzle", POINTING);
        assertThat(hint.status()).as(hint.response().body()).isEqualTo(200);
        assertThat(hint.text("status")).as(hint.response().body()).isEqualTo("step");
        JsonNode first = hint.json().get("step");
        assertThat(first.get("eliminations").size()).isPositive();
        String body = "{\"puzzle\": \"" + POINTING + "\", \"eliminated\": " + first.get("eliminations") + "}";
        JsonNode second = server.post("/api/hint", body).json().get("step");
        assertThat(second).isNotEqualTo(first);
    }

    @Test
    void hintGoesOnWhereNoTechniqueNonetKnowsApplies() {
        // Once "no step": Sudoku Explainer's forcing chains find the next one.
        Answer a = server.postFields("/api/hint", "puzzle", STUCK);
        assertThat(a.text("status")).as(a.response().body()).isEqualTo("step");
        assertThat(a.text("source")).isEqualTo("sudoku explainer");
        assertThat(a.json().at("/step/cells")).isNotEmpty();
    }

    @Test
    void hintAndExplainTakePencilmarks() {
        String marks = CandidateGrid.of(Puzzle.parse(EASY)).toPencilmarks();
        assertThat(server.postFields("/api/hint", "pencilmarks", marks).text("status")).isEqualTo("step");
        Answer explained = server.postFields("/api/explain", "pencilmarks", marks);
        assertThat(explained.text("status")).isEqualTo("solved");
        assertThat(explained.text("puzzle")).hasSize(729);
    }

    @Test
    void hintAndExplainTakeAPmGridWithItsGivensAndPlacedDigitsApart() {
        Grid solution = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow();
        int[] placed = new int[81];
        List<dev.nonet.grid.DigitSet> marks = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            boolean open = i == 0; // r1c1 the last open cell of row 1, column 1 and box 1
            placed[i] = open || EASY.charAt(i) != '.' ? 0 : solution.get(i);
            marks.add(open ? dev.nonet.grid.DigitSet.of(solution.get(i), 1 + solution.get(i) % 9) : dev.nonet.grid.DigitSet.EMPTY);
        }
        var position = dev.nonet.grid.MarkedGrid.of(Grid.parse(EASY), Grid.of(placed), marks);
        for (String text : List.of(dev.nonet.format.PmGrid.writeGrid(position), dev.nonet.format.PmGrid.writeLine(position))) {
            Answer hint = server.postFields("/api/hint", "pencilmarks", text);
            assertThat(hint.json().toString()).contains("Full House");
            Answer explained = server.postFields("/api/explain", "pencilmarks", text);
            assertThat(explained.text("text")).isEqualTo("solved in 1 step");
        }
    }

    @Test
    void explainGivesEveryStepAndTheRating() {
        Answer a = server.postFields("/api/explain", "puzzle", EASY);
        assertThat(a.text("status")).isEqualTo("solved");
        assertThat(a.text("text")).isEqualTo("solved in 64 steps");
        assertThat(a.json().get("steps")).hasSize(64);
        assertThat(a.json().get("rating").get("level").asText()).isEqualTo("easy");
        assertThat(a.json().get("rating").get("ed").asDouble()).isEqualTo(1.2); // Sudoku Explainer's, beside Nonet's path
        assertThat(a.json().has("end")).isFalse();
    }

    @Test
    void rateSaysHowHardInTheCommandLinesWords() {
        Answer a = server.postFields("/api/rate", "puzzle", EASY);
        assertThat(a.text("status")).isEqualTo("solved");
        assertThat(a.text("text")).isEqualTo("1.5/1.2/1.2 easy Hidden Single"); // Sudoku Explainer's ER/EP/ED
        assertThat(a.json().get("steps").asInt()).isEqualTo(64);
        assertThat(a.json().get("rating").get("er").asDouble()).isEqualTo(1.5);
        assertThat(a.json().get("rating").get("scale").asText()).isEqualTo("se");
        assertThat(server.postFields("/api/rate", "puzzle", NO_SOLUTION).text("status")).isEqualTo("no solution");
        Answer empty = server.postFields("/api/rate", "puzzle", ".".repeat(81));
        assertThat(empty.text("status")).isEqualTo("multiple solutions");
        assertThat(empty.text("text")).isEqualTo("multiple solutions");
    }

    @Test
    void generateMakesAPuzzleOfTheLevelAskedWithOneSolution() {
        Answer a = server.post("/api/generate", "{\"difficulty\": \"easy\", \"symmetry\": \"rotational\", \"seed\": 7}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        Grid puzzle = Grid.parse(a.text("puzzle"));
        assertThat(Sudoku.isUnique(Puzzle.of(puzzle))).isTrue();
        assertThat(Sudoku.solve(Puzzle.of(puzzle)).solution()).hasValue(Grid.parse(a.text("solution")));
        assertThat(a.json().get("rating").get("level").asText()).isEqualTo("easy");
        assertThat(a.json().get("seed").asLong()).isEqualTo(7);
        for (int i = 0; i < 81; i++) {
            assertThat(puzzle.get(i) == 0).as("cell %d and its half-turn image", i).isEqualTo(puzzle.get(80 - i) == 0);
        }
        // The same seed, the same puzzle.
        assertThat(server.post("/api/generate", "{\"difficulty\": \"easy\", \"symmetry\": \"rotational\", \"seed\": 7}").text("puzzle"))
                .isEqualTo(a.text("puzzle"));
    }

    @Test
    void theOpenApiStatusListsAreTheWordsTheCodeWrites() {
        JsonNode schemas = server.get("/openapi.json").json().get("components").get("schemas");
        assertThat(statuses(schemas, "Solved")).containsExactly(words(Verdict.SOLVED, Verdict.NO_SOLUTION));
        assertThat(statuses(schemas, "Checked")).containsExactly(words(Verdict.UNIQUE, Verdict.MULTIPLE, Verdict.NO_SOLUTION));
        assertThat(statuses(schemas, "Hint")).containsExactly(Arrays.stream(HintStatus.values())
                .map(HintStatus::word).toArray(String[]::new));
        assertThat(statuses(schemas, "Explained")).containsExactly(words(LogicalStatus.values()));
        List<String> rated = new ArrayList<>(List.of(words(LogicalStatus.values())));
        rated.addAll(List.of(words(Verdict.NO_SOLUTION, Verdict.MULTIPLE_SOLUTIONS)));
        assertThat(statuses(schemas, "Rated")).containsExactlyElementsOf(rated);
    }

    private static List<String> statuses(JsonNode schemas, String schema) {
        List<String> words = new ArrayList<>();
        schemas.get(schema).get("properties").get("status").get("enum").forEach(w -> words.add(w.asText()));
        return words;
    }

    private static String[] words(Verdict... verdicts) {
        return Arrays.stream(verdicts).map(Verdict::word).toArray(String[]::new);
    }

    private static String[] words(HintStatus... statuses) {
        return Arrays.stream(statuses).map(HintStatus::word).toArray(String[]::new);
    }

    private static String[] words(LogicalStatus... statuses) {
        return Arrays.stream(statuses).map(LogicalStatus::word).toArray(String[]::new);
    }

    @Test
    void canonGivesTheMinlexFormTheTransformToItAndTheAutomorphisms() {
        Answer a = server.postFields("/api/canon", "puzzle", EASY);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.text("puzzle")).isEqualTo(EASY);
        assertThat(a.text("canonical")).isEqualTo(dev.nonet.canon.Minlex.canonical(Puzzle.parse(EASY)).form().givens().toString());
        assertThat(dev.nonet.canon.Transform.parse(a.text("transform")).apply(Puzzle.parse(EASY)).givens().toString())
                .isEqualTo(a.text("canonical"));
        assertThat(a.json().get("automorphisms").asLong()).isEqualTo(1);
        // a copy has the same form; the empty grid is fixed by every cell map
        String copy = dev.nonet.canon.Transform.random(9).apply(Puzzle.parse(EASY)).givens().toString();
        assertThat(server.postFields("/api/canon", "puzzle", copy).text("canonical")).isEqualTo(a.text("canonical"));
        assertThat(server.postFields("/api/canon", "puzzle", ".".repeat(81)).json().get("automorphisms").asLong()).isEqualTo(3_359_232L);
    }

    @Test
    void theOpenApiDescriptionNamesEveryRoute() {
        JsonNode paths = server.get("/openapi.json").json().get("paths");
        List<String> described = new ArrayList<>();
        paths.fields().forEachRemaining(p -> p.getValue().fieldNames().forEachRemaining(m -> described.add(m.toUpperCase() + " " + p.getKey())));
        assertThat(described).containsExactlyInAnyOrderElementsOf(NonetServer.ROUTES);
    }

    @Test
    void thePageIsServedAtTheRoot() {
        Answer a = server.get("/");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.response().headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
        assertThat(a.response().body()).contains("Nonet");
    }

    @Test
    void thePageNamesItsIconAndFaviconIcoLeadsToIt() {
        assertThat(server.get("/").response().body()).contains("<link rel=\"icon\" href=\"favicon.svg\"");
        Answer icon = server.get("/favicon.svg");
        assertThat(icon.status()).isEqualTo(200);
        assertThat(icon.response().headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("image/svg+xml"));
        assertThat(icon.response().body()).startsWith("<svg");

        Answer ico = server.get("/favicon.ico");
        assertThat(ico.status()).isEqualTo(301);
        assertThat(ico.response().headers().firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/favicon.svg"));
    }
}
