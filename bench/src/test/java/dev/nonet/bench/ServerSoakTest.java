package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A short soak: runaway requests are stopped at the limit while every plain one is answered, and no 500. */
class ServerSoakTest {

    @Test
    void aShortSoakStopsEveryRunawayAndAnswersEveryPlainRequest() throws Exception {
        ServerSoak.Report report = ServerSoak.run(Duration.ofSeconds(4), 2, 2, 2, Duration.ofMillis(300));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        report.print(new PrintStream(out, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(report.passed()).as(printed).isTrue();
        assertThat(report.runaways()).as(printed).isGreaterThanOrEqualTo(ServerSoak.RUNAWAYS.size());
        assertThat(report.plain()).as(printed).isGreaterThan(report.runaways());
        assertThat(printed).endsWith("PASSED\n");
    }
}
