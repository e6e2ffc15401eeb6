package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.generate.ClueRange;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.Minimizer;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

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
        assertThat(Minimizer.isMinimal(Puzzle.of(minimal))).isTrue();
        assertThat(Sudoku.solve(Puzzle.of(minimal)).solution()).isEqualTo(Sudoku.solve(Puzzle.parse(EASY)).solution());
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

    static Stream<Arguments> layouts() {
        return Stream.of(
                Arguments.of(Layout.of(Shape.of(4)), new String[] {}),
                Arguments.of(Layout.of(Shape.of(6)), new String[] {"--shape", "6x6"}),
                Arguments.of(Layout.of(Shape.of(16)), new String[] {"--shape", "16x16"}),
                Arguments.of(Layout.jigsaw(VariantCommandsTest.MAP), new String[] {"--variant", "jigsaw"}),
                Arguments.of(Layout.CLASSIC.with(Variant.X), new String[] {"--variant", "x"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void minimizesOtherLayoutsUnderAllTheirHousesAndWritesThemInTheirFormat(Layout layout, String[] options) {
        Crowded generated = crowdedPuzzle(layout);
        String input = SolveCommand.render(new Puzzle(layout, generated.puzzle()), "", OutputFormat.LINE);
        CliRun run = CliRun.run(input, GenerateCommandTest.concat(new String[] {"minimize", "--quiet"}, options));
        assertThat(run.exitCode()).as(run.err()).isZero();
        String line = run.out().strip();
        int cells = layout.shape().cellCount();
        if (layout.isJigsaw()) {
            assertThat(line).endsWith(" " + VariantCommandsTest.MAP);
        }
        Grid minimal = Grid.parse(layout.shape(), line.substring(0, cells));
        assertThat(minimal.givenCount()).isLessThan(generated.puzzle().givenCount());
        assertThat(Minimizer.removableGivens(new Puzzle(layout, minimal))).isEmpty();
        assertThat(Sudoku.solve(new Puzzle(layout, minimal)).solution()).contains(generated.solution());
    }

    @Test
    void anXSudokuMinimizedAsPlainSudokuIsNotUniqueWithoutItsDiagonals() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        Grid minimalUnderX = Minimizer.minimize(new Puzzle(x, crowdedPuzzle(x).puzzle())).givens();
        CliRun plain = CliRun.run(minimalUnderX + "\n", "minimize", "--quiet");
        assertThat(plain.exitCode()).isEqualTo(1);
        assertThat(plain.out()).isEqualTo("multiple solutions: line 1\n");
        CliRun underX = CliRun.run(minimalUnderX + "\n", "minimize", "--variant", "x", "--json", "--quiet");
        assertThat(underX.out()).contains("\"variants\":[\"x\"]", "\"status\":\"already minimal\"");
    }

    @Test
    void aJigsawTakesItsMapFromRegionsAndARecordWithoutOneIsMalformed(@TempDir Path dir) throws IOException {
        Layout jigsaw = Layout.jigsaw(VariantCommandsTest.MAP);
        Grid puzzle = crowdedPuzzle(jigsaw).puzzle();
        Path map = dir.resolve("map.txt");
        Files.writeString(map, VariantCommandsTest.MAP);
        CliRun shared = CliRun.run(puzzle + "\n", "minimize", "--regions", map.toString(), "--quiet");
        assertThat(shared.exitCode()).isZero();
        assertThat(shared.out()).as("the map comes along, as with solve").isEqualTo(Minimizer.minimize(new Puzzle(jigsaw, puzzle)).givens() + " " + VariantCommandsTest.MAP + "\n");
        CliRun missing = CliRun.run(puzzle + "\n", "minimize", "--variant", "jigsaw", "--quiet");
        assertThat(missing.exitCode()).isEqualTo(1);
        assertThat(missing.out()).startsWith("malformed: line 1");
        CliRun noFile = CliRun.run("", "minimize", "--regions", dir.resolve("none.txt").toString());
        assertThat(noFile.exitCode()).isEqualTo(2);
        assertThat(noFile.err()).contains("cannot read").doesNotContain("Exception");
    }

    /**
     * An f-puzzles puzzle comes back as f-puzzles by default, not as a line that drops its rules: a
     * killer keeps its cages (as a line it was 81 dots), and The Initials its title, little killers and
     * drawing with fewer givens.
     */
    @Test
    void anFPuzzlesPuzzleIsWrittenBackAsOneWithItsRulesKept() throws IOException {
        String killer = CliRun.run("", "generate", "--variant", "killer", "--seed", "7", "-q").out();
        CliRun run = CliRun.run(killer, "minimize", "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode object = new ObjectMapper().readTree(run.out());
        assertThat(object.get("killercage")).as(run.out()).isNotEmpty();
        assertThat(object.get("killercage")).isEqualTo(new ObjectMapper().readTree(killer).get("killercage"));
        assertThat(CliRun.run(run.out(), "solve", "-q").out()).isEqualTo(CliRun.run(killer, "solve", "-q").out());
        assertThat(CliRun.run(killer, "minimize", "--to", "line", "--quiet").out()).startsWith(".".repeat(81));

        CliRun initials = CliRun.run(FPuzzlesCommandsTest.PAYLOAD + "\n", "minimize", "--json", "--quiet");
        JsonNode report = new ObjectMapper().readTree(initials.out());
        CliRun minimized = CliRun.run(FPuzzlesCommandsTest.PAYLOAD + "\n", "minimize", "--quiet");
        JsonNode written = new ObjectMapper().readTree(minimized.out());
        JsonNode source = new ObjectMapper().readTree(CliRun.run(FPuzzlesCommandsTest.PAYLOAD + "\n", "convert", "--to", "fpuzzles", "-q").out());
        assertThat(written.get("title")).isEqualTo(source.get("title"));
        assertThat(written.get("littlekillersum")).isEqualTo(source.get("littlekillersum"));
        assertThat(CliRun.run(minimized.out(), "convert", "--to", "line", "-q").out().substring(0, 81)).isEqualTo(report.get("minimal").asText());
        assertThat(CliRun.run(minimized.out(), "solve", "-q").out()).startsWith(FPuzzlesCommandsTest.SOLUTION);
    }

    private record Crowded(Grid puzzle, Grid solution) {
    }

    /** A generated puzzle of {@code layout} with every other empty cell given back: unique, with givens to spare. */
    private static Crowded crowdedPuzzle(Layout layout) {
        int cells = layout.shape().cellCount();
        GenerationRequest.Builder request = GenerationRequest.builder().layout(layout).seed(6);
        if (layout.side() == 16) {
            request.clues(new ClueRange(180, cells)); // near minimal, every 16x16 check takes milliseconds
        }
        GeneratedPuzzle p = new Generator().generate(request.build()).get(0);
        int[] digits = p.puzzle().givens().toArray();
        for (int i = 0; i < cells; i += 2) {
            digits[i] = p.solution().get(i);
        }
        return new Crowded(Grid.of(layout.shape(), digits), p.solution());
    }
}
