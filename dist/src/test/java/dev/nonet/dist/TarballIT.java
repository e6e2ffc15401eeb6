package dev.nonet.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nonet-VERSION-linux-x64.tar.gz, unpacked and run on its own runtime with no java on the PATH. */
class TarballIT {

    static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
    static final String SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179\n";

    @TempDir
    static Path folder;
    static Distribution tarball;

    @BeforeAll
    static void unpack() throws IOException, InterruptedException {
        tarball = Distribution.unpack("nonet.tarball", folder);
    }

    @Test
    void solvesOnItsOwnRuntime() throws IOException, InterruptedException {
        Distribution.Run run = tarball.run(tarball.noJava(), PUZZLE, "solve");
        assertThat(run.err()).contains("1 solved");
        assertThat(run.out()).isEqualTo(SOLUTION);
        assertThat(run.exitCode()).isZero();
        assertThat(tarball.run(tarball.noJava(), "", "--version").out()).startsWith("nonet " + System.getProperty("nonet.version") + "\n");
    }

    /** A small input is read ahead of its pipe (for the choice of compilers) and reaches the command whole; so does a large one. */
    @Test
    void hintsAPipedPuzzleAsTheJarDoes() throws IOException, InterruptedException {
        Distribution.Run one = tarball.run(tarball.noJava(), PUZZLE, "hint", "--level", "3");
        assertThat(one.out()).startsWith("Hidden Single");
        assertThat(one.exitCode()).isZero();
        Distribution.Run many = tarball.run(tarball.noJava(), PUZZLE.repeat(20), "hint", "--level", "3");
        assertThat(many.out()).isEqualTo(one.out().repeat(20));
        assertThat(many.exitCode()).isZero();
    }

    @Test
    void servesThePageAndTheApi() throws IOException, InterruptedException {
        assertThat(tarball.serveAndGet(tarball.noJava(), "api/health").statusCode()).isEqualTo(200);
        assertThat(tarball.serveAndGet(tarball.noJava(), "").body()).contains("<html");
    }

    @Test
    void makesItsClassDataArchiveOnFirstUseAndRunsTheSameWithIt() throws IOException, InterruptedException {
        Distribution.Run first = tarball.run(tarball.noJava(), PUZZLE, "solve");
        Path archive = tarball.home().resolve("lib/nonet.jsa");
        assertThat(archive).isRegularFile();
        long madeAt = Files.getLastModifiedTime(archive).toMillis();
        Distribution.Run again = tarball.run(tarball.noJava(), PUZZLE, "solve");
        assertThat(again.out()).isEqualTo(first.out()).isEqualTo(SOLUTION);
        assertThat(Files.getLastModifiedTime(archive).toMillis()).as("made once, then used").isEqualTo(madeAt);
    }

    @Test
    void theRuntimeIsACutOfTheJdk() throws IOException, InterruptedException {
        Process list = new ProcessBuilder(tarball.home().resolve("runtime/bin/java").toString(), "--list-modules").start();
        List<String> modules = new String(list.getInputStream().readAllBytes()).lines().map(m -> m.replaceFirst("@.*", "")).toList();
        assertThat(list.waitFor()).isZero();
        // those dist/pom.xml names and what they require, not the JDK's seventy
        assertThat(modules).containsAll(Arrays.asList(System.getProperty("nonet.jdk.modules").split(",")))
                .doesNotContain("java.se", "jdk.compiler", "jdk.jshell", "java.desktop").hasSizeLessThan(30);
        assertThat(tarball.home().resolve("README.md")).isRegularFile();
        assertThat(tarball.home().resolve("LICENSE")).isRegularFile();
    }

    @Test
    void thePathHasNoJava() throws IOException, InterruptedException {
        Process which = new ProcessBuilder("/bin/sh", "-c", "PATH=" + tarball.noJava() + " command -v java").start();
        assertThat(which.waitFor()).as("java found on the test's PATH").isNotZero();
    }
}
