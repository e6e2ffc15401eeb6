package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.format.Pencilmarks;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

class LogicalSolverTest {

    static final String EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    static final String HARDEST = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";

    @Test
    void solvesAnEasyPuzzleWithSinglesAndRatesIt() {
        LogicalResult result = new LogicalSolver().solve(Puzzle.parse(EASY));
        assertThat(result.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(result.end().toGrid()).hasToString(SinglesTest.SOLUTION);
        assertThat(result.path()).hasSize(51);
        assertThat(result.rating().level()).isEqualTo(Level.EASY);
        assertThat(result.rating().difficulty()).isBetween(1.0, 2.3);
        assertThat(result.rating().uses().values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(51);
    }

    @Test
    void stopsStuckWithItsProgressWhenNoTechniqueApplies() {
        LogicalResult result = new LogicalSolver().solve(Puzzle.parse(HARDEST));
        assertThat(result.status()).isEqualTo(LogicalStatus.STUCK);
        assertThat(result.rating().level()).isEqualTo(Level.EXTREME);
        assertThat(result.end().isSolved()).isFalse();
    }

    @Test
    void reportsAContradictionForGivensWithoutSolution() {
        Grid unsolvable = Grid.parse("12345678.........9" + ".".repeat(63));
        assertThat(new LogicalSolver().solve(Puzzle.of(unsolvable)).status()).isEqualTo(LogicalStatus.CONTRADICTION);
    }

    @Test
    void readsAndWritesPencilmarks() throws PuzzleFormatException {
        CandidateGrid marks = CandidateGrid.of(Puzzle.parse(EASY));
        String text = marks.toPencilmarks();
        assertThat(text).hasSize(729).startsWith("....5....").contains("12.4.....");
        assertThat(text.substring(18, 27)).as("r1c3: 1, 2 or 4").isEqualTo("12.4.....");
        CandidateGrid back = CandidateGrid.ofPencilmarks(Pencilmarks.parse(text, 1));
        assertThat(back.toPencilmarks()).isEqualTo(text);
        LogicalResult fromMarks = new LogicalSolver().solve(back);
        assertThat(fromMarks.status()).isEqualTo(LogicalStatus.SOLVED);
        assertThat(fromMarks.end().toGrid()).hasToString(SinglesTest.SOLUTION);
        assertThatThrownBy(() -> CandidateGrid.ofPencilmarks(Pencilmarks.parse(text.substring(0, 728), 3)))
                .hasMessage("line 3: expected 729 pencil marks, found 728");
        assertThatThrownBy(() -> CandidateGrid.ofPencilmarks(Pencilmarks.parse("2" + text.substring(1), 1)))
                .hasMessage("line 1, column 1: '2' stands in the place of digit 1 of r1c1");
    }
}
