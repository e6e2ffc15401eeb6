package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A white kropki dot: the two cells' digits differ by exactly {@code value} (1 unless the dot says
 * otherwise; the reader supplies that default). Narrowing keeps in each cell the digits {@code value}
 * above or below a candidate of the other, which is complete for the pair.
 *
 * @param a     one cell
 * @param b     the other cell
 * @param value the difference, 0 or more
 */
public record Difference(Cell a, Cell b, int value) implements Constraint {

    public Difference {
        Cells.distinct("difference", List.of(a, b), 2);
        if (value < 0) {
            throw new IllegalArgumentException("difference value " + value + " is negative");
        }
    }

    @Override
    public String kind() {
        return "difference";
    }

    @Override
    public List<Cell> cells() {
        return List.of(a, b);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return Math.abs(digitAt.applyAsInt(a) - digitAt.applyAsInt(b)) == value;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(b, partners(domains.candidates(a), value))
                && domains.keep(a, partners(domains.candidates(b), value));
    }

    /** The digits {@code value} away from a digit of {@code mask}. */
    static int partners(int mask, int value) {
        return value >= 31 ? 0 : (mask << value) | (mask >>> value);
    }

    @Override
    public String toString() {
        return "difference " + value + " at " + a + " " + b;
    }
}
