package dev.nonet.logic;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Geometry;
import java.util.ArrayList;
import java.util.List;

/**
 * The cells that see every one of some target cells: when a pattern proves that one of the targets
 * holds a digit, these are where the digit goes.
 */
final class CommonPeers {

    private CommonPeers() {
    }

    /** The cells holding {@code digit} as a candidate that see every cell of {@code targets}, ascending. */
    static List<Integer> holding(CandidateGrid grid, int digit, int... targets) {
        List<Integer> cells = new ArrayList<>();
        int bit = DigitSet.bit(digit);
        Geometry geometry = grid.geometry();
        for (int c : geometry.peers[targets[0]]) {
            if ((grid.candidatesAt(c) & bit) != 0 && seesAll(geometry, c, targets)) {
                cells.add(c);
            }
        }
        return cells;
    }

    private static boolean seesAll(Geometry geometry, int cell, int[] targets) {
        for (int t : targets) {
            if (!geometry.sees[cell][t]) {
                return false;
            }
        }
        return true;
    }
}
