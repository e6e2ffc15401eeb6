package dev.nonet.grid;

/**
 * A row, column or box: a group of cells that must hold every digit once.
 *
 * <p>Its text form names it as players do, counting from 1: {@code row 3}, {@code column 8},
 * {@code box 5} (boxes are numbered left to right, top to bottom).
 *
 * @param kind  whether it is a row, a column or a box
 * @param index the house's index among its kind, from 0
 */
public record House(Kind kind, int index) {

    /** The kinds of house of a classic grid. */
    public enum Kind {
        ROW, COLUMN, BOX;

        /** The lower-case word for the kind: {@code row}, {@code column} or {@code box}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
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
}
