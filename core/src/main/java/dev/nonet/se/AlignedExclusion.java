package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's Aligned Pair Exclusion (6.2, {@code rules/AlignedPairExclusion}) and Aligned Triplet Exclusion
 * (7.5, {@code rules/AlignedExclusion} of degree 3). Base cells: open cells with two candidates or more,
 * none of whose peers has one candidate, with at least one excluder: a peer with 2 to {@code degree}
 * candidates. For each set of {@code degree} base cells with at least two common excluders, a combination
 * of their candidates is excluded when two cells that see each other would take the same digit or when it
 * would take every candidate of a common excluder; a candidate that no allowed combination uses is removed.
 *
 * <p>Search order: pairs of base cells (row-major list) in SE's order ((0,1), (0,2), (1,2), (0,3), ...);
 * for triplets, the third cell runs over the excluders of the first cell then those of the second (each
 * in SE 1.2.1's peer order, {@link SeRegions#HOUSE}; base cells only), as SE's {@code twinArea}. The base cells of a set need not
 * see each other (SE does not ask it).
 */
final class AlignedExclusion implements HintFinder {

    private final int degree;

    AlignedExclusion(int degree) {
        if (degree != 2 && degree != 3) {
            throw new IllegalArgumentException("SE rates aligned exclusion of 2 or 3 cells");
        }
        this.degree = degree;
    }

    @Override
    public String name() {
        return degree == 2 ? "Aligned Pair Exclusion" : "Aligned Triplet Exclusion";
    }

    @Override
    public Hint find(Position board, Deadline deadline) {
        int[] bases = new int[81];
        int baseCount = 0;
        int[] baseIndex = new int[81];
        java.util.Arrays.fill(baseIndex, -1);
        int[][] excluders = new int[81][];
        long[] low = new long[81];
        long[] high = new long[81];
        int[] mine = new int[20];
        for (int cell = 0; cell < 81; cell++) {
            if (Integer.bitCount(board.candidates(cell)) < 2) {
                continue;
            }
            boolean nakedSingle = false;
            int found = 0;
            for (int peer : SeRegions.HOUSE[cell]) {
                int count = Integer.bitCount(board.candidates(peer));
                if (count == 1) {
                    nakedSingle = true;
                } else if (count >= 2 && count <= degree) {
                    mine[found++] = peer;
                }
            }
            if (!nakedSingle && found > 0) {
                int b = baseCount++;
                baseIndex[cell] = b;
                bases[b] = cell;
                excluders[b] = java.util.Arrays.copyOf(mine, found);
                for (int peer : excluders[b]) {
                    if (peer < 64) {
                        low[b] |= 1L << peer;
                    } else {
                        high[b] |= 1L << (peer - 64);
                    }
                }
            }
        }
        if (baseCount < degree) {
            return null;
        }
        boolean[] inTwin = new boolean[81];
        int[] twin = new int[40];
        for (int second = 1; second < baseCount; second++) {
            for (int first = 0; first < second; first++) {
                deadline.check();
                long lo = low[first] & low[second];
                long hi = high[first] & high[second];
                if (Long.bitCount(lo) + Long.bitCount(hi) < 2) {
                    continue;
                }
                int cell0 = bases[first];
                int cell1 = bases[second];
                if (degree == 2) {
                    Hint hint = exclusion(board, new int[] {cell0, cell1}, lo, hi);
                    if (hint != null) {
                        return hint;
                    }
                    continue;
                }
                // SE's twinArea: the excluders of the first cell, then those of the second, base cells only.
                int twins = 0;
                for (int[] list : new int[][] {excluders[first], excluders[second]}) {
                    for (int c : list) {
                        if (!inTwin[c] && baseIndex[c] >= 0 && c != cell0 && c != cell1) {
                            inTwin[c] = true;
                            twin[twins++] = c;
                        }
                    }
                }
                Hint hint = null;
                for (int t = 0; t < twins && hint == null; t++) {
                    int tail = baseIndex[twin[t]];
                    long tlo = lo & low[tail];
                    long thi = hi & high[tail];
                    if (Long.bitCount(tlo) + Long.bitCount(thi) >= 2) {
                        hint = exclusion(board, new int[] {cell0, cell1, twin[t]}, tlo, thi);
                    }
                }
                for (int t = 0; t < twins; t++) {
                    inTwin[twin[t]] = false;
                }
                if (hint != null) {
                    return hint;
                }
            }
        }
        return null;
    }

    /** The exclusion on {@code cells} with the common excluders {@code low}/{@code high}, if it removes anything. */
    private Hint exclusion(Position board, int[] cells, long low, long high) {
        int[] common = new int[Long.bitCount(low) + Long.bitCount(high)];
        int n = 0;
        for (long bits = low; bits != 0; bits &= bits - 1) {
            common[n++] = Long.numberOfTrailingZeros(bits);
        }
        for (long bits = high; bits != 0; bits &= bits - 1) {
            common[n++] = 64 + Long.numberOfTrailingZeros(bits);
        }
        int[] excluderMasks = new int[common.length];
        for (int k = 0; k < common.length; k++) {
            excluderMasks[k] = board.candidates(common[k]);
        }
        boolean[][] sees = new boolean[cells.length][cells.length];
        for (int a = 0; a < cells.length; a++) {
            for (int b = 0; b < cells.length; b++) {
                sees[a][b] = SeRegions.sees(cells[a], cells[b]);
            }
        }
        int[] allowed = new int[cells.length];
        int[] digits = new int[cells.length];
        combine(board, cells, sees, excluderMasks, 0, 0, digits, allowed);
        List<Integer> removed = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            Subsets.addAll(removed, cells[i], board.candidates(cells[i]) & ~allowed[i]);
        }
        if (removed.isEmpty()) {
            return null;
        }
        return new Hint(name(), degree == 2 ? 6.2 : 7.5, new int[0], Subsets.toArray(removed));
    }

    /**
     * Tries every combination of candidates (bits, {@code taken} so far); {@code allowed[i]} gathers the
     * digits cell i takes in an allowed one: no two cells that see each other share a digit, and no common
     * excluder is left without a candidate.
     */
    private static void combine(Position board, int[] cells, boolean[][] sees, int[] excluders, int i, int taken,
                                int[] digits, int[] allowed) {
        if (i == cells.length) {
            for (int excluder : excluders) {
                if ((excluder & ~taken) == 0) {
                    return;
                }
            }
            for (int a = 0; a < cells.length; a++) {
                allowed[a] |= digits[a];
            }
            return;
        }
        for (int mask = board.candidates(cells[i]); mask != 0; mask &= mask - 1) {
            int bit = mask & -mask;
            boolean clash = false;
            for (int a = 0; a < i && !clash; a++) {
                clash = digits[a] == bit && sees[a][i];
            }
            if (!clash) {
                digits[i] = bit;
                combine(board, cells, sees, excluders, i + 1, taken | bit, digits, allowed);
            }
        }
    }
}
