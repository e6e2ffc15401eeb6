package dev.nonet.format;

/** What a cell may be written as: a digit 1-9, or one of the blank marks collections use. */
final class CellSymbols {

    /** Blank marks, in the order {@code docs/FORMATS.md} lists them. */
    static final String BLANKS = "0.-*_";

    private CellSymbols() {
    }

    /** The digit {@code c} stands for (0 for a blank mark), or -1 if it is not a cell symbol. */
    static int digitOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        return c == '.' || c == '-' || c == '*' || c == '_' ? 0 : -1;
    }

    /** The character as users should see it in a message: printable ones quoted, others by code. */
    static String describe(char c) {
        if (c < ' ' || c == 127 || Character.isWhitespace(c) || Character.isISOControl(c)) {
            return String.format("character U+%04X", (int) c);
        }
        return "'" + c + "'";
    }
}
