package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * An XV marker: the two cells' digits add up to 10 (an X) or 5 (a V); the reader maps the letter to
 * {@code sum}. Narrowing keeps in each cell the complements of the other's candidates.
 *
 * @param a   one cell
 * @param b   the other cell
 * @param sum 10 for X, 5 for V
 */
public record XV(Cell a, Cell b, int sum) implements Constraint {

    public XV {
        Cells.distinct("xv", List.of(a, b), 2);
        if (sum != 5 && sum != 10) {
            throw new IllegalArgumentException("xv sum " + sum + " is neither V (5) nor X (10)");
        }
    }

    @Override
    public String kind() {
        return "xv";
    }

    @Override
    public List<Cell> cells() {
        return List.of(a, b);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return digitAt.applyAsInt(a) + digitAt.applyAsInt(b) == sum;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(b, SumDot.complements(domains.candidates(a), sum))
                && domains.keep(a, SumDot.complements(domains.candidates(b), sum));
    }

    @Override
    public String toString() {
        return "xv " + (sum == 10 ? "X" : "V") + " at " + a + " " + b;
    }
}
