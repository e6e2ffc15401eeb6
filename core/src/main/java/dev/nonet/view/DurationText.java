package dev.nonet.view;

import java.math.BigDecimal;
import java.time.Duration;

/** A time limit in the words messages use: {@code 5 s}, {@code 0.5 s}. */
public final class DurationText {

    private DurationText() {
    }

    /** {@code duration} in seconds, to the millisecond, without trailing zeros: {@code 5 s}, {@code 0.25 s}. */
    public static String of(Duration duration) {
        return BigDecimal.valueOf(duration.toMillis(), 3).stripTrailingZeros().toPlainString() + " s";
    }
}
