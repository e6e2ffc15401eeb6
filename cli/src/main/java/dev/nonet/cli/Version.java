package dev.nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The two lines of {@code nonet --version}, from the build, so they never drift from the POM. */
final class Version {

    private Version() {
    }

    /** {@code nonet VERSION} and {@code Java VERSION (VM NAME)}. */
    static String[] lines() throws IOException {
        Properties p = new Properties();
        try (InputStream in = Version.class.getResourceAsStream("/nonet-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        }
        return new String[] {
            "nonet " + p.getProperty("version", "unknown"),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
        };
    }
}
