package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.EASY;
import static dev.nonet.cli.LogicPuzzles.STUCK_SEVERAL;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.PmGrid;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Positions with pencil marks on the command line: PM grids and lines keep givens and placed digits
 * apart for explain and hint, and solve, count, check, rate and convert take them (sukaku) as well as
 * 729 marks, one output record per input record.
 */
class PencilmarkPositionsTest {

    private static final Grid SOLUTION = Sudoku.solve(Puzzle.parse(EASY)).solution().orElseThrow();

    /** {@link #EASY}'s solution placed over its givens but for r1c1 and r9c8, each the last open cell of its houses. */
    private static MarkedGrid twoLeft() {
        int[] placed = new int[81];
        List<DigitSet> marks = new ArrayList<>();
        Grid givens = Grid.parse(EASY);
        for (int i = 0; i < 81; i++) {
            boolean open = i == 0 || i == 79;
            placed[i] = open || givens.get(i) != 0 ? 0 : SOLUTION.get(i);
            marks.add(open ? DigitSet.of(SOLUTION.get(i), 1 + SOLUTION.get(i) % 9) : DigitSet.EMPTY);
        }
        return MarkedGrid.of(givens, Grid.of(placed), marks);
    }

    @Test
    void aPmGridKeepsPlacedCellsPlacedSoFullHouseFiresAndNothingElseIsListed() {
        String grid = PmGrid.writeGrid(twoLeft());
        CliRun pm = CliRun.run(grid, "explain");
        assertThat(pm.exitCode()).isZero();
        assertThat(pm.out().lines().filter(l -> l.matches("\\d+\\. .*")).toList())
                .hasSize(2).allMatch(l -> l.contains("Full House"));
        String marks729 = CandidateGrid.of(twoLeft()).toPencilmarks();
        CliRun old = CliRun.run(marks729 + "\n", "explain");
        assertThat(old.out()).as("729 marks cannot say a cell is placed: each is a single to take")
                .contains("solved in 81 steps");
    }

    @Test
    void explainWritesAStuckPositionAsAPmGridWhenAsked() {
        CliRun run = CliRun.run(STUCK_SEVERAL + "\n", "explain", "--marks-to", "pmgrid");
        List<String> lines = run.out().lines().toList();
        int at = lines.indexOf(lines.stream().filter(l -> l.endsWith("; pencil marks:")).findFirst().orElseThrow());
        String grid = String.join("\n", lines.subList(at + 1, at + 14)) + "\n";
        assertThat(grid).startsWith(".--").contains(":--").contains("'--");
        CliRun again = CliRun.run(grid, "convert", "--to", "pmline", "-q");
        assertThat(again.out().strip().split(" ")).hasSize(81);
        assertThat(CliRun.run(STUCK_SEVERAL + "\n", "explain", "--marks-to", "pretty").err())
                .isEqualTo("nonet: --marks-to takes pencilmarks, pmgrid or pmline, not pretty\n");
        CliRun json = CliRun.run(STUCK_SEVERAL + "\n", "explain", "--json", "--marks-to", "pmline");
        assertThat(json.out()).contains("\"end\":\"1249 8 ");
    }

    @Test
    void hintOfAPmLineTakesTheFullHouse() {
        CliRun hint = CliRun.run(PmGrid.writeLine(twoLeft()) + "\n", "hint");
        assertThat(hint.out()).startsWith("Full House");
    }

    @Test
    void solveCountCheckAndRateTakeSukakuInEachForm() {
        MarkedGrid sukaku = MarkedGrid.ofCandidates(CandidateGrid.of(Puzzle.parse(EASY)).toMarkedGrid().marks());
        String marks729 = CandidateGrid.of(sukaku).toPencilmarks() + "\n";
        String grid = PmGrid.writeGrid(sukaku);
        for (String input : List.of(marks729, grid, PmGrid.writeLine(sukaku) + "\n")) {
            assertThat(CliRun.run(input, "solve", "-q").out()).isEqualTo(SOLUTION + "\n");
            assertThat(CliRun.run(input, "count", "-q").out()).isEqualTo("1\n");
            assertThat(CliRun.run(input, "check", "-q").out()).isEqualTo("unique\n");
            assertThat(CliRun.run(input, "rate", "-q").out()).startsWith("1.");
            assertThat(CliRun.run(input, "rate", "-q", "--model", "nonet").out()).startsWith("1.").contains("easy");
        }
        CliRun json = CliRun.run(marks729, "count", "-q", "--json");
        assertThat(json.out()).contains("\"puzzle\":\"" + marks729.strip() + "\"").contains("\"solutions\":1");
    }

    @Test
    void theSearchHoldsToTheMarks() {
        List<DigitSet> marks = new ArrayList<>(CandidateGrid.of(Puzzle.parse(EASY)).toMarkedGrid().marks());
        marks.set(0, marks.get(0).without(SOLUTION.get(0))); // the solution's digit gone from r1c1
        String cut = CandidateGrid.of(MarkedGrid.ofCandidates(marks)).toPencilmarks();
        CliRun run = CliRun.run(cut + "\n" + "x".repeat(729) + "\n", "solve", "-q");
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_PUZZLES);
        assertThat(run.out()).isEqualTo("no solution: line 1\n"
                + "malformed: line 2, column 1: 'x' is not a digit or '.' in a pencilmark grid\n");
        Grid givens = Grid.parse(EASY);
        Grid repeat = Grid.empty(givens.shape()).with(new dev.nonet.grid.Cell(1, 0), givens.get(17)); // r2c9's given again in r2c1
        CliRun invalid = CliRun.run(PmGrid.writeLine(MarkedGrid.of(givens, repeat, marks)) + "\n", "count", "-q");
        assertThat(invalid.out()).startsWith("invalid: line 1: digit ");
    }

    @Test
    void badPmGridsAreNamedByLineColumnAndCell() {
        String grid = PmGrid.writeGrid(twoLeft());
        String[] lines = grid.split("\n");
        lines[3] = lines[3].replaceFirst("\\| (\\+?\\d)", "| $1z");
        CliRun run = CliRun.run(String.join("\n", lines) + "\n\n" + grid, "check", "-q");
        assertThat(run.out()).matches("malformed: line 4, column 3: '\\+?\\d+z' is not a .* \\(r3c1\\)\n"
                + "unique\n");
    }

    @Test
    void convertWritesPuzzlesAndPositionsInEachPencilmarkForm() {
        CliRun grid = CliRun.run(EASY + "\n", "convert", "--to", "pmgrid", "-q");
        assertThat(grid.out().lines()).hasSize(13);
        MarkedGrid start = CandidateGrid.of(Puzzle.parse(EASY)).toMarkedGrid();
        assertThat(grid.out()).isEqualTo(PmGrid.writeGrid(start));
        assertThat(CliRun.run(grid.out(), "convert", "--to", "pmline", "-q").out()).isEqualTo(PmGrid.writeLine(start) + "\n");
        assertThat(CliRun.run(grid.out(), "convert", "--to", "pencilmarks", "-q").out())
                .isEqualTo(CandidateGrid.of(Puzzle.parse(EASY)).toPencilmarks() + "\n");
        assertThat(CliRun.run(grid.out(), "convert", "--to", "line", "-q").out()).as("a puzzle format keeps the givens")
                .isEqualTo(EASY + "\n");
        assertThat(CliRun.run(EASY + "\n", "convert", "--to", "pmgrid", "--shape", "16x16").err())
                .isEqualTo("nonet: --to pmgrid writes classic 9x9 positions only, not with --shape, --variant or --regions\n");
    }
}
