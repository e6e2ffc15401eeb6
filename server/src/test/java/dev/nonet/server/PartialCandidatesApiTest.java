package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.FPuzzles;
import dev.nonet.server.TestServer.Answer;
import java.io.InputStream;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@code /api/candidates} cut short by the time limit: a board whose solutions differ is still an answer,
 * {@code "status": "multiple", "partial": true}, what a setter's panel asks of a puzzle being set.
 */
class PartialCandidatesApiTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aBoardOfManySolutionsIsMultipleWithTheCandidatesMetWhenTheLimitCutsItShort() throws Exception {
        // Zipper Lines without its givens: a count to 2 takes a tenth of a second, the true candidates over 5 s.
        ServerSettings quick = new ServerSettings("127.0.0.1", 0, 1, 0, Duration.ofMillis(1500), 64 * 1024);
        try (TestServer server = new TestServer(quick)) {
            ObjectNode body = JSON.createObjectNode().put("fpuzzles", withoutGivens("Zipper Lines"));
            Answer a = server.post("/api/candidates", body.toString());
            assertThat(a.status()).as(a.response().body()).isEqualTo(200);
            assertThat(a.text("status")).isEqualTo("multiple");
            assertThat(a.json().get("partial").asBoolean()).isTrue();
            JsonNode candidates = a.json().get("candidates");
            assertThat(candidates).hasSize(81);
            boolean differ = false;
            for (JsonNode cell : candidates) {
                assertThat(cell.asText()).isNotEmpty();
                differ |= cell.asText().length() > 1;
            }
            assertThat(differ).as("a cell where the solutions met differ").isTrue();
            // A search that finishes is whole, and says nothing of being partial.
            Answer whole = server.post("/api/candidates", JSON.createObjectNode().put("fpuzzles", puzzle("Zipper Lines")).toString());
            assertThat(whole.status()).isEqualTo(200);
            assertThat(whole.text("status")).isEqualTo("unique");
            assertThat(whole.json().has("partial")).isFalse();
        }
    }

    private static String puzzle(String title) throws Exception {
        try (InputStream in = PartialCandidatesApiTest.class.getResourceAsStream("/api-variants/puzzles.json")) {
            for (JsonNode entry : JSON.readTree(in)) {
                if (title.equals(entry.get("title").asText())) {
                    return entry.get("puzzle").asText();
                }
            }
        }
        throw new IllegalArgumentException("no puzzle " + title);
    }

    /** The f-puzzles object of the shared puzzle {@code title}, its givens taken away (also for SetterPuzzlesIT). */
    static String withoutGivens(String title) throws Exception {
        JsonNode object = JSON.readTree(FPuzzles.toJson(FPuzzles.read(puzzle(title)), null));
        for (JsonNode row : object.get("grid")) {
            for (JsonNode cell : row) {
                ((ObjectNode) cell).remove("value");
                ((ObjectNode) cell).remove("given");
            }
        }
        return object.toString();
    }
}
