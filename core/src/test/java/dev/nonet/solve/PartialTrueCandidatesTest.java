package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * True candidates cut short by their deadline keep what the solutions met so far show: every candidate
 * counted is true, and two in one cell prove the puzzle has several solutions.
 */
class PartialTrueCandidatesTest {

    @Test
    void aSearchCutShortKeepsTheCandidatesItsSolutionsMet() throws Exception {
        // Zipper Lines with its givens taken away: a count to 2 takes a tenth of a second, the true candidates
        // more than 5 s (docs/PERFORMANCE.md), so a deadline of 1.5 s cuts them short with solutions met.
        Map<?, ?> entry = VariantPuzzlesTest.entries().stream().filter(e -> "Zipper Lines".equals(e.get("title"))).findFirst().orElseThrow();
        Puzzle given = FPuzzles.read((String) entry.get("puzzle")).puzzle();
        Puzzle open = given.withGivens(Grid.empty(given.givens().shape()));

        TrueCandidates found = Sudoku.trueCandidates(open, 1, Deadline.after(Duration.ofMillis(1500)));

        assertThat(found.status()).isEqualTo(SolveStatus.TIMED_OUT);
        assertThat(found.solutionsSeen()).isGreaterThanOrEqualTo(2);
        int side = open.layout().side();
        int widest = 0;
        Cell widestCell = null;
        for (int i = 0; i < side * side; i++) {
            Cell cell = new Cell(i / side, i % side);
            int digits = found.digits(cell).size();
            assertThat(digits).as("%s: every cell holds a digit of the solutions met", cell).isPositive();
            if (digits > widest) {
                widest = digits;
                widestCell = cell;
            }
        }
        assertThat((long) widest).isEqualTo(found.solutionsSeen());
        // Each digit met in the widest cell is true: some solution puts it there.
        for (int d : found.digits(widestCell)) {
            Grid one = Grid.empty(open.givens().shape()).with(widestCell, d);
            SolveResult solved = Sudoku.solve(open.withGivens(one), Deadline.after(Duration.ofSeconds(30)));
            assertThat(solved.status()).as("%s = %d", widestCell, d).isEqualTo(SolveStatus.SOLVED);
        }
    }
}
