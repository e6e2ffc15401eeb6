package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;

/**
 * Reads the tokens format: one puzzle per line, its {@code side*side} cells as tokens separated by
 * white space, each a number ({@code 0} for empty, up to the side: {@code 16} on 16x16) or one cell
 * symbol ({@code .}, a letter), then an optional comment. Collections of grids larger than 9x9 often
 * write cells so, as {@code 10 0 3 16 ...}, where Nonet's line format writes letters. What counts as a
 * number is {@link CellSymbols#numberOf}'s rule, the one {@link RowParser} follows too.
 *
 * <p>A comment must not start with a cell token (a number of up to two digits or a single cell
 * symbol): that reads as one cell too many. {@code #} or {@code ;} is the safe start.
 */
final class TokenLineParser {

    private TokenLineParser() {
    }

    /**
     * How many cells the line holds: the number of its leading tokens that are cells of some grid (a
     * number from 0 to 25, or a single digit, letter or blank mark).
     */
    static int cellTokens(String text) {
        int count = 0;
        int start = tokenStart(text, 0);
        int end = tokenEnd(text, start);
        while (end > start && CellSymbols.isCellOfAnySize(text, start, end)) {
            count++;
            start = tokenStart(text, end);
            end = tokenEnd(text, start);
        }
        return count;
    }

    /**
     * The side of the grid a line holds when none is named: that of the detected sizes
     * ({@link LineParser#detectSide(String, boolean)}) whose cell count is the line's number of
     * {@link #cellTokens cell tokens}, or with {@code anySquare} of any square count from 4x4 to 25x25;
     * 9 otherwise, so that the classic messages name what is wrong.
     */
    static int detectSide(String text, boolean anySquare) {
        return LineParser.sideOfCellCount(cellTokens(text), anySquare);
    }

    /**
     * Fills {@code digits} with the {@code side*side} cells of {@code text} and returns the comment
     * (the text after the last cell, as written, or empty when it is only white space).
     */
    static String parse(String text, int lineNumber, int side, int[] digits) throws PuzzleFormatException {
        int cellCount = side * side;
        int i = 0;
        for (int cell = 0; cell < cellCount; cell++) {
            int start = tokenStart(text, i);
            i = tokenEnd(text, start);
            if (start == i || isCommentStart(text.charAt(start))) {
                throw LineParser.wrongLength(text, lineNumber, cell, cellCount);
            }
            int d = CellSymbols.valueOf(text, start, i, side);
            if (d < 0) {
                String token = text.substring(start, i);
                String shown = token.length() == 1 ? CellSymbols.describe(token.charAt(0))
                        : "'" + CellSymbols.printable(token.length() > 12 ? token.substring(0, 12) + "..." : token) + "'";
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, start + 1, text,
                        shown + " is not " + CellSymbols.digitWord(side) + " or a blank mark (r" + (cell / side + 1)
                                + "c" + (cell % side + 1) + ")");
            }
            digits[cell] = d;
        }
        String rest = text.substring(i);
        if (rest.isBlank()) {
            return "";
        }
        int more = cellTokens(rest);
        if (more > 0) {
            throw LineParser.wrongLength(text, lineNumber, cellCount + more, cellCount);
        }
        return rest;
    }

    /** Where the token at or after {@code from} starts: past any white space. */
    private static int tokenStart(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Where the token starting at {@code start} ends: at the next white space or the end of the text. */
    private static int tokenEnd(String text, int start) {
        int i = start;
        while (i < text.length() && !Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isCommentStart(char c) {
        return c == '#' || c == ';';
    }

}
