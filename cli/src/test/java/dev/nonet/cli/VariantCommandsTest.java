package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --shape}, {@code --variant} and {@code --regions} on solve, count, check, convert and bench. */
class VariantCommandsTest {

    /** The first puzzles of {@code bench/data/variants}, as in {@code examples/}. */
    static final String SIXTEEN = "8...1.6A..B..E.71.5.DF.C.2..94..E.6A7...1...3..........4.6...1.2...B37....9.6G51.A38...5.........17.CD8.6..3..A.FC26.1..75A......9...2F..75.A.16D6..8..3..F..........6..21.9B8..75E..C.1.D8....92.9....8F..B.....3A.....E8....CB..B1....49..FA...D.52..E.A....9.";
    static final String X = "........7..5.28.644......3.3..9.............3..4...7.85..2..179..63..2.5......3.6";
    static final String JIGSAW = "65...3.9..9..5.3.7.1.3...5.1....5.....2.....3...........5.4.....8.6....2.3657.4..";
    /** The jigsaw map of the examples, on one line. */
    static final String MAP = "AAABCCCCCABBBBBBCCAAAAABBCCDEEEEEFFFDGEEEEFFHDGGGGGFFHDGGGIIIFHDDDDIHHFHDIIIIIHHH";

    @Test
    void solvesA16x16LineFoundByItsLength() {
        CliRun run = CliRun.run(SIXTEEN + "\n", "solve", "-q");
        assertThat(run.exitCode()).isZero();
        Grid solution = Grid.parse(Shape.of(16), run.out().strip());
        assertThat(GridValidator.isSolutionOf(solution, new Puzzle(Layout.of(Shape.of(16)), Grid.parse(Shape.of(16), SIXTEEN)))).isTrue();
    }

    @Test
    void theXVariantAddsTheDiagonals() {
        Layout x = Layout.CLASSIC.with(Variant.X);
        CliRun run = CliRun.run(X + "\n", "solve", "--variant", "x", "-q");
        assertThat(run.exitCode()).isZero();
        assertThat(GridValidator.isSolutionOf(Grid.parse(run.out().strip()), new Puzzle(x, Grid.parse(X)))).isTrue();
        assertThat(CliRun.run(X + "\n", "check", "--variant", "x", "-q").out()).isEqualTo("unique\n");
        assertThat(CliRun.run(X + "\n", "check", "-q").out()).as("without the diagonals").isEqualTo("multiple\n");
        String repeat = "5" + ".".repeat(49) + "5" + ".".repeat(30); // r1c1 and r6c6
        assertThat(CliRun.run(repeat + "\n", "check", "--variant", "x", "-q").out())
                .isEqualTo("invalid: line 1: digit 5 appears twice in diagonal 1: r1c1 and r6c6\n");
    }

    @Test
    void aJigsawLineBringsItsMapAndTheSolutionKeepsIt() {
        CliRun run = CliRun.run(JIGSAW + " " + MAP + "\n", "solve", "--variant", "jigsaw", "-q");
        assertThat(run.exitCode()).isZero();
        String[] fields = run.out().strip().split(" ");
        assertThat(fields[1]).isEqualTo(MAP);
        Layout jigsaw = Layout.jigsaw(MAP);
        assertThat(GridValidator.isSolutionOf(Grid.parse(fields[0]), new Puzzle(jigsaw, Grid.parse(JIGSAW)))).isTrue();
        assertThat(CliRun.run(run.out(), "check", "--variant", "jigsaw", "-q").out()).isEqualTo("unique\n");
        CliRun missing = CliRun.run(JIGSAW + "\n", "solve", "--variant", "jigsaw", "-q");
        assertThat(missing.exitCode()).isEqualTo(ExitCode.BAD_PUZZLES);
        assertThat(missing.out()).isEqualTo("malformed: line 1: a jigsaw line needs its region map (81 symbols) after the cells\n");
    }

    @Test
    void whatTheReaderWasNotToldIsNamedAsTheFlagsThatTellIt() {
        String four = "1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 2\n";
        String note = " (a 4x4 puzzle on one line needs --shape 4x4 or --format tokens)";
        assertThat(CliRun.run(four, "solve", "-q").out()).isEqualTo("malformed: line 2: the input ends after 1 of the 16"
                + " rows of the grid that starts on line 1" + note + "\n");
        assertThat(CliRun.run(four, "count", "--json", "-q").out()).contains(note + "\"");
        assertThat(CliRun.run(four, "explain").out()).contains(note);
        assertThat(CliRun.run(four, "solve", "--shape", "4x4", "-q").exitCode()).isZero();
    }

    /** A line of another size's cell count that its length does not tell (100: 10x10) is answered with the --shape to name. */
    @Test
    void aLineOfAnotherSidesCellCountNamesTheShapeToGive() {
        CliRun run = CliRun.run(".".repeat(100) + "\n", "solve", "-q");
        assertThat(run.out()).isEqualTo("malformed: line 1: expected 81 cells, found 100 (a 10x10 puzzle needs --shape 10x10)\n");
        assertThat(CliRun.run(".".repeat(100) + "\n", "count", "--shape", "10x10", "--cap", "2", "-q").out()).isEqualTo("2+\n");
        assertThat(CliRun.run("  \t" + X + "\n", "check", "--variant", "x", "-q").out()).as("an indented line").isEqualTo("unique\n");
    }

    @Test
    void jsonNamesTheLayoutAndTheRegions() {
        CliRun run = CliRun.run(JIGSAW + " " + MAP + "\n", "check", "--variant", "jigsaw,x", "--json", "-q");
        assertThat(run.out()).startsWith("{\"record\":1,\"line\":1,\"layout\":{\"shape\":\"9x9\",\"side\":9,\"boxWidth\":3,\"boxHeight\":3,"
                + "\"variants\":[\"jigsaw\",\"x\"],\"regions\":\"" + MAP + "\"},");
        assertThat(CliRun.run(SIXTEEN + "\n", "count", "--json", "-q").out())
                .contains("\"layout\":{\"shape\":\"16x16\",\"side\":16,\"boxWidth\":4,\"boxHeight\":4,\"variants\":[]}");
        assertThat(CliRun.run(X + "\n", "count", "--json", "-q").out()).doesNotContain("layout");
    }

    /**
     * Boxes that are whole columns (9x9:1x9) or whole rows (9x9:9x1) were honoured by generate alone:
     * every other command read its puzzles with 3x3 boxes and named the layout 9x9.
     */
    @Test
    void nineByNineWithBoxesOfColumnsOrRowsRoundTripsThroughEveryCommand() {
        for (String name : new String[] {"9x9:1x9", "9x9:9x1"}) {
            Layout layout = Layout.of(Shape.parse(name));
            CliRun generated = CliRun.run("", "generate", "--shape", name, "-n", "1", "--seed", "1", "-q");
            assertThat(generated.exitCode()).isZero();
            String puzzle = generated.out().strip();
            CliRun solved = CliRun.run(puzzle + "\n", "solve", "--shape", name, "-q");
            assertThat(solved.exitCode()).as(name + " solve: " + solved.out()).isZero();
            Grid solution = Grid.parse(layout.shape(), solved.out().strip());
            assertThat(GridValidator.isSolutionOf(solution, new Puzzle(layout, Grid.parse(layout.shape(), puzzle)))).as(name).isTrue();

            String json = "\"layout\":{\"shape\":\"" + name + "\",";
            for (String command : new String[] {"check", "count", "explain", "rate", "candidates", "minimize"}) {
                CliRun run = CliRun.run(puzzle + "\n", command, "--shape", name, "--json");
                assertThat(run.exitCode()).as(name + " " + command + ": " + run.out()).isZero();
                assertThat(run.out()).as(name + " " + command).contains(json);
            }
            CliRun hint = CliRun.run(puzzle + "\n", "hint", "--shape", name);
            assertThat(hint.exitCode()).as(name + " hint: " + hint.out() + hint.err()).isZero();
            assertThat(CliRun.run(".".repeat(81) + "\n", "check", "--shape", name, "--json", "-q").out()).as("an empty grid").contains(json);

            for (String format : new String[] {"pretty", "grid", "compact", "tokens"}) {
                CliRun written = CliRun.run(puzzle + "\n", "convert", "--shape", name, "--to", format, "-q");
                assertThat(CliRun.run(written.out(), "solve", "--shape", name, "--to", "line", "-q").out()).as(name + " from " + format)
                        .isEqualTo(solved.out());
            }
        }
    }

    @Test
    void aRegionFileServesEveryPuzzle(@TempDir Path dir) throws IOException {
        Path map = dir.resolve("map.txt");
        Files.writeString(map, Layout.jigsaw(MAP).regionMap().orElseThrow());
        CliRun run = CliRun.run(JIGSAW + "\n" + JIGSAW + "\n", "count", "--regions", map.toString(), "-q");
        assertThat(run.out()).isEqualTo("1\n1\n");
        Files.writeString(map, "H" + MAP.substring(1, 80) + "A");
        CliRun cut = CliRun.run(JIGSAW + "\n", "count", "--regions", map.toString(), "-q");
        assertThat(cut.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(cut.err()).isEqualTo("nonet: --regions " + map + ": region 'H' is not connected: r5c9 cannot be reached from r1c1 inside it\n");
    }

    @Test
    void badShapesAndVariantsStopTheCommandWithExitCode2() {
        assertUsageError(new String[] {"solve", "--shape", "7x7"}, "nonet: --shape 7x7: side 7 has no rectangular boxes (it is prime); give a jigsaw region map");
        assertUsageError(new String[] {"solve", "--shape", "30x30"}, "nonet: --shape 30x30: side 30 is not supported: sides run from 4 to 25");
        assertUsageError(new String[] {"count", "--variant", "sandwich"}, "nonet: --variant: unknown variant 'sandwich'; choose from jigsaw, x, windoku, disjoint");
        assertUsageError(new String[] {"generate", "--variant", "sandwiches"}, "nonet: --variant: unknown variant 'sandwiches'; choose from"
                + " jigsaw, x, windoku, disjoint, killer, thermo, arrow, kropki, kropki-negative, xv, xv-negative, sandwich, littlekiller,"
                + " whispers, renban, palindrome, antiknight, antiking");
        assertUsageError(new String[] {"check", "--shape", "16x16", "--variant", "windoku"}, "nonet: windoku is played on 9x9 only, not 16x16");
        assertUsageError(new String[] {"convert", "--to", "line", "--regions", "no-such-map.txt"}, "nonet: cannot read 'no-such-map.txt': no such file");
        assertUsageError(new String[] {"solve", "--shape", "1000000x1000000"}, "nonet: --shape 1000000x1000000: side 1000000 is not supported: sides run from 4 to 25");
    }

    /** Java's own words for bytes that are not UTF-8 are "Input length = 1". */
    @Test
    void aFileThatIsNotUtf8TextIsSaidToBeOne(@TempDir Path dir) throws IOException {
        Path latin1 = dir.resolve("latin1.txt");
        Files.write(latin1, "AAAB\nCC\u00e9D\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        String message = "nonet: cannot read '" + latin1 + "': it is not UTF-8 text (line 2)";
        assertUsageError(new String[] {"solve", "--regions", latin1.toString()}, message);
        assertUsageError(new String[] {"bench", "--warmup", "0", latin1.toString()}, message);
    }

    @Test
    void convertWritesBigGridsWithLettersAndReadsThemBack() {
        CliRun pretty = CliRun.run(SIXTEEN + "\n", "convert", "--to", "pretty", "-q");
        assertThat(pretty.out().lines().filter(l -> l.contains("+"))).hasSize(3);
        assertThat(CliRun.run(pretty.out(), "convert", "--to", "line", "-q").out()).isEqualTo(SIXTEEN + "\n");
        CliRun compact = CliRun.run(SIXTEEN + "\n", "convert", "--to", "compact", "-q");
        assertThat(CliRun.run(compact.out(), "convert", "--to", "line", "--shape", "16x16", "-q").out()).isEqualTo(SIXTEEN + "\n");
    }

    @Test
    void tokensLinesOfNumbersReadByTheirCountAndSolveInTheirOwnFormat() {
        CliRun tokens = CliRun.run(SIXTEEN + " # from a file\n" + JIGSAW + " " + MAP + "\n", "convert", "--to", "tokens", "-q");
        String[] lines = tokens.out().split("\n");
        assertThat(lines[0]).startsWith("8 0 0 0 1 0 6 10 0 0 11 0 0 14 0 7 1 0 5 0 13 15 0 12 ").endsWith(" 9 0 # from a file");
        assertThat(lines[1]).as("a classic line, its map kept as the comment").startsWith("6 5 0 0 0 3 0 9 0 ").endsWith(" 4 0 0 " + MAP);

        CliRun solved = CliRun.run(lines[0] + "\n", "solve", "-q");
        assertThat(solved.exitCode()).isZero();
        assertThat(solved.out()).matches("([0-9]+ ){255}[0-9]+ # from a file\n").doesNotContain(" 0 ");
        assertThat(CliRun.run(solved.out(), "convert", "--to", "line", "-q").out())
                .isEqualTo(CliRun.run(SIXTEEN + " # from a file\n", "solve", "-q").out());
        assertThat(CliRun.run(lines[1] + "\n", "check", "--variant", "jigsaw", "-q").out()).isEqualTo("unique\n");

        CliRun bad = CliRun.run(lines[0].replaceFirst("^8 ", "17 ") + "\n", "solve", "-q");
        assertThat(bad.exitCode()).isEqualTo(ExitCode.BAD_PUZZLES);
        assertThat(bad.out()).isEqualTo("malformed: line 1, column 1: '17' is not a digit of a 16x16 grid or a blank mark (r1c1)\n");
    }

    @Test
    void rateAndStatsReadAFourByFourLineByItsLength() {
        assertThat(CliRun.run(".4.2........1.3.\n", "rate", "-q").out()).isEqualTo("1.2 easy Hidden Single (box)\n");
        CliRun stats = CliRun.run(".4.2........1.3.\n1234............\n", "stats", "-q");
        assertThat(stats.out()).contains("  unique                  1   50.0%\n", "  multiple                1   50.0%\n",
                "clues          min 4, mean 4.00, max 4\n");
    }

    @Test
    void theJudgeCommandStillWantsEightyOneCells() {
        CliRun run = CliRun.run("1234............\n", "boj", "2580");
        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(run.err()).isEqualTo("nonet: stdin: line 1: expected 9 cells in a row, found 16\n");
    }

    private static void assertUsageError(String[] args, String message) {
        CliRun run = CliRun.run("", args);
        assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(run.err()).isEqualTo(message + "\n");
    }
}
