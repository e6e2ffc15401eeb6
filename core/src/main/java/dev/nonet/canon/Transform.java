package dev.nonet.canon;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * One symmetry of classic Sudoku: an optional transposition, then an order of the rows and of the
 * columns that keeps bands and stacks whole, then a relabelling of the digits. There are 2 x 6^8 =
 * 3,359,232 such cell maps and 9! relabellings; every one maps a valid puzzle to a valid puzzle with
 * as many solutions.
 *
 * <pre>{@code
 * Transform t = Transform.parse("transpose rows=213456789 cols=123456789 digits=912345678");
 * Puzzle copy = t.apply(puzzle);               // the same puzzle, written another way
 * t.inverse().apply(copy).equals(puzzle);      // true
 * t.then(u).apply(p).equals(u.apply(t.apply(p)));
 * }</pre>
 *
 * <p>Applied to a grid, cell (i, j) of the result holds {@code digits[g(rows[i], cols[j])]}, where
 * {@code g(r, c)} is the input's cell (r, c), or its cell (c, r) when the transform transposes. The
 * text form, {@link #toString()}, names rows, columns and digits from 1: {@code rows=213456789} puts
 * the input's row 2 first. Immutable; equal transforms map every grid alike.
 */
public final class Transform {

    /** The transform that changes nothing. */
    public static final Transform IDENTITY = new Transform(false, identity(), identity(), identityDigits());

    private final boolean transposed;
    private final int[] rows;
    private final int[] cols;
    private final int[] digits;

    private Transform(boolean transposed, int[] rows, int[] cols, int[] digits) {
        this.transposed = transposed;
        this.rows = rows;
        this.cols = cols;
        this.digits = digits;
    }

    /**
     * A transform from its parts, counted from 0: {@code rows[i]} is the input row (after the
     * transposition) that becomes row {@code i}, {@code cols[j]} likewise, and {@code digits[d - 1]} the
     * digit that {@code d} becomes.
     *
     * @throws IllegalArgumentException if rows or columns are not a permutation that keeps bands and
     *                                  stacks whole, or the digits not a permutation of 1 to 9
     */
    public static Transform of(boolean transposed, int[] rows, int[] cols, int[] digits) {
        requireBandOrder(rows, "rows");
        requireBandOrder(cols, "cols");
        int[] relabel = new int[10];
        boolean[] seen = new boolean[10];
        if (digits.length != 9) {
            throw new IllegalArgumentException("digits needs 9 entries, not " + digits.length);
        }
        for (int d = 1; d <= 9; d++) {
            int to = digits[d - 1];
            if (to < 1 || to > 9 || seen[to]) {
                throw new IllegalArgumentException("digits must be 1 to 9, each once: " + Arrays.toString(digits));
            }
            seen[to] = true;
            relabel[d] = to;
        }
        return new Transform(transposed, rows.clone(), cols.clone(), relabel);
    }

    /**
     * Reads the text form {@link #toString()} writes: an optional {@code transpose}, then
     * {@code rows=}, {@code cols=} and {@code digits=}, each nine digits 1 to 9, separated by spaces.
     *
     * @throws IllegalArgumentException naming the part that is missing or wrong
     */
    public static Transform parse(String text) {
        String[] words = text.trim().split("\\s+");
        int at = 0;
        boolean transposed = words.length > 0 && words[0].equals("transpose");
        if (transposed) {
            at++;
        }
        if (words.length - at != 3) {
            throw new IllegalArgumentException("a transform is '[transpose] rows=NNNNNNNNN cols=NNNNNNNNN digits=NNNNNNNNN', not '"
                    + text.trim() + "'");
        }
        int[] rows = nineDigits(words[at], "rows=", 0);
        int[] cols = nineDigits(words[at + 1], "cols=", 0);
        int[] digits = nineDigits(words[at + 2], "digits=", 1);
        return of(transposed, rows, cols, digits);
    }

    /**
     * A transform drawn at random from all 2 x 6^8 x 9! with {@code seed}: the same seed always gives
     * the same transform.
     */
    public static Transform random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        boolean transposed = random.nextBoolean();
        int[] rows = randomBandOrder(random);
        int[] cols = randomBandOrder(random);
        int[] digits = shuffled(random, 9);
        for (int i = 0; i < 9; i++) {
            digits[i]++;
        }
        return of(transposed, rows, cols, digits);
    }

    /** Whether the input is transposed first. */
    public boolean transposed() {
        return transposed;
    }

    /** The input rows in their new order, from 0; a fresh array. */
    public int[] rows() {
        return rows.clone();
    }

    /** The input columns in their new order, from 0; a fresh array. */
    public int[] cols() {
        return cols.clone();
    }

    /** The digit {@code digit} (1 to 9) becomes; 0 stays 0. */
    public int digit(int digit) {
        return digits[digit];
    }

    /**
     * The grid this transform makes of {@code grid}.
     *
     * @throws IllegalArgumentException if the grid is not 9x9
     */
    public Grid apply(Grid grid) {
        if (grid.shape().side() != 9 || grid.shape().boxWidth() != 3) {
            throw new IllegalArgumentException("a transform applies to 9x9 grids, not " + grid.shape());
        }
        byte[] out = new byte[81];
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                out[i * 9 + j] = (byte) digits[grid.get(sourceCell(i, j))];
            }
        }
        return Grid.ofBytes(out);
    }

    /**
     * The puzzle this transform makes of {@code puzzle}.
     *
     * @throws IllegalArgumentException if the puzzle is not classic Sudoku ({@link Minlex#requireClassic})
     */
    public Puzzle apply(Puzzle puzzle) {
        Minlex.requireClassic(puzzle.layout());
        return new Puzzle(Layout.CLASSIC, apply(puzzle.givens()));
    }

    /** The transform that undoes this one: {@code t.inverse().apply(t.apply(g))} is {@code g}. */
    public Transform inverse() {
        int[] relabel = new int[10];
        for (int d = 1; d <= 9; d++) {
            relabel[digits[d]] = d;
        }
        int[] rowsBack = inverted(rows);
        int[] colsBack = inverted(cols);
        // Transposed, cell (i, j) came from (cols[j], rows[i]): undoing it swaps the roles as well.
        return transposed
                ? new Transform(true, colsBack, rowsBack, relabel)
                : new Transform(false, rowsBack, colsBack, relabel);
    }

    /** This transform, then {@code next}: {@code t.then(u).apply(g)} is {@code u.apply(t.apply(g))}. */
    public Transform then(Transform next) {
        int[] source = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            source[cell] = sourceCell(next.sourceCell(cell / 9, cell % 9) / 9, next.sourceCell(cell / 9, cell % 9) % 9);
        }
        int[] relabel = new int[10];
        for (int d = 1; d <= 9; d++) {
            relabel[d] = next.digits[digits[d]];
        }
        // The composed cell map keeps row 0's cells in one input row unless it transposes.
        boolean composedTransposed = source[0] / 9 != source[1] / 9;
        int[] newRows = new int[9];
        int[] newCols = new int[9];
        for (int k = 0; k < 9; k++) {
            newRows[k] = composedTransposed ? source[k * 9] % 9 : source[k * 9] / 9;
            newCols[k] = composedTransposed ? source[k] / 9 : source[k] % 9;
        }
        return new Transform(composedTransposed, newRows, newCols, relabel);
    }

    /** The input cell (row-major index) that cell (i, j) of the result comes from. */
    int sourceCell(int i, int j) {
        return transposed ? cols[j] * 9 + rows[i] : rows[i] * 9 + cols[j];
    }

    /**
     * The text form: {@code rows=123456789 cols=123456789 digits=123456789}, with {@code transpose }
     * before it when the input is transposed first; rows and columns counted from 1.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(64);
        if (transposed) {
            sb.append("transpose ");
        }
        sb.append("rows=");
        for (int r : rows) {
            sb.append((char) ('1' + r));
        }
        sb.append(" cols=");
        for (int c : cols) {
            sb.append((char) ('1' + c));
        }
        sb.append(" digits=");
        for (int d = 1; d <= 9; d++) {
            sb.append((char) ('0' + digits[d]));
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Transform t && t.transposed == transposed && Arrays.equals(t.rows, rows)
                && Arrays.equals(t.cols, cols) && Arrays.equals(t.digits, digits);
    }

    @Override
    public int hashCode() {
        return ((Boolean.hashCode(transposed) * 31 + Arrays.hashCode(rows)) * 31 + Arrays.hashCode(cols)) * 31
                + Arrays.hashCode(digits);
    }

    private static int[] nineDigits(String word, String key, int from) {
        if (!word.startsWith(key) || word.length() != key.length() + 9) {
            throw new IllegalArgumentException("expected " + key + " and nine digits 1 to 9, not '" + word + "'");
        }
        int[] values = new int[9];
        for (int k = 0; k < 9; k++) {
            char c = word.charAt(key.length() + k);
            if (c < '1' || c > '9') {
                throw new IllegalArgumentException(key + " takes digits 1 to 9, not '" + c + "'");
            }
            values[k] = c - '1' + from;
        }
        return values;
    }

    /** Checks that {@code order} is a permutation of 0-8 that moves whole bands and keeps each band's rows together. */
    private static void requireBandOrder(int[] order, String name) {
        if (order.length != 9) {
            throw new IllegalArgumentException(name + " needs 9 entries, not " + order.length);
        }
        boolean[] seen = new boolean[9];
        for (int k = 0; k < 9; k++) {
            int v = order[k];
            if (v < 0 || v > 8 || seen[v]) {
                throw new IllegalArgumentException(name + " must name each of 1 to 9 once: " + text(order));
            }
            seen[v] = true;
            if (v / 3 != order[k - k % 3] / 3) {
                throw new IllegalArgumentException(name + " must keep " + (name.equals("rows") ? "bands" : "stacks")
                        + " whole (each three in a row from one of 123, 456, 789): " + text(order));
            }
        }
    }

    private static String text(int[] order) {
        StringBuilder sb = new StringBuilder();
        for (int v : order) {
            sb.append(v + 1);
        }
        return sb.toString();
    }

    private static int[] randomBandOrder(SplittableRandom random) {
        int[] bands = shuffled(random, 3);
        int[] order = new int[9];
        for (int b = 0; b < 3; b++) {
            int[] within = shuffled(random, 3);
            for (int k = 0; k < 3; k++) {
                order[b * 3 + k] = bands[b] * 3 + within[k];
            }
        }
        return order;
    }

    private static int[] shuffled(SplittableRandom random, int n) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
        return values;
    }

    private static int[] inverted(int[] order) {
        int[] back = new int[order.length];
        for (int k = 0; k < order.length; k++) {
            back[order[k]] = k;
        }
        return back;
    }

    private static int[] identity() {
        return new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8};
    }

    private static int[] identityDigits() {
        return new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    }
}
