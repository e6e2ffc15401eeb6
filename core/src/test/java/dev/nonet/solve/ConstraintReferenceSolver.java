package dev.nonet.solve;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Puzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Generate and test, to hold the constraint search to: fills the empty cells in row-major order, digits
 * ascending, checking each digit against the cell's houses only, and keeps a filled grid when every
 * constraint's {@code keeps} accepts it. No narrowing at all, so it shares nothing with the search but
 * the constraints' exact rules. Quick on 4x4 and on 6x6 with enough givens only.
 */
final class ConstraintReferenceSolver {

    private final Puzzle puzzle;
    private final int side;
    private final int[] cells;
    private final int[][] peers;
    private final long cap;
    private final List<Grid> solutions = new ArrayList<>();

    private ConstraintReferenceSolver(Puzzle puzzle, long cap) {
        this.puzzle = puzzle;
        this.side = puzzle.layout().side();
        this.cells = puzzle.givens().toArray();
        this.cap = cap;
        List<List<Integer>> peerLists = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            peerLists.add(new ArrayList<>());
        }
        for (House house : puzzle.layout().houses()) {
            List<Cell> members = puzzle.layout().cellsOf(house);
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

    /** The solutions of {@code puzzle}, at most {@code cap}, in lexicographic order; none for givens that repeat in a house. */
    static List<Grid> solutions(Puzzle puzzle, long cap) {
        ConstraintReferenceSolver solver = new ConstraintReferenceSolver(puzzle, cap);
        for (int i = 0; i < solver.cells.length; i++) {
            int d = solver.cells[i];
            if (d != 0) {
                for (int peer : solver.peers[i]) {
                    if (solver.cells[peer] == d) {
                        return List.of();
                    }
                }
            }
        }
        solver.fill(0);
        return solver.solutions;
    }

    static long count(Puzzle puzzle, long cap) {
        return solutions(puzzle, cap).size();
    }

    static Optional<Grid> lexFirst(Puzzle puzzle) {
        return solutions(puzzle, 1).stream().findFirst();
    }

    private void fill(int index) {
        if (solutions.size() >= cap) {
            return;
        }
        if (index == cells.length) {
            Grid grid = Grid.of(puzzle.givens().shape(), cells);
            for (Constraint constraint : puzzle.constraints()) {
                if (!constraint.isKeptBy(grid)) {
                    return;
                }
            }
            solutions.add(grid);
            return;
        }
        if (cells[index] != 0) {
            fill(index + 1);
            return;
        }
        for (int d = 1; d <= side; d++) {
            boolean free = true;
            for (int peer : peers[index]) {
                if (cells[peer] == d) {
                    free = false;
                    break;
                }
            }
            if (free) {
                cells[index] = d;
                fill(index + 1);
                cells[index] = 0;
            }
        }
    }
}
