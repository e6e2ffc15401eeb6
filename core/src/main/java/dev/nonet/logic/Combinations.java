package dev.nonet.logic;

/**
 * The ways to choose a number of members from a nine-bit set (positions in a house, digits, or lines):
 * what subsets choose their cells and digits from, and fish their base and cover lines.
 */
final class Combinations {

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

    /** The subsets of {@code set} with exactly {@code size} members, as masks in ascending order. */
    static int[] of(int set, int size) {
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
}
