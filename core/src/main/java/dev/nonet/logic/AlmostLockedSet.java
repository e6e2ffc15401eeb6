package dev.nonet.logic;

import dev.nonet.geometry.Combinations;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An almost locked set: N open cells of one house whose candidates together are N + 1 digits. Remove
 * any one of its digits and the rest fill the cells exactly, so it always holds all of its digits but
 * at most one.
 *
 * <p>Cell sets are 81-bit masks in two longs (cells 0-63, then 64-80), so that the pairs of sets the
 * techniques compare are cheap: for each digit the set keeps its places and the cells that see all of
 * them.
 *
 * @param cells           the cells, ascending
 * @param digits          the candidates of the cells together, as a digit mask
 * @param members         the cells as an 81-bit mask
 * @param places          for each digit (index digit - 1), the cells of the set holding it
 * @param seeingAllPlaces for each digit, the cells that see every one of its places in the set
 */
record AlmostLockedSet(List<Integer> cells, int digits, long[] members, long[][] places, long[][] seeingAllPlaces) {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    /**
     * The most cells a set may have: eight, the most a house can give (nine open cells hold nine
     * digits, so eight of them are an almost locked set), as HoDoKu allows.
     */
    static final int MAX_CELLS = 8;

    private static final long[][] PEER_MASKS = new long[81][];

    static {
        for (int c = 0; c < 81; c++) {
            PEER_MASKS[c] = new long[2];
            for (int p : CLASSIC.peers[c]) {
                add(PEER_MASKS[c], p);
            }
        }
    }

    /** Every almost locked set of up to {@link #MAX_CELLS} cells, each once though it may lie in two houses. */
    static List<AlmostLockedSet> all(CandidateGrid grid) {
        return all(grid, MAX_CELLS);
    }

    /** Every almost locked set of up to {@code maxCells} cells, each once though it may lie in two houses. */
    static List<AlmostLockedSet> all(CandidateGrid grid, int maxCells) {
        List<AlmostLockedSet> sets = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int h = 0; h < CLASSIC.houseCount(); h++) {
            int[] houseCells = CLASSIC.houseCells[h];
            int open = 0;
            for (int k = 0; k < 9; k++) {
                if (grid.candidatesAt(houseCells[k]) != 0) {
                    open |= 1 << k;
                }
            }
            for (int size = 1; size <= maxCells && size < Integer.bitCount(open); size++) {
                for (int positions : Combinations.of(open, size)) {
                    int digits = 0;
                    for (int k = 0; k < 9; k++) {
                        if ((positions & (1 << k)) != 0) {
                            digits |= grid.candidatesAt(houseCells[k]);
                        }
                    }
                    if (Integer.bitCount(digits) != size + 1) {
                        continue;
                    }
                    List<Integer> cells = new ArrayList<>();
                    for (int k = 0; k < 9; k++) {
                        if ((positions & (1 << k)) != 0) {
                            cells.add(houseCells[k]);
                        }
                    }
                    if (seen.add(cells)) {
                        sets.add(of(grid, List.copyOf(cells), digits));
                    }
                }
            }
        }
        return sets;
    }

    private static AlmostLockedSet of(CandidateGrid grid, List<Integer> cells, int digits) {
        long[] members = new long[2];
        long[][] places = new long[9][2];
        long[][] seeingAll = new long[9][];
        for (int d = 0; d < 9; d++) {
            seeingAll[d] = new long[] {-1L, -1L};
        }
        for (int c : cells) {
            add(members, c);
            for (int d = 0; d < 9; d++) {
                if ((grid.candidatesAt(c) & (1 << d)) != 0) {
                    add(places[d], c);
                    seeingAll[d][0] &= PEER_MASKS[c][0];
                    seeingAll[d][1] &= PEER_MASKS[c][1];
                }
            }
        }
        return new AlmostLockedSet(cells, digits, members, places, seeingAll);
    }

    private static void add(long[] mask, int cell) {
        mask[cell >> 6] |= 1L << (cell & 63);
    }

    /** Whether the two sets share no cell. */
    boolean isDisjointFrom(AlmostLockedSet other) {
        return (members[0] & other.members[0]) == 0 && (members[1] & other.members[1]) == 0;
    }

    /** Whether {@code cell} is one of the set's cells. */
    boolean contains(int cell) {
        return (members[cell >> 6] & (1L << (cell & 63))) != 0;
    }

    /** Whether {@code cell}, outside the set, sees every place of {@code digit} in it. */
    boolean isSeenWholeBy(int cell, int digit) {
        return (seeingAllPlaces[digit - 1][cell >> 6] & (1L << (cell & 63))) != 0;
    }

    /**
     * The digits that restrict this set and {@code other} to one of them: shared digits whose every
     * place in one sees every place in the other, so that at most one set holds it.
     *
     * <p>The sets may overlap. A digit with a place in the shared cells is never restricted: that cell
     * is a place in both sets and does not see itself, so both sets could hold the digit there. With no
     * place in the overlap, two places of it, one in each set, would be two cells that see each other,
     * so the argument for disjoint sets holds unchanged; this is HoDoKu's rule (restricted commons
     * outside the overlap).
     */
    int restrictedCommons(AlmostLockedSet other) {
        int commons = 0;
        int shared = digits & other.digits;
        for (int d = 0; d < 9; d++) {
            if ((shared & (1 << d)) != 0 && (other.places[d][0] & ~seeingAllPlaces[d][0]) == 0
                    && (other.places[d][1] & ~seeingAllPlaces[d][1]) == 0) {
                commons |= 1 << d;
            }
        }
        return commons;
    }

    /**
     * The cells outside the set that see every place of {@code digit} in it and hold it, in the form of
     * {@link #members}: what a pattern ending in this set may remove {@code digit} from, before the
     * other end narrows it.
     */
    long[] seenWholeHolding(CandidateGrid grid, int digit) {
        long[] mask = {seeingAllPlaces[digit - 1][0] & ~members[0], seeingAllPlaces[digit - 1][1] & ~members[1]};
        int bit = DigitSet.bit(digit);
        for (int half = 0; half < 2; half++) {
            for (long rest = mask[half]; rest != 0; rest &= rest - 1) {
                int cell = 64 * half + Long.numberOfTrailingZeros(rest);
                if ((grid.candidatesAt(cell) & bit) == 0) {
                    mask[half] &= ~(1L << (cell & 63));
                }
            }
        }
        return mask;
    }

    /** Whether some cell of {@code mask} (in the form of {@link #members}) sees every place of {@code digit} here. */
    boolean isSeenWholeByAnyOf(long[] mask, int digit) {
        return (mask[0] & seeingAllPlaces[digit - 1][0] & ~members[0]) != 0
                || (mask[1] & seeingAllPlaces[digit - 1][1] & ~members[1]) != 0;
    }

    /**
     * Whether some cell outside both sets sees every place of {@code digit} in each, whether or not it
     * holds the digit: {@link #seeingAll} of the two is empty when not. For a digit both sets hold.
     */
    boolean mayShareSeersWith(AlmostLockedSet other, int digit) {
        long[] mine = seeingAllPlaces[digit - 1];
        long[] theirs = other.seeingAllPlaces[digit - 1];
        return (mine[0] & ~members[0] & theirs[0] & ~other.members[0]
                | mine[1] & ~members[1] & theirs[1] & ~other.members[1]) != 0;
    }

    /**
     * The cells outside {@code sets} that hold {@code digit} and see every place of it in all of them.
     */
    static CellSet seeingAll(CandidateGrid grid, int digit, AlmostLockedSet... sets) {
        long lo = -1L;
        long hi = -1L;
        for (AlmostLockedSet set : sets) {
            lo &= set.seeingAllPlaces[digit - 1][0] & ~set.members[0];
            hi &= set.seeingAllPlaces[digit - 1][1] & ~set.members[1];
        }
        if (lo == 0 && hi == 0) {
            return CellSet.EMPTY;
        }
        hi &= (1L << (81 - 64)) - 1; // a digit the sets lack leaves every bit set, past cell 80 too
        int bit = DigitSet.bit(digit);
        int[] cells = new int[Long.bitCount(lo) + Long.bitCount(hi)];
        int n = 0;
        for (int half = 0; half < 2; half++) {
            for (long rest = half == 0 ? lo : hi; rest != 0; rest &= rest - 1) {
                int c = 64 * half + Long.numberOfTrailingZeros(rest);
                if ((grid.candidatesAt(c) & bit) != 0) {
                    cells[n++] = c;
                }
            }
        }
        return n == 0 ? CellSet.EMPTY : CellSet.of(Arrays.copyOf(cells, n));
    }

    /** The set as {@code r1c1, r1c5 {2,5,7}}. */
    String describe() {
        return Wording.cells(cells) + " {" + Wording.digits(digits) + "}";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AlmostLockedSet other && cells.equals(other.cells);
    }

    @Override
    public int hashCode() {
        return cells.hashCode();
    }

    @Override
    public String toString() {
        return describe();
    }
}
