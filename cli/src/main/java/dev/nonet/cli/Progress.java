package dev.nonet.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;

/**
 * A progress line on standard error, redrawn in place: records done, rate and, when the share of the
 * input read is known, a bar and the time left. Drawn only when standard error is a terminal and the
 * run has lasted a moment, so short runs and redirected runs show nothing.
 */
final class Progress {

    private static final long FIRST_DRAW_NANOS = 700_000_000L;
    private static final long REDRAW_NANOS = 200_000_000L;
    private static final int BAR = 24;

    private final PrintStream err;
    private final boolean enabled;
    private final DoubleSupplier fractionRead;
    private final LongSupplier clock;
    private final long start;
    private long lastDraw;
    private boolean drawn;

    /**
     * @param fractionRead the share of the input read so far, 0 to 1, or negative when unknown
     */
    Progress(PrintStream err, boolean enabled, DoubleSupplier fractionRead) {
        this(err, enabled, fractionRead, System::nanoTime);
    }

    /** As above, with the clock (in nanoseconds) given, so tests can step time. */
    Progress(PrintStream err, boolean enabled, DoubleSupplier fractionRead, LongSupplier clock) {
        this.err = err;
        this.enabled = enabled;
        this.fractionRead = fractionRead;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /** Redraws the line if it is time to; cheap to call after every chunk. */
    void update(long done) {
        if (!enabled) {
            return;
        }
        long now = clock.getAsLong();
        if (now - start < FIRST_DRAW_NANOS || now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        drawn = true;
        double seconds = (now - start) / 1e9;
        double rate = done / seconds;
        double fraction = fractionRead.getAsDouble();
        StringBuilder line = new StringBuilder("\r");
        if (fraction >= 0) {
            int filled = (int) Math.round(Math.min(1, fraction) * BAR);
            line.append('[').append("#".repeat(filled)).append(" ".repeat(BAR - filled)).append("] ")
                    .append(String.format(Locale.ROOT, "%3.0f%% ", fraction * 100));
        }
        line.append(String.format(Locale.ROOT, "%,d puzzles  ", done)).append(RateText.perSecond(rate));
        if (fraction > 0.01) {
            long left = Math.round(seconds * (1 - fraction) / fraction);
            line.append(String.format(Locale.ROOT, "  ETA %d:%02d", left / 60, left % 60));
        }
        err.print(line.append("\u001b[K"));
        err.flush();
    }

    /** Clears the line, if one was drawn, so the summary starts on a clean line. */
    void clear() {
        if (drawn) {
            err.print("\r\u001b[K");
            err.flush();
        }
    }
}
