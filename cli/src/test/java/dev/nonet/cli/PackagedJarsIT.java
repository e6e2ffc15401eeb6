package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the published jars carry beside the code: the licence and the notice, in the jar, the sources
 * jar and the javadoc jar alike (the last two came without them), as Apache-2.0 asks of a copy.
 */
class PackagedJarsIT {

    @Test
    void everyPublishedJarCarriesTheLicenceAndTheNotice() throws IOException {
        List<Path> jars;
        try (Stream<Path> files = Files.list(Path.of("target"))) {
            jars = files.filter(f -> f.getFileName().toString().matches("nonet-cli-.*\\.jar") && !f.toString().endsWith("-tests.jar"))
                    .sorted().toList();
        }
        assertThat(jars.stream().map(j -> j.getFileName().toString().replaceAll("nonet-cli-\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?", "nonet-cli")))
                .as("the jars mvn package makes").contains("nonet-cli.jar", "nonet-cli-sources.jar", "nonet-cli-javadoc.jar");
        for (Path jar : jars) {
            try (JarFile file = new JarFile(jar.toFile())) {
                assertThat(file.getEntry("META-INF/LICENSE")).as(jar + ": META-INF/LICENSE").isNotNull();
                assertThat(file.getEntry("META-INF/NOTICE")).as(jar + ": META-INF/NOTICE").isNotNull();
            }
        }
    }
}
