package dev.nonet.spark;

import static dev.nonet.spark.JobRun.cli;
import static dev.nonet.spark.JobRun.sample;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a standalone cluster (a Master and a Worker on the loopback, {@link StandaloneCluster}),
 * driven as a user drives it: through {@code ./nonet-spark --master spark://...}, and through the command
 * {@code spark-submit} runs for a client-mode driver. Each run's output is the command line's, byte for
 * byte; its standard error is the summary, not Spark's INFO log nor the JVM's warnings.
 */
class StandaloneClusterIT {

    /** The repository root: the tests run in the module's directory. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final Path TARGET = ROOT.resolve("spark/target");

    @TempDir
    static Path dir;

    private static StandaloneCluster cluster;

    @BeforeAll
    static void start() throws Exception {
        cluster = StandaloneCluster.start(TARGET.resolve("spark-classpath.txt"), TARGET.resolve("nonet-spark-log4j2.properties"), dir);
    }

    @AfterAll
    static void stop() throws Exception {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Test
    void theLauncherShipsTheJobJarToTheExecutors() throws Exception {
        String mixed = sample("mixed.txt");
        JobRun run = launcher(Optional.empty(), "solve", "--partitions", "3", mixed);
        run.assertSameAs(cli("solve", "-q", mixed));
        assertThat(run.err().lines()).as("standard error: %s", run.err()).hasSize(1)
                .allMatch(line -> line.startsWith("nonet-spark solve: 305 puzzles in "));
    }

    @Test
    void rateOnTheNewestJdkHereWithTheLaunchersOptionsPrintsNoJvmWarnings() throws Exception {
        String rate = sample("rate.txt");
        JobRun run = launcher(newestJdk(), "rate", "--time-limit", "20", "--partitions", "4", rate);
        run.assertSameAs(cli("rate", "-q", "--time-limit", "20", rate));
        assertThat(run.err()).doesNotContain("WARNING").startsWith("nonet-spark rate: 45 puzzles in ");
    }

    @Test
    void spark_submitsDriverWithTheShippedLoggingPrintsTheSummaryAlone() throws Exception {
        Path logging = TARGET.resolve("nonet-spark-log4j2.properties");
        assertThat(logging).as("the quiet logging beside the job jar").exists();
        String mixed = sample("mixed.txt");
        Path output = dir.resolve("submitted");
        // what `spark-submit --class dev.nonet.spark.NonetJob --master URL --driver-java-options
        // "-Dlog4j2.configurationFile=..." nonet-spark-job.jar check ...` runs: SparkSubmit in a JVM on Spark's jars
        List<String> command = List.of(StandaloneCluster.java(), StandaloneCluster.QUICK_START, "-Dlog4j2.configurationFile=" + logging,
                "-cp", Files.readString(TARGET.resolve("spark-classpath.txt")).strip(), "org.apache.spark.deploy.SparkSubmit",
                "--class", "dev.nonet.spark.NonetJob", "--master", cluster.url(), "--conf", "spark.ui.enabled=false",
                "--conf", "spark.executor.memory=512m", "--conf", "spark.executor.extraJavaOptions=" + StandaloneCluster.QUICK_START,
                TARGET.resolve("nonet-spark-job.jar").toString(),
                "check", mixed, output.toString());
        JobRun run = run(command, Map.of("SPARK_LOCAL_IP", "127.0.0.1"), output);
        run.assertSameAs(cli("check", "-q", mixed));
        assertThat(run.err().lines()).as("standard error: %s", run.err()).hasSize(1)
                .allMatch(line -> line.startsWith("nonet-spark check: 305 puzzles in "));
    }

    /** {@code ./nonet-spark --master URL ARGS OUTPUT}, on the JDK in {@code javaHome} (else this one's). */
    private static JobRun launcher(Optional<Path> javaHome, String... args) throws Exception {
        Path output = dir.resolve("out-" + System.nanoTime());
        List<String> command = new ArrayList<>(List.of("bash", ROOT.resolve("nonet-spark").toString(), "--master", cluster.url()));
        command.addAll(List.of(args));
        command.add(output.toString());
        String java = Path.of(StandaloneCluster.java()).getParent().toString();
        return run(command, Map.of("NONET_SPARK_BUILD", "no", "SPARK_LOCAL_IP", "127.0.0.1",
                "NONET_JAVA_OPTS", "-Dspark.ui.enabled=false -Dspark.executor.memory=512m " + StandaloneCluster.QUICK_START
                        + " -Dspark.executor.extraJavaOptions=" + StandaloneCluster.QUICK_START,
                "PATH", javaHome.map(h -> h.resolve("bin").toString()).orElse(java) + ":" + System.getenv("PATH")), output);
    }

    private static JobRun run(List<String> command, Map<String, String> env, Path output) throws IOException, InterruptedException {
        Path err = Files.createTempFile(dir, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(err.toFile()).redirectOutput(err.toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            throw new AssertionError("no end within 120 s: " + command + "\n" + Files.readString(err));
        }
        return new JobRun(process.exitValue(), JobRun.written(output), Files.readString(err, StandardCharsets.UTF_8));
    }

    /** The newest JDK of 24 or later installed beside this one (where Java warns of native access and Unsafe), if any. */
    private static Optional<Path> newestJdk() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(h -> Files.isExecutable(h.resolve("bin/java")) && major(h) >= 24)
                    .max(Comparator.comparingInt(StandaloneClusterIT::major));
        }
    }

    private static int major(Path home) {
        try {
            return Files.readAllLines(home.resolve("release")).stream().filter(l -> l.startsWith("JAVA_VERSION=\""))
                    .map(l -> l.replaceAll("JAVA_VERSION=\"(\\d+).*", "$1")).mapToInt(Integer::parseInt).findFirst().orElse(0);
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
    }
}
