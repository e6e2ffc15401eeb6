package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Puzzle;
import dev.nonet.server.FPuzzlesSolverClient;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
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
    private static final Duration WAIT = Duration.ofSeconds(30);

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

        try (FPuzzlesSolverClient client = FPuzzlesSolverClient.connect(m.group(1), "https://www.f-puzzles.com")) {
            for (String payload : new String[] {ANTI_KNIGHT, MANY}) {
                JsonNode count = JSON.readTree(client.answer(client.send("count", payload), WAIT, progress -> { }));
                assertThat(count.path("count").asText() + "\n").isEqualTo(CliRun.run(payload, "count", "--cap", "1000000").out());

                JsonNode candidates = JSON.readTree(client.answer(client.send("truecandidates", payload), WAIT, progress -> { }));
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
        }

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
}
