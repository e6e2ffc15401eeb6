package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;

/**
 * Reads the line format: {@code side*side} cells (81 on a classic grid), then an optional comment
 * after a separator.
 */
final class LineParser {

    /** The lengths of a line that tell a grid's side when none is named, and the side each tells. */
    private static final int[] DETECTED_SIDES = {4, 6, 8, 9, 12, 16, 25};

    private LineParser() {
    }

    /** {@link #parse(String, int, int, int[])} for a classic 9x9 grid. */
    static String parse(String text, int lineNumber, int[] digits) throws PuzzleFormatException {
        return parse(text, lineNumber, 9, digits);
    }

    /**
     * The side of the grid a line holds when none is named: that of the listed sizes whose cell count
     * (16, 36, 64, 81, 144, 256, 625) is the length of the line's leading run of digits, letters and
     * blank marks; 9 for any other length, so that the classic messages name what is wrong.
     */
    static int detectSide(String text) {
        return detectSide(text, false);
    }

    /**
     * {@link #detectSide(String)}, or with {@code anySquare} the side of any square run from 4x4 to
     * 25x25 (a jigsaw may have a prime side, such as 5 or 7).
     */
    static int detectSide(String text, boolean anySquare) {
        int run = 0;
        while (run < text.length() && CellSymbols.isSymbolOfAnySize(text.charAt(run))) {
            run++;
        }
        return sideOfCellCount(run, anySquare);
    }

    /**
     * The side a line of {@code cells} cells tells: one of the detected sizes, or with {@code anySquare}
     * any square from 4x4 to 25x25; 9 for any other count.
     */
    static int sideOfCellCount(int cells, boolean anySquare) {
        int root = (int) Math.round(Math.sqrt(cells));
        if (anySquare && root * root == cells && root >= 4 && root <= 25) {
            return root;
        }
        for (int side : DETECTED_SIDES) {
            if (cells == side * side) {
                return side;
            }
        }
        return 9;
    }

    /**
     * Fills {@code digits} with the {@code side*side} cells of {@code text} and returns the comment
     * (the text after the last cell, as written, or empty when it is only white space).
     */
    static String parse(String text, int lineNumber, int side, int[] digits) throws PuzzleFormatException {
        int cellCount = side * side;
        int n = text.length();
        int i = 0;
        for (; i < cellCount && i < n; i++) {
            char c = text.charAt(i);
            int d = CellSymbols.digitOf(c, side);
            if (d < 0) {
                if (isCommentSeparator(c)) {
                    throw wrongLength(text, lineNumber, i, cellCount);
                }
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, text,
                        CellSymbols.describe(c) + " is not " + CellSymbols.digitWord(side) + " or a blank mark ("
                                + cellName(i, side) + ")");
            }
            digits[i] = d;
        }
        if (i < cellCount) {
            throw wrongLength(text, lineNumber, i, cellCount);
        }
        if (n == cellCount) {
            return "";
        }
        char next = text.charAt(cellCount);
        if (isCommentSeparator(next)) {
            String comment = text.substring(cellCount);
            return comment.isBlank() ? "" : comment;
        }
        if (CellSymbols.digitOf(next, side) >= 0) {
            int cells = cellCount;
            while (cells < n && CellSymbols.digitOf(text.charAt(cells), side) >= 0) {
                cells++;
            }
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                    "expected " + cellCount + " cells, found " + cells + (cells >= LineSource.MAX_LINE ? " or more" : ""));
        }
        throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, cellCount + 1, text,
                CellSymbols.describe(next) + " follows the " + ordinal(cellCount)
                        + " cell; a comment must start with white space, ';', ',' or '#'");
    }

    static boolean isCommentSeparator(char c) {
        return c == ' ' || c == '\t' || c == ';' || c == ',' || c == '#';
    }

    /** A line of {@code cells} cells where {@code cellCount} were expected; the tokens format says it so too. */
    static PuzzleFormatException wrongLength(String text, int lineNumber, int cells, int cellCount) {
        return new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                "expected " + cellCount + " cells, found " + cells);
    }

    private static String cellName(int index, int side) {
        return "r" + (index / side + 1) + "c" + (index % side + 1);
    }

    private static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
