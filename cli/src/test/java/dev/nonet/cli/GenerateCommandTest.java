package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.generate.Minimizer;
import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Technique;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet generate}: what it writes, checked independently, and its errors. */
class GenerateCommandTest {

    @Test
    void writesTheCountAskedForEachUniqueWithASummaryNamingTheSeed() {
        CliRun run = CliRun.run("", "generate", "--count", "4", "--seed", "5", "--threads", "1");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4);
        for (String line : lines) {
            assertThat(Sudoku.isUnique(Puzzle.parse(line))).as(line).isTrue();
        }
        assertThat(run.err()).startsWith("nonet generate: 4 puzzles in ").contains("seed 5").endsWith(")\n");
    }

    /** Grids are parted by a blank line, as solve and convert write them and FORMATS.md says (they ran together). */
    @Test
    void multiLineRecordsArePartedByABlankLineAsSolveWritesThem() {
        CliRun lines = CliRun.run("", "generate", "--count", "3", "--seed", "5", "--threads", "1", "-q");
        for (String format : new String[] {"pretty", "grid", "compact"}) {
            CliRun run = CliRun.run("", "generate", "--count", "3", "--seed", "5", "--threads", "1", "-q", "--to", format);
            assertThat(run.out()).as(format).isEqualTo(CliRun.run(lines.out(), "convert", "--to", format, "-q").out());
            assertThat(run.out().split("\n\n", -1)).as(format).hasSize(3);
        }
    }

    @Test
    void theSameSeedGivesTheSameOutputOnOneThreadOrTwo() {
        String[] args = {"generate", "--count", "6", "--difficulty", "medium", "--seed", "77", "--quiet"};
        CliRun one = CliRun.run("", concat(args, "--threads", "1"));
        CliRun two = CliRun.run("", concat(args, "--threads", "2"));
        assertThat(one.out()).isEqualTo(two.out()).hasLineCount(6);
        assertThat(one.err()).isEmpty();
    }

    @Test
    void minimalSymmetricPuzzlesWithRatingAndSolutionInTheComment() {
        CliRun run = CliRun.run("", "generate", "--count", "2", "--minimal", "--symmetry", "rotational", "--difficulty", "easy",
                "--with-rating", "--with-solution", "--seed", "3", "--quiet");
        assertThat(run.exitCode()).isZero();
        for (String line : run.out().lines().toList()) {
            Grid puzzle = Grid.parse(line.substring(0, 81));
            assertThat(Minimizer.isMinimal(Puzzle.of(puzzle))).isTrue();
            assertThat(Symmetry.ROTATIONAL.holds(puzzle)).isTrue();
            SeRating rating = new SeRater().rate(puzzle.toString()); // classic ratings are Sudoku Explainer's
            String solution = Sudoku.solve(Puzzle.of(puzzle)).solution().orElseThrow().toString();
            assertThat(line.substring(81)).isEqualTo(" # rating " + String.format(java.util.Locale.ROOT, "%.1f/%.1f/%.1f", rating.er(), rating.ep(), rating.ed())
                    + " easy " + rating.hardestName() + "; solution " + solution);
        }
    }

    @Test
    void oneCountOfCluesIsExactlyThatManyGivens() throws IOException {
        // ClueRange.parse, shared with the server's "clues" field: the page's beginner level is easy with 36..40.
        CliRun run = CliRun.run("", "generate", "--count", "2", "--difficulty", "easy", "--clues", "38", "--to", "json", "--seed", "4", "--quiet");
        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String line : run.out().lines().toList()) {
            assertThat(new ObjectMapper().readTree(line).get("givens").asInt()).isEqualTo(38);
        }
    }

    @Test
    void jsonRecordsCarryIndexGivensSolutionAndRating() throws IOException {
        CliRun run = CliRun.run("", "generate", "--count", "2", "--clues", "30..32", "--to", "json", "--with-solution",
                "--with-rating", "--require", "hidden single (box)", "--exclude", "NAKED_SINGLE", "--seed", "8", "--quiet");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2);
        for (int i = 0; i < 2; i++) {
            JsonNode node = new ObjectMapper().readTree(lines.get(i));
            Grid puzzle = Grid.parse(node.get("puzzle").asText());
            assertThat(node.get("index").asInt()).isEqualTo(i);
            assertThat(node.get("givens").asInt()).isEqualTo(puzzle.givenCount()).isBetween(30, 32);
            assertThat(GridValidator.isSolutionOf(Grid.parse(node.get("solution").asText()), Puzzle.of(puzzle))).isTrue();
            assertThat(node.get("rating").get("scale").asText()).isEqualTo("se");
            assertThat(node.get("rating").get("er").asDouble()).isEqualTo(new SeRater().rate(puzzle.toString()).er());
            // --require and --exclude look at Nonet's own path, the one explain shows
            Map<Technique, Integer> uses = new LogicalSolver().solve(Puzzle.of(puzzle)).rating().uses();
            assertThat(uses).containsKey(Technique.HIDDEN_SINGLE_BOX).doesNotContainKey(Technique.NAKED_SINGLE);
        }
    }

    @Test
    void aTimeoutWritesWhatWasFoundAndExitsOne() {
        CliRun run = CliRun.run("", "generate", "--count", "500", "--difficulty", "extreme", "--timeout", "0.3", "--seed", "1",
                "--threads", "1", "--quiet");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().count()).isLessThan(500);
        assertThat(run.err()).startsWith("nonet generate: timed out after ").contains("of 500 puzzles");
    }

    @Test
    void onATerminalTheBarIsRedrawnWhilePuzzlesAreRareAndClearedBeforeTheSummary() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"generate", "--count", "100", "--difficulty", "extreme", "--timeout", "1.5",
            "--seed", "2", "--threads", "1"}, new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8), true);
        String text = err.toString(StandardCharsets.UTF_8);
        assertThat(code).isEqualTo(1);
        assertThat(text).contains("\r[", "% ", " puzzles ", "\r\u001b[K").endsWith("\n");
        assertThat(text.substring(text.lastIndexOf("\u001b[K") + 3)).startsWith("nonet generate: timed out after ");
    }

    @Test
    void a16x16XSudokuReadsBackAsUniqueUnderItsDiagonals() {
        CliRun run = CliRun.run("", "generate", "--shape", "16x16", "--variant", "x", "--count", "2", "--clues", "150..256",
                "--seed", "4", "--quiet");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSize(2).allSatisfy(line -> assertThat(line).hasSize(256));
        assertThat(CliRun.run(run.out(), "check", "--shape", "16x16", "--variant", "x", "-q").out()).isEqualTo("unique\nunique\n");
        CliRun pretty = CliRun.run("", "generate", "--shape", "16x16", "--variant", "x", "--count", "2", "--clues", "150..256",
                "--seed", "4", "--quiet", "--to", "pretty");
        assertThat(CliRun.run(pretty.out(), "convert", "--to", "line", "--shape", "16x16", "-q").out()).isEqualTo(run.out());
    }

    @Test
    void aJigsawOnTheMapOfRegionsCarriesItsMapAndMinimalMeansMinimal(@TempDir Path dir) throws IOException {
        Path map = dir.resolve("map.txt");
        Files.writeString(map, VariantCommandsTest.MAP);
        CliRun run = CliRun.run("", "generate", "--regions", map.toString(), "--count", "3", "--minimal", "--seed", "9", "--quiet");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSize(3).allSatisfy(line -> assertThat(line).endsWith(" " + VariantCommandsTest.MAP));
        assertThat(CliRun.run(run.out(), "check", "--variant", "jigsaw", "--minimal", "-q").out())
                .isEqualTo("unique, minimal\n".repeat(3));
    }

    @Test
    void aDifficultyOffTheClassicGridIsMetByTheTechniquesThatWorkThere() {
        CliRun run = CliRun.run("", "generate", "--shape", "6x6", "--variant", "x", "--difficulty", "medium", "--with-rating",
                "--count", "2", "--seed", "4", "--quiet");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(2).allSatisfy(line -> assertThat(line).matches("[1-6.]{36} # rating (2\\.[4-9]|3\\.0) medium .+"));
        CliRun jigsaws = CliRun.run("", "generate", "--variant", "jigsaw", "--difficulty", "easy", "--with-rating", "--count", "2",
                "--seed", "4", "--quiet");
        assertThat(jigsaws.out().lines()).hasSize(2)
                .allSatisfy(line -> assertThat(line).matches("[1-9.]{81} [A-I]{81} # rating [12]\\.[0-9] easy .+"));
    }

    @Test
    void aJigsawWithoutAMapGetsARandomMapPerPuzzleWrittenInEveryFormatTheSameOnOneThreadOrTwo() throws IOException {
        String[] args = {"generate", "--variant", "jigsaw", "--count", "3", "--seed", "11", "--quiet"};
        CliRun one = CliRun.run("", concat(args, "--threads", "1"));
        CliRun two = CliRun.run("", concat(args, "--threads", "2"));
        assertThat(one.exitCode()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
        List<String> lines = one.out().lines().toList();
        assertThat(lines).hasSize(3).allSatisfy(line -> assertThat(line).hasSize(81 + 1 + 81));
        assertThat(lines.stream().map(line -> line.substring(82)).distinct()).as("a map for every puzzle").hasSize(3);
        for (String line : lines) {
            Layout layout = Layout.jigsaw(line.substring(82));
            assertThat(Sudoku.isUnique(new Puzzle(layout, Grid.parse(line.substring(0, 81))))).as(line).isTrue();
        }
        assertThat(CliRun.run(one.out(), "check", "--variant", "jigsaw", "-q").out()).isEqualTo("unique\n".repeat(3));
        CliRun pretty = CliRun.run("", concat(args, "--to", "pretty"));
        assertThat(CliRun.run(pretty.out(), "convert", "--variant", "jigsaw", "--to", "line", "-q").out()).isEqualTo(one.out());
        CliRun json = CliRun.run("", concat(args, "--to", "json", "--with-solution"));
        List<String> records = json.out().lines().toList();
        assertThat(records).hasSize(3);
        for (int i = 0; i < 3; i++) {
            JsonNode node = new ObjectMapper().readTree(records.get(i));
            assertThat(node.at("/layout/variants").toString()).isEqualTo("[\"jigsaw\"]");
            assertThat(node.at("/layout/regions").asText()).isEqualTo(lines.get(i).substring(82));
            Layout layout = Layout.jigsaw(node.at("/layout/regions").asText());
            Grid puzzle = Grid.parse(node.get("puzzle").asText());
            assertThat(GridValidator.isSolutionOf(Grid.parse(node.get("solution").asText()), new Puzzle(layout, puzzle))).isTrue();
        }
    }

    @Test
    void randomJigsawsTakeOtherSizesAndVariantsAndMinimalMeansMinimalUnderTheirMap() {
        CliRun x = CliRun.run("", "generate", "--variant", "jigsaw,x", "--count", "2", "--minimal", "--seed", "12", "--quiet");
        assertThat(x.exitCode()).isZero();
        assertThat(CliRun.run(x.out(), "check", "--variant", "jigsaw,x", "--minimal", "-q").out()).isEqualTo("unique, minimal\n".repeat(2));
        CliRun six = CliRun.run("", "generate", "--shape", "6x6", "--variant", "jigsaw", "--count", "2", "--seed", "12", "--quiet");
        assertThat(six.out().lines()).hasSize(2).allSatisfy(line -> assertThat(line).hasSize(36 + 1 + 36));
        assertThat(CliRun.run(six.out(), "check", "--shape", "6x6", "--variant", "jigsaw", "-q").out()).isEqualTo("unique\n".repeat(2));
    }

    @Test
    void jsonOffTheClassicGridNamesTheLayout() throws IOException {
        CliRun run = CliRun.run("", "generate", "--shape", "6x6", "--to", "json", "--with-solution", "--seed", "2", "--quiet");
        JsonNode node = new ObjectMapper().readTree(run.out());
        assertThat(node.at("/layout/shape").asText()).isEqualTo("6x6");
        Shape six = Shape.of(6);
        Grid puzzle = Grid.parse(six, node.get("puzzle").asText());
        assertThat(GridValidator.isSolutionOf(Grid.parse(six, node.get("solution").asText()), new Puzzle(Layout.of(six), puzzle))).isTrue();
        assertThat(Sudoku.isUnique(new Puzzle(Layout.of(six), puzzle))).isTrue();
    }

    @Test
    void classicOnlyTechniquesAndMissingMapsAreUsageErrorsOffTheClassicGrid() {
        assertUsageError(new String[] {"generate", "--shape", "16x16", "--require", "SKYSCRAPER"},
                "nonet: Skyscraper is for classic 9x9 only: on 16x16 the logical solver uses singles, locked candidates, subsets,"
                        + " fish, wings, colouring, X- and XY-Chains, AIC and nice loops");
        assertUsageError(new String[] {"generate", "--shape", "25x25", "--variant", "jigsaw"},
                "nonet: random jigsaw regions are drawn for sides 4 to 16 only (on larger grids a complete grid is seldom found in"
                        + " reasonable time), not 25x25: give a region map");
        assertUsageError(new String[] {"generate", "--variant", "jigsaw,disjoint"}, "nonet: disjoint groups need boxes, and a jigsaw has none");
        assertUsageError(new String[] {"generate", "--variant", "jigsaw", "--require", "SKYSCRAPER"},
                "nonet: Skyscraper is for classic 9x9 only: on 9x9 jigsaw the logical solver uses singles, locked candidates, subsets,"
                        + " fish, wings, colouring, X- and XY-Chains, AIC and nice loops");
        assertUsageError(new String[] {"generate", "--shape", "7x7"}, "side 7 has no rectangular boxes");
        assertUsageError(new String[] {"generate", "--shape", "6x6", "--clues", "2..10"}, "a clue range on 6x6 runs from at least 5 up to at most 36");
    }

    @Test
    void badOptionsAreUsageErrors() {
        assertUsageError(new String[] {"generate", "--rating", "5..3"}, "nonet: --rating 5..3: the minimum is above the maximum");
        assertUsageError(new String[] {"generate", "--rating", "3"}, "nonet: --rating takes MIN..MAX, for example 3.0..4.5 (or 10.5.. or ..3.0), not '3'");
        assertUsageError(new String[] {"generate", "--rating", ".."}, "nonet: --rating takes MIN..MAX");
        assertUsageError(new String[] {"generate", "--shape", "6x6", "--variant", "x,disjoint"},
                "nonet: no complete grid of the layout 6x6 x+disjoint exists");
        assertUsageError(new String[] {"generate", "--clues", "30..x"}, "nonet: --clues 30..x: 'x' is not a number");
        assertUsageError(new String[] {"generate", "--clues", "10..20"}, "at least 17");
        assertUsageError(new String[] {"generate", "--clues", "36..40.5"}, "nonet: --clues 36..40.5: counts of givens are whole numbers");
        assertUsageError(new String[] {"generate", "--clues", "40..36"}, "nonet: --clues 40..36: the minimum is above the maximum");
        assertUsageError(new String[] {"generate", "--symmetry", "spiral"}, "nonet: unknown symmetry 'spiral'; choose one of none, rotational");
        assertUsageError(new String[] {"generate", "--difficulty", "brutal"}, "unknown difficulty 'brutal'");
        assertUsageError(new String[] {"generate", "--difficulty", "easy", "--rating", "1..2"}, "not both");
        assertUsageError(new String[] {"generate", "--require", "nonsense"}, "unknown technique 'nonsense'");
        assertUsageError(new String[] {"generate", "--difficulty", "easy", "--require", "X_WING"}, "harder than the band");
        assertUsageError(new String[] {"generate", "--count", "0"}, "--count must be at least 1");
        assertUsageError(new String[] {"generate", "--threads", "0"}, "--threads must be at least 1");
        assertUsageError(new String[] {"generate", "--timeout", "-1"}, "--timeout must be a positive number");
    }

    @Test
    void aRatingRangeMayBeOpenAtEitherEnd() {
        CliRun from = CliRun.run("", "generate", "--rating", "3.0..", "--with-rating", "--seed", "5", "--quiet");
        assertThat(from.exitCode()).isZero();
        double er = Double.parseDouble(from.out().replaceAll("(?s).* # rating ([0-9.]+)/.*", "$1"));
        assertThat(er).isGreaterThanOrEqualTo(3.0);
        CliRun upTo = CliRun.run("", "generate", "--rating", "..1.5", "--with-rating", "--seed", "5", "--quiet");
        assertThat(upTo.exitCode()).isZero();
        assertThat(Double.parseDouble(upTo.out().replaceAll("(?s).* # rating ([0-9.]+)/.*", "$1"))).isLessThanOrEqualTo(1.5);
    }

    private static void assertUsageError(String[] args, String message) {
        CliRun run = CliRun.run("", args);
        assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).as(String.join(" ", args)).contains(message).doesNotContain("Exception");
    }

    static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }
}
