package dev.nonet.se;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.position.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The rater's positions: the engine's one candidate model ({@link Position}) on classic 9x9's geometry,
 * read from SE's texts. Cells are row-major indices 0-80; a candidate is one int ({@link SeHint#candidate});
 * regions are walked in SE's numbering ({@link SeRegions#places}, {@link SeRegions#openCells}).
 */
final class SePositions {

    /** Classic 9x9's tables, the one layout SE knows. */
    static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private SePositions() {
    }

    /**
     * A classic position from values and candidate masks, 81 of each; a cell with a value has no candidates.
     *
     * @throws IllegalArgumentException if an array is not of 81 cells, a value is outside 0-9, a mask has
     *                                  bits beyond digit 9, or a cell has both a value and candidates
     */
    static Position of(int[] values, int[] candidates) {
        return Position.of(CLASSIC, values, candidates);
    }

    /**
     * The position of a puzzle of 81 characters ({@code 0} or {@code .} for an open cell, {@code 1}-{@code 9}
     * for a given), each open cell holding the digits that no given of its houses holds (how Sudoku
     * Explainer fills the pencil marks of a puzzle it loads).
     *
     * @throws IllegalArgumentException if the text is not 81 such characters
     */
    static Position parse(CharSequence puzzle) {
        int[] values = Grid.parse(puzzle).toArray();
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            if (values[c] == 0) {
                candidates[c] = SeRegions.ALL;
            }
        }
        for (int c = 0; c < 81; c++) {
            if (values[c] != 0) {
                int clear = ~(1 << (values[c] - 1));
                for (int peer : SeRegions.PEERS[c]) {
                    candidates[peer] &= clear;
                }
            }
        }
        return of(values, candidates);
    }

    /**
     * A pencil-mark position in SE's 729-character form (Sukaku): for each cell in row-major order nine
     * characters, the digit {@code d} at place {@code d} where it is a candidate, {@code 0} or {@code .}
     * where not. Every cell is open, even one with a single candidate (a naked single for the rater).
     *
     * @throws IllegalArgumentException if the text is not 729 such characters or a cell has no candidate
     */
    static Position parseCandidates(CharSequence marks) {
        if (marks.length() != Pencilmarks.LENGTH) {
            throw new IllegalArgumentException("pencil marks have 729 characters, not " + marks.length());
        }
        List<DigitSet> cells;
        try {
            cells = Pencilmarks.parse(marks, 1);
        } catch (PuzzleFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        int[] candidates = new int[81];
        for (int c = 0; c < 81; c++) {
            candidates[c] = cells.get(c).mask();
            if (candidates[c] == 0) {
                throw new IllegalArgumentException(Shape.CLASSIC.cell(c) + " has no candidate");
            }
        }
        return of(new int[81], candidates);
    }

    /**
     * The position in the 729-character form of {@link #parseCandidates} ({@link Pencilmarks#write}), a
     * placed cell written as its value alone.
     */
    static String toCandidateString(Position board) {
        List<DigitSet> marks = new ArrayList<>(81);
        for (int c = 0; c < 81; c++) {
            marks.add(board.value(c) != 0 ? DigitSet.of(board.value(c)) : DigitSet.ofMask(board.candidates(c)));
        }
        return Pencilmarks.write(9, marks);
    }
}
