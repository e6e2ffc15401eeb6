package dev.nonet.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.JsonTree;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every puzzle of the variant test set (85 setters' puzzles from SudokuVariantSolverJS's tests, CC BY
 * 4.0, titles and authors in {@code variants/puzzles.json}, see {@code variants/ATTRIBUTION.md}) has
 * exactly one solution, and it is the published one; its true candidates are that solution. The one
 * exception is "Executive Function", whose published grid breaks its encoded region-sum lines (the
 * data's README): the search finds the other grid, which keeps every rule.
 */
class VariantPuzzlesTest {

    private static final String CAVEAT = "Executive Function";

    static List<Map<?, ?>> entries() throws IOException {
        try (InputStream in = VariantPuzzlesTest.class.getResourceAsStream("/variants/puzzles.json")) {
            return ((List<?>) JsonTree.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8))).stream()
                    .<Map<?, ?>>map(e -> (Map<?, ?>) e).toList();
        }
    }

    @ParameterizedTest(name = "{index}")
    @MethodSource("entries")
    void hasExactlyOneSolutionTheOnePublished(Map<?, ?> entry) throws Exception {
        Puzzle puzzle = FPuzzles.read((String) entry.get("puzzle")).puzzle();
        SolveResult result = Sudoku.count(puzzle, 2, Deadline.after(Duration.ofSeconds(60)));
        assertThat(result.status()).as("%s", entry.get("title")).isEqualTo(SolveStatus.SOLVED);
        assertThat(result.count()).as("%s", entry.get("title")).isEqualTo(1);
        Grid solution = result.solution().orElseThrow();
        assertThat(GridValidator.isSolutionOf(solution, puzzle)).isTrue();
        Grid published = Grid.parse(puzzle.givens().shape(), (String) entry.get("solution"));
        if (CAVEAT.equals(entry.get("title"))) {
            assertThat(solution).isNotEqualTo(published);
            assertThat(GridValidator.brokenBy(published, puzzle)).extracting(c -> c.kind()).containsOnly("regionsumline");
        } else {
            assertThat(solution).as("%s", entry.get("title")).isEqualTo(published);
        }
    }

    @Tag("slow")
    @ParameterizedTest(name = "{index}")
    @MethodSource("entries")
    void trueCandidatesAreTheOneSolution(Map<?, ?> entry) throws Exception {
        Puzzle puzzle = FPuzzles.read((String) entry.get("puzzle")).puzzle();
        TrueCandidates found = Sudoku.trueCandidates(puzzle, 2, Deadline.after(Duration.ofSeconds(60)));
        assertThat(found.status()).isEqualTo(SolveStatus.SOLVED);
        assertThat(found.solutionsSeen()).isEqualTo(1);
        Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
        int side = puzzle.layout().side();
        for (int i = 0; i < side * side; i++) {
            Cell cell = new Cell(i / side, i % side);
            assertThat(found.digits(cell).mask()).as("%s %s", entry.get("title"), cell).isEqualTo(1 << (solution.get(i) - 1));
            assertThat(found.count(cell, solution.get(i))).isEqualTo(1);
        }
    }
}
