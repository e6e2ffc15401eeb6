package dev.nonet.geometry;

/**
 * The ways to choose a number of members from a set of up to 25 bits (positions in a house, digits, or
 * lines): what subsets choose their cells and digits from, and fish their base and cover lines.
 *
 * <p>Shared by the logical solver's finders ({@code dev.nonet.logic}) and Sudoku Explainer's
 * ({@code dev.nonet.se}: its sets, fish and unique loops, whose tuples come in the same ascending order
 * as SE's {@code Permutations}), so that both choose with the same code; public for them alone, in this
 * unexported package. It keeps no state.
 */
public final class Combinations {

    /** Every nine-bit mask, grouped by how many bits it has, ascending within a group. */
    private static final int[][] MASKS_BY_SIZE = new int[10][];

    static {
        int[] counts = new int[10];
        for (int m = 0; m < 512; m++) {
            counts[Integer.bitCount(m)]++;
        }
        for (int k = 0; k <= 9; k++) {
            MASKS_BY_SIZE[k] = new int[counts[k]];
            counts[k] = 0;
        }
        for (int m = 0; m < 512; m++) {
            int k = Integer.bitCount(m);
            MASKS_BY_SIZE[k][counts[k]++] = m;
        }
    }

    private Combinations() {
    }

    /**
     * The subsets of {@code set} with exactly {@code size} members, as masks in ascending order; a new
     * array each call (callers on a hot path keep it). For {@code set} {@code (1 << n) - 1}: the masks of
     * {@code size} bits out of {@code n}. None when {@code size} is negative or more than the set has.
     */
    public static int[] of(int set, int size) {
        if (size < 0 || size > Integer.bitCount(set)) {
            return new int[0];
        }
        if ((set & ~0x1FF) != 0) {
            return ofWide(set, size);
        }
        int[] all = MASKS_BY_SIZE[size];
        int[] chosen = new int[all.length];
        int n = 0;
        for (int mask : all) {
            if ((mask & ~set) == 0) {
                chosen[n++] = mask;
            }
        }
        return java.util.Arrays.copyOf(chosen, n);
    }

    /**
     * The same for a set beyond nine bits (grids from 10x10 up): each choice of {@code size} of the set's
     * n members in turn, as an n-bit mask stepped in ascending order, spread onto the members' bits.
     * Spreading keeps the order, so the masks come out ascending as from the table.
     */
    private static int[] ofWide(int set, int size) {
        int n = Integer.bitCount(set);
        if (size == 0) {
            return new int[] {0};
        }
        int[] members = new int[n];
        for (int i = 0, rest = set; i < n; i++, rest &= rest - 1) {
            members[i] = Integer.lowestOneBit(rest);
        }
        java.util.List<Integer> chosen = new java.util.ArrayList<>();
        long limit = 1L << n;
        for (long pick = (1L << size) - 1; pick < limit; pick = nextWithSameCount(pick)) {
            int mask = 0;
            for (int i = 0; i < n; i++) {
                if ((pick & (1L << i)) != 0) {
                    mask |= members[i];
                }
            }
            chosen.add(mask);
        }
        return chosen.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The next larger number with as many one bits (Gosper's hack). */
    private static long nextWithSameCount(long x) {
        long lowest = x & -x;
        long ripple = x + lowest;
        return ripple | (((x ^ ripple) >>> 2) / lowest);
    }
}
