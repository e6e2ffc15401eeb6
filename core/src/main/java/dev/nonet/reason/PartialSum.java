package dev.nonet.reason;

/**
 * A weighted sum over some positions of a walk over cells ({@link Fillings}): what the positions filled so far add,
 * and the least and most the positions left can add from their candidates, so that a walk turns back as soon as
 * the value is out of reach. Turning back there loses no way, since no way of that beginning adds up to the value.
 */
final class PartialSum {

    /** Each position's weight, 0 for one not in the sum. */
    private final int[] weights;
    /** The least and most the positions from {@code i} on can add: {@code low[i]}, {@code high[i]}. */
    private final int[] low;
    private final int[] high;
    /** What the positions before {@code i} add: {@code sum[i]}. */
    private final int[] sum;
    private final int value;

    /**
     * The sum of {@code weights} (one per position of {@code cells}, 0 where the cell is not in it) times the digits
     * equal to {@code value}, bounded by the candidates of the cells in {@code marks}.
     */
    PartialSum(Marks marks, int[] cells, int[] weights, int value) {
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
     * Whether the first {@code i} positions, filled with {@code digits}, leave the value in reach; asked in a
     * depth-first walk's order (position {@code i - 1} was asked of the same beginning).
     */
    boolean fits(int i, int[] digits) {
        if (i > 0) {
            sum[i] = sum[i - 1] + weights[i - 1] * digits[i - 1];
        }
        int left = value - sum[i];
        return left >= low[i] && left <= high[i];
    }

    /** What the positions before {@code i} add, once {@link #fits} was asked of them. */
    int done(int i) {
        return sum[i];
    }
}
