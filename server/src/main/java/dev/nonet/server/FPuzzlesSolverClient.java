package dev.nonet.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A client of an {@link FPuzzlesSolver} that talks as the f-puzzles userscript does: one JSON request at a time with
 * a nonce, a command, {@code "dataType": "fpuzzles"} and the payload; the answers, JSON texts, kept in the order they
 * come. What the tests, the benchmark and any program that wants Nonet's answers over the protocol use.
 *
 * <pre>{@code
 * try (FPuzzlesSolverClient client = FPuzzlesSolverClient.connect("ws://127.0.0.1:4545/", null)) {
 *     long nonce = client.send("count", payload);
 *     String answer = client.answer(nonce, Duration.ofMinutes(1), progress -> { });   // {"nonce":1,"type":"count","count":1,...}
 * }
 * }</pre>
 *
 * <p>Not thread-safe: one thread sends and reads.
 */
public final class FPuzzlesSolverClient implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final LinkedBlockingQueue<Integer> closed = new LinkedBlockingQueue<>();
    private final WebSocket socket;
    private long nonce;

    private FPuzzlesSolverClient(String url, String origin) {
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(5));
        if (origin != null) {
            builder.header("Origin", origin);
        }
        this.socket = builder.buildAsync(URI.create(url), new Listener()).join();
    }

    /**
     * Connects to {@code url} ({@code ws://127.0.0.1:4545/}) as a page of {@code origin}, or as a program that is
     * not a browser when it is null.
     *
     * @throws CompletionException when the handshake fails: its cause a
     *                             {@link java.net.http.WebSocketHandshakeException} for a refused origin (403)
     */
    public static FPuzzlesSolverClient connect(String url, String origin) {
        return new FPuzzlesSolverClient(url, origin);
    }

    /** Sends {@code command} with the f-puzzles {@code payload}, as the userscript does; returns its nonce. */
    public long send(String command, String payload) {
        sendText(JSON.createObjectNode().put("nonce", ++nonce).put("command", command).put("dataType", "fpuzzles").put("data", payload)
                .toString());
        return nonce;
    }

    /** Sends {@code {"nonce": N, "command": "cancel"}}; returns its nonce. */
    public long cancel() {
        sendText(JSON.createObjectNode().put("nonce", ++nonce).put("command", "cancel").toString());
        return nonce;
    }

    /** Sends {@code text} as it is, one message. */
    public void sendText(String text) {
        socket.sendText(text, true).join();
    }

    /**
     * The next message, waiting at most {@code wait}.
     *
     * @throws IllegalStateException when none comes by then
     */
    public String next(Duration wait) {
        try {
            String message = received.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
            if (message == null) {
                throw new IllegalStateException("no message within " + wait.toMillis() + " ms");
            }
            return message;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a message", e);
        }
    }

    /**
     * The final answer to request {@code sent}, waiting at most {@code wait} in all; a count's progress messages go to
     * {@code progress}, and answers to other requests are passed over.
     *
     * @throws IllegalStateException when it does not come by then
     */
    public String answer(long sent, Duration wait, Consumer<String> progress) {
        long end = System.nanoTime() + wait.toNanos();
        while (true) {
            String message = next(Duration.ofNanos(Math.max(1, end - System.nanoTime())));
            JsonNode node;
            try {
                node = JSON.readTree(message);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("not JSON: " + message, e);
            }
            if (node.path("nonce").asLong() != sent) {
                continue;
            }
            if (node.path("inProgress").asBoolean(false)) {
                progress.accept(message);
                continue;
            }
            return message;
        }
    }

    /** The close code the solver sent, waiting at most {@code wait}; null when it did not close. */
    public Integer closeCode(Duration wait) throws InterruptedException {
        return closed.poll(wait.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Drops the connection without a close handshake, as a page that goes away may. */
    public void abort() {
        socket.abort();
    }

    @Override
    public void close() {
        try {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
        } catch (CompletionException e) {
            // Closed already: by the solver, or by its close the client answered.
        }
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder text = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                received.add(text.toString());
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
