package dev.nonet.validation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

class GridValidatorTest {

    static final String SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    private static String with(String line, int index, char digit) {
        return line.substring(0, index) + digit + line.substring(index + 1);
    }

    @Test
    void namesTheDigitTheHouseAndBothCellsOfARepeat() {
        String empty = ".".repeat(81);
        Grid g = Grid.parse(with(with(empty, 2 * 9 + 1, '5'), 2 * 9 + 7, '5'));
        assertThat(GridValidator.conflicts(Puzzle.of(g))).singleElement()
                .hasToString("digit 5 appears twice in row 3: r3c2 and r3c8");
    }

    @Test
    void findsRepeatsInColumnsAndBoxes() {
        String empty = ".".repeat(81);
        Grid column = Grid.parse(with(with(empty, 4, '7'), 8 * 9 + 4, '7'));
        assertThat(GridValidator.firstConflict(Puzzle.of(column))).hasValueSatisfying(c -> {
            assertThat(c).hasToString("digit 7 appears twice in column 5: r1c5 and r9c5");
            assertThat(c.first()).isEqualTo(new Cell(0, 4));
        });
        Grid box = Grid.parse(with(with(empty, 3 * 9 + 3, '4'), 5 * 9 + 5, '4'));
        assertThat(GridValidator.conflicts(Puzzle.of(box))).singleElement()
                .hasToString("digit 4 appears twice in box 5: r4c4 and r6c6");
    }

    @Test
    void acceptsValidGridsAndSolutions() {
        Grid solution = Grid.parse(SOLUTION);
        assertThat(GridValidator.isConsistent(Puzzle.of(solution))).isTrue();
        Grid puzzle = Grid.parse(GridTestData.PUZZLE);
        assertThat(GridValidator.isConsistent(Puzzle.of(puzzle))).isTrue();
        assertThat(GridValidator.isSolutionOf(solution, Puzzle.of(puzzle))).isTrue();
    }

    @Test
    void rejectsWhatIsNotASolution() {
        Grid puzzle = Grid.parse(GridTestData.PUZZLE);
        Grid solution = Grid.parse(SOLUTION);
        assertThat(GridValidator.isSolutionOf(puzzle, Puzzle.of(puzzle))).as("not filled").isFalse();
        Grid swapped = Grid.parse(with(with(SOLUTION, 0, '3'), 1, '5')); // breaks two columns and a given
        assertThat(GridValidator.isSolutionOf(swapped, Puzzle.of(puzzle))).isFalse();
        Grid otherGivens = puzzle.with(new Cell(0, 2), 1); // solution has 4 at r1c3
        assertThat(GridValidator.isSolutionOf(solution, Puzzle.of(otherGivens))).as("given not kept").isFalse();
    }

    /** Shared sample puzzle of the validator tests. */
    static final class GridTestData {
        static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    }
}
