package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.server.NonetServer;
import dev.nonet.server.ServerSettings;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The command line and the API write a step, a rating and an outcome from the same views of the core
 * (dev.nonet.view): {@code explain --json} and {@code /api/explain} agree on every step of the same
 * position, its rating and its layout, on any layout, and {@code /api/hint}'s step is the first step;
 * {@code rate --json} and {@code /api/rate} write the same rating view ({@code RateView}).
 */
class RenderOnceTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String REGIONS = LayoutLogicCommandsTest.JIGSAW.substring(LayoutLogicCommandsTest.JIGSAW.indexOf(' ') + 1);

    /**
     * Both sides rate the classic positions on SE's scale within their time limit and fall back to
     * Nonet's rating when it runs out; the stuck position takes SE's rater seconds, more on a loaded
     * machine, so both get a limit no run here reaches, and the two answers are compared like for like.
     */
    private static final int LIMIT_SECONDS = 300;

    private static NonetServer server;

    @BeforeAll
    static void start() {
        server = NonetServer.start(new ServerSettings("127.0.0.1", 0, 1, 4, Duration.ofSeconds(LIMIT_SECONDS), 64 * 1024));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The position as the command line reads it (input and options) and as the API's fields give it. */
    static Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of("classic, solved", LogicPuzzles.EASY, List.of(), Map.of()),
                Arguments.of("classic, on to SE's chains", LogicPuzzles.STUCK, List.of(), Map.of()),
                Arguments.of("X", LayoutLogicCommandsTest.X, List.of("--variant", "x"), Map.of("variant", "x")),
                Arguments.of("jigsaw", LayoutLogicCommandsTest.JIGSAW, List.of("--variant", "jigsaw"), Map.of("regions", REGIONS)),
                Arguments.of("16x16", LayoutLogicCommandsTest.SIXTEEN, List.of(), Map.of()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("positions")
    void explainJsonAndApiExplainGiveTheSameStepJson(String name, String input, List<String> options, Map<String, String> fields)
            throws Exception {
        JsonNode cli = JSON.readTree(CliRun.run(input + "\n",
                Stream.concat(Stream.of("explain", "--json", "--time-limit", String.valueOf(LIMIT_SECONDS)), options.stream()).toArray(String[]::new)).out());
        String puzzle = input.split(" ")[0];
        JsonNode api = post("/api/explain", puzzle, fields);

        assertThat(cli.get("steps")).isEqualTo(api.get("steps"));
        assertThat(cli.get("status")).isEqualTo(api.get("status"));
        assertThat(cli.get("rating")).isEqualTo(api.get("rating"));
        assertThat(cli.get("end")).isEqualTo(api.get("end"));
        // the command line leaves classic 9x9's layout out, to keep its lines short
        assertThat(cli.get("layout")).isEqualTo(name.startsWith("classic") ? null : api.get("layout"));
        JsonNode hint = post("/api/hint", puzzle, fields);
        if (cli.get("steps").isEmpty()) { // where Nonet's techniques find nothing, a hint still helps, from further on
            assertThat(hint.get("source").asText()).isIn("sudoku explainer", "solution");
        } else {
            assertThat(hint.get("step")).isEqualTo(cli.get("steps").get(0));
            // The hardest puzzle's path starts with Sudoku Explainer's chains, which a hint names as its source.
            boolean fromSe = cli.at("/steps/0/text").asText().contains("(Sudoku Explainer, ");
            assertThat(hint.get("source").asText()).isEqualTo(fromSe ? "sudoku explainer" : "nonet");
        }
    }

    /** The positions of {@link #positions()}, and two that have no rating: several solutions, none. */
    static Stream<Arguments> rated() {
        return Stream.concat(positions(), Stream.of(
                Arguments.of("classic, several solutions", ".".repeat(81), List.of(), Map.of()),
                Arguments.of("classic, no solution", LogicPuzzles.NO_SOLUTION, List.of(), Map.of())));
    }

    /**
     * {@code rate --json} writes its fields from the {@code RateView} that {@code /api/rate} writes: the same
     * puzzle, status, steps, rating and layout (other than classic 9x9), a model that is the rating's scale,
     * and without {@code --json} the line that is the API's text (and where there is no rating, the line
     * every batch command writes, naming where).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("rated")
    void rateJsonAndApiRateWriteTheSameView(String name, String input, List<String> options, Map<String, String> fields) throws Exception {
        String[] json = Stream.concat(Stream.of("rate", "--json", "--time-limit", String.valueOf(LIMIT_SECONDS)), options.stream()).toArray(String[]::new);
        JsonNode cli = JSON.readTree(CliRun.run(input + "\n", json).out());
        String puzzle = input.split(" ")[0];
        JsonNode api = post("/api/rate", puzzle, fields);

        for (String field : List.of("puzzle", "status", "steps", "rating")) {
            assertThat(cli.get(field)).as(field).isEqualTo(api.get(field));
        }
        assertThat(cli.get("layout")).isEqualTo(name.startsWith("classic") ? null : api.get("layout"));
        assertThat(cli.get("model")).isEqualTo(api.has("rating") ? api.get("rating").get("scale") : null);

        String[] line = Stream.concat(Stream.of("rate", "--time-limit", String.valueOf(LIMIT_SECONDS)), options.stream()).toArray(String[]::new);
        String text = api.get("text").asText();
        assertThat(CliRun.run(input + "\n", line).out()).isIn(text + "\n", text + ": line 1\n");
    }

    private static JsonNode post(String path, String puzzle, Map<String, String> fields) throws Exception {
        ObjectNode body = JSON.createObjectNode().put("puzzle", puzzle);
        fields.forEach(body::put);
        HttpResponse<String> answer = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return JSON.readTree(answer.body());
    }
}
