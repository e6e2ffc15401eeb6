package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Puzzle;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code nonet fpuzzles-solver} listens, says where, answers the userscript's requests as {@code nonet candidates}
 * and {@code nonet count} answer the same payloads, and stops when interrupted.
 */
class FPuzzlesSolverCommandTest {

    /** "Anti-knight minimal givens 2" by ryokousha, Rangsk and Philip Newman (CC BY 4.0, SudokuVariantSolverJS's test set). */
    private static final String ANTI_KNIGHT = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCRIAG4BDADYBXOPACMqNBDEwAdggAuGOdz4"
            + "Dx0uQgBMy1Ru26YTI7PkBmC2s3wde1vZPwALC6t3G2oDL0kHBABWALcPWzDjeQA2GOtPSm95AHZUoPSQ4QE7cJ8ADly4otCRIrp6EAl1LQgAa3UINAALLTTbIA=";
    /** A classic puzzle of 78,922 solutions. */
    private static final String MANY = FPuzzles.toPayload(FPuzzles.of(Puzzle.parse(
            ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7.....")), null);

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void answersAsTheCommandLineDoesUntilStopped() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AtomicInteger exit = new AtomicInteger(-1);
        Thread listening = new Thread(() -> exit.set(Main.run(new String[] {"fpuzzles-solver", "--port", "0"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false)));
        listening.start();
        Matcher m = Pattern.compile("listens at (ws://127\\.0\\.0\\.1:\\d+/)").matcher("");
        for (int i = 0; i < 200 && !m.reset(out.toString(StandardCharsets.UTF_8)).find(); i++) {
            Thread.sleep(50);
        }
        assertThat(m.find(0)).as(out.toString(StandardCharsets.UTF_8)).isTrue();

        LinkedBlockingQueue<JsonNode> answers = new LinkedBlockingQueue<>();
        WebSocket socket = HttpClient.newHttpClient().newWebSocketBuilder().header("Origin", "https://www.f-puzzles.com")
                .buildAsync(URI.create(m.group(1)), new WebSocket.Listener() {
                    private final StringBuilder text = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
                        text.append(data);
                        if (last) {
                            try {
                                answers.add(JSON.readTree(text.toString()));
                            } catch (java.io.IOException e) {
                                throw new AssertionError(e);
                            }
                            text.setLength(0);
                        }
                        webSocket.request(1);
                        return null;
                    }
                }).join();
        int nonce = 0;
        for (String payload : new String[] {ANTI_KNIGHT, MANY}) {
            socket.sendText(request(++nonce, "count", payload), true).join();
            JsonNode count = finalAnswer(answers, nonce);
            assertThat(count.path("count").asText() + "\n").isEqualTo(CliRun.run(payload, "count", "--cap", "1000000").out());

            socket.sendText(request(++nonce, "truecandidates", payload), true).join();
            JsonNode candidates = finalAnswer(answers, nonce);
            JsonNode cli = JSON.readTree(CliRun.run(payload, "candidates", "--json").out());
            for (int cell = 0; cell < 81; cell++) {
                StringBuilder digits = new StringBuilder();
                for (int d = 1; d <= 9; d++) {
                    if (candidates.get("solutionsPerCandidate").get(cell * 9 + d - 1).asLong() > 0) {
                        digits.append(d);
                    }
                }
                assertThat(digits.toString()).as("cell %d", cell).isEqualTo(cli.get("candidates").get(cell).asText());
            }
        }
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();

        listening.interrupt();
        listening.join(10_000);
        assertThat(listening.isAlive()).isFalse();
        assertThat(exit.get()).isZero();
    }

    @Test
    void badSettingsAreUsageErrors() {
        CliRun run = CliRun.run("", "fpuzzles-solver", "--allow-origin", "example.com");
        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(run.err()).contains("an origin is a scheme, a host and perhaps a port");
        assertThat(CliRun.run("", "fpuzzles-solver", "--time-limit", "0").err()).contains("--time-limit must be a number of seconds above 0");
    }

    private static String request(int nonce, String command, String payload) {
        return JSON.createObjectNode().put("nonce", nonce).put("command", command).put("dataType", "fpuzzles").put("data", payload).toString();
    }

    /** The answer to {@code nonce} that is not a count's progress. */
    private static JsonNode finalAnswer(LinkedBlockingQueue<JsonNode> answers, int nonce) throws InterruptedException {
        while (true) {
            JsonNode answer = answers.poll(30, TimeUnit.SECONDS);
            assertThat(answer).as("an answer to request %d", nonce).isNotNull();
            if (answer.path("nonce").asInt() == nonce && !answer.path("inProgress").asBoolean(false)) {
                return answer;
            }
        }
    }
}
