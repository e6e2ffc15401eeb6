package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.server.RawHttp.Reply;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Requests broken below the API (the body, the path, the headers) get JSON errors too, and the log no stack trace. */
class BrokenRequestsTest extends SharedServerTest {

    @Test
    void aBrokenChunkIsA400AndOneLogLine() {
        String log = logOf(() -> {
            Reply a = RawHttp.send(server.server.port(), head("Transfer-Encoding: chunked") + "zz\r\nabc\r\n0\r\n\r\n");
            assertJsonError(a, 400);
            assertThat(a.json().get("error").asText()).startsWith("the body could not be read to its end");
        });
        assertOneLine(log);
    }

    @Test
    void aClientThatHangsUpMidBodyGetsA400AndOneLogLine() {
        String log = logOf(() -> {
            assertJsonError(RawHttp.send(server.server.port(), head("Transfer-Encoding: chunked") + "20\r\n{\"puzzle\": \""), 400);
            assertJsonError(RawHttp.send(server.server.port(), head("Content-Length: 100") + "{\"puzzle\": \""), 400);
        });
        assertThat(log.lines()).hasSize(2).allSatisfy(l -> assertThat(l).contains("POST /api/solve").contains("cut short"));
        assertThat(log).doesNotContain("\tat ");
    }

    @Test
    void jettysOwnErrorsAreJsonToo() {
        for (String path : new String[] {"/a/../../etc", "/%00", "/%ff"}) {
            Reply a = RawHttp.send(server.server.port(), "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + server.server.port() + "\r\n\r\n");
            assertJsonError(a, 400);
            assertThat(a.json().get("error").asText()).as(path).startsWith("bad request: ");
        }
        Reply big = RawHttp.send(server.server.port(), "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:" + server.server.port()
                + "\r\nX-Big: " + "a".repeat(20_000) + "\r\n\r\n");
        assertJsonError(big, 431);
        assertThat(big.json().get("error").asText()).isEqualTo("the request's headers are larger than the limit of 8192 bytes");
    }

    @Test
    void anHttp2PrefaceAndOptionsStarAreAnsweredInJson() {
        Reply preface = RawHttp.send(server.server.port(), "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n");
        Reply star = RawHttp.send(server.server.port(), "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1:" + server.server.port() + "\r\n\r\n");
        assertJsonError(preface, 426);
        assertJsonError(star, 404);
    }

    private static String head(String framing) {
        return "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + server.server.port() + "\r\nContent-Type: application/json\r\n"
                + framing + "\r\n\r\n";
    }

    static void assertJsonError(Reply a, int status) {
        assertThat(a.status()).as(a.head() + "\n\n" + a.body()).isEqualTo(status);
        assertThat(a.header("Content-Type")).startsWith("application/json");
        assertThat(a.json().get("status").asInt()).isEqualTo(status);
        assertThat(a.json().get("error").asText()).isNotBlank().doesNotContain("Exception");
    }

    private static void assertOneLine(String log) {
        assertThat(log.lines()).hasSize(1);
        assertThat(log).contains("POST /api/solve").doesNotContain("\tat ");
    }

    /** What the server logged while {@code requests} ran (slf4j-simple writes to the System.err of the moment). */
    private static String logOf(Runnable requests) {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            requests.run();
        } finally {
            System.setErr(err);
        }
        String log = captured.toString(StandardCharsets.UTF_8);
        err.print(log);
        return log;
    }
}
