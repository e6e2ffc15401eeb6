package dev.nonet.server;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.Format;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The one puzzle, grid or position in a request's text field, in any text format, read as the command
 * line reads it and its problems worded as the command line words them, after the field's name:
 * {@code puzzle: line 1, column 5: 'x' is not a digit or a blank mark}.
 */
final class PuzzleText {

    /** The blank marks a line of cells may hold besides {@code 0}. */
    private static final String BLANKS = ".-*_";

    private PuzzleText() {
    }

    /** The one puzzle of {@code text} in {@code field}, of the layout {@code spec} tells, in {@code format} (null: detected). */
    static PuzzleRecord.Parsed puzzle(String field, String text, LayoutSpec spec, Format format) {
        return (PuzzleRecord.Parsed) read(field, text, spec, format);
    }

    /** The one grid of {@code text} in {@code field}, of the same size as {@code puzzle}, digits repeating or not (a player's entries may be wrong). */
    static Grid grid(String field, String text, Puzzle puzzle) {
        LayoutSpec sameSize = puzzle.layout().isClassic() ? LayoutSpec.CLASSIC : new LayoutSpec(puzzle.givens().shape(), Set.of(), null);
        return puzzle(field, text, sameSize, null).puzzle().givens();
    }

    /** The one position with pencil marks of {@code text} in {@code field}: 729 characters, a PM grid or a PM line. */
    static MarkedGrid position(String field, String text) {
        return ((PuzzleRecord.Marked) read(field, text, null, null)).position();
    }

    /**
     * The one record of {@code text}: a puzzle of {@code spec} in {@code format} (null: detected), or a
     * position with pencil marks when {@code spec} is null.
     */
    private static PuzzleRecord read(String field, String text, LayoutSpec spec, Format format) {
        if (spec != null && format == null) {
            checkCellCount(field, text, spec);
        }
        try (PuzzleReader reader = spec == null ? PuzzleReader.ofPencilmarks(new StringReader(text)) : PuzzleReader.of(text, format, spec)) {
            PuzzleRecord first = reader.next();
            if (first == null) {
                throw ApiError.badRequest(field + ": the text holds no " + (spec == null ? "position" : "puzzle"));
            }
            if (first instanceof PuzzleRecord.Malformed m) {
                throw formatError(field, m.error());
            }
            PuzzleRecord second = reader.next();
            if (second != null) {
                throw new ApiError(400, field + ": the text holds more than one " + (spec == null ? "position" : "puzzle")
                        + " (another starts on line " + second.line() + "); send one", Map.of("line", second.line()));
            }
            return first;
        } catch (PuzzleFormatException e) {
            throw formatError(field, e);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("reading a string cannot fail", e);
        }
    }

    /**
     * Refuses a text that is one run of cells (digits, blank marks, letters for big grids) whose length
     * is the cell count of no grid (a square from 4x4 to 25x25, or the named {@code shape}'s), in the
     * words of a line of the wrong length: {@code puzzle: line 1: expected 81 cells, found 15} (the
     * named shape's count, else 81). Left to the reader, such a text gets the command line's words,
     * which a page cannot act on: a lone number is the case count of the boj4056 format ({@code the
     * input ends before cases 1 to 12345 of the 12345 announced}), most other lengths are of no format
     * it can tell ({@code name the format (line, grid, ...)}). Letters alone ({@code hello}), and a grid's
     * count on another shape ({@code '6' is not a digit of a 4x4 grid}), are left to it.
     */
    private static void checkCellCount(String field, String text, LayoutSpec spec) {
        String line = text.strip();
        if (line.isEmpty() || spec.regionsInText() || FPuzzles.isFPuzzles(line)
                || !line.chars().allMatch(c -> DigitSymbols.digitOf((char) c) >= 0 || BLANKS.indexOf(c) >= 0)
                || line.chars().noneMatch(c -> c >= '0' && c <= '9' || BLANKS.indexOf(c) >= 0)) {
            return;
        }
        int found = line.length();
        int side = (int) Math.round(Math.sqrt(found));
        boolean aGrid = side * side == found && side >= Shape.MIN_SIDE && side <= Shape.MAX_SIDE
                || spec.shape() != null && found == spec.shape().cellCount();
        if (!aGrid) {
            int lineNumber = 1 + (int) text.substring(0, text.indexOf(line)).chars().filter(c -> c == '\n').count();
            throw new ApiError(400, field + ": line " + lineNumber + ": expected " + (spec.shape() != null ? spec.shape().cellCount() : 81)
                    + " cells, found " + found, Map.of("line", lineNumber));
        }
    }

    private static ApiError formatError(String field, PuzzleFormatException e) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("line", e.line());
        if (e.column() > 0) {
            details.put("column", e.column());
        }
        // The core speaks of the input ("the shape 4x4 must be named"); a request names it in its "shape" field.
        String message = e.message(untold -> untold.puzzle() + " needs \"shape\": \"" + untold.shape() + "\"");
        return new ApiError(400, field + ": " + message, details);
    }
}
