package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/** A cell whose digit is odd or even: what {@link Odd} and {@link Even} are, written once. */
abstract sealed class Parity implements Constraint permits Odd, Even {

    /** Digits 1, 3, 5, ... as a mask. */
    private static final int ODD_DIGITS = 0x55555555;

    private final String kind;
    private final Cell cell;
    /** The remainder of the cell's digit by 2: 1 for odd, 0 for even. */
    private final int remainder;

    /** @throws NullPointerException without a cell */
    Parity(String kind, Cell cell, int remainder) {
        this.kind = kind;
        this.cell = Objects.requireNonNull(cell, kind + " needs a cell");
        this.remainder = remainder;
    }

    /** The cell. */
    public Cell cell() {
        return cell;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public List<Cell> cells() {
        return List.of(cell);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return digitAt.applyAsInt(cell) % 2 == remainder;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(cell, remainder == 1 ? ODD_DIGITS : ~ODD_DIGITS);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Parity other && other.getClass() == getClass() && other.cell.equals(cell);
    }

    @Override
    public int hashCode() {
        return cell.hashCode() * 2 + remainder;
    }

    @Override
    public String toString() {
        return kind + " at " + cell;
    }
}
