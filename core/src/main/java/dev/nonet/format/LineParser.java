package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;

/** Reads the line format: 81 cells, then an optional comment after a separator. */
final class LineParser {

    private LineParser() {
    }

    /**
     * Fills {@code digits} from {@code text} and returns the comment (the text after the 81st cell,
     * as written, or empty when it is only white space).
     */
    static String parse(String text, int lineNumber, int[] digits) throws PuzzleFormatException {
        int n = text.length();
        int i = 0;
        for (; i < 81 && i < n; i++) {
            char c = text.charAt(i);
            int d = CellSymbols.digitOf(c);
            if (d < 0) {
                if (isCommentSeparator(c)) {
                    throw tooShort(text, lineNumber, i);
                }
                throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, i + 1, text,
                        CellSymbols.describe(c) + " is not a digit or a blank mark (" + cellName(i) + ")");
            }
            digits[i] = d;
        }
        if (i < 81) {
            throw tooShort(text, lineNumber, i);
        }
        if (n == 81) {
            return "";
        }
        char next = text.charAt(81);
        if (isCommentSeparator(next)) {
            String comment = text.substring(81);
            return comment.isBlank() ? "" : comment;
        }
        if (CellSymbols.digitOf(next) >= 0) {
            int cells = 81;
            while (cells < n && CellSymbols.digitOf(text.charAt(cells)) >= 0) {
                cells++;
            }
            throw new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                    "expected 81 cells, found " + cells + (cells >= LineSource.MAX_LINE ? " or more" : ""));
        }
        throw new PuzzleFormatException(Reason.BAD_CHARACTER, lineNumber, 82, text,
                CellSymbols.describe(next) + " follows the 81st cell; a comment must start with white space, ';', ',' or '#'");
    }

    static boolean isCommentSeparator(char c) {
        return c == ' ' || c == '\t' || c == ';' || c == ',' || c == '#';
    }

    private static PuzzleFormatException tooShort(String text, int lineNumber, int cells) {
        return new PuzzleFormatException(Reason.WRONG_LENGTH, lineNumber, 0, text,
                "expected 81 cells, found " + cells);
    }

    private static String cellName(int index) {
        return "r" + (index / 9 + 1) + "c" + (index % 9 + 1);
    }
}
