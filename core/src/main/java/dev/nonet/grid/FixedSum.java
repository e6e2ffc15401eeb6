package dev.nonet.grid;

import java.util.List;

/**
 * A sum a constraint fixes over cells, as a linear equation: each cell's digit times its weight, added
 * up, is the value. A killer cage weighs each cell 1; an arrow with a one-cell circle weighs the circle 1
 * and the shaft -1, with the value 0 ({@link Constraint#fixedSum()}).
 *
 * @param cells   the cells
 * @param weights each cell's weight, in the cells' order
 * @param value   what the weighted digits add up to
 */
public record FixedSum(List<Cell> cells, List<Integer> weights, int value) {

    /** Copies the lists, and checks there is a weight for each cell. */
    public FixedSum {
        cells = List.copyOf(cells);
        weights = List.copyOf(weights);
        if (cells.size() != weights.size()) {
            throw new IllegalArgumentException(cells.size() + " cells and " + weights.size() + " weights");
        }
    }

    /** Every cell weighed 1: the cells add up to {@code value}. */
    public static FixedSum of(List<Cell> cells, int value) {
        return new FixedSum(cells, java.util.Collections.nCopies(cells.size(), 1), value);
    }
}
