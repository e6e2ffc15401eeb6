package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.LzString;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * {@link FPuzzlesSolverClient} for the tests: the answers as JSON trees, waits in seconds, and the f-puzzles object
 * of a payload to add the userscript's options or the setter's marks to.
 */
final class SolverClient implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();

    private final FPuzzlesSolverClient client;

    /** Connects to {@code url} as a page of {@code origin} (null: as a client that is not a browser). */
    SolverClient(String url, String origin) {
        this.client = FPuzzlesSolverClient.connect(url, origin);
    }

    /** The f-puzzles object of {@code payload}. */
    static ObjectNode object(String payload) {
        return (ObjectNode) tree(LzString.decompressFromBase64(payload));
    }

    /** {@code object} as the userscript sends it. */
    static String payload(ObjectNode object) {
        return LzString.compressToBase64(object.toString());
    }

    long send(String command, String payload) {
        return client.send(command, payload);
    }

    long cancel() {
        return client.cancel();
    }

    void sendText(String text) {
        client.sendText(text);
    }

    JsonNode next(double seconds) {
        return tree(client.next(wait(seconds)));
    }

    JsonNode answer(long nonce, double seconds, Consumer<JsonNode> progress) {
        return tree(client.answer(nonce, wait(seconds), text -> progress.accept(tree(text))));
    }

    JsonNode answer(long nonce, double seconds) {
        return answer(nonce, seconds, m -> { });
    }

    Integer closeCode(double seconds) throws InterruptedException {
        return client.closeCode(wait(seconds));
    }

    void abort() {
        client.abort();
    }

    @Override
    public void close() {
        client.close();
    }

    private static Duration wait(double seconds) {
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    private static JsonNode tree(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
