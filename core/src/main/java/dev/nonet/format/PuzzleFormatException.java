package dev.nonet.format;

/**
 * Text that is not a puzzle in the expected format, with where and why.
 *
 * <p>{@link #getMessage()} names the line (from 1), the column (from 1) where one is known, and the
 * reason, for example {@code line 3, column 5: 'x' is not a digit or a blank mark}. {@link #excerpt()}
 * adds the offending line with a caret under the column, as {@code java.util.regex} does.
 */
public final class PuzzleFormatException extends Exception {

    /** Why the text is not a puzzle. */
    public enum Reason {
        /** The input holds no puzzle at all. */
        EMPTY_INPUT,
        /** The format could not be recognised from the first lines. */
        UNKNOWN_FORMAT,
        /** A line holds too many or too few cells. */
        WRONG_LENGTH,
        /** A character that is neither a digit nor a blank mark. */
        BAD_CHARACTER,
        /** A grid (or a jigsaw's region map) ends before its last row. */
        MISSING_ROWS,
        /** The case-count line of a multi-case input is missing or not a number. */
        BAD_CASE_COUNT,
        /** Text follows the last announced case or the single expected grid. */
        UNEXPECTED_TEXT,
        /** The puzzle's size does not fit the variants, or its jigsaw region map is missing or wrong. */
        BAD_LAYOUT
    }

    private final Reason reason;
    private final int line;
    private final int column;
    private final String lineText;

    /**
     * @param reason   why the text is not a puzzle
     * @param line     the line, from 1
     * @param column   the column, from 1, or 0 when the whole line is at fault
     * @param lineText the text of that line, or null when there is none (end of input)
     * @param detail   the reason in words, without the position
     */
    public PuzzleFormatException(Reason reason, int line, int column, String lineText, String detail) {
        super("line " + line + (column > 0 ? ", column " + column : "") + ": " + detail);
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.lineText = lineText;
    }

    /** Why the text is not a puzzle. */
    public Reason reason() {
        return reason;
    }

    /** The line at fault, from 1. */
    public int line() {
        return line;
    }

    /** The column at fault, from 1, or 0 when the whole line is at fault. */
    public int column() {
        return column;
    }

    /** The message, then the line at fault and a caret under its column when they are known. */
    public String excerpt() {
        if (lineText == null) {
            return getMessage();
        }
        String caret = column > 0 ? "\n" + " ".repeat(column - 1) + "^" : "";
        return getMessage() + "\n" + lineText + caret;
    }
}
