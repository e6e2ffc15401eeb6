package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A small run of the load test: every answer right, and a report that adds up. No speed is asserted. */
class ServerLoadTest {

    @Test
    void aSmallLoadGetsEveryAnswerRight() throws Exception {
        List<Grid> puzzles = List.of(
                Grid.parse(".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5"),
                Grid.parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"));
        ServerLoad.Report report = ServerLoad.run(puzzles, 4, 200, 2);
        assertThat(report.errors()).isZero();
        assertThat(report.requests()).isEqualTo(200);
        assertThat(report.latencies()).hasSize(200).doesNotContain(0L);
        assertThat(report.percentileMillis(50)).isLessThanOrEqualTo(report.percentileMillis(99));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        report.print(new PrintStream(out, true, StandardCharsets.UTF_8), 4, 2);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("200 requests from 4 clients to 2 workers in ")
                .contains(" requests/s, 0 errors\nlatency ms: p50 ");
    }
}
