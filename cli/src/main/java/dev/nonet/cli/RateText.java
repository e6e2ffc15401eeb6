package dev.nonet.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/**
 * A rate in puzzles a second, as summaries and the progress line write it: whole numbers from 10 up
 * ({@code 117,042/s}), two significant digits below ({@code 2.6/s}, {@code 0.40/s}), so that a slow run,
 * such as rating the hardest puzzles, does not read as {@code 0/s}.
 */
final class RateText {

    private static final MathContext TWO_DIGITS = new MathContext(2);

    private RateText() {
    }

    /** {@code rate} (per second, not negative) with its unit: {@code 184/s}, {@code 0.40/s}. */
    static String perSecond(double rate) {
        if (rate >= 10 || !Double.isFinite(rate)) {
            return String.format(Locale.ROOT, "%,.0f/s", rate);
        }
        return new BigDecimal(rate).round(TWO_DIGITS).toPlainString() + "/s";
    }
}
