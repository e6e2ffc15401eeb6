package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** A real server on a free loopback port and a client for it: the tests talk HTTP, as users do. */
final class TestServer implements AutoCloseable {

    /** A 17-clue puzzle that singles solve in 64 steps. */
    static final String EASY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5";
    /** A puzzle from the hardest list on which no technique nonet knows finds a step. */
    static final String STUCK = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
    /** A top1465 puzzle whose first step is a pointing elimination. */
    static final String POINTING = "....4...1.3.6.....8........1.9..5.........87....2......7....26.5...94.........3..";
    /** Valid givens with no solution: r1c1 needs a 9, and column 1 holds one. */
    static final String NO_SOLUTION = ".12345678" + "9........" + ".".repeat(63);

    private static final ObjectMapper JSON = new ObjectMapper();

    final NonetServer server;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    TestServer(ServerSettings settings) {
        this.server = NonetServer.start(settings.withAddress("127.0.0.1", 0));
    }

    TestServer() {
        this(ServerSettings.DEFAULTS.withWorkers(2, 16));
    }

    /** An answer: status, headers and the body, parsed when it is JSON. */
    record Answer(int status, HttpResponse<String> response) {
        JsonNode json() {
            try {
                return JSON.readTree(response.body());
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + response.body(), e);
            }
        }

        String text(String field) {
            return json().path(field).asText();
        }
    }

    Answer post(String path, String body) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    /** POSTs {@code fields} (name, value, name, value...) as a JSON object of strings. */
    Answer postFields(String path, String... fields) {
        var node = JSON.createObjectNode();
        for (int i = 0; i < fields.length; i += 2) {
            node.put(fields[i], fields[i + 1]);
        }
        return post(path, node.toString());
    }

    Answer get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    Answer send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = client.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response);
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    URI uri(String path) {
        return URI.create(server.url()).resolve(path);
    }

    @Override
    public void close() {
        server.close();
    }
}
