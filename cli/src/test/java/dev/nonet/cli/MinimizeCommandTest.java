package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.generate.Minimizer;
import dev.nonet.grid.Grid;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet minimize} on the shared mixed batch: one record out per record in, bad ones as verdicts. */
class MinimizeCommandTest {

    private static final String EASY =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void minimizesEachPuzzleKeepingItsSolutionAndWordsTheBadRecords() {
        CliRun run = CliRun.run("", "minimize", BatchCommandsTest.MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(7);
        Grid minimal = Grid.parse(out.get(0).substring(0, 81));
        assertThat(out.get(0)).endsWith(" #easy");
        assertThat(Minimizer.isMinimal(minimal)).isTrue();
        assertThat(Sudoku.solve(minimal).solution()).isEqualTo(Sudoku.solve(Grid.parse(EASY)).solution());
        assertThat(out.subList(1, 5)).isEqualTo(BatchCommandsTest.BAD_RECORDS);
        assertThat(out.get(5)).isEqualTo("multiple solutions: line 7");
        assertThat(out.get(6)).isEqualTo("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
        assertThat(run.err()).contains("7 puzzles in",
                "1 minimized, 2 malformed, 1 invalid, 1 no solution, 1 multiple solutions, 1 already minimal");
    }

    @Test
    void writesJsonWithTheGivensBeforeAndAfter() {
        CliRun run = CliRun.run(EASY + "\n", "minimize", "--json", "--quiet");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("{\"record\":1,\"line\":1,\"puzzle\":\"" + EASY + "\",\"status\":\"minimized\",\"minimal\":\"")
                .contains("\"givensBefore\":30,\"givensAfter\":");
        assertThat(run.err()).isEmpty();
    }
}
