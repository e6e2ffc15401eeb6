package dev.nonet.spark;

import static dev.nonet.spark.JobRun.cli;
import static dev.nonet.spark.JobRun.sample;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --resume}: a run that stopped with some parts written (here: parts taken away after a whole
 * run, an attempt's leftovers among them) is finished by a rerun that computes only the missing parts;
 * the output is then the command line's, every record once and in order, and the summary the whole run's.
 */
class ResumedRunIT {

    /** Records computed in this JVM (local mode runs the tasks here). */
    private static final AtomicInteger COMPUTED = new AtomicInteger();
    private static final UnaryOperator<Plan> COUNTING = plan -> plan.withRecords(plan.records().map(r -> {
        COMPUTED.incrementAndGet();
        return r;
    }));
    private static final Pattern COUNTS = Pattern.compile("\\): (.*)\n");

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

    @BeforeEach
    void reset() {
        COMPUTED.set(0);
    }

    @Test
    void aRerunRatesOnlyTheMissingPartsAndTheWholeIsTheCommandLines() throws IOException {
        String rate = sample("rate.txt");
        Path out = dir.resolve("ratings");
        String[] args = {"rate", "--time-limit", "20", "--header", "--resume", "--partitions", "5", rate};
        JobRun cli = cli("rate", "-q", "--time-limit", "20", "--header", rate);
        JobRun first = JobRun.sparkTo(spark, out, COUNTING, args);
        first.assertSameAs(cli);
        assertThat(COMPUTED.get()).isEqualTo(45);

        List<Path> parts = parts(out);
        assertThat(parts.size()).isGreaterThanOrEqualTo(5);
        long lost = Files.readAllLines(parts.get(1)).size() + Files.readAllLines(parts.get(3)).size();
        Files.delete(parts.get(1));
        Files.delete(parts.get(3));
        Files.writeString(out.resolve("_parts/" + parts.get(3).getFileName() + ".attempt-99"), "a killed task's leftovers\n");
        COMPUTED.set(0);
        JobRun resumed = JobRun.sparkTo(spark, out, COUNTING, args);
        resumed.assertSameAs(cli);
        assertThat(COMPUTED.get()).as("records rated again: those of the two parts lost").isEqualTo(lost);
        assertThat(resumed.err()).contains(counts(first) + ", " + (parts.size() - 2) + " of " + parts.size() + " parts written before");

        COMPUTED.set(0);
        JobRun again = JobRun.sparkTo(spark, out, COUNTING, args);
        again.assertSameAs(cli);
        assertThat(COMPUTED.get()).as("nothing left to rate").isZero();
    }

    @Test
    void aCompressedInputSortedIntoPartsIsCutTheSameOnTheRerun() throws IOException {
        String mixed = sample("mixed.txt");
        Path gz = dir.resolve("mixed.txt.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(Path.of(mixed), out);
        }
        Path out = dir.resolve("solutions");
        String[] args = {"solve", "--resume", "--partitions", "4", gz.toString()};
        JobRun.sparkTo(spark, out, COUNTING, args).assertSameAs(cli("solve", "-q", mixed));
        List<Path> parts = parts(out);
        assertThat(parts).hasSize(4);
        Files.delete(parts.get(2));
        JobRun.sparkTo(spark, out, COUNTING, args).assertSameAs(cli("solve", "-q", mixed));
    }

    @Test
    void anOutputOfAnotherRunOrNoneIsRefused() throws IOException {
        String rate = sample("rate.txt");
        Path out = dir.resolve("ratings");
        assertThat(JobRun.sparkTo(spark, out, COUNTING, "rate", "--resume", "--partitions", "3", rate).exitCode()).isEqualTo(1);
        JobRun other = JobRun.sparkTo(spark, out, COUNTING, "rate", "--json", "--resume", "--partitions", "3", rate);
        assertThat(other.exitCode()).isEqualTo(2);
        assertThat(other.err()).startsWith("nonet-spark: '" + out + "' exists and is not this run's to resume: it was written by 'rate  --partitions 3 ");
        JobRun plain = JobRun.sparkTo(spark, Files.createDirectory(dir.resolve("plain")), COUNTING, "rate", "--resume", "--partitions", "3", rate);
        assertThat(plain.err()).contains("exists and is not this run's to resume (it holds no _nonet-run)");
        JobRun dedup = JobRun.sparkTo(spark, dir.resolve("classes"), COUNTING, "dedup", "--resume", "--partitions", "3", rate);
        assertThat(dedup.err()).isEqualTo("nonet-spark: --resume is taken by solve, count, check, rate and canon, not dedup\n");
        assertThat(COMPUTED.get()).as("only the first run computed").isEqualTo(45);
    }

    private static List<Path> parts(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList();
        }
    }

    private static String counts(JobRun run) {
        Matcher m = COUNTS.matcher(run.err());
        assertThat(m.find()).as("a summary in %s", run.err()).isTrue();
        return m.group(1);
    }
}
