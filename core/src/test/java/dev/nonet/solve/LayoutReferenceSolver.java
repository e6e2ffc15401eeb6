package dev.nonet.solve;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A deliberately plain solver for any layout, to check the generic engine against: it fills the empty
 * cells in row-major order, digits ascending, checking each digit against every house of the cell.
 * No propagation, no bits; it shares no code with the engine, only the layout's list of houses. So
 * its first solution is the lex-first one. Quick on small grids (4x4, 6x6) and dense puzzles only.
 */
final class LayoutReferenceSolver {

    private final int side;
    private final int[] cells;
    /** For each cell, the cells that share a house with it. */
    private final int[][] peers;
    private final long cap;
    private long found;
    private int[] first;

    private LayoutReferenceSolver(Layout layout, Grid puzzle, long cap) {
        this.side = layout.side();
        this.cells = puzzle.toArray();
        this.cap = cap;
        List<List<Integer>> peerLists = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            peerLists.add(new ArrayList<>());
        }
        for (House house : layout.houses()) {
            List<Cell> members = layout.cellsOf(house);
            for (Cell a : members) {
                for (Cell b : members) {
                    if (!a.equals(b)) {
                        peerLists.get(a.row() * side + a.column()).add(b.row() * side + b.column());
                    }
                }
            }
        }
        this.peers = peerLists.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
    }

    /** The number of solutions under the layout's rules, no further than {@code cap}; 0 for repeated givens. */
    static long count(Layout layout, Grid puzzle, long cap) {
        LayoutReferenceSolver solver = new LayoutReferenceSolver(layout, puzzle, cap);
        if (!solver.givensAreValid()) {
            return 0;
        }
        solver.fill(0);
        return solver.found;
    }

    /** The lexicographically smallest solution, if any. */
    static Optional<Grid> lexFirst(Layout layout, Grid puzzle) {
        LayoutReferenceSolver solver = new LayoutReferenceSolver(layout, puzzle, 1);
        if (!solver.givensAreValid()) {
            return Optional.empty();
        }
        solver.fill(0);
        return Optional.ofNullable(solver.first).map(c -> Grid.of(puzzle.shape(), c));
    }

    private boolean givensAreValid() {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0 && !allowed(i, cells[i])) {
                return false;
            }
        }
        return true;
    }

    private void fill(int from) {
        int cell = from;
        while (cell < cells.length && cells[cell] != 0) {
            cell++;
        }
        if (cell == cells.length) {
            if (found++ == 0) {
                first = cells.clone();
            }
            return;
        }
        for (int digit = 1; digit <= side && found < cap; digit++) {
            if (allowed(cell, digit)) {
                cells[cell] = digit;
                fill(cell + 1);
                cells[cell] = 0;
            }
        }
    }

    private boolean allowed(int cell, int digit) {
        for (int peer : peers[cell]) {
            if (cells[peer] == digit) {
                return false;
            }
        }
        return true;
    }
}
