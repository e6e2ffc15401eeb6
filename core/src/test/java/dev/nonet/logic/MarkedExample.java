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
 * A position on the way through a puzzle with one solution, as a PM line ({@code +} before a digit
 * placed since, a digit alone a given, several digits an open cell's candidates), so that the givens
 * stay apart from the digits placed since.
 */
record MarkedExample(String puzzle, String pmLine) {

    /** The position, after checking that its givens are the puzzle's and that it keeps the one solution. */
    CandidateGrid marks() {
        MarkedGrid position = position();
        assertThat(position.givens()).as("givens of " + puzzle).isEqualTo(Grid.parse(puzzle));
        assertThat(position.isSolvedBy(solution())).as("solution kept: " + pmLine).isTrue();
        return CandidateGrid.of(position);
    }

    MarkedGrid position() {
        try {
            return PmGrid.parseLine(pmLine, 1);
        } catch (PuzzleFormatException e) {
            throw new AssertionError(e);
        }
    }

    Grid solution() {
        Puzzle givens = Puzzle.parse(puzzle);
        assertThat(Sudoku.isUnique(givens)).as("unique: " + puzzle).isTrue();
        return Sudoku.solve(givens).solution().orElseThrow();
    }

    /** The finder's steps on this position, after checking that every one keeps the solution. */
    List<Step<Technique>> steps(TechniqueFinder finder) {
        List<Step<Technique>> steps = finder.findAll(marks());
        Positions.assertAgreeWith(solution(), steps);
        return steps;
    }


    /** The descriptions of {@link #steps}. */
    List<String> descriptions(TechniqueFinder finder) {
        return steps(finder).stream().map(Step::description).toList();
    }

    /** The same position with the cell {@code cell} (placed or given) as a given, the rest as it is. */
    MarkedExample withGiven(Cell cell) {
        String[] tokens = pmLine.split(" ");
        int i = cell.row() * 9 + cell.column();
        tokens[i] = tokens[i].replace("+", "");
        StringBuilder givens = new StringBuilder(puzzle);
        givens.setCharAt(i, tokens[i].charAt(0));
        return new MarkedExample(givens.toString(), String.join(" ", tokens));
    }

    /** The same position with the given {@code cell} as a digit placed since, the puzzle one given short. */
    MarkedExample withPlaced(Cell cell) {
        String[] tokens = pmLine.split(" ");
        int i = cell.row() * 9 + cell.column();
        tokens[i] = "+" + tokens[i];
        StringBuilder givens = new StringBuilder(puzzle);
        givens.setCharAt(i, '.');
        return new MarkedExample(givens.toString(), String.join(" ", tokens));
    }
}
