package dev.nonet.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * The almost locked sets of a position and the restricted common digits between them: what ALS-XZ,
 * ALS-XY-Wing and ALS-XY-Chain walk. Each pair is compared once; a set's links are listed in the order
 * of the sets (those before it are added while their own row is walked, those after it in its own).
 */
final class AlmostLockedSetLinks {

    private final List<AlmostLockedSet> sets;
    /** For each set (by index), the indices of the sets it shares a restricted common with. */
    private final int[][] linked;
    /** For each set, beside {@link #linked}, the restricted commons with that set as a digit mask. */
    private final int[][] commons;

    private AlmostLockedSetLinks(List<AlmostLockedSet> sets, int[][] linked, int[][] commons) {
        this.sets = List.copyOf(sets);
        this.linked = linked;
        this.commons = commons;
    }

    /** The links of the last position, which ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom share. */
    private static final LastPosition<AlmostLockedSetLinks> LAST = new LastPosition<>();

    /**
     * Every set of {@code grid} (see {@link AlmostLockedSet#all}) with its links; computed once for the
     * finders that run one after another on a position.
     */
    static AlmostLockedSetLinks of(CandidateGrid grid) {
        return LAST.get(grid, AlmostLockedSetLinks::compute);
    }

    private static AlmostLockedSetLinks compute(CandidateGrid grid) {
        List<AlmostLockedSet> sets = AlmostLockedSet.all(grid);
        int n = sets.size();
        List<List<int[]>> found = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            found.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            AlmostLockedSet a = sets.get(i);
            for (int j = i + 1; j < n; j++) {
                AlmostLockedSet b = sets.get(j);
                if ((a.digits() & b.digits()) == 0) {
                    continue;
                }
                int restricted = a.restrictedCommons(b);
                if (restricted != 0) {
                    found.get(i).add(new int[] {j, restricted});
                    found.get(j).add(new int[] {i, restricted});
                }
            }
        }
        int[][] linked = new int[n][];
        int[][] commons = new int[n][];
        for (int i = 0; i < n; i++) {
            List<int[]> links = found.get(i);
            linked[i] = new int[links.size()];
            commons[i] = new int[links.size()];
            for (int k = 0; k < links.size(); k++) {
                linked[i][k] = links.get(k)[0];
                commons[i][k] = links.get(k)[1];
            }
        }
        return new AlmostLockedSetLinks(sets, linked, commons);
    }

    /** Every set, in the order of {@link AlmostLockedSet#all}. */
    List<AlmostLockedSet> sets() {
        return sets;
    }

    /** How many sets there are. */
    int size() {
        return sets.size();
    }

    /** The set of index {@code i}. */
    AlmostLockedSet set(int i) {
        return sets.get(i);
    }

    /** The indices of the sets linked to set {@code i}, ascending. */
    int[] linked(int i) {
        return linked[i];
    }

    /** The restricted commons of set {@code i} with each of {@link #linked(int)}, in that order. */
    int[] commons(int i) {
        return commons[i];
    }
}
