package dev.nonet.canon;

import dev.nonet.grid.Grid;

/**
 * The test oracle: minlex by trying every one of the 3,359,232 cell maps, each with the relabelling
 * by first appearance (the smallest for that map), and counting the maps that give the smallest form.
 * Slow (one to two seconds a puzzle) and plain on purpose: it shares nothing with {@link MinlexSearch}.
 * Public for the bench module's sweep over whole data files ({@code CanonSweep}).
 */
public final class BruteForceMinlex {

    /** The smallest form and how many cell maps reach it. */
    public record Result(Grid form, long automorphisms) {
    }

    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    private BruteForceMinlex() {
    }

    public static Result of(Grid grid) {
        int[] input = grid.toArray();
        int[] best = null;
        long count = 0;
        int[] out = new int[81];
        int[] label = new int[10];
        for (int t = 0; t < 2; t++) {
            int[] view = new int[81];
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    view[r * 9 + c] = t == 0 ? input[r * 9 + c] : input[c * 9 + r];
                }
            }
            for (int[] rows : orders()) {
                for (int[] cols : orders()) {
                    java.util.Arrays.fill(label, 0);
                    int next = 1;
                    for (int k = 0; k < 81; k++) {
                        int d = view[rows[k / 9] * 9 + cols[k % 9]];
                        if (d != 0 && label[d] == 0) {
                            label[d] = next++;
                        }
                        out[k] = label[d];
                    }
                    int cmp = best == null ? -1 : java.util.Arrays.compare(out, best);
                    if (cmp < 0) {
                        best = out.clone();
                        count = 1;
                    } else if (cmp == 0) {
                        count++;
                    }
                }
            }
        }
        return new Result(Grid.of(best), count);
    }

    /** The 1,296 orders of nine rows that keep bands whole. */
    private static int[][] orders() {
        int[][] orders = new int[1296][9];
        int n = 0;
        for (int[] bands : PERMUTATIONS) {
            for (int[] a : PERMUTATIONS) {
                for (int[] b : PERMUTATIONS) {
                    for (int[] c : PERMUTATIONS) {
                        int[][] within = {a, b, c};
                        for (int k = 0; k < 9; k++) {
                            orders[n][k] = bands[k / 3] * 3 + within[k / 3][k % 3];
                        }
                        n++;
                    }
                }
            }
        }
        return orders;
    }
}
