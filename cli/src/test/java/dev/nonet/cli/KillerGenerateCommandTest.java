package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.constraint.KillerCage;
import dev.nonet.format.FPuzzle;
import dev.nonet.format.FPuzzles;
import dev.nonet.generate.SearchRating;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@code nonet generate --variant killer}: f-puzzles lines and JSON, checked independently, and its errors. */
class KillerGenerateCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void killersAreFPuzzlesLinesThatReadBackUniqueAtTheLevelAsked() throws Exception {
        CliRun run = CliRun.run("", "generate", "--variant", "killer", "--difficulty", "medium", "--count", "2", "--seed", "1",
                "--threads", "1", "--with-solution", "--with-rating");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).startsWith("nonet generate: 2 puzzles in ").contains("seed 1");
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        for (String line : lines) {
            FPuzzle read = FPuzzles.read(line);
            assertThat(read.title()).startsWith("Killer, medium (").endsWith(" of the search)");
            assertThat(read.rules()).isEqualTo(GenerateCommand.KILLER_RULES);
            assertThat(read.puzzle().layout()).isEqualTo(Layout.CLASSIC);
            assertThat(read.puzzle().constraints()).isNotEmpty().allMatch(c -> c instanceof KillerCage);
            SolveResult counted = Sudoku.count(read.puzzle(), 2);
            assertThat(counted.count()).isEqualTo(1);
            JsonNode object = JSON.readTree(line);
            StringBuilder solution = new StringBuilder();
            object.get("solution").forEach(d -> solution.append(d.asInt()));
            assertThat(counted.solution()).contains(Grid.parse(solution));
            assertThat(SearchRating.of(read.puzzle(), Deadline.NONE).orElseThrow().level()).isEqualTo(Level.MEDIUM);
        }
        CliRun fpuzzles = CliRun.run("", "generate", "--variant", "killer", "--difficulty", "medium", "--count", "2", "--seed", "1",
                "--threads", "1", "--with-solution", "--with-rating", "--to", "fpuzzles", "--quiet");
        assertThat(fpuzzles.out()).isEqualTo(run.out());
    }

    @Test
    void jsonCarriesTheCagesWithTheirSumsAndTheSameSeedGivesTheSameOnOneThreadOrTwo() throws Exception {
        String[] args = {"generate", "--variant", "killer", "--count", "3", "--seed", "4", "--to", "json", "--with-solution", "--quiet"};
        CliRun one = CliRun.run("", concat(args, "--threads", "1"));
        CliRun two = CliRun.run("", concat(args, "--threads", "2"));
        assertThat(one.exitCode()).isZero();
        assertThat(one.out()).isEqualTo(two.out()).hasLineCount(3);
        assertThat(one.err()).isEmpty();
        int index = 0;
        for (String line : one.out().lines().toList()) {
            JsonNode node = JSON.readTree(line);
            assertThat(node.get("index").asInt()).isEqualTo(index++);
            Grid solution = Grid.parse(node.get("solution").asText());
            Grid givens = Grid.parse(node.get("puzzle").asText());
            assertThat(node.get("givens").asInt()).isEqualTo(givens.givenCount());
            Set<String> covered = new HashSet<>();
            for (JsonNode cage : node.get("cages")) {
                int sum = 0;
                Set<Integer> digits = new HashSet<>();
                for (JsonNode name : cage.get("cells")) {
                    assertThat(covered.add(name.asText())).isTrue();
                    int d = solution.get(cell(name.asText()));
                    assertThat(digits.add(d)).isTrue();
                    sum += d;
                }
                assertThat(cage.get("sum").asInt()).isEqualTo(sum);
            }
            assertThat(covered).hasSize(81);
            assertThat(node.get("searchRating").get("level").asText()).isIn("easy", "medium", "hard");
            assertThat(node.get("searchRating").get("guesses").asLong()).isNotNegative();
        }
    }

    @Test
    void aKillerTimeoutWritesWhatWasFoundAndExitsOne() {
        CliRun run = CliRun.run("", "generate", "--variant", "killer", "--count", "10000", "--timeout", "0.3", "--seed", "1",
                "--threads", "1", "--quiet");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().count()).isLessThan(10000);
        assertThat(run.err()).startsWith("nonet generate: timed out after ");
    }

    @Test
    void optionsKillersCannotTakeAreUsageErrors() {
        assertUsageError("classic 9x9 only", "--variant", "killer", "--shape", "6x6");
        assertUsageError("classic 9x9 only", "--variant", "killer,x");
        assertUsageError("easy, medium or hard", "--variant", "killer", "--difficulty", "expert");
        assertUsageError("not a rating range", "--variant", "killer", "--rating", "2..3");
        assertUsageError("--to pretty cannot show cages", "--variant", "killer", "--to", "pretty");
        assertUsageError("--canonical is for puzzles of givens alone", "--variant", "killer", "--canonical");
        assertUsageError("no symmetry", "--variant", "killer", "--symmetry", "rotational");
        assertUsageError("minimality", "--variant", "killer", "--minimal");
        assertUsageError("knows no cages", "--variant", "killer", "--require", "X_WING");
    }

    private static void assertUsageError(String message, String... options) {
        CliRun run = CliRun.run("", concat(new String[] {"generate"}, options));
        assertThat(run.exitCode()).as(String.join(" ", options)).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).as(String.join(" ", options)).contains(message).doesNotContain("Exception");
    }

    private static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    /** The cell {@code r1c2} names. */
    private static Cell cell(String name) {
        int c = name.indexOf('c');
        return new Cell(Integer.parseInt(name.substring(1, c)) - 1, Integer.parseInt(name.substring(c + 1)) - 1);
    }
}
