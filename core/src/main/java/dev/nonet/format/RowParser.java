package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;

/**
 * Reads one row of a multi-line grid: nine cell symbols, with any spaces, tabs and box borders
 * ({@code |}) between them. The spaced (Baekjoon 2580), compact (2239, 4056) and pretty layouts all
 * share it, so a row pasted in any of them reads the same.
 */
final class RowParser {

    private RowParser() {
    }

    /** Fills row {@code row} (from 0) of {@code digits} from {@code text}. */
    static void parse(String text, int lineNumber, int row, int[] digits) throws PuzzleFormatException {
        int cells = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '|') {
                continue;
            }
            int d = CellSymbols.digitOf(c);
            if (d < 0) {
                String where = cells < 9 ? " (r" + (row + 1) + "c" + (cells + 1) + ")" : "";
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, text,
                        CellSymbols.describe(c) + " is not a digit or a blank mark" + where);
            }
            if (cells == 9) {
                throw wrongLength(text, lineNumber, countCells(text));
            }
            digits[row * 9 + cells++] = d;
        }
        if (cells != 9) {
            throw wrongLength(text, lineNumber, cells);
        }
    }

    /**
     * Whether {@code text} is a border line of the pretty layout, such as {@code ------+-------+------}:
     * only dashes, equals signs, plus signs, bars and spaces, and not a row of nine dashes (blank cells).
     */
    static boolean isBorder(String text) {
        int dashes = 0;
        boolean joint = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '-' -> dashes++;
                case '+', '=' -> joint = true;
                case ' ', '\t', '|' -> {
                }
                default -> {
                    return false;
                }
            }
        }
        return joint || (dashes > 0 && dashes != 9);
    }

    private static int countCells(String text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (CellSymbols.digitOf(text.charAt(i)) >= 0) {
                n++;
            }
        }
        return n;
    }

    private static PuzzleFormatException wrongLength(String text, int lineNumber, int cells) {
        return new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                "expected 9 cells in a row, found " + cells);
    }
}
