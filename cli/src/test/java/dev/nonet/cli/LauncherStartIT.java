package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code ./nonet} launcher's class-data-sharing archive: made when missing or older than the jar,
 * and never a cause of a different byte on standard output or standard error, whatever state it is in.
 */
class LauncherStartIT {

    static final Path ARCHIVE = Path.of("target", "nonet.jsa");
    static final Path STAMP = Path.of("target", "nonet.jsa.made-for");
    static final Path AOT_CACHE = Path.of("target", "nonet.aot");

    static ProcessRun boj2580(String... env) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("env"));
        command.addAll(List.of(env));
        command.addAll(List.of(ProcessRun.LAUNCHER.toString(), "boj", "2580"));
        return ProcessRun.run(command, Examples.text("boj2580-sample.in"));
    }

    static void assertTheJudgesOutput(ProcessRun run) {
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(Examples.text("boj2580-sample.out"));
    }

    @Test
    void aMissingArchiveIsMadeThenUsed() throws Exception {
        Files.deleteIfExists(ARCHIVE);
        Files.deleteIfExists(STAMP);
        assertTheJudgesOutput(boj2580());
        assertThat(ARCHIVE).isNotEmptyFile();
        assertThat(Files.getLastModifiedTime(STAMP)).isGreaterThanOrEqualTo(Files.getLastModifiedTime(ProcessRun.JAR));
        assertTheJudgesOutput(boj2580());
    }

    @Test
    void anArchiveOlderThanTheJarIsMadeAgain() throws Exception {
        assertTheJudgesOutput(boj2580());
        FileTime jar = Files.getLastModifiedTime(ProcessRun.JAR);
        FileTime past = FileTime.fromMillis(jar.toMillis() - 3_600_000);
        Files.setLastModifiedTime(ARCHIVE, past);
        Files.setLastModifiedTime(STAMP, past);
        assertTheJudgesOutput(boj2580());
        assertThat(Files.getLastModifiedTime(STAMP)).isGreaterThan(jar);
        assertThat(Files.getLastModifiedTime(ARCHIVE)).isGreaterThan(jar);
    }

    /** The JVM finds the archive unusable (a jar it was not made for, or no archive at all) and runs as without it. */
    @Test
    void anUnusableArchiveChangesNothingTheUserSees() throws Exception {
        assertTheJudgesOutput(boj2580());
        FileTime jar = Files.getLastModifiedTime(ProcessRun.JAR);
        try {
            // The archive names the jar's time: one second later, the JVM refuses it (and would say so on stdout).
            Files.setLastModifiedTime(ProcessRun.JAR, FileTime.fromMillis(jar.toMillis() + 1000));
            Files.setLastModifiedTime(STAMP, FileTime.fromMillis(jar.toMillis() + 2000));
            assertTheJudgesOutput(boj2580());
            Files.delete(ARCHIVE);
            Files.writeString(ARCHIVE, "not an archive\n");
            assertTheJudgesOutput(boj2580());
        } finally {
            Files.setLastModifiedTime(ProcessRun.JAR, jar);
            Files.deleteIfExists(STAMP); // the next run makes a good archive again
        }
        assertTheJudgesOutput(boj2580());
        assertThat(Files.size(ARCHIVE)).isGreaterThan(1000);
    }

    /**
     * A JDK 25's ahead-of-time cache left beside the jar (the checkout last ran on a JDK 25) is given
     * only to a java that knows the option: a JDK 17 would refuse to start on {@code -XX:AOTCache}.
     */
    @Test
    void anAheadOfTimeCacheIsGivenOnlyToAJavaThatTakesIt() throws Exception {
        assumeFalse(javaTakesAnAheadOfTimeCache(), "the java on the PATH takes the cache");
        Files.writeString(AOT_CACHE, "not a cache\n");
        try {
            assertTheJudgesOutput(boj2580());
        } finally {
            Files.deleteIfExists(AOT_CACHE);
        }
    }

    private static boolean javaTakesAnAheadOfTimeCache() throws Exception {
        ProcessRun run = ProcessRun.run(List.of("java", "-XX:AOTMode=off", "-version"), "");
        return run.exitCode() == 0;
    }

    @Test
    void withoutTheArchiveAndWithOtherJvmOptionsTheOutputIsTheSame() throws Exception {
        assertTheJudgesOutput(boj2580("NONET_CDS=off"));
        assertTheJudgesOutput(boj2580("NONET_JAVA_OPTS=-XX:TieredStopAtLevel=4 -Xshare:off"));
        ProcessRun version = ProcessRun.launcher("", "--version");
        assertThat(version).isEqualTo(ProcessRun.jar("", "--version"));
        assertThat(version.out()).startsWith("nonet ");
    }
}
