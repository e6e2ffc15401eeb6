package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./nonet} launcher's choice of compilers for {@code rate}, {@code explain} and {@code hint}: C1 alone
 * for an input of at most 1 KiB (files named, standard input from a file, a pipe its writer closes at once), both
 * compilers otherwise; and, whatever it chose, the answers byte for byte those of the jar, the read-ahead of a pipe
 * included.
 */
class LauncherSmallInputIT {

    /** Five puzzles (560 bytes), one of them from the hardest list: a small input. */
    private static final Path SMALL = Path.of("..", "examples", "puzzles.txt");

    @TempDir
    Path dir;

    @Test
    void aSmallInputRunsOnC1AloneHoweverItComes() throws Exception {
        Path file = Files.writeString(dir.resolve("small.txt"), small());
        assertThat(flags("printf '%s' \"$IN\" | ../nonet hint")).contains("TieredStopAtLevel=1");
        assertThat(flags("../nonet hint <" + file)).contains("TieredStopAtLevel=1");
        Path one = Files.writeString(dir.resolve("one.txt"), small().lines().filter(line -> !line.startsWith("#")).findFirst()
                .orElseThrow() + "\n");
        assertThat(flags("../nonet explain " + one)).contains("TieredStopAtLevel=1");
        assertThat(flags("printf '%s' \"$IN\" | ../nonet rate -")).contains("TieredStopAtLevel=1");
    }

    @Test
    void aLargeInputOrASlowWriterKeepsBothCompilers() throws Exception {
        Path big = Files.writeString(dir.resolve("big.txt"), big());
        // The value of an option is not the input: standard input (a pipe of more than 1 KiB) is.
        assertThat(flags("printf '%s' \"$BIG\" | ../nonet hint --regions " + SMALL)).doesNotContain("TieredStopAtLevel");
        assertThat(flags("../nonet hint " + big)).doesNotContain("TieredStopAtLevel");
        assertThat(flags("../nonet rate " + SMALL + " " + big)).doesNotContain("TieredStopAtLevel");
        assertThat(flags("{ printf '%s' \"$IN\"; sleep 0.5; } | ../nonet hint")).doesNotContain("TieredStopAtLevel");
        assertThat(flags("../nonet solve <" + SMALL)).doesNotContain("TieredStopAtLevel");
    }

    @Test
    void whatIsReadAheadOfAPipeReachesTheCommandWhole() throws Exception {
        String small = small();
        String big = big();
        String half = small.substring(0, 300);
        String rest = small.substring(300);
        assertSameAsTheJar(shell("printf '%s' \"$IN\" | ../nonet hint"), small, "hint");
        assertSameAsTheJar(shell("printf '%s' \"$BIG\" | ../nonet hint"), big, "hint");
        // A writer that pauses after part of its input: the launcher's read-ahead times out in the middle.
        assertSameAsTheJar(shell("{ printf '%s' \"$HALF\"; sleep 0.3; printf '%s' \"$REST\"; } | ../nonet hint", "HALF=" + half,
                "REST=" + rest), small, "hint");
        assertSameAsTheJar(shell("printf '%s' \"$IN\" | ../nonet rate"), small, "rate");
    }

    private static void assertSameAsTheJar(ProcessRun launched, String input, String command) throws Exception {
        ProcessRun jar = ProcessRun.jar(input, command);
        assertThat(launched.exitCode()).isEqualTo(jar.exitCode());
        assertThat(launched.out()).isEqualTo(jar.out()).isNotEmpty();
        assertThat(withoutTimes(launched.err())).isEqualTo(withoutTimes(jar.err()));
    }

    /** The summary on standard error names the elapsed time and the rate: those differ from run to run. */
    private static String withoutTimes(String err) {
        return err.replaceAll("[0-9.]+ s \\([0-9.,]+/s\\)", "T");
    }

    /** The JVM's options the launcher chose for {@code script}, as the JVM prints them on standard output. */
    private static String flags(String script) throws Exception {
        ProcessRun run = shell(script, "NONET_JAVA_OPTS=-XX:+PrintCommandLineFlags");
        assertThat(run.out()).contains("-XX:");
        return run.out().lines().filter(line -> line.contains("-XX:")).findFirst().orElseThrow();
    }

    private static ProcessRun shell(String script, String... env) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("env", "IN=" + small(), "BIG=" + big()));
        command.addAll(List.of(env));
        command.addAll(List.of("bash", "-c", script));
        return ProcessRun.run(command, "");
    }

    private static String small() throws Exception {
        return Files.readString(SMALL);
    }

    /** Three times the small input: 1,680 bytes. */
    private static String big() throws Exception {
        return small().repeat(3);
    }
}
