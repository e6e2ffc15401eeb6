package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;

/**
 * A sum a constraint fixes over its cells ({@link Constraint#fixedSum()}), on the cells' indexes: the weights
 * times the cells' digits add up to the value. The 45 rule ({@link Innies}) adds and subtracts them.
 *
 * @param cells   the cells, as indexes
 * @param weights each cell's weight
 * @param value   what the weighted digits add up to
 * @param owner   the constraint that fixes it
 */
record Total(int[] cells, int[] weights, int value, Constraint owner) {

    /** Every sum {@code rules}' constraints fix ({@link Constraint#fixedSum()}), in the puzzle's order. */
    static List<Total> of(Rules rules) {
        List<Total> totals = new ArrayList<>();
        for (Constraint constraint : rules.constraints) {
            constraint.fixedSum().ifPresent(sum -> totals.add(new Total(rules.indexes(sum.cells()),
                    sum.weights().stream().mapToInt(Integer::intValue).toArray(), sum.value(), constraint)));
        }
        return totals;
    }
}
