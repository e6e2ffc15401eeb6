package dev.nonet.grid;

import java.util.Arrays;

/**
 * An immutable Sudoku grid: a digit or nothing in every cell.
 *
 * <p>A grid is a puzzle (its filled cells are the givens) or a solution (every cell filled); the same
 * type serves both. Digits run from 1 to {@code shape().side()}; 0 stands for an empty cell.
 *
 * <pre>{@code
 * Grid puzzle = Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * puzzle.get(new Cell(0, 0));   // 5
 * puzzle.givenCount();          // 30
 * }</pre>
 *
 * <p>A grid says nothing about whether it is valid or solvable: see {@code dev.nonet.validation} and
 * {@code dev.nonet.solve}. Instances are safe to share between threads.
 */
public final class Grid {

    private final Shape shape;
    private final byte[] cells;

    private Grid(Shape shape, byte[] cells) {
        this.shape = shape;
        this.cells = cells;
    }

    /**
     * A grid of {@code shape} from its digits in row-major order, 0 for empty cells.
     *
     * @throws IllegalArgumentException if the array has the wrong length or holds a digit out of range
     */
    public static Grid of(Shape shape, int[] digits) {
        if (digits.length != shape.cellCount()) {
            throw new IllegalArgumentException(
                    "a " + shape.side() + "x" + shape.side() + " grid has " + shape.cellCount()
                            + " cells, not " + digits.length);
        }
        byte[] cells = new byte[digits.length];
        for (int i = 0; i < digits.length; i++) {
            int d = digits[i];
            if (d < 0 || d > shape.side()) {
                throw new IllegalArgumentException("digit " + d + " at " + shape.cell(i) + " is outside 0.." + shape.side());
            }
            cells[i] = (byte) d;
        }
        return new Grid(shape, cells);
    }

    /** A classic 9x9 grid from its 81 digits in row-major order, 0 for empty cells. */
    public static Grid of(int[] digits) {
        return of(Shape.CLASSIC, digits);
    }

    /**
     * A classic grid from 81 characters in row-major order: digits 1-9 for givens, {@code 0} or
     * {@code .} for empty cells. For everything people paste, use {@code dev.nonet.format}.
     *
     * @throws IllegalArgumentException if the text is not exactly such 81 characters
     */
    public static Grid parse(CharSequence line) {
        if (line.length() != 81) {
            throw new IllegalArgumentException("a grid line has 81 characters, not " + line.length());
        }
        int[] digits = new int[81];
        for (int i = 0; i < 81; i++) {
            char c = line.charAt(i);
            if (c >= '1' && c <= '9') {
                digits[i] = c - '0';
            } else if (c != '0' && c != '.') {
                throw new IllegalArgumentException("character '" + c + "' at " + Shape.CLASSIC.cell(i) + " is not a digit or '.'");
            }
        }
        return of(digits);
    }

    /**
     * A grid of {@code shape} from its {@code side*side} cells in row-major order, one character each
     * as {@link DigitSymbols} writes them ({@code 1}-{@code 9}, then {@code A} for 10 and up), with
     * {@code 0} or {@code .} for empty cells: the form {@link #toString()} returns.
     *
     * @throws IllegalArgumentException if the text has the wrong length or a character is no digit of the shape
     */
    public static Grid parse(Shape shape, CharSequence line) {
        if (line.length() != shape.cellCount()) {
            throw new IllegalArgumentException("a " + shape.side() + "x" + shape.side() + " grid line has "
                    + shape.cellCount() + " characters, not " + line.length());
        }
        int[] digits = new int[line.length()];
        for (int i = 0; i < digits.length; i++) {
            char c = line.charAt(i);
            digits[i] = DigitSymbols.digitOf(c);
            if (digits[i] < 0 || digits[i] > shape.side()) {
                throw new IllegalArgumentException("character '" + c + "' at " + shape.cell(i) + " is not a digit of a "
                        + shape.side() + "x" + shape.side() + " grid or '.'");
            }
        }
        return of(shape, digits);
    }

    /** An empty grid of {@code shape}. */
    public static Grid empty(Shape shape) {
        return new Grid(shape, new byte[shape.cellCount()]);
    }

    /** The grid's geometry. */
    public Shape shape() {
        return shape;
    }

    /** The digit in {@code cell}, or 0 if it is empty. */
    public int get(Cell cell) {
        return cells[shape.indexOf(cell)];
    }

    /** The digit in the cell with row-major index {@code index}, or 0 if it is empty. */
    public int get(int index) {
        return cells[index];
    }

    /** A grid equal to this one but for {@code digit} (0 to empty it) in {@code cell}. */
    public Grid with(Cell cell, int digit) {
        if (digit < 0 || digit > shape.side()) {
            throw new IllegalArgumentException("digit " + digit + " is outside 0.." + shape.side());
        }
        byte[] copy = cells.clone();
        copy[shape.indexOf(cell)] = (byte) digit;
        return new Grid(shape, copy);
    }

    /** The digits in row-major order, 0 for empty cells; a fresh array each call. */
    public int[] toArray() {
        int[] digits = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            digits[i] = cells[i];
        }
        return digits;
    }

    /** Copies the digits into {@code target} in row-major order (for engines that reuse buffers). */
    public void copyInto(byte[] target) {
        System.arraycopy(cells, 0, target, 0, cells.length);
    }

    /**
     * A classic grid from bytes 0-9 in row-major order, copied.
     *
     * @throws IllegalArgumentException if there are not 81 of them or one is out of range
     */
    public static Grid ofBytes(byte[] digits) {
        if (digits.length != 81) {
            throw new IllegalArgumentException("a 9x9 grid has 81 cells, not " + digits.length);
        }
        for (int i = 0; i < 81; i++) {
            if (digits[i] < 0 || digits[i] > 9) {
                throw new IllegalArgumentException("digit " + digits[i] + " at " + Shape.CLASSIC.cell(i) + " is outside 0..9");
            }
        }
        return new Grid(Shape.CLASSIC, digits.clone());
    }

    /** How many cells hold a digit. */
    public int givenCount() {
        int n = 0;
        for (byte c : cells) {
            if (c != 0) {
                n++;
            }
        }
        return n;
    }

    /** Whether every cell holds a digit. */
    public boolean isFilled() {
        return givenCount() == cells.length;
    }

    /**
     * The grid as one line of row-major digits with {@code .} for empty cells (the line format); digits
     * from 10 up are the letters of {@link DigitSymbols}.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(cells.length);
        for (byte c : cells) {
            sb.append(DigitSymbols.of(c));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.shape.equals(shape) && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * shape.hashCode() + Arrays.hashCode(cells);
    }
}
