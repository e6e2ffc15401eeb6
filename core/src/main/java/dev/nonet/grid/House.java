package dev.nonet.grid;

/**
 * A group of cells that must hold every digit once: a row, column or box, or one of the houses a
 * variant {@link Layout} adds (jigsaw regions, diagonals, windows, disjoint groups).
 *
 * <p>Its text form names it as players do, counting from 1: {@code row 3}, {@code column 8},
 * {@code box 5} (boxes are numbered left to right, top to bottom), {@code diagonal 1}. Which cells a
 * house holds is told by its {@link Shape} for rows, columns and boxes, and by its {@link Layout} for
 * every kind.
 *
 * @param kind  what kind of house it is
 * @param index the house's index among its kind, from 0
 */
public record House(Kind kind, int index) {

    /** The kinds of house: those of every grid first, then those of the variants. */
    public enum Kind {
        ROW, COLUMN, BOX,
        /** An irregular region of a jigsaw, numbered in the order its first cell comes row by row. */
        REGION,
        /** A main diagonal of an X-Sudoku: 1 runs from r1c1 down to the right, 2 from the top right corner. */
        DIAGONAL,
        /** An extra box of a Windoku (Hyper Sudoku), numbered left to right, top to bottom. */
        WINDOW,
        /** The cells at one position inside every box (disjoint groups), numbered by that position. */
        GROUP;

        // Step descriptions name houses by the thousand: the word is made once.
        private final String word = name().toLowerCase(java.util.Locale.ROOT);

        /** The lower-case word for the kind: {@code row}, {@code column} or {@code box}. */
        public String word() {
            return word;
        }
    }

    /** Rejects a negative index. */
    public House {
        if (index < 0) {
            throw new IllegalArgumentException("negative house index " + index);
        }
    }

    @Override
    public String toString() {
        return kind.word() + " " + (index + 1);
    }

    /** The record's own equality written out, so its first call costs no bootstrap (see {@link Shape#equals}). */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof House h && h.kind == kind && h.index == index;
    }

    /** The record's own hash, written out for the same reason. */
    @Override
    public int hashCode() {
        return 31 * kind.hashCode() + index;
    }
}
