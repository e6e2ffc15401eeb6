package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A black kropki dot: one cell's digit is {@code value} times the other's (2 unless the dot says
 * otherwise; the reader supplies that default). Narrowing keeps in each cell the multiples and the
 * exact fractions of the other's candidates, which is complete for the pair.
 *
 * @param a     one cell
 * @param b     the other cell
 * @param value the ratio, 1 or more
 */
public record Ratio(Cell a, Cell b, int value) implements Constraint {

    public Ratio {
        Cells.distinct("ratio", List.of(a, b), 2);
        if (value < 1) {
            throw new IllegalArgumentException("ratio value " + value + " must be at least 1");
        }
    }

    @Override
    public String kind() {
        return "ratio";
    }

    @Override
    public List<Cell> cells() {
        return List.of(a, b);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return holds(digitAt.applyAsInt(a), digitAt.applyAsInt(b), value);
    }

    /** Whether {@code x} and {@code y} stand in ratio {@code value}, either way round. */
    static boolean holds(int x, int y, int value) {
        return x == y * value || y == x * value;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(b, partners(domains.candidates(a), value))
                && domains.keep(a, partners(domains.candidates(b), value));
    }

    /** The digits in ratio {@code value} with a digit of {@code mask}. */
    static int partners(int mask, int value) {
        int out = 0;
        while (mask != 0) {
            int d = Integer.numberOfTrailingZeros(mask) + 1;
            mask &= mask - 1;
            if (d <= 31 / value) {
                out |= LineMasks.bit(d * value);
            }
            if (d % value == 0) {
                out |= LineMasks.bit(d / value);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return "ratio " + value + " at " + a + " " + b;
    }
}
