package dev.nonet.logic;

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
        int bit = 1 << (digit - 1);
        for (int c : Geometry.CLASSIC.peers[targets[0]]) {
            if ((grid.candidatesAt(c) & bit) != 0 && seesAll(c, targets)) {
                cells.add(c);
            }
        }
        return cells;
    }

    private static boolean seesAll(int cell, int[] targets) {
        for (int t : targets) {
            if (!Geometry.CLASSIC.sees[cell][t]) {
                return false;
            }
        }
        return true;
    }
}
