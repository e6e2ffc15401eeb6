package dev.nonet.constraint;

import dev.nonet.grid.DigitSet;
/**
 * Digit masks by bound, for the line and dot kinds: bit {@code d-1} stands for digit {@code d}, and a
 * bound past either end gives every digit or none rather than a shift that wraps.
 */
final class LineMasks {

    private LineMasks() {
    }

    /** The digits below {@code d}: 1 to {@code d-1}. */
    static int below(int d) {
        if (d <= 1) {
            return 0;
        }
        return d > 31 ? -1 : DigitSet.bit(d) - 1;
    }

    /** The digits up to {@code d}: 1 to {@code d}. */
    static int atMost(int d) {
        return below(d + 1);
    }

    /** The digits above {@code d}. */
    static int above(int d) {
        return ~atMost(d);
    }

    /** The digits from {@code d} up. */
    static int atLeast(int d) {
        return ~below(d);
    }

    /** The digits strictly between {@code low} and {@code high}. */
    static int between(int low, int high) {
        return above(low) & below(high);
    }

    /** The smallest digit of a mask that is not empty. */
    static int min(int mask) {
        return Integer.numberOfTrailingZeros(mask) + 1;
    }

    /** The largest digit of a mask that is not empty. */
    static int max(int mask) {
        return 32 - Integer.numberOfLeadingZeros(mask);
    }

    /** The single digit {@code d} as a mask, or none when {@code d} is no digit a mask can hold. */
    static int bit(int d) {
        return d >= 1 && d <= 31 ? DigitSet.bit(d) : 0;
    }
}
