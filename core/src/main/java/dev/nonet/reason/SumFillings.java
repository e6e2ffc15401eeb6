package dev.nonet.reason;

/**
 * Every way to fill a few cells from their candidates so that their weighted digits add up to a value,
 * keeping different digits in cells that see each other (digits may repeat elsewhere): which digits some
 * way uses in each cell. A depth-first walk pruned by the smallest and largest sums the cells left can add,
 * within a budget of cells tried.
 */
final class SumFillings {

    private static final int BUDGET = 100_000;

    private final Rules rules;
    private final Marks marks;
    private final int[] cells;
    private final int[] weights;
    /** The least and most the cells from {@code i} on can add: {@code low[i]}, {@code high[i]}. */
    private final int[] low;
    private final int[] high;
    private final int[] digits;
    private final int[] support;
    private int budget = BUDGET;

    private SumFillings(Rules rules, Marks marks, int[] cells, int[] weights) {
        this.rules = rules;
        this.marks = marks;
        this.cells = cells;
        this.weights = weights;
        int n = cells.length;
        this.low = new int[n + 1];
        this.high = new int[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            int m = marks.candidates(cells[i]);
            int a = weights[i] * (Integer.numberOfTrailingZeros(m) + 1);
            int b = weights[i] * (32 - Integer.numberOfLeadingZeros(m));
            low[i] = low[i + 1] + Math.min(a, b);
            high[i] = high[i + 1] + Math.max(a, b);
        }
        this.digits = new int[n];
        this.support = new int[n];
    }

    /**
     * For each cell, the digits some filling uses (all 0 if none can); null if the budget ran out.
     *
     * @param weights each cell's weight, none 0
     * @param value   what the weighted digits must add up to
     */
    static int[] support(Rules rules, Marks marks, int[] cells, int[] weights, int value) {
        SumFillings walk = new SumFillings(rules, marks, cells, weights);
        return walk.fill(0, value) ? walk.support : null;
    }

    private boolean fill(int i, int left) {
        if (--budget < 0) {
            return false;
        }
        if (left < low[i] || left > high[i]) {
            return true;
        }
        if (i == cells.length) {
            for (int k = 0; k < cells.length; k++) {
                support[k] |= 1 << (digits[k] - 1);
            }
            return true;
        }
        for (int m = marks.candidates(cells[i]); m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m) + 1;
            if (!rules.clashes(cells, digits, i, digit)) {
                digits[i] = digit;
                if (!fill(i + 1, left - weights[i] * digit)) {
                    return false;
                }
            }
        }
        return true;
    }
}
