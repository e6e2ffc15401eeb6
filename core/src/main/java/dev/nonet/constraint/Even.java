package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * An even cell (a grey square): its digit is even.
 *
 * @param cell the cell
 */
public record Even(Cell cell) implements Constraint {

    /** @throws NullPointerException without a cell */
    public Even {
        java.util.Objects.requireNonNull(cell, "even needs a cell");
    }

    @Override
    public String kind() {
        return "even";
    }

    @Override
    public List<Cell> cells() {
        return List.of(cell);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return digitAt.applyAsInt(cell) % 2 == 0;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(cell, ~Odd.ODD_DIGITS);
    }

    @Override
    public String toString() {
        return "even at " + cell;
    }
}
