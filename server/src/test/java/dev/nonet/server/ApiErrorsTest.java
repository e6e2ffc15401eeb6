package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.server.TestServer.Answer;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Test;

/** Every class of bad request gets its 4xx and a JSON body that names the problem, never a stack trace. */
class ApiErrorsTest extends SharedServerTest {


    @Test
    void aMalformedPuzzleIsNamedByLineAndColumnAsTheCommandLineNamesIt() {
        StringBuilder grid = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            grid.append(r == 2 ? EASY.substring(18, 22) + "x" + EASY.substring(23, 27) : EASY.substring(r * 9, r * 9 + 9)).append('\n');
        }
        String bad = grid.toString();
        Answer a = server.postFields("/api/solve", "puzzle", bad);
        assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("puzzle: " + readerMessage(bad));
        assertThat(a.text("error")).startsWith("puzzle: line 3, column 5: ");
        assertThat(a.json().get("line").asInt()).isEqualTo(3);
        assertThat(a.json().get("column").asInt()).isEqualTo(5);

        Answer unknown = server.postFields("/api/solve", "puzzle", "not a puzzle");
        assertError(unknown, 400);
        assertThat(unknown.text("error")).isEqualTo("puzzle: " + readerMessage("not a puzzle"));
    }

    @Test
    void whatTheReaderWasNotToldIsNamedAsTheFieldThatTellsIt() {
        Answer a = server.postFields("/api/solve", "puzzle", "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2");
        assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("puzzle: line 2: the input ends after 1 of the 16 rows of the grid that starts on"
                + " line 1 (a 4x4 puzzle on one line needs \"shape\": \"4x4\")");
    }

    @Test
    void repeatedGivensAreNamedWithTheirCells() {
        Answer a = server.postFields("/api/rate", "puzzle", "11" + EASY.substring(2));
        assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("puzzle: digit 1 appears twice in row 1: r1c1 and r1c2");
        assertThat(a.json().get("cells")).extracting(JsonNode::asText).containsExactly("r1c1", "r1c2");
    }

    @Test
    void exactlyOnePuzzleIsTaken() {
        Answer two = server.postFields("/api/solve", "puzzle", EASY + "\n" + EASY + "\n");
        assertError(two, 400);
        assertThat(two.text("error")).isEqualTo("puzzle: the text holds more than one puzzle (another starts on line 2); send one");
        Answer none = server.postFields("/api/solve", "puzzle", "# only a comment\n");
        assertError(none, 400);
        assertThat(none.text("error")).startsWith("puzzle: ");
    }

    @Test
    void missingAndMistypedFieldsAreNamed() {
        assertThat(errorOf(server.post("/api/solve", "{}"), 400)).contains("needs a \"puzzle\"");
        assertThat(errorOf(server.post("/api/solve", "{\"puzzle\": 5}"), 400)).isEqualTo("\"puzzle\" must be a string");
        assertThat(errorOf(server.post("/api/count", "{\"puzzle\": \"" + EASY + "\", \"cap\": 0}"), 400))
                .isEqualTo("\"cap\" must be a whole number from 1 to 1000000, not 0");
        assertThat(errorOf(server.postFields("/api/hint", "puzzle", EASY, "pencilmarks", "1".repeat(729)), 400))
                .isEqualTo("send a \"puzzle\" or \"pencilmarks\", not both");
        assertThat(errorOf(server.postFields("/api/explain", "pencilmarks", ".-------.\n| 1 2 3x |\n"), 400))
                .isEqualTo("pencilmarks: line 2, column 8: 'x' is not a digit 1-9 of a cell's token (r1c3)");
        assertThat(errorOf(server.postFields("/api/explain", "pencilmarks", "123"), 400))
                .isEqualTo("pencilmarks: line 1: expected 729 pencil marks, found 3");
        assertThat(errorOf(server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"eliminated\": [{\"cell\": \"r0c1\", \"digit\": 3}]}"), 400))
                .isEqualTo("\"eliminated\": 'r0c1' is not a cell of a 9x9 grid such as r1c2");
    }

    @Test
    void unknownFieldsAreRefusedAndTheClosestKnownOneSuggested() {
        // A typo was taken as an absent field: "varient" solved as classic.
        assertThat(errorOf(server.postFields("/api/solve", "puzzle", EASY, "varient", "x"), 400))
                .isEqualTo("unknown field \"varient\" (did you mean \"variant\"?); the fields are puzzle, fpuzzles, ignore, shape, variant, regions");
        assertThat(errorOf(server.postFields("/api/generate", "difficulty", "easy", "colour", "red"), 400))
                .isEqualTo("unknown field \"colour\"; the fields are difficulty, symmetry, minimal, clues, require, exclude, seed, shape, variant, regions");
        assertThat(errorOf(server.postFields("/api/solve", "puzzle", EASY, "entries", EASY), 400)).startsWith("unknown field \"entries\"; ");
        assertThat(errorOf(server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"eliminated\": [{\"cell\": \"r1c1\", \"digt\": 3}]}"), 400))
                .isEqualTo("\"eliminated\": unknown field \"digt\" (did you mean \"digit\"?); the fields are cell, digit");
    }

    @Test
    void canonRefusesOtherLayoutsAndBadPuzzlesWith400() {
        assertThat(errorOf(server.postFields("/api/canon", "puzzle", EASY, "variant", "x"), 400))
                .startsWith("canonical forms are for classic 9x9 Sudoku only, not 9x9 x");
        assertThat(errorOf(server.postFields("/api/canon", "puzzle", ".".repeat(256), "shape", "16x16"), 400))
                .startsWith("canonical forms are for classic 9x9 Sudoku only, not 16x16");
        assertThat(errorOf(server.postFields("/api/canon", "puzzle", "55" + EASY.substring(2)), 400)).startsWith("puzzle: digit 5 appears twice");
        assertThat(errorOf(server.postFields("/api/canon", "puzzle", EASY.substring(1)), 400)).contains("80");
        assertThat(errorOf(server.postFields("/api/canon", "puzzle", EASY, "cap", "2"), 400)).startsWith("unknown field \"cap\"");
    }

    @Test
    void fpuzzlesErrorsNameTheKindAndEndpointsOfHousesAloneRefuseConstraints() {
        String unknown = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"chaotic\":[{\"cells\":[\"R1C1\"]}]}";
        assertThat(errorOf(server.post("/api/count", "{\"fpuzzles\": " + unknown + "}"), 400)).startsWith("fpuzzles: ").contains("chaotic");
        assertThat(server.post("/api/count", "{\"fpuzzles\": " + unknown + ", \"ignore\": \"chaotic\", \"cap\": 1000}").json().get("solutions").asInt())
                .isEqualTo(288);
        assertThat(errorOf(server.post("/api/count", "{\"fpuzzles\": \"N4Ig!!\"}"), 400)).startsWith("fpuzzles: ");
        assertThat(errorOf(server.post("/api/count", "{\"fpuzzles\": \"x\", \"puzzle\": \"" + EASY + "\"}"), 400)).contains("not both");
        String thermo = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}";
        assertThat(errorOf(server.post("/api/canon", "{\"fpuzzles\": " + thermo + "}"), 400)).contains("houses alone").contains("thermometer");
    }

    @Test
    void eachEndpointTakesTheFieldsItsOpenApiSchemaNames() {
        JsonNode openApi = server.get("/openapi.json").json();
        java.util.Map<String, Class<? extends Record>> requests = java.util.Map.of("/api/solve", PuzzleFields.class, "/api/count",
                Requests.CountRequest.class, "/api/check", Requests.CheckRequest.class, "/api/candidates", Requests.CandidatesRequest.class,
                "/api/hint", Requests.HintRequest.class, "/api/explain", Requests.ExplainRequest.class, "/api/rate", PuzzleFields.class,
                "/api/generate", Requests.GenerateRequest.class, "/api/canon", PuzzleFields.class);
        requests.forEach((path, request) -> {
            String ref = openApi.at("/paths/" + path.replace("/", "~1") + "/post/requestBody/content/application~1json/schema/$ref").asText();
            JsonNode schema = openApi.at(ref.substring(1));
            assertThat(schema.get("properties").fieldNames()).toIterable().as(path).containsExactlyInAnyOrderElementsOf(RequestReader.fieldsOf(request));
        });
    }

    @Test
    void numbersMustBeWholeJsonNumbersAndADigitIsNeeded() {
        String hint = "{\"puzzle\": \"" + EASY + "\", \"eliminated\": [%s]}";
        assertThat(errorOf(server.post("/api/hint", String.format(hint, "{\"cell\": \"r1c1\", \"digit\": 1.7}")), 400))
                .isEqualTo("\"eliminated\": the digit of r1c1 must be 1 to 9, not 1.7");
        assertThat(errorOf(server.post("/api/hint", String.format(hint, "{\"cell\": \"r1c1\", \"digit\": \"5\"}")), 400))
                .isEqualTo("\"eliminated\": the digit of r1c1 must be 1 to 9, not \"5\"");
        assertThat(errorOf(server.post("/api/hint", String.format(hint, "{\"cell\": \"r1c1\"}")), 400))
                .isEqualTo("\"eliminated\": r1c1 has no \"digit\" (1 to 9)");
        assertThat(errorOf(server.post("/api/hint", String.format(hint, "{\"digit\": 3}")), 400))
                .isEqualTo("\"eliminated\": each item needs a \"cell\" such as r1c2, and its \"digit\"");
        assertThat(errorOf(server.post("/api/hint", String.format(hint, "5")), 400))
                .startsWith("\"eliminated\": each item must be an object such as ");
        assertThat(errorOf(server.post("/api/count", "{\"puzzle\": \"" + EASY + "\", \"cap\": 1.7}"), 400))
                .isEqualTo("\"cap\" must be a whole number from 1 to 1000000, not 1.7");
        assertThat(errorOf(server.post("/api/count", "{\"puzzle\": \"" + EASY + "\", \"cap\": \"5\"}"), 400))
                .isEqualTo("\"cap\" must be a whole number from 1 to 1000000, not \"5\"");
        assertThat(errorOf(server.post("/api/generate", "{\"seed\": \"5\"}"), 400)).startsWith("\"seed\" must be a whole number");
    }

    @Test
    void generateNamesTheChoices() {
        assertThat(errorOf(server.post("/api/generate", "{\"difficulty\": \"brutal\"}"), 400))
                .isEqualTo("\"difficulty\" must be one of easy, medium, hard, expert, extreme, not 'brutal'");
        assertThat(errorOf(server.post("/api/generate", "{\"symmetry\": \"spiral\"}"), 400)).startsWith("\"symmetry\": unknown symmetry 'spiral'; choose one of ");
        assertThat(errorOf(server.post("/api/generate", "{\"minimal\": \"yes\"}"), 400)).isEqualTo("\"minimal\" must be true or false, not \"yes\"");
    }

    @Test
    void entriesMustKeepTheGivens() {
        String changed = EASY.substring(0, 17) + "." + EASY.substring(18);
        assertThat(errorOf(server.postFields("/api/check", "puzzle", EASY, "entries", changed), 400))
                .isEqualTo("entries: r2c9 holds nothing, but the puzzle gives 1");
    }

    @Test
    void aBodyThatIsNotJsonIsNamedByPosition() {
        Answer a = server.post("/api/solve", "{\"puzzle\": ");
        assertError(a, 400);
        assertThat(a.text("error")).startsWith("the body is not JSON: line 1, column ");
        assertThat(errorOf(server.post("/api/solve", "[1, 2]"), 400)).isEqualTo("the body must be a JSON object such as {\"puzzle\": \"...\"}");
    }

    @Test
    void aBodyIsOneJsonObjectWithEachKeyOnce() {
        String puzzle = "\"" + TestServer.EASY + "\"";
        // Before, the text after the object was ignored and the second "puzzle" silently won.
        assertThat(errorOf(server.post("/api/solve", "{\"puzzle\": " + puzzle + "} {}"), 400))
                .isEqualTo("the body is not JSON: line 1, column 97: more follows the JSON value, which must be the whole body");
        assertThat(errorOf(server.post("/api/solve", "{\"puzzle\": " + puzzle + "} trailing"), 400))
                .startsWith("the body is not JSON: line 1, column 97: Unrecognized token 'trailing'");
        assertThat(errorOf(server.post("/api/solve", "{\"puzzle\": " + puzzle + ", \"puzzle\": " + puzzle + "}"), 400))
                .startsWith("the body is not JSON: line 1, column ").contains("Duplicate field 'puzzle'");
        assertThat(server.post("/api/solve", "{\"puzzle\": " + puzzle + "}\n").status()).isEqualTo(200);
    }

    @Test
    void aBodyBeyondTheJsonReadersLimitsIsNamedByPositionAndField() {
        // Jackson's limit errors carry no location; the answer was a 500 for want of one.
        Answer deepLists = server.post("/api/solve", "[".repeat(30_000) + "]".repeat(30_000));
        assertError(deepLists, 400);
        assertThat(deepLists.text("error")).startsWith("the body is beyond the JSON reader's limits: line 1, column ")
                .contains("nesting depth").contains("(1000)");
        assertThat(deepLists.json().get("column").asInt()).isGreaterThan(1000);

        Answer deepObjects = server.post("/api/solve", "{\"a\": ".repeat(6_000) + "1" + "}".repeat(6_000));
        assertError(deepObjects, 400);
        assertThat(deepObjects.text("error")).startsWith("the body is beyond the JSON reader's limits: line 1, column ")
                .contains("nesting depth");

        Answer longNumber = server.post("/api/count", "{\"puzzle\": \"" + EASY + "\", \"cap\": " + "9".repeat(5_000) + "}");
        assertError(longNumber, 400);
        assertThat(longNumber.text("error")).startsWith("the body is beyond the JSON reader's limits: line 1, column ")
                .contains(" (in \"cap\"): Number value length (5000) exceeds the maximum allowed (1000)")
                .doesNotContain("StreamReadConstraints");
    }

    @Test
    void anOversizedBodyGets413() {
        String huge = "{\"puzzle\": \"" + ".".repeat(100_000) + "\"}";
        Answer a = server.post("/api/solve", huge);
        assertError(a, 413);
        assertThat(a.text("error")).isEqualTo("the body is larger than the limit of 65536 bytes");

        // Sent in chunks, with no length announced, it is cut off all the same.
        byte[] bytes = huge.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Answer chunked = server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(bytes))));
        assertError(chunked, 413);
    }

    @Test
    void aBodyMustBeSentAsJson() {
        String body = "{\"puzzle\": \"" + EASY + "\"}";
        Answer none = server.send(HttpRequest.newBuilder(server.uri("/api/solve")).POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(errorOf(none, 415)).isEqualTo("the body must be sent with Content-Type: application/json (the request had none)");
        for (String type : new String[] {"application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x",
                "application/jsonp"}) {
            assertThat(errorOf(postAs(type, body), 415)).as(type).isEqualTo("the body must be sent with Content-Type: application/json, not " + type);
        }
        for (String type : new String[] {"application/json; charset=utf-8", "Application/JSON", "application/json;charset=UTF-8",
                "application/json; charset=\"utf-8\""}) {
            assertThat(postAs(type, body).status()).as(type).isEqualTo(200);
        }
    }

    @Test
    void aCharsetTheServerCannotReadIs415OnEveryEndpoint() {
        String body = "{\"puzzle\": \"" + EASY + "\"}";
        for (String endpoint : new String[] {"/api/solve", "/api/count", "/api/check", "/api/conflicts", "/api/candidates", "/api/hint",
                "/api/explain", "/api/rate", "/api/canon"}) {
            for (String charset : new String[] {"bogus-x", "", "\"\""}) {
                Answer a = server.send(HttpRequest.newBuilder(server.uri(endpoint)).header("Content-Type", "application/json; charset=" + charset)
                        .POST(HttpRequest.BodyPublishers.ofString(body)));
                assertThat(errorOf(a, 415)).as(endpoint + " " + charset).startsWith("the body's charset '").contains("UTF-8");
            }
        }
        Answer generate = server.send(HttpRequest.newBuilder(server.uri("/api/generate")).header("Content-Type", "application/json; charset=bogus-x")
                .POST(HttpRequest.BodyPublishers.ofString("{}")));
        errorOf(generate, 415);
    }

    private static Answer postAs(String contentType, String body) {
        return server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    @Test
    void unknownPathsAndWrongMethodsGetJson() {
        Answer missing = server.get("/api/nothing");
        assertError(missing, 404);
        assertThat(missing.text("error")).isEqualTo("no such page or endpoint: GET /api/nothing");

        Answer wrongMethod = server.get("/api/solve");
        assertError(wrongMethod, 405);
        assertThat(wrongMethod.text("error")).isEqualTo("GET is not allowed on /api/solve");
        assertError(server.send(HttpRequest.newBuilder(server.uri("/api/health")).DELETE()), 405);
    }

    /** The error body's message, after checking the status and the body's form. */
    private static String errorOf(Answer a, int status) {
        assertError(a, status);
        return a.text("error");
    }

    static void assertError(Answer a, int status) {
        assertThat(a.status()).as(a.response().body()).isEqualTo(status);
        assertThat(a.response().headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        assertThat(a.json().get("status").asInt()).isEqualTo(status);
        assertThat(a.json().get("error").asText()).isNotBlank().doesNotContain("Exception").doesNotContain("\tat ");
    }

    /** The message the command line prints for the same text: the reader's own. */
    private static String readerMessage(String text) {
        try (PuzzleReader reader = PuzzleReader.of(text, null)) {
            return ((PuzzleRecord.Malformed) reader.next()).error().getMessage();
        } catch (PuzzleFormatException e) {
            return e.getMessage();
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
