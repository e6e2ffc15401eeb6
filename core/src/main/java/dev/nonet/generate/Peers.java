package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The peers of every cell (20 in classic 9x9), as row-major indexes, for the generator's inner loops. */
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

    /** {@code of(layout)[cell]}: the cells that share any house of {@code layout} with {@code cell}. */
    static int[][] of(Layout layout) {
        int cells = layout.shape().cellCount();
        List<Set<Integer>> peers = new ArrayList<>();
        for (int i = 0; i < cells; i++) {
            peers.add(new LinkedHashSet<>());
        }
        for (House house : layout.houses()) {
            List<Cell> members = layout.cellsOf(house);
            for (Cell a : members) {
                for (Cell b : members) {
                    if (!a.equals(b)) {
                        peers.get(layout.shape().indexOf(a)).add(layout.shape().indexOf(b));
                    }
                }
            }
        }
        return peers.stream().map(set -> set.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /** Whether the givens among {@code cell}'s classic peers hold every digit but the one in {@code cell}. */
    static boolean pinned(Grid puzzle, int cell) {
        return pinned(puzzle, cell, OF[cell]);
    }

    /** Whether the givens among {@code peers}, the peers of {@code cell}, hold every digit but the one in {@code cell}. */
    static boolean pinned(Grid puzzle, int cell, int[] peers) {
        int seen = 0;
        for (int peer : peers) {
            seen |= 1 << puzzle.get(peer);
        }
        int everyDigitAndBlank = (2 << puzzle.shape().side()) - 1;
        return (seen | 1 << puzzle.get(cell) | 1) == everyDigitAndBlank;
    }
}
