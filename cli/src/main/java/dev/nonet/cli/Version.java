package dev.nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The two lines of {@code nonet --version}, from the build, so they never drift from the POM. */
final class Version {

    private Version() {
    }

    /** {@code nonet VERSION} and {@code Java VERSION (VM NAME)}. */
    static String[] lines() {
        // Built by hand: a string concatenation's first run is bootstrapped through java.lang.invoke,
        // some 20 ms of a --version run on JDK 17.
        return new String[] {
            "nonet ".concat(number()),
            new StringBuilder("Java ").append(System.getProperty("java.version"))
                    .append(" (").append(System.getProperty("java.vm.name")).append(')').toString()
        };
    }

    /** Nonet's version as the build wrote it ({@code 0.2.0}); {@code unknown} if the build left no record. */
    static String number() {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("/nonet-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }
}
