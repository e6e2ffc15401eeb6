package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressTest {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    private final AtomicLong now = new AtomicLong();

    private String drawn() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void drawsNothingInTheFirstMomentSoShortRunsStayQuiet() {
        Progress p = new Progress(err, true, () -> 0.5, now::get);
        now.set(500_000_000L);
        p.update(100);
        p.clear();
        assertThat(drawn()).isEmpty();
    }

    @Test
    void drawsBarRateAndTimeLeftInPlaceThenClears() {
        Progress p = new Progress(err, true, () -> 0.5, now::get);
        now.set(2_000_000_000L);
        p.update(4_000);
        assertThat(drawn()).isEqualTo("\r[############            ]  50% 4,000 puzzles  2,000/s  ETA 0:02\u001b[K");
        now.set(2_100_000_000L);
        p.update(4_100);
        assertThat(drawn()).as("redrawn at most five times a second").doesNotContain("4,100");
        p.clear();
        assertThat(drawn()).endsWith("\r\u001b[K");
    }

    @Test
    void withoutAKnownShareItShowsCountAndRateOnly() {
        Progress p = new Progress(err, true, () -> -1, now::get);
        now.set(1_000_000_000L);
        p.update(300);
        assertThat(drawn()).isEqualTo("\r300 puzzles  300/s\u001b[K");
    }

    /** A slow run, such as rating the hardest puzzles, shows its rate to two digits, not as 0/s. */
    @Test
    void aRateUnderTenAPuzzleASecondKeepsTwoDigits() {
        Progress p = new Progress(err, true, () -> -1, now::get);
        now.set(12_500_000_000L);
        p.update(5);
        assertThat(drawn()).isEqualTo("\r5 puzzles  0.40/s\u001b[K");
        assertThat(RateText.perSecond(5 / 12.63)).isEqualTo("0.40/s");
        assertThat(RateText.perSecond(2.55)).isEqualTo("2.5/s");
        assertThat(RateText.perSecond(9.96)).isEqualTo("10/s");
        assertThat(RateText.perSecond(117_042.4)).isEqualTo("117,042/s");
        assertThat(RateText.perSecond(1 / 20_000.0)).isEqualTo("0.000050/s");
    }

    @Test
    void disabledProgressNeverWrites() {
        Progress p = new Progress(err, false, () -> 0.5, now::get);
        now.set(10_000_000_000L);
        p.update(1_000);
        p.clear();
        assertThat(drawn()).isEmpty();
    }
}
