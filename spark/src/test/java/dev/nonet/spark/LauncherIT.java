package dev.nonet.spark;

import static dev.nonet.spark.LauncherRun.launcher;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./nonet-spark} as a user first meets it: its help, and the masters it refuses before anything
 * of Spark's starts, each in one line of its own with exit code 2 (no Spark log, no stack trace).
 */
class LauncherIT {

    @TempDir
    Path dir;

    @Test
    void helpIsTheUsageOnStandardOutputAndExitZero() throws Exception {
        for (String help : List.of("--help", "-h", "help")) {
            LauncherRun run = launcher(help);
            assertThat(run.exitCode()).as("exit code of %s; its errors: %s", help, run.err()).isZero();
            assertThat(run.out()).as(help).startsWith("Usage: nonet-spark [--master URL] COMMAND [OPTIONS] INPUT OUTPUT\n")
                    .contains("--partitions N", "./nonet-spark cluster start|stop|status", "Exit codes: ");
            assertThat(run.err()).as(help).isEmpty();
        }
        LauncherRun cluster = launcher("cluster", "--help");
        assertThat(cluster.exitCode()).isZero();
        assertThat(cluster.out()).startsWith("Usage: ./nonet-spark cluster start ").contains("--dir DIR");
    }

    @Test
    void aCommandsHelpNamesTheJobsUsageAndTheCommandLinesOptions() throws Exception {
        for (List<String> args : List.of(List.of("help", "solve"), List.of("solve", "--help"))) {
            LauncherRun run = launcher(args.toArray(String[]::new));
            assertThat(run.exitCode()).as("exit code of %s; its errors: %s", args, run.err()).isZero();
            assertThat(run.out()).as("%s", args).startsWith("Usage: nonet-spark [--master URL] solve [OPTIONS] INPUT OUTPUT\n")
                    .contains("Usage: nonet solve ", "--unique");
        }
    }

    @Test
    void aMalformedMasterIsOneLineAndExitTwo() throws Exception {
        for (String master : List.of("spark://127.0.0.1:notaport", "sparky://127.0.0.1:7077", "local[x]")) {
            LauncherRun run = launcher(Map.of(), List.of("--master", master, "solve", JobRun.sample("rate.txt"), dir.resolve("out").toString()));
            assertThat(run.exitCode()).as("exit code for %s; its errors: %s", master, run.err()).isEqualTo(2);
            assertThat(run.err()).as(master).startsWith("nonet-spark: --master '" + master + "': ").hasLineCount(1);
        }
    }
}
