package dev.nonet.reason;

/**
 * The ways to fill a few cells so that their weighted digits add up to a value (digits may repeat where
 * cells do not see each other): pruned by the smallest and largest sums the cells left can add
 * ({@link PartialSum}).
 */
final class SumFillings extends Fillings {

    private static final int BUDGET = 100_000;

    private final PartialSum sum;

    private SumFillings(Rules rules, Marks marks, int[] cells, int[] weights, int value) {
        super(rules, marks, cells, BUDGET);
        this.sum = new PartialSum(marks, cells, weights, value);
        sums.add(sum);
    }

    /**
     * For each cell, the digits some filling uses (all 0 if none can); null if the budget ran out.
     *
     * @param weights each cell's weight, none 0
     * @param value   what the weighted digits must add up to
     */
    static int[] support(Rules rules, Marks marks, int[] cells, int[] weights, int value) {
        SumFillings walk = new SumFillings(rules, marks, cells, weights, value);
        return walk.run() ? walk.support : null;
    }

    @Override
    boolean fits(int i) {
        return sum.fits(i, digits);
    }
}
