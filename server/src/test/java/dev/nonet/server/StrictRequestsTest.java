package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.FPuzzles;
import dev.nonet.server.TestServer.Answer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * What the API used to take leniently and now refuses: an empty body, an {@code ignore} name that is no
 * constraint kind, a compressed body; and errors that quote a long value quote its start alone (a 60 KB
 * {@code clues} came back twice, a 120 KB answer).
 */
class StrictRequestsTest extends SharedServerTest {

    /** A 4x4 with a thermometer along its first row. */
    private static final String THERMO = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
            + "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"]]}]";

    @Test
    void anEmptyBodyIs400() {
        for (String empty : new String[] {"", "  \n"}) {
            Answer a = server.post("/api/generate", empty);
            ApiErrorsTest.assertError(a, 400);
            assertThat(a.text("error")).isEqualTo("the body is empty: it must be a JSON object such as {\"puzzle\": \"...\"},"
                    + " or {} for /api/generate's defaults");
        }
        assertThat(server.post("/api/generate", "{}").status()).isEqualTo(200);
    }

    @Test
    void anIgnoreNameThatIsNoKindIs400NamingItAndTheKinds() {
        Answer a = server.post("/api/check", "{\"fpuzzles\": " + THERMO + "}, \"ignore\": \"thermometr\"}");
        ApiErrorsTest.assertError(a, 400);
        assertThat(a.text("error")).isEqualTo("\"ignore\": 'thermometr' is not a kind of constraint (did you mean 'thermometer'?);"
                + " the kinds are " + String.join(", ", FPuzzles.kinds()) + ", and the keys of the puzzle that nonet does not know");
        // The kind itself, in any case, is read without; a key of the puzzle that nonet does not know may be ignored too.
        Answer ignored = server.post("/api/check", "{\"fpuzzles\": " + THERMO + "}, \"ignore\": [\"Thermometer\"]}");
        assertThat(ignored.status()).as(ignored.response().body()).isEqualTo(200);
        assertThat(ignored.json().has("constraints")).isFalse();
        String chaotic = THERMO + ", \"chaotic\": [{\"cells\": [\"R1C1\"]}]}";
        assertThat(server.post("/api/check", "{\"fpuzzles\": " + chaotic + ", \"ignore\": \"chaotic\"}").status()).isEqualTo(200);
        assertThat(server.post("/api/check", "{\"fpuzzles\": " + chaotic + ", \"ignore\": \"chaotic,thermometr\"}").text("error"))
                .startsWith("\"ignore\": 'thermometr' is not a kind of constraint");
    }

    @Test
    void aCompressedBodyIs415() throws IOException {
        ByteArrayOutputStream gzipped = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gzipped)) {
            out.write(("{\"puzzle\": \"" + EASY + "\"}").getBytes(StandardCharsets.UTF_8));
        }
        for (String encoding : new String[] {"gzip", "br", "deflate, gzip"}) {
            Answer a = server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Content-Type", "application/json")
                    .header("Content-Encoding", encoding).POST(HttpRequest.BodyPublishers.ofByteArray(gzipped.toByteArray())));
            ApiErrorsTest.assertError(a, 415);
            assertThat(a.text("error")).isEqualTo("the body must be sent as it is, not compressed (Content-Encoding: " + encoding + ")");
        }
        Answer identity = server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Content-Type", "application/json")
                .header("Content-Encoding", "identity").POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + EASY + "\"}")));
        assertThat(identity.status()).isEqualTo(200);
    }

    @Test
    void anErrorQuotesTheStartOfALongValue() {
        String longValue = "36".repeat(30_000);
        assertShort(server.post("/api/generate", "{\"clues\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/generate", "{\"difficulty\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/generate", "{\"symmetry\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/generate", "{\"minimal\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/count", "{\"puzzle\": \"" + EASY + "\", \"cap\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/solve", "{\"" + "f".repeat(40_000) + "\": 1}"), 400); // 50,000 is the most a name may have
        assertShort(server.post("/api/solve", "{\"puzzle\": \"" + EASY + "\", \"shape\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/solve", "{\"puzzle\": \"" + EASY + "\", \"variant\": \"" + longValue + "\"}"), 400);
        assertShort(server.post("/api/hint", "{\"puzzle\": \"" + EASY + "\", \"eliminated\": [{\"cell\": \"" + longValue + "\", \"digit\": 1}]}"), 400);
        assertShort(server.post("/api/check", "{\"puzzle\": \"" + EASY + "\", \"ignore\": \"" + longValue + "\"}"), 400);
        // With spaces, the value is no one long word: the message as a whole is cut.
        assertShort(server.post("/api/generate", "{\"clues\": \"" + "36 ".repeat(20_000) + "\"}"), 400);
        Answer origin = server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Origin", "http://" + "e".repeat(6_000) + ".example")
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertShort(origin, 403);
        assertShort(server.get("/api/" + "x".repeat(6_000)), 404);
    }

    /** An error whose message stays short, and quotes the start of the long value with an ellipsis. */
    private static void assertShort(Answer a, int status) {
        ApiErrorsTest.assertError(a, status);
        assertThat(a.response().body().length()).as(a.text("error")).isLessThan(1_200);
        assertThat(a.text("error")).contains("\u2026");
    }
}
