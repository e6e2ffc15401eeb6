package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;

/** Whether a candidate grid can no longer be completed, for reasons visible at a glance. */
final class Contradictions {

    private Contradictions() {
    }

    /**
     * True when an open cell has no candidate, a digit has no place in a house that lacks it, or a digit
     * is placed twice in a house.
     */
    static boolean find(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        for (int c = 0; c < geometry.cellCount; c++) {
            if (grid.valueAt(c) == 0 && grid.candidatesAt(c) == 0) {
                return true;
            }
        }
        for (int h = 0; h < geometry.houseCount(); h++) {
            int placed = 0;
            int possible = 0;
            for (int c : geometry.houseCells[h]) {
                int v = grid.valueAt(c);
                if (v != 0) {
                    int bit = DigitSet.bit(v);
                    if ((placed & bit) != 0) {
                        return true;
                    }
                    placed |= bit;
                }
                possible |= grid.candidatesAt(c);
            }
            if ((placed | possible) != geometry.allDigits) {
                return true;
            }
        }
        return false;
    }
}
