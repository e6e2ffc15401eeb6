package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;

/**
 * Reads one row of a multi-line grid: nine cell symbols (or {@code side} on other grids), with any
 * spaces, tabs and box borders ({@code |}) between them. The spaced (Baekjoon 2580), compact (2239,
 * 4056) and pretty layouts all share it, so a row pasted in any of them reads the same. On grids larger
 * than 9x9 a row may also be {@code side} numbers separated by white space ({@code 16 . 3 12 ...}), numbers
 * as {@link CellSymbols#numberOf} reads them for {@link TokenLineParser} too.
 */
final class RowParser {

    private RowParser() {
    }

    /** Fills row {@code row} (from 0) of {@code digits} from {@code text}. */
    static void parse(String text, int lineNumber, int row, int[] digits) throws PuzzleFormatException {
        parse(text, lineNumber, row, 9, digits);
    }

    /** Fills row {@code row} (from 0) of a grid of side {@code side} in {@code digits} from {@code text}. */
    static void parse(String text, int lineNumber, int row, int side, int[] digits) throws PuzzleFormatException {
        if (side > 9 && parseNumbers(text, row, side, digits)) {
            return;
        }
        int cells = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ' ' || c == '\t' || c == '|') {
                continue;
            }
            int d = CellSymbols.digitOf(c, side);
            if (d < 0) {
                String where = cells < side ? " (r" + (row + 1) + "c" + (cells + 1) + ")" : "";
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, text,
                        CellSymbols.describe(c) + " is not " + CellSymbols.digitWord(side) + " or a blank mark" + where);
            }
            if (cells == side) {
                throw wrongLength(text, lineNumber, countCells(text, side), side);
            }
            digits[row * side + cells++] = d;
        }
        if (cells != side) {
            throw wrongLength(text, lineNumber, cells, side);
        }
    }

    /**
     * How many cells a first row holds, to tell a grid's side when none is named: the number of
     * white-space separated tokens when some token is a number of two digits (up to 25), else the number of cell
     * symbols of any size.
     */
    static int cellsIn(String text) {
        String[] tokens = tokensOf(text);
        boolean numbers = false;
        for (String t : tokens) {
            if (t.length() > 1) {
                if (CellSymbols.numberOf(t, 0, t.length()) < 0) {
                    numbers = false;
                    break;
                }
                numbers = true;
            }
        }
        if (numbers) {
            return tokens.length;
        }
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (CellSymbols.isSymbolOfAnySize(text.charAt(i))) {
                n++;
            }
        }
        return n;
    }

    /** Reads a row of {@code side} tokens, each a number or one symbol; false if it is not one. */
    private static boolean parseNumbers(String text, int row, int side, int[] digits) {
        String[] tokens = tokensOf(text);
        if (tokens.length != side) {
            return false;
        }
        int[] row0 = new int[side];
        for (int k = 0; k < side; k++) {
            String t = tokens[k];
            int d = CellSymbols.valueOf(t, 0, t.length(), side);
            if (d < 0) {
                return false;
            }
            row0[k] = d;
        }
        System.arraycopy(row0, 0, digits, row * side, side);
        return true;
    }

    private static String[] tokensOf(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? new String[0] : stripped.split("[\\s|]+");
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

    private static int countCells(String text, int side) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            if (CellSymbols.digitOf(text.charAt(i), side) >= 0) {
                n++;
            }
        }
        return n;
    }

    private static PuzzleFormatException wrongLength(String text, int lineNumber, int cells, int side) {
        return new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                "expected " + side + " cells in a row, found " + cells);
    }
}
