package dev.nonet.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job's exit codes for what fails before any work, a master Spark cannot start on is bad usage, and for a
 * context Spark stopped under the job.
 */
class NonetJobTest {

    @TempDir
    Path dir;

    @Test
    void aMasterSparkCannotParseIsExitTwoWithOneLine() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = NonetJob.run(List.of("--master", "bogus://nowhere", "solve", JobRun.sample("rate.txt"), dir.resolve("out").toString()),
                null, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("nonet-spark: --master 'bogus://nowhere': Spark knows no such master: ")
                .hasLineCount(1);
    }

    @Test
    void aJobWhoseContextSparkStoppedSaysTheClusterEndedItNotHowTheCallsFailed() {
        // as when a standalone master removes the application: its executors could not start
        JavaSparkContext stopped = JobRun.context("local[1]");
        stopped.close();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = NonetJob.run(List.of("count", JobRun.sample("rate.txt"), dir.resolve("out").toString()),
                stopped, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("nonet-spark: the job failed: the cluster ended the application"
                + " before the job was done (Spark's error above says why; a standalone cluster's Master and Worker logs say why its"
                + " executors failed)\n");
    }

    @Test
    void aStandaloneMasterThatDoesNotAnswerIsExitTwoAtOnce() throws Exception {
        int port;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long start = System.nanoTime();
        int code = NonetJob.run(List.of("--master", "spark://127.0.0.1:" + port, "solve", JobRun.sample("rate.txt"), dir.resolve("out").toString()),
                null, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("nonet-spark: cannot reach the master 'spark://127.0.0.1:" + port + "': ")
                .hasLineCount(1);
        assertThat(System.nanoTime() - start).as("not Spark's minute of retries").isLessThan(10_000_000_000L);
    }

    @Test
    void onAClusterTheJobJarIsShippedToTheExecutorsUnlessSpark_submitNamedIt() {
        Path jar = Path.of("/opt/nonet/nonet-spark-job.jar");
        JobArguments cluster = JobArguments.parse(List.of("--master", "spark://head:7077", "solve", "in", "out"), name -> true);
        assertThat(SparkSettings.of(cluster, jar).get("spark.jars")).isEqualTo("file:///opt/nonet/nonet-spark-job.jar");
        assertThat(SparkSettings.of(cluster, null).contains("spark.jars")).as("classes from a directory: nothing to ship").isFalse();
        JobArguments local = JobArguments.parse(List.of("--master", "local[2]", "solve", "in", "out"), name -> true);
        assertThat(SparkSettings.of(local, jar).contains("spark.jars")).as("local tasks run in the driver").isFalse();
        assertThat(SparkSettings.runsInTheDriver("local-cluster[2,1,512]")).as("executors of their own").isFalse();
    }
}
