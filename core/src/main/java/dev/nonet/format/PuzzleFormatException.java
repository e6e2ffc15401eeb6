package dev.nonet.format;

import java.util.function.Function;

/**
 * Text that is not a puzzle in the expected format, with where and why.
 *
 * <p>{@link #getMessage()} names the line (from 1), the column (from 1) where one is known, and the
 * reason, for example {@code line 3, column 5: 'x' is not a digit or a blank mark}. {@link #excerpt()}
 * adds the offending line with a caret under the column, as {@code java.util.regex} does.
 *
 * <p>When the text would have read had the reader been told more (a shape, a format), {@link #untold()}
 * says what. The message then ends with a note in the input's words ({@code the shape 4x4 must be named});
 * a command line or an API that told the reader through its own flags or fields words it so instead,
 * through {@link #message(Function)}.
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
        BAD_LAYOUT,
        /**
         * Not an f-puzzles puzzle at all: a payload that does not decompress, text that is not JSON, or a
         * link that carries no payload.
         */
        BAD_PAYLOAD,
        /** An f-puzzles rule key Nonet does not know; the caller may ignore it to read the rest. */
        UNKNOWN_CONSTRAINT,
        /** An f-puzzles constraint entry that is wrong: a cell outside the grid, a sum no digits make, ... */
        BAD_CONSTRAINT
    }

    /**
     * What a reader was not told that would have read the text as meant.
     *
     * @param puzzle what the text may be meant as, for example {@code a 4x4 puzzle on one line}
     * @param shape  the shape to name for it, as {@code 4x4}
     * @param format the format to say it is, or null when naming the shape is enough
     */
    public record Untold(String puzzle, String shape, Format format) {

        /** The note in the input's words, without the flags or fields of any one way of telling it. */
        public String inInputWords() {
            return "for " + puzzle + ", the shape " + shape + " must be named"
                    + (format == null ? "" : " or the format said to be " + format);
        }
    }

    private final Reason reason;
    private final int line;
    private final int column;
    private final String lineText;
    private final String withoutNote;
    private final Untold untold;

    /**
     * @param reason   why the text is not a puzzle
     * @param line     the line, from 1
     * @param column   the column, from 1, or 0 when the whole line is at fault
     * @param lineText the text of that line, or null when there is none (end of input)
     * @param detail   the reason in words, without the position
     */
    public PuzzleFormatException(Reason reason, int line, int column, String lineText, String detail) {
        this(reason, line, column, lineText, detail, null);
    }

    /**
     * @param untold what the reader was not told that would have read the text as meant, or null
     * @see #PuzzleFormatException(Reason, int, int, String, String)
     */
    public PuzzleFormatException(Reason reason, int line, int column, String lineText, String detail, Untold untold) {
        super(positioned(line, column, detail) + (untold == null ? "" : " (" + untold.inInputWords() + ")"));
        this.reason = reason;
        this.line = line;
        this.column = column;
        this.lineText = lineText;
        this.withoutNote = positioned(line, column, detail);
        this.untold = untold;
    }

    private static String positioned(int line, int column, String detail) {
        return "line " + line + (column > 0 ? ", column " + column : "") + ": " + detail;
    }

    /** What the reader was not told that would have read the text as meant, or null. */
    public Untold untold() {
        return untold;
    }

    /**
     * The message with the note on what was {@link #untold() untold} in other words: those of the flags
     * or fields through which the reader is told, as {@code --shape 4x4}. Without such a note it is
     * {@link #getMessage()}.
     */
    public String message(Function<Untold, String> note) {
        return untold == null ? getMessage() : withoutNote + " (" + note.apply(untold) + ")";
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
