package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's XY-Wing 4.2 and XYZ-Wing 4.4 ({@code rules/XYWing}). The pivot runs over the cells in row-major
 * order (with two candidates, three for XYZ), the first wing over the pivot's peers in SE 1.2.1's order
 * ({@link SeRegions#HOUSE}; SukakuExplainer takes them in increasing order) with two candidates, sharing
 * all but one with the pivot, the second wing over the same peers; the three
 * must hold three digits in all, with none common to all three for the XY-Wing and one for the XYZ-Wing.
 * The digit the wings share leaves the cells that see both wings (and the pivot, for XYZ).
 */
final class SeWings implements HintFinder {

    private final boolean xyz;

    SeWings(boolean xyz) {
        this.xyz = xyz;
    }

    @Override
    public SeFamily family() {
        return xyz ? SeFamily.XYZ_WING : SeFamily.XY_WING;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        int pivotSize = xyz ? 3 : 2;
        for (int pivot = 0; pivot < 81; pivot++) {
            int xy = board.candidates(pivot);
            if (Integer.bitCount(xy) != pivotSize) {
                continue;
            }
            int[] peers = SeRegions.HOUSE[pivot];
            for (int xzCell : peers) {
                int xz = board.candidates(xzCell);
                if (Integer.bitCount(xz) != 2 || Integer.bitCount(xy & ~xz) != 1) {
                    continue;
                }
                for (int yzCell : peers) {
                    int yz = board.candidates(yzCell);
                    if (Integer.bitCount(yz) != 2 || Integer.bitCount(xy | xz | yz) != 3
                            || Integer.bitCount(xy & xz & yz) != (xyz ? 1 : 0)) {
                        continue;
                    }
                    int z = Integer.numberOfTrailingZeros(xz & yz) + 1;
                    List<Integer> removed = new ArrayList<>();
                    for (int cell = 0; cell < 81; cell++) {
                        if (cell != pivot && cell != xzCell && cell != yzCell && board.has(cell, z)
                                && SeRegions.sees(cell, xzCell) && SeRegions.sees(cell, yzCell)
                                && (!xyz || SeRegions.sees(cell, pivot))) {
                            removed.add(SeHint.candidate(cell, z));
                        }
                    }
                    if (!removed.isEmpty()) {
                        return new SeHint(family().displayName(), xyz ? 4.4 : 4.2, new int[0], SeSubsets.toArray(removed));
                    }
                }
            }
        }
        return null;
    }
}
