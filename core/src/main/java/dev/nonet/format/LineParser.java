package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Shape;

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
        int start = leadingBlanks(text);
        int end = start;
        while (end < text.length() && CellSymbols.isSymbolOfAnySize(text.charAt(end))) {
            end++;
        }
        return sideOfCellCount(end - start, anySquare);
    }

    /** How many spaces and tabs a line starts with: indentation a pasted line may bring, skipped before its cells. */
    static int leadingBlanks(String text) {
        int i = 0;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
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
     * Fills {@code digits} with the {@code side*side} cells of {@code text}, after any spaces and tabs it
     * starts with, and returns the comment (the text after the last cell, as written, or empty when it is
     * only white space).
     */
    static String parse(String text, int lineNumber, int side, int[] digits) throws PuzzleFormatException {
        int cellCount = side * side;
        int n = text.length();
        int start = leadingBlanks(text);
        int i = 0;
        for (; i < cellCount && start + i < n; i++) {
            char c = text.charAt(start + i);
            int d = CellSymbols.digitOf(c, side);
            if (d < 0) {
                if (isCommentSeparator(c)) {
                    throw wrongLength(text, lineNumber, i, cellCount);
                }
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, start + i + 1, text,
                        CellSymbols.describe(c) + " is not " + CellSymbols.digitWord(side) + " or a blank mark ("
                                + cellName(i, side) + ")");
            }
            digits[i] = d;
        }
        if (i < cellCount) {
            throw wrongLength(text, lineNumber, i, cellCount);
        }
        int end = start + cellCount;
        if (n == end) {
            return "";
        }
        char next = text.charAt(end);
        if (isCommentSeparator(next)) {
            String comment = text.substring(end);
            return comment.isBlank() ? "" : comment;
        }
        if (CellSymbols.digitOf(next, side) >= 0) {
            int last = end;
            while (last < n && CellSymbols.digitOf(text.charAt(last), side) >= 0) {
                last++;
            }
            throw wrongLength(text, lineNumber, last - start, cellCount);
        }
        throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, end + 1, text,
                CellSymbols.describe(next) + " follows the " + ordinal(cellCount)
                        + " cell; a comment must start with white space, ';', ',' or '#'");
    }

    static boolean isCommentSeparator(char c) {
        return c == ' ' || c == '\t' || c == ';' || c == ',' || c == '#';
    }

    /**
     * A line of {@code cells} cells where {@code cellCount} were expected; the tokens format says it so
     * too. Where 81 were expected and the count is the whole of a grid of another side with boxes (100
     * for 10x10, which a line's length does not tell), the note names that shape.
     */
    static PuzzleFormatException wrongLength(String text, int lineNumber, int cells, int cellCount) {
        return new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                "expected " + cellCount + " cells, found " + cells + (cells >= LineSource.MAX_LINE ? " or more" : ""),
                cellCount == 81 ? shapeOfCellCount(cells) : null);
    }

    /** The shape a line of {@code cells} cells would be whole in: a square side 4 to 25 with boxes, or null. */
    private static PuzzleFormatException.Untold shapeOfCellCount(int cells) {
        int side = (int) Math.round(Math.sqrt(cells));
        if (side * side != cells || side == 9) {
            return null;
        }
        try {
            Shape.of(side);
        } catch (IllegalArgumentException e) {
            return null; // out of range, or a prime side, which only a jigsaw's map can give
        }
        String name = side + "x" + side;
        return new PuzzleFormatException.Untold("a " + name + " puzzle", name, null);
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
