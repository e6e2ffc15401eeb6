package dev.nonet.logic;

import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Geometry;

/**
 * The cells that see every one of some target cells: when a pattern proves that one of the targets
 * holds a digit, these are where the digit goes.
 */
final class CommonPeers {

    private CommonPeers() {
    }

    /** The cells holding {@code digit} as a candidate that see every cell of {@code targets}. */
    static CellSet holding(CandidateGrid grid, int digit, int... targets) {
        Geometry geometry = grid.geometry();
        CellSet seeingAll = geometry.peerSets[targets[0]];
        for (int i = 1; i < targets.length; i++) {
            seeingAll = seeingAll.intersection(geometry.peerSets[targets[i]]);
        }
        int bit = DigitSet.bit(digit);
        return seeingAll.filter(c -> (grid.candidatesAt(c) & bit) != 0);
    }
}
