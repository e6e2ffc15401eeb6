package dev.nonet.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version from the build, so {@code --version} never drifts from the POM. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {
            "nonet " + version(),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
        };
    }

    /** Nonet's version as the build wrote it, {@code unknown} if the build left no record. */
    static String version() {
        Properties p = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/nonet-version.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return p.getProperty("version", "unknown");
    }
}
