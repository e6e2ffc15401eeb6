package dev.nonet.generate;

import dev.nonet.grid.Grid;

/** The 20 peers of every cell, as row-major indexes, for the generator's inner loops. */
final class Peers {

    /** {@code OF[cell]}: the cells that share a row, column or box with {@code cell}. */
    static final int[][] OF = new int[81][20];

    static {
        for (int cell = 0; cell < 81; cell++) {
            int n = 0;
            for (int other = 0; other < 81; other++) {
                boolean sameRow = other / 9 == cell / 9;
                boolean sameColumn = other % 9 == cell % 9;
                boolean sameBox = other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3;
                if (other != cell && (sameRow || sameColumn || sameBox)) {
                    OF[cell][n++] = other;
                }
            }
        }
    }

    private Peers() {
    }

    /** Whether the givens among {@code cell}'s peers hold every digit but the one in {@code cell}. */
    static boolean pinned(Grid puzzle, int cell) {
        int seen = 0;
        for (int peer : OF[cell]) {
            seen |= 1 << puzzle.get(peer);
        }
        return (seen | 1 << puzzle.get(cell) | 1) == 0x3FF;
    }
}
