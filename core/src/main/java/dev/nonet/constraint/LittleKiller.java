package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import dev.nonet.grid.FixedSum;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A little killer clue: the digits on its diagonal, outside the grid's edge, add up to the sum. Digits
 * may repeat on the diagonal (where it crosses boxes the houses may still forbid it). It narrows each cell
 * to the digits that take part in some way of making the sum (by bounds alone for sums beyond 63).
 *
 * @param cells the diagonal's cells, at least one, none twice
 * @param sum   their total
 */
public record LittleKiller(List<Cell> cells, int sum) implements Constraint {

    /**
     * @throws IllegalArgumentException for a repeated cell or a sum no digits up to 25 can make
     */
    public LittleKiller {
        cells = Cells.distinct("littlekillersum", cells, 1);
        if (sum < cells.size() || sum > cells.size() * DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("littlekillersum sum " + sum + " cannot be made by " + cells.size()
                    + (cells.size() == 1 ? " digit" : " digits"));
        }
    }

    @Override
    public String kind() {
        return "littlekillersum";
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int total = 0;
        for (Cell cell : cells) {
            total += digitAt.applyAsInt(cell);
        }
        return total == sum;
    }

    @Override
    public boolean narrow(Domains domains) {
        if (sum <= SumBounds.MOST_EXACT && SumBounds.most(domains, cells) <= SumBounds.MOST_EXACT) {
            return SumBounds.exactly(domains, cells, 1L << sum);
        }
        return SumBounds.within(domains, cells, sum, sum);
    }

    @Override
    public String toString() {
        return "littlekillersum " + sum + " at " + Cells.names(cells);
    }

    @Override
    public String ruleInWords() {
        return "the diagonal adds up to the clue";
    }

    @Override
    public Optional<FixedSum> fixedSum() {
        return Optional.of(FixedSum.of(cells(), sum()));
    }
}
