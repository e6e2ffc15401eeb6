package dev.nonet.reason;

import dev.nonet.constraint.Arrow;
import dev.nonet.constraint.KillerCage;
import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.SumDot;
import dev.nonet.constraint.XV;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;

/**
 * A sum a constraint fixes over its cells, as a linear equation: the weights times the cells' digits add up
 * to the value. A killer cage with a sum, a little killer, an X or V and a sum dot weigh each cell 1; an arrow
 * with a one-cell circle says circle minus shaft is 0. The 45 rule ({@link Innies}) adds and subtracts them.
 *
 * @param cells   the cells, as indexes
 * @param weights each cell's weight
 * @param value   what the weighted digits add up to
 * @param owner   the constraint that fixes it
 */
record Total(int[] cells, int[] weights, int value, Constraint owner) {

    /** Every sum {@code rules}' constraints fix, in the puzzle's order. */
    static List<Total> of(Rules rules) {
        List<Total> totals = new ArrayList<>();
        for (Constraint constraint : rules.constraints) {
            int[] cells = rules.indexes(constraint.cells());
            if (constraint instanceof KillerCage cage && cage.sum().isPresent()) {
                totals.add(ones(cells, cage.sum().getAsInt(), constraint));
            } else if (constraint instanceof LittleKiller diagonal) {
                totals.add(ones(cells, diagonal.sum(), constraint));
            } else if (constraint instanceof XV dot) {
                totals.add(ones(cells, dot.sum(), constraint));
            } else if (constraint instanceof SumDot dot) {
                totals.add(ones(cells, dot.sum(), constraint));
            } else if (constraint instanceof Arrow arrow && arrow.circle().size() == 1) {
                int[] weights = new int[cells.length];
                java.util.Arrays.fill(weights, -1);
                weights[0] = 1; // the circle comes first in an arrow's cells
                totals.add(new Total(cells, weights, 0, constraint));
            }
        }
        return totals;
    }

    private static Total ones(int[] cells, int value, Constraint owner) {
        int[] weights = new int[cells.length];
        java.util.Arrays.fill(weights, 1);
        return new Total(cells, weights, value, owner);
    }
}
