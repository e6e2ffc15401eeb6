package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;

/**
 * The records of the formats that hold one puzzle per line ({@link Format#LINE}, {@link Format#TOKENS}),
 * read from lines numbered by whoever holds them: {@link PuzzleReader} for a stream it reads itself, or
 * an engine that splits a long input into parts and knows each line's number (the Spark job).
 * A line gives the same record here as at that place in a {@code PuzzleReader}. One instance per thread.
 */
public final class LineRecords {

    private final boolean tokens;
    private final LayoutSpec spec;
    private final int[] digits = new int[81];
    /** The layout of the last puzzle without its own region map, kept for the next one of its side. */
    private Layout lastLayout = Layout.CLASSIC;

    /**
     * @param format {@link Format#LINE} or {@link Format#TOKENS}
     * @param spec   the shape and variants the lines are read with
     */
    public LineRecords(Format format, LayoutSpec spec) {
        this(spec, format == Format.TOKENS);
        if (format != Format.LINE && format != Format.TOKENS) {
            throw new IllegalArgumentException(format + " does not hold one puzzle per line");
        }
    }

    /** For a {@link PuzzleReader} of any format, which keeps its layouts here too. */
    LineRecords(LayoutSpec spec, boolean tokens) {
        this.spec = spec;
        this.tokens = tokens;
    }

    /** Whether {@code text} holds no record: a blank line, or a comment ({@code #} first). */
    public static boolean isSkippable(String text) {
        return text.isBlank() || text.charAt(0) == '#';
    }

    /**
     * The record of a line that is not {@link #isSkippable skippable}, as the reader gives it at that
     * place: a puzzle, or a malformed record whose message names {@code lineNumber}.
     *
     * @param text       the line as {@link LineSource#next()} gives it (see {@link LineSource#asRead})
     * @param number     the record's position in its input, from 1
     * @param lineNumber the line's number in its input, from 1
     */
    public PuzzleRecord parse(String text, long number, int lineNumber) {
        try {
            int side = spec.shape() != null ? spec.shape().side()
                    : tokens ? TokenLineParser.detectSide(text, spec.regionsInText())
                    : LineParser.detectSide(text, spec.regionsInText());
            if (side == 9 && spec.variants().isEmpty() && !tokens) {
                String comment = LineParser.parse(text, lineNumber, digits);
                return new PuzzleRecord.Parsed(number, lineNumber, new Puzzle(Layout.CLASSIC, Grid.of(digits)), comment);
            }
            int[] cells = new int[side * side];
            String comment = tokens ? TokenLineParser.parse(text, lineNumber, side, cells)
                    : LineParser.parse(text, lineNumber, side, cells);
            String ownMap = null;
            if (spec.regionsInText()) {
                String[] parts = comment.strip().split("\\s+", 2);
                if (parts[0].length() != side * side) {
                    throw new PuzzleFormatException(Reason.BAD_LAYOUT, lineNumber, 0, text,
                            "a jigsaw line needs its region map (" + side * side + " symbols) after the cells");
                }
                ownMap = parts[0];
                comment = parts.length > 1 ? " " + parts[1] : "";
            }
            Layout layout = layoutFor(side, ownMap, lineNumber, text);
            return new PuzzleRecord.Parsed(number, lineNumber, new Puzzle(layout, Grid.of(layout.shape(), cells)), comment);
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, lineNumber, e);
        }
    }

    /** The layout of a puzzle of {@code side}; a layout that cannot be is a malformed record. */
    Layout layoutFor(int side, String ownMap, int lineNumber, String text) throws PuzzleFormatException {
        if (ownMap == null && lastLayout.side() == side && spec.variants().equals(lastLayout.variants())) {
            return lastLayout;
        }
        try {
            Layout layout = spec.layoutFor(side, ownMap);
            if (ownMap == null) {
                lastLayout = layout;
            }
            return layout;
        } catch (IllegalArgumentException e) {
            throw new PuzzleFormatException(Reason.BAD_LAYOUT, lineNumber, 0, text, e.getMessage());
        }
    }
}
