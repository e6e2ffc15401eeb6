package dev.nonet.rating;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * SE's Aligned Pair Exclusion (6.2, {@code rules/AlignedPairExclusion}) and Aligned Triplet Exclusion
 * (7.5, {@code rules/AlignedExclusion} of degree 3). Base cells: open cells with two candidates or more,
 * none of whose peers has one candidate, with at least one excluder: a peer with 2 to {@code degree}
 * candidates. For each set of {@code degree} base cells with at least two common excluders, a combination
 * of their candidates is excluded when two cells that see each other would take the same digit or when it
 * would take every candidate of a common excluder; a candidate that no allowed combination uses is removed.
 *
 * <p>Search order: pairs of base cells (row-major list) in SE's order ((0,1), (0,2), (1,2), (0,3), ...);
 * for triplets, the third cell runs over the excluders of the first cell then those of the second (peers
 * in increasing order, the base cells only), as SE's {@code twinArea}. The base cells of a set need not
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
    public Hint find(Board board, Deadline deadline) {
        List<Integer> bases = new ArrayList<>();
        List<List<Integer>> excluders = new ArrayList<>();
        boolean[] isBase = new boolean[81];
        int[] baseIndex = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            if (Integer.bitCount(board.candidates(cell)) < 2) {
                continue;
            }
            boolean nakedSingle = false;
            List<Integer> mine = new ArrayList<>();
            for (int peer : Board.GEOMETRY.peers[cell]) {
                int count = Integer.bitCount(board.candidates(peer));
                if (count == 1) {
                    nakedSingle = true;
                } else if (count >= 2 && count <= degree) {
                    mine.add(peer);
                }
            }
            if (!nakedSingle && !mine.isEmpty()) {
                isBase[cell] = true;
                baseIndex[cell] = bases.size();
                bases.add(cell);
                excluders.add(mine);
            }
        }
        if (bases.size() < degree) {
            return null;
        }
        for (int second = 1; second < bases.size(); second++) {
            for (int first = 0; first < second; first++) {
                deadline.check();
                int cell0 = bases.get(first);
                int cell1 = bases.get(second);
                if (degree == 2) {
                    Hint hint = exclusion(board, new int[] {cell0, cell1},
                            List.of(excluders.get(first), excluders.get(second)));
                    if (hint != null) {
                        return hint;
                    }
                    continue;
                }
                Set<Integer> twinArea = new LinkedHashSet<>(excluders.get(first));
                twinArea.addAll(excluders.get(second));
                twinArea.removeIf(c -> !isBase[c]);
                twinArea.remove(cell0);
                twinArea.remove(cell1);
                for (int tail : twinArea) {
                    Hint hint = exclusion(board, new int[] {cell0, cell1, tail},
                            List.of(excluders.get(first), excluders.get(second), excluders.get(baseIndex[tail])));
                    if (hint != null) {
                        return hint;
                    }
                }
            }
        }
        return null;
    }

    private Hint exclusion(Board board, int[] cells, List<List<Integer>> excluders) {
        Set<Integer> common = new LinkedHashSet<>(excluders.get(0));
        for (int i = 1; i < cells.length; i++) {
            common.retainAll(excluders.get(i));
        }
        if (common.size() < 2) {
            return null;
        }
        int[] allowed = new int[cells.length];
        int[] digits = new int[cells.length];
        combine(board, cells, common, 0, digits, allowed);
        List<Integer> removed = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            Subsets.addAll(removed, cells[i], board.candidates(cells[i]) & ~allowed[i]);
        }
        if (removed.isEmpty()) {
            return null;
        }
        return new Hint(name(), degree == 2 ? 6.2 : 7.5, new int[0], Subsets.toArray(removed));
    }

    /** Tries every combination of candidates; {@code allowed[i]} gathers the digits cell i takes in one. */
    private static void combine(Board board, int[] cells, Set<Integer> common, int i, int[] digits, int[] allowed) {
        if (i == cells.length) {
            int taken = 0;
            for (int a = 0; a < cells.length; a++) {
                taken |= 1 << (digits[a] - 1);
                for (int b = a + 1; b < cells.length; b++) {
                    if (digits[a] == digits[b] && SeRegions.sees(cells[a], cells[b])) {
                        return;
                    }
                }
            }
            for (int excluder : common) {
                if ((board.candidates(excluder) & ~taken) == 0) {
                    return;
                }
            }
            for (int a = 0; a < cells.length; a++) {
                allowed[a] |= 1 << (digits[a] - 1);
            }
            return;
        }
        int mask = board.candidates(cells[i]);
        for (int d = 1; d <= 9; d++) {
            if ((mask & (1 << (d - 1))) != 0) {
                digits[i] = d;
                combine(board, cells, common, i + 1, digits, allowed);
            }
        }
    }
}
