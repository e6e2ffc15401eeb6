package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A sum dot (f-puzzles {@code sum}): the two cells' digits add up to {@code sum}. Narrowing keeps in
 * each cell the complements of the other's candidates, which is complete for the pair.
 *
 * @param a   one cell
 * @param b   the other cell
 * @param sum the total, 2 or more
 */
public record SumDot(Cell a, Cell b, int sum) implements Constraint {

    public SumDot {
        Cells.distinct("sum", List.of(a, b), 2);
        if (sum < 2) {
            throw new IllegalArgumentException("sum " + sum + " cannot be made by two digits");
        }
    }

    @Override
    public String kind() {
        return "sum";
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
        return domains.keep(b, complements(domains.candidates(a), sum))
                && domains.keep(a, complements(domains.candidates(b), sum));
    }

    /** The digits that make {@code sum} with a digit of {@code mask}. */
    static int complements(int mask, int sum) {
        int out = 0;
        while (mask != 0) {
            int d = Integer.numberOfTrailingZeros(mask) + 1;
            mask &= mask - 1;
            out |= LineMasks.bit(sum - d);
        }
        return out;
    }

    @Override
    public String toString() {
        return "sum " + sum + " at " + a + " " + b;
    }
}
