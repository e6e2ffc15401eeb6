package dev.nonet.spark;

import static dev.nonet.spark.JobRun.cli;
import static dev.nonet.spark.JobRun.sample;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.canon.Transform;
import dev.nonet.grid.Puzzle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command of the job on local[2] against the command line on the same bundled samples: the same
 * records, line by line, in input order, the same exit code.
 */
class NonetJobIT {

    private static JavaSparkContext spark;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        spark = JobRun.context("local[2]");
    }

    @AfterAll
    static void stop() {
        spark.close();
    }

    private JobRun job(String... args) {
        return JobRun.spark(spark, dir, args);
    }

    @Test
    void solveGivesTheCommandLinesLinesInOrderAcrossManyPartitions() {
        String mixed = sample("mixed.txt");
        JobRun run = job("solve", "--partitions", "7", mixed);
        run.assertSameAs(cli("solve", "-q", mixed));
        assertThat(run.lines()).hasSize(305).contains("no solution: line 7", "invalid: line 6: digit 5 appears twice in row 1: r1c1 and r1c2");
        assertThat(run.err()).contains("nonet-spark solve: 305 puzzles in ", "2 malformed, 1 invalid, 1 no solution");
    }

    @Test
    void fpuzzlesLinesAreSolvedCountedAndCheckedAsTheCommandLineDoes() {
        String variants = sample("variants.fpuzzles");
        job("solve", "--partitions", "3", variants).assertSameAs(cli("solve", "-q", variants));
        job("count", variants).assertSameAs(cli("count", "-q", variants));
        job("check", "--json", variants).assertSameAs(cli("check", "-q", "--json", variants));
        job("rate", variants).assertSameAs(cli("rate", "-q", variants));
    }

    @Test
    void solveWithTheDefaultPartitionsAndUniqueMarksSeveralSolutions() {
        String mixed = sample("mixed.txt");
        job("solve", "--unique", mixed).assertSameAs(cli("solve", "-q", "--unique", mixed));
    }

    @Test
    void aCompressedFileIsOneSplitSortedIntoTheParts() throws Exception {
        String mixed = sample("mixed.txt");
        Path gz = dir.resolve("mixed.txt.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(Path.of(mixed), out);
        }
        JobRun run = job("solve", "--partitions", "5", gz.toString());
        run.assertSameAs(cli("solve", "-q", mixed));
        assertThat(Files.list(dir).filter(p -> p.getFileName().toString().startsWith("out-")).findFirst().orElseThrow()
                .toFile().list((d, name) -> name.startsWith("part-"))).as("parts after the sort").hasSize(5);
    }

    @Test
    void multiLineRecordsAreSeparatedAsTheCommandLineSeparatesThemInOneFile() {
        String mixed = sample("mixed.txt");
        JobRun run = job("solve", "--to", "pretty", "--single-file", "--partitions", "5", mixed);
        run.assertSameAs(cli("solve", "-q", "--to", "pretty", mixed));
    }

    @Test
    void countWithACapAndJson() {
        String mixed = sample("mixed.txt");
        job("count", "--cap", "5", "--json", mixed).assertSameAs(cli("count", "-q", "--cap", "5", "--json", mixed));
        job("count", mixed).assertSameAs(cli("count", "-q", mixed));
    }

    @Test
    void checkWithMinimality() {
        String mixed = sample("mixed.txt");
        job("check", "--minimal", "--partitions", "3", mixed).assertSameAs(cli("check", "-q", "--minimal", mixed));
        job("check", "--json", mixed).assertSameAs(cli("check", "-q", "--json", mixed));
    }

    @Test
    void canonWithItsTransformsAndAsJson() {
        String mixed = sample("mixed.txt");
        job("canon", "--with-transform", "--with-automorphisms", "--partitions", "3", mixed)
                .assertSameAs(cli("canon", "-q", "--with-transform", "--with-automorphisms", mixed));
        job("canon", "--json", mixed).assertSameAs(cli("canon", "-q", "--json", mixed));
    }

    @Test
    void dedupKeepsTheFirstOfEachClassAndCountsTheClasses() throws Exception {
        // the mixed sample (its malformed and invalid records among them), then a random copy of each of
        // its first 120 puzzles: every copy a repeat of a class seen long before, in another part
        List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(sample("mixed.txt"))));
        List<String> copies = new ArrayList<>();
        long seed = 1;
        for (String line : lines.subList(0, 120)) {
            String cells = line.split("[ ;,#]", 2)[0];
            if (cells.length() == 81 && cells.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9'))) {
                copies.add(Transform.random(seed++).apply(Puzzle.parse(cells)).givens().toString());
            }
        }
        lines.addAll(copies);
        Path input = dir.resolve("with-copies.txt");
        Files.write(input, lines);
        String in = input.toString();

        JobRun kept = job("dedup", "--partitions", "4", in);
        kept.assertSameAs(cli("dedup", "-q", in));
        assertThat(kept.err()).contains(copies.size() + " repeated");
        job("dedup", "--json", "--partitions", "5", in).assertSameAs(cli("dedup", "-q", "--json", in));
        job("dedup", "--count", "--partitions", "3", in).assertSameAs(cli("dedup", "-q", "--count", in));
        job("dedup", "--count", "--json", "--single-file", in).assertSameAs(cli("dedup", "-q", "--count", "--json", in));
        JobRun pretty = job("dedup", "--to", "pretty", in);
        assertThat(pretty.exitCode()).isEqualTo(2);
        assertThat(pretty.err()).contains("dedup: the job writes one-line records here");
    }

    @Test
    void rateAsTextAndJsonWithItsHeader() {
        String rate = sample("rate.txt");
        job("rate", "--partitions", "4", rate).assertSameAs(cli("rate", "-q", rate));
        job("rate", "--json", "--header", rate).assertSameAs(cli("rate", "-q", "--json", "--header", rate));
        job("rate", "--header", "--single-file", rate).assertSameAs(cli("rate", "-q", "--header", rate));
    }

    @Test
    void rateKeepsThePerPuzzleTimeLimit() {
        String rate = sample("rate.txt");
        JobRun run = job("rate", "--time-limit", "0", rate);
        run.assertSameAs(cli("rate", "-q", "--time-limit", "0", rate));
        assertThat(run.lines()).contains("timed out (after 0 steps)");
    }

    @Test
    void jsonLinesInputIsReadAsTheCommandLineReadsIt() {
        String json = sample("records.jsonl");
        JobRun run = job("solve", "--partitions", "3", json);
        run.assertSameAs(cli("solve", "-q", json));
        assertThat(run.output()).contains("malformed: line 6");
        job("check", "--json", json).assertSameAs(cli("check", "-q", "--json", json));
    }

    @Test
    void aDirectoryIsReadFileByFileAndMessagesNameTheFile() {
        String a = sample("two-files/a.txt");
        String b = sample("two-files/b.txt");
        JobRun run = job("check", Path.of(a).getParent().toString());
        run.assertSameAs(cli("check", "-q", a, b));
        assertThat(run.output()).contains(b + ": line 4: digit 5 appears twice");
        job("count", "--json", Path.of(a).getParent() + "/*.txt").assertSameAs(cli("count", "-q", "--json", a, b));
    }

    @Test
    void generateMakesEachPartAsTheCommandLineDoesWithThePartsSeed() {
        JobRun run = job("generate", "--count", "7", "--seed", "42", "--with-solution", "--partitions", "3");
        List<String> expected = new ArrayList<>();
        for (GenerationJob.Part part : GenerationJob.parts(7, 3, 42)) {
            expected.addAll(cli("generate", "-q", "--count", String.valueOf(part.count()), "--seed", String.valueOf(part.seed()),
                    "--with-solution", "--threads", "1").lines());
        }
        assertThat(run.lines()).containsExactlyElementsOf(expected);
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("nonet-spark generate: 7 puzzles in ", "7 generated, seed 42 in 3 parts");
        assertThat(job("generate", "--count", "7", "--seed", "42", "--with-solution", "--partitions", "3").lines())
                .as("the same seed, the same puzzles").containsExactlyElementsOf(expected);
    }

    @Test
    void generateNumbersJsonRecordsAcrossParts() {
        JobRun run = job("generate", "--count", "5", "--seed", "3", "--to", "json", "--partitions", "2", "--single-file");
        assertThat(run.lines()).hasSize(5);
        for (int i = 0; i < 5; i++) {
            assertThat(run.lines().get(i)).startsWith("{\"index\":" + i + ",");
        }
    }

    @Test
    void badUsageIsOneLineWithExitCodeTwo() throws Exception {
        String mixed = sample("mixed.txt");
        assertThat(job("minimize", mixed).err()).isEqualTo("nonet-spark: unknown command 'minimize'; the job runs solve, count, check, rate, canon, dedup, generate\n");
        JobRun badCap = job("count", "--cap", "0", mixed);
        assertThat(badCap.exitCode()).isEqualTo(2);
        assertThat(badCap.err()).isEqualTo("nonet-spark: --cap must be at least 1, not 0\n");
        assertThat(job("solve", "--bogus", mixed).err()).startsWith("nonet-spark: solve: Unknown option: '--bogus'");
        assertThat(job("solve", mixed + ".missing").err()).isEqualTo("nonet-spark: cannot read '" + mixed + ".missing': no such file\n");
        JobRun grid = job("solve", sample("grid.txt"));
        assertThat(grid.exitCode()).isEqualTo(2);
        assertThat(grid.err()).contains("the compact format takes several lines a puzzle");
        assertThat(job("generate", "--count", "2", "--timeout", "5").err()).contains("--timeout is not taken here");
        Path existing = Files.createDirectory(dir.resolve("existing"));
        List<String> args = List.of("solve", mixed, existing.toString());
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        assertThat(NonetJob.run(args, spark, new java.io.PrintStream(err, true))).isEqualTo(2);
        assertThat(err.toString()).contains("exists; name an output that does not");
    }
}
