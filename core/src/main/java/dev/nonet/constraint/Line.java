package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.List;

/**
 * A rule along a line of cells, read in order: what every line kind keeps and shows alike (its name, its
 * cells, its number where it has one), written once. Messages name it by its kind, its number when the
 * name shows one, and its cells: {@code whispers 5 at r1c1 r1c2 r1c3}.
 */
abstract sealed class Line implements Constraint
        permits RisingLine, OutsideClue, EndsLine, Palindrome, Renban, Whispers, EntropicLine, ModularLine, Nabner,
        ZipperLine, DoubleArrow {

    private final String kind;
    /** The cells in order along the line. */
    final List<Cell> line;
    /** The rule's number (a whispers' least difference, an outside clue's sum; an entropic line's side), 0 for none. */
    final int value;
    /** Whether the rule's name shows its number. */
    private final boolean shown;

    /**
     * A line without a number.
     *
     * @throws IllegalArgumentException for fewer than {@code least} cells or a cell named twice
     */
    Line(String kind, List<Cell> line, int least) {
        this(kind, line, least, 0, false);
    }

    /**
     * A line with the number {@code value}, which its name shows when {@code shown}.
     *
     * @throws IllegalArgumentException for fewer than {@code least} cells or a cell named twice
     */
    Line(String kind, List<Cell> line, int least, int value, boolean shown) {
        this.kind = kind;
        this.line = Cells.distinct(kind, line, least);
        this.value = value;
        this.shown = shown;
    }

    /** The cells in order along the line. */
    public List<Cell> line() {
        return line;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public List<Cell> cells() {
        return line;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Line other && other.getClass() == getClass() && other.line.equals(line) && other.value == value;
    }

    @Override
    public int hashCode() {
        return 31 * line.hashCode() + value;
    }

    @Override
    public String toString() {
        return kind + (shown ? " " + value : "") + " at " + Cells.names(line);
    }
}
