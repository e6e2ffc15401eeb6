package dev.nonet.reason;

/**
 * The ways to fill a few cells so that their weighted digits add up to a value (digits may repeat where
 * cells do not see each other): pruned by the smallest and largest sums the cells left can add.
 */
final class SumFillings extends Fillings {

    private static final int BUDGET = 100_000;

    private final int[] weights;
    /** The least and most the cells from {@code i} on can add: {@code low[i]}, {@code high[i]}. */
    private final int[] low;
    private final int[] high;
    /** What the cells before {@code i} add: {@code sum[i]}. */
    private final int[] sum;
    private final int value;

    private SumFillings(Rules rules, Marks marks, int[] cells, int[] weights, int value) {
        super(rules, marks, cells, BUDGET);
        this.weights = weights;
        this.value = value;
        int n = cells.length;
        this.low = new int[n + 1];
        this.high = new int[n + 1];
        this.sum = new int[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            int m = marks.candidates(cells[i]);
            int a = weights[i] * (Integer.numberOfTrailingZeros(m) + 1);
            int b = weights[i] * (32 - Integer.numberOfLeadingZeros(m));
            low[i] = low[i + 1] + Math.min(a, b);
            high[i] = high[i + 1] + Math.max(a, b);
        }
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
        if (i > 0) {
            sum[i] = sum[i - 1] + weights[i - 1] * digits[i - 1];
        }
        int left = value - sum[i];
        return left >= low[i] && left <= high[i];
    }
}
