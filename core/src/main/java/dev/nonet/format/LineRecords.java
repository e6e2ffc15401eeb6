package dev.nonet.format;

import dev.nonet.format.PuzzleFormatException.Reason;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import java.util.Optional;

/**
 * The records of the formats that hold one puzzle per line ({@link Format#LINE}, {@link Format#TOKENS},
 * {@link Format#FPUZZLES} in its one-line forms),
 * read from lines numbered by whoever holds them: {@link PuzzleReader} for a stream it reads itself, or
 * an engine that splits a long input into parts and knows each line's number (the Spark job).
 * A line gives the same record here as at that place in a {@code PuzzleReader}. One instance per thread.
 */
public final class LineRecords {

    private final boolean tokens;
    private final boolean fpuzzles;
    private final LayoutSpec spec;
    private final int[] digits = new int[81];
    /** The layout of the last puzzle without its own region map, kept for the next one of its side. */
    private Layout lastLayout = Layout.CLASSIC;

    /**
     * @param format {@link Format#LINE}, {@link Format#TOKENS} or {@link Format#FPUZZLES} (its one-line forms)
     * @param spec   the shape and variants the lines are read with
     */
    public LineRecords(Format format, LayoutSpec spec) {
        this(spec, format == Format.TOKENS, format == Format.FPUZZLES);
        if (format != Format.LINE && format != Format.TOKENS && format != Format.FPUZZLES) {
            throw new IllegalArgumentException(format + " does not hold one puzzle per line");
        }
    }

    /** For a {@link PuzzleReader} of any format, which keeps its layouts here too. */
    LineRecords(LayoutSpec spec, boolean tokens) {
        this(spec, tokens, false);
    }

    private LineRecords(LayoutSpec spec, boolean tokens, boolean fpuzzles) {
        this.spec = spec;
        this.tokens = tokens;
        this.fpuzzles = fpuzzles;
    }

    /**
     * The record of one f-puzzles text (an object, a payload or a link), starting on line
     * {@code lineNumber}: the puzzle with its title and source, or a malformed record naming what is wrong.
     * A shape named in {@code spec} must be the puzzle's own; variants and region maps are refused, as the
     * puzzle brings its own regions and rules.
     */
    static PuzzleRecord fpuzzle(String text, long number, int lineNumber, LayoutSpec spec) {
        try {
            FPuzzle read = FPuzzles.read(text, spec.ignoredKinds(), lineNumber);
            Layout layout = read.puzzle().layout();
            if (spec.shape() != null && spec.shape().side() != layout.side()) {
                throw new PuzzleFormatException(Reason.BAD_LAYOUT, lineNumber, 0, shortened(text), "the f-puzzles puzzle is "
                        + layout.side() + "x" + layout.side() + ", but the shape " + spec.shape().side() + "x" + spec.shape().side()
                        + " was named");
            }
            if (!spec.variants().isEmpty() || spec.regionMap() != null) {
                throw new PuzzleFormatException(Reason.BAD_LAYOUT, lineNumber, 0, shortened(text),
                        "an f-puzzles puzzle brings its own regions and rules; the variants or region map named do not apply to it");
            }
            return new PuzzleRecord.Parsed(number, lineNumber, read.puzzle(), read.title(), Optional.of(read));
        } catch (PuzzleFormatException e) {
            return new PuzzleRecord.Malformed(number, lineNumber, e);
        }
    }

    /** The start of a long text, as messages quote it. */
    static String shortened(String text) {
        return text.length() <= 200 ? text : text.substring(0, 200) + "\u2026";
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
        if (fpuzzles) {
            return fpuzzle(text, number, lineNumber, spec);
        }
        try {
            int side = spec.shape() != null ? spec.shape().side()
                    : tokens ? TokenLineParser.detectSide(text, spec.regionsInText())
                    : LineParser.detectSide(text, spec.regionsInText());
            if (side == 9 && spec.allowsClassic() && !tokens) {
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
        if (ownMap == null && lastLayout.side() == side && spec.variants().equals(lastLayout.variants())
                && (spec.shape() == null || spec.shape().equals(lastLayout.shape()))) {
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
