package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * An odd cell (a grey circle): its digit is odd.
 *
 * @param cell the cell
 */
public record Odd(Cell cell) implements Constraint {

    /** Digits 1, 3, 5, ... as a mask. */
    static final int ODD_DIGITS = 0x55555555;

    /** @throws NullPointerException without a cell */
    public Odd {
        java.util.Objects.requireNonNull(cell, "odd needs a cell");
    }

    @Override
    public String kind() {
        return "odd";
    }

    @Override
    public List<Cell> cells() {
        return List.of(cell);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return digitAt.applyAsInt(cell) % 2 == 1;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(cell, ODD_DIGITS);
    }

    @Override
    public String toString() {
        return "odd at " + cell;
    }
}
