package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.PmGrid;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.List;

/**
 * Example positions for technique tests, checked to be real (one solution, kept by the pencil marks),
 * and the one check of steps against a solution.
 */
final class Positions {

    private Positions() {
    }

    /** The pencil marks of {@code puzzle}'s givens, after checking that it has one solution they allow. */
    static CandidateGrid start(String puzzle) {
        Grid grid = Grid.parse(puzzle);
        assertThat(Sudoku.isUnique(Puzzle.of(grid))).as("unique: " + puzzle).isTrue();
        Grid solution = Sudoku.solve(Puzzle.of(grid)).solution().orElseThrow();
        CandidateGrid marks = CandidateGrid.of(Puzzle.of(grid));
        for (int i = 0; i < 81; i++) {
            Cell cell = new Cell(i / 9, i % 9);
            int digit = solution.get(i);
            assertThat(marks.value(cell) == digit || marks.has(cell, digit)).as("solution kept at " + cell).isTrue();
        }
        return marks;
    }

    /**
     * The steps {@code finder} finds in a position given as a PM line (HoDoKu's: givens, {@code +}placed
     * digits and candidates apart, as its regression library's cases are), after asserting that they
     * agree with the position's solution.
     */
    static List<Step<Technique>> stepsOfPmLine(TechniqueFinder finder, String pmLine) throws PuzzleFormatException {
        MarkedGrid position = PmGrid.parseLine(pmLine, 1);
        List<Step<Technique>> steps = finder.findAll(CandidateGrid.of(position));
        assertAgreeWith(Sudoku.solve(position).solution().orElseThrow(), steps);
        return steps;
    }

    /** Asserts that no step removes a digit of {@code solution} or places another. */
    static void assertAgreeWith(Grid solution, List<Step<Technique>> steps) {
        for (Step<Technique> step : steps) {
            for (Candidate e : step.eliminations()) {
                assertThat(solution.get(e.cell())).as(step.description()).isNotEqualTo(e.digit());
            }
            for (Candidate p : step.placements()) {
                assertThat(solution.get(p.cell())).as(step.description()).isEqualTo(p.digit());
            }
        }
    }
}
