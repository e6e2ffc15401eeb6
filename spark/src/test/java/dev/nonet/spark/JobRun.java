package dev.nonet.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Runs the job and the command line on the same arguments, in process, for the tests to compare: the
 * job on a shared local context, the command line through {@link Main#run}.
 *
 * @param exitCode the exit code
 * @param output   what was written: the part files in order, or the one file
 * @param err      standard error
 */
record JobRun(int exitCode, String output, String err) {

    /** A local context for tests: loopback only, no web UI, few shuffle partitions. */
    static JavaSparkContext context(String master) {
        return new JavaSparkContext(new SparkConf()
                .setMaster(master)
                .setAppName("nonet-spark tests")
                .set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.ui.enabled", "false"));
    }

    /** A bundled sample file's path. */
    static String sample(String name) {
        try {
            return Path.of(JobRun.class.getResource("/samples/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The job's run of {@code args} (OUTPUT added: a new path under {@code dir}). */
    static JobRun spark(JavaSparkContext spark, Path dir, String... args) {
        return spark(spark, dir, UnaryOperator.identity(), args);
    }

    /** As above, the plan changed by {@code change} first. */
    static JobRun spark(JavaSparkContext spark, Path dir, UnaryOperator<Plan> change, String... args) {
        return sparkTo(spark, dir.resolve("out-" + System.nanoTime()), change, args);
    }

    /** The job's run of {@code args} with {@code output} as OUTPUT, the plan changed by {@code change} first. */
    static JobRun sparkTo(JavaSparkContext spark, Path output, UnaryOperator<Plan> change, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add(output.toString());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = NonetJob.run(all, spark, System.out, new PrintStream(err, true, StandardCharsets.UTF_8), change);
        return new JobRun(code, written(output), err.toString(StandardCharsets.UTF_8));
    }

    /** The command line's run of {@code args}. */
    static JobRun cli(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), false);
        return new JobRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The output's records, one per line. */
    List<String> lines() {
        return output.lines().toList();
    }

    /** Asserts the same output, line by line (a failure names the first line that differs), and exit code. */
    void assertSameAs(JobRun cli) {
        assertThat(lines()).as("the job's lines against the command line's; its errors: %s", err).containsExactlyElementsOf(cli.lines());
        assertThat(output).isEqualTo(cli.output);
        assertThat(exitCode).as("exit code").isEqualTo(cli.exitCode);
    }

    /** What the job wrote to {@code output}: its part files in order, or the one file; empty when it wrote nothing. */
    static String written(Path output) {
        try {
            if (!Files.exists(output)) {
                return "";
            }
            if (Files.isRegularFile(output)) {
                return Files.readString(output);
            }
            StringBuilder text = new StringBuilder();
            try (Stream<Path> parts = Files.list(output)) {
                for (Path part : parts.filter(p -> p.getFileName().toString().startsWith("part-")).sorted().toList()) {
                    text.append(Files.readString(part));
                }
            }
            return text.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
