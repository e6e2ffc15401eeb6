package dev.nonet.dist;

import static dev.nonet.dist.TarballIT.PUZZLE;
import static dev.nonet.dist.TarballIT.SOLUTION;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** nonet-VERSION.zip, unpacked and run on the java on the PATH, or on none, or on one too old. */
class ZipIT {

    @TempDir
    static Path folder;
    static Distribution zip;

    @BeforeAll
    static void unpack() throws IOException, InterruptedException {
        zip = Distribution.unpack("nonet.zip", folder);
    }

    @Test
    void runsOnTheJavaOnThePath() throws IOException, InterruptedException {
        String path = Path.of(System.getProperty("java.home"), "bin") + File.pathSeparator + zip.noJava();
        assertThat(zip.home().resolve("runtime")).doesNotExist();
        Distribution.Run run = zip.run(path, PUZZLE, "solve");
        assertThat(run.out()).isEqualTo(SOLUTION);
        assertThat(run.exitCode()).isZero();
        assertThat(zip.serveAndGet(path, "api/health").statusCode()).isEqualTo(200);
    }

    @Test
    void saysSoWhenThereIsNoJava() throws IOException, InterruptedException {
        Distribution.Run run = zip.run(zip.noJava(), PUZZLE, "solve");
        assertThat(run.err()).isEqualTo("nonet: no java on the PATH: this download needs Java 17 or newer"
                + " (or take the linux-x64 tarball, which brings its own)\n");
        assertThat(run.out()).isEmpty();
        assertThat(run.exitCode()).isEqualTo(2);
    }

    @Test
    void saysSoWhenJavaIsTooOld() throws IOException, InterruptedException {
        Path old = Files.createDirectories(folder.resolve("java11"));
        Path java = Files.writeString(old.resolve("java"), "#!/bin/sh\necho 'openjdk version \"11.0.22\" 2024-01-16' >&2\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Distribution.Run run = zip.run(old + File.pathSeparator + zip.noJava(), PUZZLE, "solve");
        assertThat(run.err()).isEqualTo("nonet: " + java + " is Java 11.0.22; nonet needs 17 or newer\n");
        assertThat(run.exitCode()).isEqualTo(2);
    }
}
