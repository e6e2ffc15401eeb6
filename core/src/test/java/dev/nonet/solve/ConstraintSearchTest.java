package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConstraintSearchTest {

    private static final String X_PUZZLE =
            "....1........2...34..5......6.....1.7...........8.....9...3......2..4.5...6...7.8";

    static List<Constraint> diagonals(int side) {
        List<Cell> down = new ArrayList<>();
        List<Cell> up = new ArrayList<>();
        for (int i = 0; i < side; i++) {
            down.add(new Cell(i, i));
            up.add(new Cell(side - 1 - i, i));
        }
        return List.of(new AllDifferent("diagonal-", down), new AllDifferent("diagonal+", up));
    }

    @Test
    void diagonalsAsConstraintsCountAsTheXLayoutDoes() {
        Grid empty = Grid.empty(Shape.of(6));
        Puzzle asLayout = new Puzzle(Layout.of(Shape.of(6)).with(Variant.X), empty);
        Puzzle asConstraints = new Puzzle(Layout.of(Shape.of(6)), empty, diagonals(6));
        assertThat(Sudoku.count(asConstraints, 100_000).count()).isEqualTo(Sudoku.count(asLayout, 100_000).count());
        assertThat(Sudoku.solveLexFirst(asConstraints).solution()).isEqualTo(Sudoku.solveLexFirst(asLayout).solution());
    }

    @Test
    void countsAnXPuzzleGivenAsConstraintsAsTheXLayoutDoes() {
        Grid givens = Grid.parse(X_PUZZLE);
        Puzzle asLayout = new Puzzle(Layout.CLASSIC.with(Variant.X), givens);
        Puzzle asConstraints = new Puzzle(Layout.CLASSIC, givens, diagonals(9));
        assertThat(Sudoku.count(asConstraints, 1000).count()).isEqualTo(Sudoku.count(asLayout, 1000).count());
        assertThat(Sudoku.solveLexFirst(asConstraints).solution()).isEqualTo(Sudoku.solveLexFirst(asLayout).solution());
    }

    @Test
    void trueCandidatesOfAnEmptyFourByFourAreEveryDigitEverywhere() {
        Puzzle puzzle = new Puzzle(Layout.of(Shape.of(4)), Grid.empty(Shape.of(4)), diagonals(4));
        List<Grid> all = ConstraintReferenceSolver.solutions(puzzle, 1000);
        TrueCandidates candidates = Sudoku.trueCandidates(puzzle, 1000, Deadline.NONE);
        assertThat(candidates.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(candidates.solutionsSeen()).isEqualTo(all.size());
        for (int cell = 0; cell < 16; cell++) {
            for (int d = 1; d <= 4; d++) {
                int index = cell;
                int digit = d;
                long expected = all.stream().filter(g -> g.get(index) == digit).count();
                assertThat(candidates.count(new Cell(cell / 4, cell % 4), d)).as("r%dc%d %d", cell / 4 + 1, cell % 4 + 1, d)
                        .isEqualTo(expected);
            }
        }
        TrueCandidates capped = Sudoku.trueCandidates(puzzle, 2, Deadline.NONE);
        assertThat(capped.count(new Cell(0, 0), 1)).isEqualTo(Math.min(2, candidates.count(new Cell(0, 0), 1)));
    }

    @Test
    void aCancelledSearchTimesOut() {
        Deadline cancelled = Deadline.cancellable();
        cancelled.cancel();
        Puzzle puzzle = new Puzzle(Layout.CLASSIC, Grid.empty(Shape.CLASSIC), diagonals(9));
        assertThat(Sudoku.count(puzzle, 1_000_000, cancelled).status()).isEqualTo(SolveStatus.TIMED_OUT);
        assertThat(Sudoku.trueCandidates(puzzle, 1, cancelled).status()).isEqualTo(SolveStatus.TIMED_OUT);
    }
}
