package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.server.RawHttp.Reply;
import dev.nonet.server.TestServer.Answer;
import java.net.http.HttpRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pages on other sites cannot use a server on the user's machine: neither by naming another host
 * (DNS rebinding) nor from another origin, unless that origin is allowed, which then gets CORS headers.
 */
class CrossSiteTest extends SharedServerTest {

    private static final String BODY = "{\"puzzle\": \"" + EASY + "\"}";

    @Test
    void aHostThatIsNotTheServersOwnIs403() {
        int port = server.server.port();
        for (String path : new String[] {"/api/health", "/"}) {
            Reply evil = get(path, "evil.example:" + port);
            BrokenRequestsTest.assertJsonError(evil, 403);
            assertThat(evil.json().get("error").asText()).isEqualTo("the Host header names evil.example:" + port
                    + ", not this server (127.0.0.1:" + port + "); pages on other names may not use it");
        }
        BrokenRequestsTest.assertJsonError(get("/api/health", "127.0.0.1:" + (port + 1)), 403);
        BrokenRequestsTest.assertJsonError(get("/api/health", "127.0.0.1"), 403);
        for (String host : new String[] {"127.0.0.1:" + port, "localhost:" + port, "LocalHost:" + port, "[::1]:" + port,
                "[0:0:0:0:0:0:0:1]:" + port}) {
            assertThat(get("/api/health", host).status()).as(host).isEqualTo(200);
        }
    }

    @Test
    void anotherOriginIsRefusedWithoutCorsHeaders() {
        Answer evil = postFrom("http://evil.example");
        ApiErrorsTest.assertError(evil, 403);
        assertThat(evil.text("error")).isEqualTo("pages from http://evil.example may not use this server;"
                + " start it with --allow-origin http://evil.example to let them");
        assertThat(evil.response().headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        Answer file = postFrom("null");
        ApiErrorsTest.assertError(file, 403);
        assertThat(file.text("error")).startsWith("pages without an origin of their own (Origin: null").doesNotContain("--allow-origin null");
        ApiErrorsTest.assertError(postFrom("http://127.0.0.1:" + (server.server.port() + 1)), 403);
        ApiErrorsTest.assertError(preflight(server, "http://evil.example"), 403);
    }

    @Test
    void theServersOwnPageMayPost() {
        for (String origin : new String[] {"http://127.0.0.1:" + server.server.port(), "http://localhost:" + server.server.port()}) {
            Answer own = postFrom(origin);
            assertThat(own.status()).as(origin).isEqualTo(200);
            assertThat(own.response().headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        }
    }

    @Test
    void anAllowedOriginGetsCorsHeadersAndItsPreflightA204() {
        ServerSettings settings = ServerSettings.DEFAULTS.withWorkers(1, 4).withAllowedOrigins(List.of("https://App.example:443/"));
        try (TestServer allowing = new TestServer(settings)) {
            Answer a = allowing.send(HttpRequest.newBuilder(allowing.uri("/api/solve")).header("Origin", "https://app.example")
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(BODY)));
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.response().headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://app.example");
            assertThat(a.response().headers().firstValue("Vary")).hasValue("Origin");

            Answer preflight = preflight(allowing, "https://app.example");
            assertThat(preflight.status()).isEqualTo(204);
            assertThat(preflight.response().headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://app.example");
            assertThat(preflight.response().headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, POST");
            assertThat(preflight.response().headers().firstValue("Access-Control-Allow-Headers")).hasValue("Content-Type");

            ApiErrorsTest.assertError(preflight(allowing, "https://other.example"), 403);
            // The Origin header is matched as browsers write it, exactly: a trailing slash makes it no origin.
            for (String near : new String[] {"https://app.example/", "https://app.example:443", "HTTPS://APP.EXAMPLE"}) {
                Answer refused = allowing.send(HttpRequest.newBuilder(allowing.uri("/api/solve")).header("Origin", near)
                        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(BODY)));
                ApiErrorsTest.assertError(refused, 403);
                assertThat(refused.response().headers().firstValue("Access-Control-Allow-Origin")).as(near).isEmpty();
            }
        }
    }

    @Test
    void twoOriginHeadersAre400() {
        int port = server.server.port();
        String own = "http://127.0.0.1:" + port;
        for (String[] origins : new String[][] {{own, "https://evil.example"}, {"https://evil.example", own}, {own, own}}) {
            Reply a = RawHttp.send(port, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nOrigin: " + origins[0]
                    + "\r\nOrigin: " + origins[1] + "\r\nContent-Type: application/json\r\nContent-Length: " + BODY.length()
                    + "\r\nConnection: close\r\n\r\n" + BODY);
            BrokenRequestsTest.assertJsonError(a, 400);
            assertThat(a.json().get("error").asText()).isEqualTo("the request has 2 Origin headers; a browser sends one");
        }
    }

    @Test
    void anAllowedOriginMustBeAnOrigin() {
        assertThat(ServerSettings.DEFAULTS.withAllowedOrigins(List.of("HTTP://Localhost:3000", "http://localhost:3000/")).allowedOrigins())
                .containsExactly("http://localhost:3000");
        for (String bad : new String[] {"example.com", "https://example.com/app", "*", "ftp://example.com", "https://example.com?x=1"}) {
            assertThatThrownBy(() -> ServerSettings.DEFAULTS.withAllowedOrigins(List.of(bad))).as(bad)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("an origin is a scheme, a host and perhaps a port, such as https://example.com or http://localhost:3000, not '"
                            + bad + "'");
        }
    }

    private static Reply get(String path, String host) {
        return RawHttp.send(server.server.port(), "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\n\r\n");
    }

    private static Answer postFrom(String origin) {
        return server.send(HttpRequest.newBuilder(server.uri("/api/solve")).header("Origin", origin)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(BODY)));
    }

    private static Answer preflight(TestServer to, String origin) {
        return to.send(HttpRequest.newBuilder(to.uri("/api/solve")).header("Origin", origin)
                .header("Access-Control-Request-Method", "POST").header("Access-Control-Request-Headers", "content-type")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()));
    }
}
