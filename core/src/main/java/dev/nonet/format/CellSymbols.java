package dev.nonet.format;

import dev.nonet.grid.DigitSymbols;

/**
 * What a cell may be written as: a digit 1-9 (then the letters of {@link DigitSymbols} on grids larger
 * than 9x9), or one of the blank marks collections use.
 */
final class CellSymbols {

    /** Blank marks, in the order {@code docs/FORMATS.md} lists them. */
    static final String BLANKS = "0.-*_";
    /** The largest cell a number token may hold: the digit count of the largest grid, 25x25. */
    static final int LARGEST_NUMBER = 25;

    private CellSymbols() {
    }

    /** The digit {@code c} stands for (0 for a blank mark), or -1 if it is not a cell symbol. */
    static int digitOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return c == '.' || c == '-' || c == '*' || c == '_' ? 0 : -1;
    }

    /** The digit {@code c} stands for on a grid of side {@code side} (0 for a blank mark), or -1. */
    static int digitOf(char c, int side) {
        if (side <= 9) {
            int d = digitOf(c);
            return d <= side ? d : -1;
        }
        int d = digitOf(c);
        if (d >= 0) {
            return d;
        }
        d = DigitSymbols.digitOf(c);
        return d > 0 && d <= side ? d : -1;
    }

    /** Whether {@code c} is a cell symbol on some grid: a digit, a letter or a blank mark. */
    static boolean isSymbolOfAnySize(char c) {
        return digitOf(c) >= 0 || DigitSymbols.digitOf(c) >= 0;
    }

    /**
     * The digit the token {@code text[start, end)} stands for on a grid of side {@code side}: a single
     * cell symbol, or a {@link #numberOf number}; -1 if it is neither or is larger than the side.
     */
    static int valueOf(CharSequence text, int start, int end, int side) {
        if (end - start == 1) {
            return digitOf(text.charAt(start), side);
        }
        int d = numberOf(text, start, end);
        return d <= side ? d : -1;
    }

    /** Whether the token {@code text[start, end)} is a cell on a grid of some size: a symbol or a number. */
    static boolean isCellOfAnySize(CharSequence text, int start, int end) {
        return end - start == 1 ? isSymbolOfAnySize(text.charAt(start)) : numberOf(text, start, end) >= 0;
    }

    /**
     * The value of the token {@code text[start, end)} written as a number: two decimal digits up to
     * {@value #LARGEST_NUMBER}, the largest side ({@code 05} reads as 5); -1 for anything else. The one
     * rule for the rows of {@link RowParser} and the lines of {@link TokenLineParser}, so that what one
     * counts as a cell the other reads as one.
     */
    static int numberOf(CharSequence text, int start, int end) {
        if (end - start != 2) {
            return -1;
        }
        char a = text.charAt(start);
        char b = text.charAt(start + 1);
        if (a < '0' || a > '9' || b < '0' || b > '9') {
            return -1;
        }
        int value = (a - '0') * 10 + (b - '0');
        return value <= LARGEST_NUMBER ? value : -1;
    }

    /** The words for "a digit" in messages: plain on 9x9, naming the size elsewhere. */
    static String digitWord(int side) {
        return side == 9 ? "a digit" : "a digit of a " + side + "x" + side + " grid";
    }

    /** The character as users should see it in a message: printable ones quoted, others by code. */
    static String describe(char c) {
        if (Character.isWhitespace(c) || isControl(c)) {
            return String.format("character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }

    /**
     * {@code text} as a message may quote it: control characters by their code ({@code <U+001B>}), so
     * that quoting input never sends a terminal escape sequence to the user's screen.
     */
    static String printable(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                shown.append(String.format("<U+%04X>", (int) c));
            } else {
                shown.append(c);
            }
        }
        return shown.toString();
    }

    private static boolean isControl(char c) {
        return c < ' ' || c == 127 || Character.isISOControl(c);
    }
}
