package dev.nonet.logic;

/** Whether a candidate grid can no longer be completed, for reasons visible at a glance. */
final class Contradictions {

    private Contradictions() {
    }

    /**
     * True when an open cell has no candidate, a digit has no place in a house that lacks it, or a digit
     * is placed twice in a house.
     */
    static boolean find(CandidateGrid grid) {
        for (int c = 0; c < 81; c++) {
            if (grid.valueAt(c) == 0 && grid.candidatesAt(c) == 0) {
                return true;
            }
        }
        for (int h = 0; h < 27; h++) {
            int placed = 0;
            int possible = 0;
            for (int c : Geometry.HOUSE_CELLS[h]) {
                int v = grid.valueAt(c);
                if (v != 0) {
                    int bit = 1 << (v - 1);
                    if ((placed & bit) != 0) {
                        return true;
                    }
                    placed |= bit;
                }
                possible |= grid.candidatesAt(c);
            }
            if ((placed | possible) != CandidateGrid.ALL) {
                return true;
            }
        }
        return false;
    }
}
