package dev.nonet.server;

import static dev.nonet.server.ApiTest.TINY_KILLER;
import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzle;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.LzString;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the page needs to play a setter's puzzle (f-puzzles): {@code /api/check} with the puzzle's
 * constraints and f-puzzles details, {@code /api/conflicts} naming the rule each mistake breaks, and
 * {@code /api/hint}, {@code /api/explain} and {@code /api/rate} reasoning with the constraints (the rule solver).
 */
class ConstraintPlayApiTest extends SharedServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A 4x4 with a title, author, rules, a given, a drawn line (a decoration) and a thermometer r1c1 to r1c4. */
    private static final String THERMO_OBJECT = "{\"size\":4,\"title\":\"Climb\",\"author\":\"A. Setter\",\"ruleset\":\"Digits rise along the thermometer.\","
            + "\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{\"value\":1,\"given\":true},{}]],"
            + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"]]}],"
            + "\"line\":[{\"lines\":[[\"R2C1\",\"R3C2\"]],\"outlineC\":\"#C0C0C0\",\"width\":0.25}]}";

    /** A killer without givens, made by {@code nonet generate --variant killer --difficulty easy --seed 1} (examples/killer.json). */
    private static final String KILLER = killerObject();

    private static String killerObject() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("../examples/killer.json")).strip();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void checkGivesAnFPuzzlesPuzzlesConstraintsAndDetails() throws IOException {
        Answer a = server.post("/api/check", "{\"fpuzzles\": " + THERMO_OBJECT + "}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("puzzle", "layout", "constraints", "status", "fpuzzles");
        assertThat(a.json().at("/constraints/0/kind").asText()).isEqualTo("thermometer");
        assertThat(a.json().at("/constraints/0/text").asText()).isEqualTo("thermometer at r1c1 r1c2 r1c3 r1c4");
        JsonNode details = a.json().get("fpuzzles");
        assertThat(details.fieldNames()).toIterable().containsExactly("title", "author", "rules", "payload", "source");
        assertThat(details.get("title").asText()).isEqualTo("Climb");
        assertThat(details.get("author").asText()).isEqualTo("A. Setter");
        assertThat(details.get("rules").asText()).isEqualTo("Digits rise along the thermometer.");
        // The source is the object itself, every key kept (the drawn line too), for the page to draw.
        assertThat(details.get("source")).isEqualTo(JSON.readTree(THERMO_OBJECT));
        // The payload is the source compressed, as links carry it: read back, the same puzzle.
        String payload = details.get("payload").asText();
        assertThat(JSON.readTree(LzString.decompressFromBase64(payload))).isEqualTo(JSON.readTree(THERMO_OBJECT));
        Answer shared = server.post("/api/check", "{\"puzzle\": \"https://example.com/#fpuzzles=" + payload + "\"}");
        assertThat(shared.json().get("fpuzzles")).isEqualTo(details);
        assertThat(shared.text("status")).isEqualTo(a.text("status"));
    }

    @Test
    void aPayloadInThePuzzleFieldIsAnFPuzzlesPuzzleToo() {
        Answer a = server.postFields("/api/check", "puzzle", TINY_KILLER);
        assertThat(a.json().get("constraints")).hasSize(3);
        assertThat(a.json().at("/fpuzzles/payload").asText()).isNotEmpty();
        assertThat(a.json().at("/fpuzzles/title").asText()).isEqualTo("Tiny killer");
        assertThat(a.json().at("/fpuzzles/source/size").asInt()).isEqualTo(4);
    }

    @Test
    void otherFormatsHaveNeitherField() {
        Answer a = server.postFields("/api/check", "puzzle", EASY);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("puzzle", "layout", "status");
    }

    @Test
    void anUnknownRuleKeyIsA400NamingIt() {
        String unknown = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"chaotic\":[{\"cells\":[\"R1C1\"]}]}";
        Answer asObject = server.post("/api/check", "{\"fpuzzles\": " + unknown + "}");
        assertThat(asObject.status()).isEqualTo(400);
        assertThat(asObject.text("error")).startsWith("fpuzzles: ").contains("'chaotic'");
        Answer asPayload = server.postFields("/api/check", "puzzle", LzString.compressToBase64(unknown));
        assertThat(asPayload.status()).isEqualTo(400);
        assertThat(asPayload.text("error")).startsWith("puzzle: ").contains("'chaotic'");
    }

    @Test
    void conflictsNameTheBrokenRuleAndItsFilledCells() {
        // TINY_KILLER: givens r1c3 = 3, r4c1 = 4; cages r1c1+r1c2 = 3, r2c3+r2c4 = 3, r3c1+r3c2+r4c2 = 6.
        // r2c4 = 4 repeats nothing, but the cage r2c3+r2c4 cannot make 3 with it: narrowed, with one cell filled.
        Answer narrowed = server.post("/api/conflicts", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"..3....4....4...\"}");
        assertThat(narrowed.status()).as(narrowed.response().body()).isEqualTo(200);
        assertThat(narrowed.json().fieldNames()).toIterable().containsExactly("conflicts");
        assertThat(narrowed.json().get("conflicts")).hasSize(1);
        assertConflict(narrowed.json().at("/conflicts/0"), "breaks killercage 3 at r2c3 r2c4", "killercage", "r2c4");

        // 2 and 2 in the first cage: a repeat in row 1 and box 1, and the cage held to its exact rule.
        Answer exact = server.post("/api/conflicts", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"223.........4...\"}");
        JsonNode conflicts = exact.json().get("conflicts");
        assertThat(conflicts).hasSize(3);
        assertConflict(conflicts.get(0), "digit 2 appears twice in row 1: r1c1 and r1c2", "row", "r1c1", "r1c2");
        assertConflict(conflicts.get(1), "digit 2 appears twice in box 1: r1c1 and r1c2", "box", "r1c1", "r1c2");
        assertConflict(conflicts.get(2), "breaks killercage 3 at r1c1 r1c2", "killercage", "r1c1", "r1c2");

        // /api/check names them the same way, from the same method.
        Answer checked = server.post("/api/check", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"223.........4...\"}");
        assertThat(checked.json().get("conflicts")).isEqualTo(conflicts);

        // Entries that break nothing; without entries, the givens, which break nothing either.
        assertThat(server.post("/api/conflicts", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"12343421....4...\"}")
                .json().get("conflicts")).isEmpty();
        assertThat(server.post("/api/conflicts", "{\"fpuzzles\": \"" + TINY_KILLER + "\"}").json().get("conflicts")).isEmpty();
    }

    @Test
    void conflictsOfAPuzzleOfHousesAreItsRepeats() {
        Answer a = server.postFields("/api/conflicts", "puzzle", EASY, "entries", "11" + EASY.substring(2));
        assertThat(a.json().get("conflicts")).hasSize(2);
        assertConflict(a.json().at("/conflicts/0"), "digit 1 appears twice in row 1: r1c1 and r1c2", "row", "r1c1", "r1c2");
        assertConflict(a.json().at("/conflicts/1"), "digit 1 appears twice in box 1: r1c1 and r1c2", "box", "r1c1", "r1c2");
        // The fields of check, no others; entries must keep the givens.
        assertThat(server.postFields("/api/conflicts", "puzzle", EASY, "cap", "2").status()).isEqualTo(400);
        assertThat(server.postFields("/api/conflicts", "puzzle", EASY, "entries", "1".repeat(81)).text("error"))
                .startsWith("entries: r3c5 holds 1, but the puzzle gives 2");
    }

    @Test
    void aHintOnAPuzzleWithConstraintsIsTheRuleSolversNextStep() throws Exception {
        JsonNode initials = variant("The Initials");
        String payload = initials.get("puzzle").asText();
        FPuzzle read = FPuzzles.read(payload);
        Grid solution = Sudoku.solve(read.puzzle()).solution().orElseThrow();
        Answer a = server.post("/api/hint", "{\"fpuzzles\": \"" + payload + "\", \"level\": 1}");
        assertThat(a.status()).as(a.response().body()).isEqualTo(200);
        assertThat(a.text("status")).isEqualTo("step");
        assertThat(a.text("source")).isEqualTo(dev.nonet.view.HintView.FROM_NONET);
        JsonNode step = a.json().get("step");
        assertThat(step.get("technique").asText()).isNotEqualTo(dev.nonet.view.HintView.REVEAL);
        assertAgrees(step, solution);
        assertThat(step.get("placements").size() + step.get("eliminations").size()).isPositive();
        assertThat(a.text("text")).startsWith("look at ");
        assertThat(a.json().at("/texts/step").asText()).isEqualTo(step.get("text").asText());
        // The next hint starts from the player's marks: with this step's removals made, another step.
        Answer next = server.post("/api/hint", "{\"fpuzzles\": \"" + payload + "\", \"eliminated\": " + step.get("eliminations") + "}");
        assertThat(next.json().get("step")).isNotEqualTo(step);
        assertAgrees(next.json().get("step"), solution);

        // A wrong entry is named first, as on a classic puzzle; the whole solution is solved.
        char[] wrong = read.puzzle().givens().toString().toCharArray();
        int open = new String(wrong).indexOf('.');
        wrong[open] = (char) ('0' + (solution.get(open) % 9 + 1));
        Answer fix = server.post("/api/hint", "{\"fpuzzles\": \"" + payload + "\", \"entries\": \"" + new String(wrong) + "\"}");
        assertThat(fix.text("status")).isEqualTo("wrong entries");
        assertThat(fix.json().get("wrong")).extracting(JsonNode::asText).containsExactly(Shape.CLASSIC.cell(open).toString());
        Answer done = server.post("/api/hint", "{\"fpuzzles\": \"" + payload + "\", \"entries\": \"" + solution + "\"}");
        assertThat(done.text("status")).isEqualTo("solved");
    }

    @Test
    void aHintOnAConstraintPuzzleWithoutOneSolutionSaysSo() {
        assertThat(server.post("/api/hint", "{\"fpuzzles\": \"" + TINY_KILLER + "\"}").text("status")).isEqualTo("multiple");
        // Filled in keeping the houses but not the cage r1c1+r1c2 = 3 (1 + 4): still no answer.
        assertThat(server.post("/api/hint", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"1432324123144123\"}").text("status"))
                .isEqualTo("multiple");
        // Filled in keeping every rule: solved.
        assertThat(server.post("/api/hint", "{\"fpuzzles\": \"" + TINY_KILLER + "\", \"entries\": \"1234342121434312\"}").text("status"))
                .isEqualTo("solved");
        // A thermometer rising from r1c1's 4 has no solution.
        String noSolution = "{\"size\":4,\"grid\":[[{\"value\":4,\"given\":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}";
        assertThat(server.post("/api/hint", "{\"fpuzzles\": " + noSolution + "}").text("status")).isEqualTo("no solution");
    }

    @Test
    void aHintOnAKillerIsAConstraintsStep() throws Exception {
        Answer a = server.post("/api/hint", "{\"fpuzzles\": " + KILLER + "}");
        assertThat(a.text("source")).isEqualTo("nonet");
        JsonNode step = a.json().get("step");
        assertThat(step.at("/constraints/0/kind").asText()).isEqualTo("killercage");
        assertThat(step.at("/constraints/0/cells")).isNotEmpty();
        assertThat(a.json().at("/texts/where").asText()).startsWith("look at killercage ");
        assertAgrees(step, Sudoku.solve(FPuzzles.read(KILLER).puzzle()).solution().orElseThrow());
    }

    @Test
    void explainAndRateGiveTheRuleSolversPathAndRating() throws Exception {
        Grid solution = Sudoku.solve(FPuzzles.read(KILLER).puzzle()).solution().orElseThrow();
        Answer path = server.post("/api/explain", "{\"fpuzzles\": " + KILLER + "}");
        assertThat(path.status()).as(path.response().body()).isEqualTo(200);
        assertThat(path.text("status")).isEqualTo("solved");
        assertThat(path.text("text")).startsWith("solved in ");
        assertThat(path.json().get("steps")).isNotEmpty();
        for (JsonNode step : path.json().get("steps")) {
            assertAgrees(step, solution);
        }
        assertThat(path.json().at("/steps/0/constraints/0/kind").asText()).isEqualTo("killercage");
        assertThat(path.json().at("/rating/scale").asText()).isEqualTo("nonet");
        Answer rate = server.post("/api/rate", "{\"fpuzzles\": " + KILLER + "}");
        assertThat(rate.status()).as(rate.response().body()).isEqualTo(200);
        assertThat(rate.text("status")).isEqualTo("solved");
        assertThat(rate.json().get("steps").asInt()).isEqualTo(path.json().get("steps").size());
        assertThat(rate.json().get("rating")).isEqualTo(path.json().get("rating"));
    }

    @Test
    void canonStillRefusesConstraintsAndNamesThem() {
        Answer a = server.post("/api/canon", "{\"fpuzzles\": " + THERMO_OBJECT + "}");
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.text("error")).contains("houses alone").contains("thermometer").contains("/api/hint").contains("/api/explain");
    }

    /** Every placement of {@code step} is the solution's digit, and no elimination removes one. */
    private static void assertAgrees(JsonNode step, Grid solution) {
        step.get("placements").forEach(p -> assertThat(solution.get(cellNamed(p.get("cell").asText()))).as(step.toString())
                .isEqualTo(p.get("digit").asInt()));
        step.get("eliminations").forEach(e -> assertThat(solution.get(cellNamed(e.get("cell").asText()))).as(step.toString())
                .isNotEqualTo(e.get("digit").asInt()));
    }

    @Test
    void theOpenApiDescriptionNamesTheNewFields() {
        JsonNode openApi = server.get("/openapi.json").json();
        JsonNode schemas = openApi.get("components").get("schemas");
        assertThat(schemas.at("/Checked/properties").fieldNames()).toIterable()
                .containsExactly("puzzle", "layout", "constraints", "status", "wrong", "conflicts", "fpuzzles");
        assertThat(schemas.at("/FPuzzles/properties").fieldNames()).toIterable().containsExactly("title", "author", "rules", "payload", "source");
        assertThat(schemas.at("/Conflict/properties").fieldNames()).toIterable().containsExactly("text", "cells", "kind");
        assertThat(schemas.at("/Conflicts/properties").fieldNames()).toIterable().containsExactly("conflicts");
        // A step's fields, in the order StepView writes them
        assertThat(schemas.at("/Step/properties").fieldNames()).toIterable().containsExactly(java.util.Arrays.stream(
                dev.nonet.view.StepView.class.getRecordComponents()).map(java.lang.reflect.RecordComponent::getName).toArray(String[]::new));
        assertThat(schemas.at("/Step/properties/constraints/items/$ref").asText()).isEqualTo("#/components/schemas/Constraint");
        String ref = openApi.at("/paths/~1api~1conflicts/post/requestBody/content/application~1json/schema/$ref").asText();
        assertThat(openApi.at(ref.substring(1)).get("properties").fieldNames()).toIterable()
                .containsExactlyInAnyOrderElementsOf(RequestReader.fieldsOf(Requests.CheckRequest.class));
    }

    private static void assertConflict(JsonNode conflict, String text, String kind, String... cells) {
        assertThat(conflict.get("text").asText()).isEqualTo(text);
        assertThat(conflict.get("kind").asText()).isEqualTo(kind);
        List<String> named = new ArrayList<>();
        conflict.get("cells").forEach(c -> named.add(c.asText()));
        assertThat(named).containsExactly(cells);
    }

    /** The cell {@code r1c2} names on a 9x9 grid. */
    private static Cell cellNamed(String name) {
        String[] rc = name.substring(1).split("c");
        return new Cell(Integer.parseInt(rc[0]) - 1, Integer.parseInt(rc[1]) - 1);
    }

    /** The entry of the variant set titled {@code title}. */
    static JsonNode variant(String title) throws IOException {
        try (InputStream in = ConstraintPlayApiTest.class.getResourceAsStream("/api-variants/puzzles.json")) {
            for (JsonNode entry : JSON.readTree(in)) {
                if (entry.get("title").asText().equals(title)) {
                    return entry;
                }
            }
        }
        throw new AssertionError("no variant puzzle titled " + title);
    }
}
