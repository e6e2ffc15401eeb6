package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.server.TestServer.Answer;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The page's setter panel asks {@code /api/count} (cap 2) and {@code /api/candidates} (cap 1) about the
 * puzzle on the board: on every one of 85 published variant puzzles (api-variants/puzzles.json, CC BY
 * 4.0, setters named per entry) both answer within the server's default time limit. The slowest
 * puzzle takes about 0.4 s an endpoint, but all 170 answers take 8 to 15 s on a busy machine: a slow
 * test, run by {@code mvn verify}, not the quick loop.
 */
class SetterPanelTimingTest extends SharedServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration LIMIT = ServerSettings.DEFAULTS.timeLimit();

    @Test
    @Tag("slow")
    void everyPuzzlesCountAndCandidatesArriveWithinTheDefaultTimeLimit() throws IOException {
        JsonNode puzzles;
        try (InputStream in = getClass().getResourceAsStream("/api-variants/puzzles.json")) {
            puzzles = JSON.readTree(in);
        }
        assertThat(puzzles).hasSize(85);
        List<String> late = new ArrayList<>();
        for (JsonNode entry : puzzles) {
            String title = entry.get("title").asText();
            String payload = entry.get("puzzle").asText();
            Answer counted = timed(title + " (count)", late,
                    () -> server.post("/api/count", JSON.createObjectNode().put("puzzle", payload).put("cap", 2).toString()));
            Answer candidates = timed(title + " (candidates)", late,
                    () -> server.post("/api/candidates", JSON.createObjectNode().put("puzzle", payload).put("cap", 1).toString()));
            if (counted.status() == 200 && candidates.status() == 200) {
                // Each is a published puzzle with one solution: its candidates are that solution's digits.
                assertThat(counted.text("text")).as(title).isEqualTo("1");
                assertThat(candidates.text("status")).as(title).isEqualTo("unique");
                candidates.json().get("candidates").forEach(c -> assertThat(c.asText()).as(title).hasSize(1));
            }
        }
        assertThat(late).as("answers that were not 200 within the default limit of %s", LIMIT).isEmpty();
    }

    /** The answer {@code request} gets, noting {@code what} in {@code late} when it is a 503 or comes after the limit. */
    private static Answer timed(String what, List<String> late, java.util.function.Supplier<Answer> request) {
        long start = System.nanoTime();
        Answer answer = request.get();
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (answer.status() != 200 || took.compareTo(LIMIT) > 0) {
            late.add(what + ": " + answer.status() + " after " + took.toMillis() + " ms");
        }
        return answer;
    }
}
