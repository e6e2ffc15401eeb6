package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The hard soak's short form: six clients rating, explaining and asking hints on puzzles of the hardest
 * set for half a minute get only 200s and 503s, health is always answered, and the heap comes back to
 * its idle figure (a worker kept hundreds of megabytes of chain propagations for good before).
 */
class HardRatingSoakTest {

    @Test
    @Tag("slow")
    void sixClientsOnTheHardestPuzzlesLeaveTheHeapAsTheyFoundIt() throws Exception {
        HardRatingSoak.Report report = HardRatingSoak.run(Duration.ofSeconds(25), 6, 2, Duration.ofSeconds(5), sample());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        report.print(new PrintStream(out, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(report.passed()).as(printed).isTrue();
        assertThat(report.requests()).as(printed).isGreaterThanOrEqualTo(HardRatingSoak.ENDPOINTS.size());
        assertThat(printed).endsWith("PASSED\n");
    }

    private static List<String> sample() throws IOException {
        try (InputStream in = HardRatingSoakTest.class.getResourceAsStream("hard-sample.txt")) {
            return HardRatingSoak.puzzles(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        }
    }
}
