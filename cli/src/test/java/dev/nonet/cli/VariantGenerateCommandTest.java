package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.FPuzzle;
import dev.nonet.format.FPuzzles;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet generate --variant thermo} and the other variant kinds: f-puzzles lines and JSON that read back unique, and the errors. */
class VariantGenerateCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void variantPuzzlesAreFPuzzlesLinesThatReadBackUnique() throws Exception {
        CliRun run = CliRun.run("", "generate", "--variant", "thermo,xv", "--difficulty", "easy", "--count", "2", "--seed", "1",
                "--threads", "1", "--with-solution");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        for (String line : lines) {
            FPuzzle read = FPuzzles.read(line);
            assertThat(read.title()).endsWith(", easy");
            assertThat(read.rules()).startsWith("Normal sudoku rules apply.");
            assertThat(read.puzzle().layout()).isEqualTo(Layout.CLASSIC);
            assertThat(read.puzzle().constraints()).isNotEmpty().allMatch(c -> List.of("thermometer", "xv").contains(c.kind()));
            SolveResult counted = Sudoku.count(read.puzzle(), 2);
            assertThat(counted.count()).isEqualTo(1);
            StringBuilder solution = new StringBuilder();
            JSON.readTree(line).get("solution").forEach(d -> solution.append(d.asInt()));
            assertThat(counted.solution()).contains(Grid.parse(solution));
        }
        CliRun json = CliRun.run("", "generate", "--variant", "thermo,xv", "--difficulty", "easy", "--count", "2", "--seed", "1",
                "--threads", "2", "--to", "json", "--quiet");
        for (String line : json.out().lines().toList()) {
            JsonNode node = JSON.readTree(line);
            assertThat(node.fieldNames()).toIterable().containsExactly("index", "puzzle", "givens", "fpuzzles", "rating");
            assertThat(node.at("/rating/level").asText()).isEqualTo("easy");
            assertThat(Sudoku.count(FPuzzles.read(node.get("fpuzzles").toString()).puzzle(), 2).count()).isEqualTo(1);
        }
    }

    /** The README's thermo is what the generator makes for its command, so the README stays true to it. */
    @Test
    void theReadmesThermoIsWhatItsCommandMakes() throws Exception {
        CliRun run = CliRun.run("", "generate", "--variant", "thermo", "--difficulty", "medium", "--seed", "3", "--with-rating");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo(Files.readString(Path.of("../examples/thermo.json")));
    }

    @Test
    void optionsVariantPuzzlesCannotTakeAreUsageErrors() {
        assertUsageError("classic 9x9 only", "--variant", "thermo", "--shape", "6x6");
        assertUsageError("classic 9x9 only", "--variant", "thermo,x");
        assertUsageError("do not go together", "--variant", "thermo,killer");
        assertUsageError("name one", "--variant", "kropki,kropki-negative");
        assertUsageError("--to pretty cannot show clues", "--variant", "arrow", "--to", "pretty");
        assertUsageError("--canonical is for puzzles of givens alone", "--variant", "arrow", "--canonical");
        assertUsageError("symmetry", "--variant", "arrow", "--symmetry", "rotational");
        assertUsageError("not by a rating range", "--variant", "arrow", "--rating", "2..3");
        assertUsageError("no technique of the rule solver's path", "--variant", "arrow", "--require", "X_WINGS");
        assertUsageError("thermo", "--variant", "thermometer");
    }

    private static void assertUsageError(String message, String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "generate";
        System.arraycopy(options, 0, args, 1, options.length);
        CliRun run = CliRun.run("", args);
        assertThat(run.exitCode()).as(Arrays.toString(options)).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).as(Arrays.toString(options)).contains(message).doesNotContain("Exception");
    }
}
