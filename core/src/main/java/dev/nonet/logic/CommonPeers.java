package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import java.util.Arrays;

/**
 * The cells that see every one of some target cells: when a pattern proves that one of the targets
 * holds a digit, these are where the digit goes.
 */
final class CommonPeers {

    private CommonPeers() {
    }

    /** The cells holding {@code digit} as a candidate that see every cell of {@code targets}. */
    static CellSet holding(CandidateGrid grid, int digit, int... targets) {
        // Asked for every candidate pattern a finder tries: a walk of the first target's peers and one
        // set made of what is found, rather than intersecting whole sets that most calls leave empty.
        Geometry geometry = grid.geometry();
        int bit = DigitSet.bit(digit);
        int[] peers = geometry.peers[targets[0]];
        int[] found = new int[peers.length];
        int n = 0;
        for (int c : peers) {
            if ((grid.candidatesAt(c) & bit) != 0 && seesAll(geometry, c, targets)) {
                found[n++] = c;
            }
        }
        return n == 0 ? CellSet.EMPTY : CellSet.of(Arrays.copyOf(found, n));
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
