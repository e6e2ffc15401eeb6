package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The search of positions with pencil marks ({@link Sudoku#count(MarkedGrid, long)}) on random puzzles:
 * against the plain search of the same puzzle when the marks follow from it, and against a brute force
 * over the candidates (below) when they are cut at random.
 */
class SukakuProperties {

    @Property(tries = 300)
    void aPuzzlesOwnCandidatesAsASukakuHaveItsSolutions(@ForAll("puzzles") Grid puzzle) {
        MarkedGrid sukaku = MarkedGrid.ofCandidates(CandidateGrid.of(Puzzle.of(puzzle)).toMarkedGrid().marks());
        SolveResult plain = Sudoku.count(Puzzle.of(puzzle), 20);
        SolveResult marked = Sudoku.count(sukaku, 20);
        assertThat(marked.status()).isEqualTo(plain.status());
        assertThat(marked.count()).isEqualTo(plain.count());
        assertThat(sukaku.isSolvedBy(marked.solution().orElseThrow())).isTrue();
        if (plain.isUnique()) {
            assertThat(marked.solution()).isEqualTo(plain.solution());
        }
    }

    @Property(tries = 300)
    void eliminationsTheSolutionSurvivesLeaveTheOneSolution(@ForAll("uniquePuzzles") Grid puzzle, @ForAll long seed) {
        Grid solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow();
        Random random = new Random(seed);
        List<DigitSet> marks = new ArrayList<>(CandidateGrid.of(Puzzle.of(puzzle)).toMarkedGrid().marks());
        for (int i = 0; i < 81; i++) {
            for (int d = 1; d <= 9; d++) {
                if (d != solution.get(i) && random.nextInt(3) == 0) {
                    marks.set(i, marks.get(i).without(d));
                }
            }
        }
        SolveResult marked = Sudoku.count(MarkedGrid.ofCandidates(marks), 2);
        assertThat(marked.count()).isEqualTo(1);
        assertThat(marked.solution()).contains(solution);
    }

    @Property(tries = 400)
    void countsAgreeWithABruteForceOverTheCandidates(@ForAll("densePuzzles") Grid puzzle, @ForAll long seed) {
        Random random = new Random(seed);
        MarkedGrid position = randomlyCut(puzzle, random);
        SolveResult marked = Sudoku.count(position, 30);
        long expected = BruteForce.count(position, 30);
        assertThat(marked.count()).isEqualTo(expected);
        assertThat(marked.status()).isEqualTo(expected == 0 ? SolveStatus.NO_SOLUTION : SolveStatus.SOLVED);
        marked.solution().ifPresent(s -> assertThat(position.isSolvedBy(s)).isTrue());
        assertThat(Sudoku.solveLexFirst(position).solution()).as("row-major, digits ascending: the brute force's first")
                .isEqualTo(BruteForce.first(position));
    }

    /** Givens kept, some of the other digits placed, and a candidate in eight cut from the open cells at random. */
    private static MarkedGrid randomlyCut(Grid puzzle, Random random) {
        Grid solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow();
        int[] placed = new int[81];
        List<DigitSet> marks = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            if (puzzle.get(i) == 0 && random.nextInt(5) == 0) {
                placed[i] = solution.get(i);
            }
            DigitSet all = DigitSet.upTo(9);
            for (int d = 1; d <= 9; d++) {
                if (random.nextInt(8) == 0) {
                    all = all.without(d);
                }
            }
            marks.add(all);
        }
        return MarkedGrid.of(puzzle, Grid.of(placed), marks);
    }

    @Provide
    Arbitrary<Grid> puzzles() {
        return Arbitraries.longs().map(seed -> SolutionGrids.puzzle(new Random(seed), 0.35, 0.7));
    }

    @Provide
    Arbitrary<Grid> densePuzzles() {
        return Arbitraries.longs().map(seed -> SolutionGrids.puzzle(new Random(seed), 0.3, 0.55));
    }

    @Provide
    Arbitrary<Grid> uniquePuzzles() {
        return puzzles().filter(p -> Sudoku.isUnique(Puzzle.of(p)));
    }

    /**
     * Counts by plain backtracking: cells in row-major order, each open one trying its candidates that no
     * peer holds. Shares nothing with the engine.
     */
    private static final class BruteForce {
        private final int[] cells = new int[81];
        private final int[] allowed = new int[81];
        private int[] first;
        private long found;
        private long cap;

        static long count(MarkedGrid position, long cap) {
            return of(position, cap).found;
        }

        /** The first solution found, row by row with digits ascending: the lexicographically smallest. */
        static java.util.Optional<Grid> first(MarkedGrid position) {
            BruteForce search = of(position, 1);
            return java.util.Optional.ofNullable(search.first).map(Grid::of);
        }

        private static BruteForce of(MarkedGrid position, long cap) {
            BruteForce search = new BruteForce();
            Grid digits = position.digits();
            for (int i = 0; i < 81; i++) {
                search.cells[i] = digits.get(i);
                search.allowed[i] = position.candidates(i).mask();
            }
            for (int i = 0; i < 81; i++) {
                if (search.cells[i] != 0 && !search.fits(i, search.cells[i])) {
                    return search;
                }
            }
            search.cap = cap;
            search.from(0);
            return search;
        }

        private void from(int cell) {
            if (found >= cap) {
                return;
            }
            if (cell == 81) {
                if (found++ == 0) {
                    first = cells.clone();
                }
                return;
            }
            if (cells[cell] != 0) {
                from(cell + 1);
                return;
            }
            for (int d = 1; d <= 9; d++) {
                if ((allowed[cell] & (1 << (d - 1))) != 0 && fits(cell, d)) {
                    cells[cell] = d;
                    from(cell + 1);
                    cells[cell] = 0;
                }
            }
        }

        private boolean fits(int cell, int d) {
            int row = cell / 9;
            int column = cell % 9;
            int box = row / 3 * 27 + column / 3 * 3;
            for (int k = 0; k < 9; k++) {
                int inRow = row * 9 + k;
                int inColumn = k * 9 + column;
                int inBox = box + k / 3 * 9 + k % 3;
                if (inRow != cell && cells[inRow] == d || inColumn != cell && cells[inColumn] == d
                        || inBox != cell && cells[inBox] == d) {
                    return false;
                }
            }
            return true;
        }
    }
}
