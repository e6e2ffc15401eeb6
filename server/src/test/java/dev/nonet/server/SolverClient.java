package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.LzString;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A websocket client that talks to an {@link FPuzzlesSolver} as the f-puzzles userscript does: JSON requests with a
 * nonce, a command, {@code "dataType": "fpuzzles"} and the payload (the f-puzzles object, the script's options in it,
 * compressed with lz-string to base64); the answers are kept in the order they come.
 */
final class SolverClient implements AutoCloseable {

    static final ObjectMapper JSON = new ObjectMapper();

    private final LinkedBlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    private final LinkedBlockingQueue<Integer> closed = new LinkedBlockingQueue<>();
    private final WebSocket socket;
    private long nonce;

    /** Connects to {@code url} as a page of {@code origin} (null: as a client that is not a browser). */
    SolverClient(String url, String origin) {
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
        if (origin != null) {
            builder.header("Origin", origin);
        }
        this.socket = builder.buildAsync(URI.create(url), new Listener()).join();
    }

    /** The f-puzzles object of {@code payload}, to add the userscript's options or the setter's marks to. */
    static ObjectNode object(String payload) {
        try {
            return (ObjectNode) JSON.readTree(LzString.decompressFromBase64(payload));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code object} as the userscript sends it. */
    static String payload(ObjectNode object) {
        return LzString.compressToBase64(object.toString());
    }

    /** Sends {@code command} with {@code payload}, as the userscript does; returns its nonce. */
    long send(String command, String payload) {
        ObjectNode request = JSON.createObjectNode().put("nonce", ++nonce).put("command", command).put("dataType", "fpuzzles").put("data", payload);
        sendText(request.toString());
        return nonce;
    }

    /** Sends {@code {"nonce": N, "command": "cancel"}}; returns its nonce. */
    long cancel() {
        sendText(JSON.createObjectNode().put("nonce", ++nonce).put("command", "cancel").toString());
        return nonce;
    }

    void sendText(String text) {
        socket.sendText(text, true).join();
    }

    /** The next message, waiting at most {@code seconds}. */
    JsonNode next(double seconds) {
        try {
            JsonNode message = received.poll((long) (seconds * 1000), TimeUnit.MILLISECONDS);
            if (message == null) {
                throw new AssertionError("no message within " + seconds + " s");
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** The next final message for {@code nonce} (progress messages of a count passed to {@code progress}). */
    JsonNode answer(long nonce, double seconds, Consumer<JsonNode> progress) {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (true) {
            JsonNode message = next(Math.max(0.001, (end - System.nanoTime()) / 1e9));
            if (message.path("nonce").asLong() != nonce) {
                continue;
            }
            if (message.path("inProgress").asBoolean(false)) {
                progress.accept(message);
                continue;
            }
            return message;
        }
    }

    JsonNode answer(long nonce, double seconds) {
        return answer(nonce, seconds, m -> { });
    }

    /** The close code the server sent, waiting at most {@code seconds}; null when it did not close. */
    Integer closeCode(double seconds) throws InterruptedException {
        return closed.poll((long) (seconds * 1000), TimeUnit.MILLISECONDS);
    }

    /** Drops the connection without a close handshake, as a page that goes away may. */
    void abort() {
        socket.abort();
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
        } catch (java.util.concurrent.CompletionException e) {
            // Closed already: by the server, or by its close the client answered.
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                try {
                    received.add(JSON.readTree(text.toString()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                text.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closed.add(statusCode);
            return null;
        }
    }
}
