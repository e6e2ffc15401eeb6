package dev.nonet.grid;

/**
 * How digits are written as single characters: {@code 1}-{@code 9}, then letters for 10 and up
 * ({@code A} = 10, {@code G} = 16, {@code P} = 25), so that grids up to 25x25 have one character per
 * cell. Readers take letters in either case; {@code 0} and {@code .} are empty cells.
 */
public final class DigitSymbols {

    private DigitSymbols() {
    }

    /** The character for {@code digit} (1 to 35), {@code .} for 0. */
    public static char of(int digit) {
        if (digit == 0) {
            return '.';
        }
        return digit < 10 ? (char) ('0' + digit) : (char) ('A' + digit - 10);
    }

    /** The digit {@code c} stands for, 0 for {@code 0} and {@code .}, or -1 if it is no digit symbol. */
    public static int digitOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10;
        }
        return c == '.' ? 0 : -1;
    }
}
