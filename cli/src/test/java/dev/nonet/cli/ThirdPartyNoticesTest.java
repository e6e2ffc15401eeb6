package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * THIRD-PARTY.txt, the licences of what nonet.jar bundles, against what the build bundles: every runtime
 * dependency, as the dependency plugin lists them into {@code target/bundled-dependencies.txt} before
 * the tests (cli/pom.xml). A new, removed or upgraded library fails here until the list says so.
 */
class ThirdPartyNoticesTest {

    private static final Path BUNDLED = Path.of("target", "bundled-dependencies.txt");
    private static final Path NOTICES = Path.of("..", "THIRD-PARTY.txt");

    /** {@code   group:artifact:jar:version -- module name}, the dependency plugin's line. */
    private static final Pattern LISTED = Pattern.compile("^\\s+([^:\\s]+):([^:\\s]+):jar:([^:\\s]+)(?:\\s.*)?$");
    /** {@code group:artifact:version  licence  home page}, a line of THIRD-PARTY.txt's list. */
    private static final Pattern NOTED = Pattern.compile("^([^:\\s]+:[^:\\s]+:[^:\\s]+)\\s{2,}(\\S.*\\S)\\s{2,}(https?://\\S+)$");

    @Test
    void everyBundledLibraryIsListedWithItsLicenceAndNoOtherIs() throws IOException {
        assertThat(BUNDLED).as("written by the dependency plugin in generate-test-resources: run the tests through Maven").exists();
        Set<String> bundled = new TreeSet<>();
        for (String line : Files.readAllLines(BUNDLED)) {
            Matcher m = LISTED.matcher(line);
            if (m.matches()) {
                bundled.add(m.group(1) + ":" + m.group(2) + ":" + m.group(3));
            }
        }
        Set<String> noted = new TreeSet<>();
        for (String line : Files.readAllLines(NOTICES)) {
            Matcher m = NOTED.matcher(line);
            if (m.matches()) {
                noted.add(m.group(1));
            }
        }
        assertThat(bundled).as("what nonet.jar bundles").contains("info.picocli:picocli:" + picocliVersion());
        assertThat(noted).as("the libraries THIRD-PARTY.txt lists, against those the build bundles").isEqualTo(bundled);
    }

    @Test
    void everyLicenceNamedHasItsText() throws IOException {
        String notices = Files.readString(NOTICES);
        for (String line : notices.lines().toList()) {
            Matcher m = NOTED.matcher(line);
            if (m.matches()) {
                String licence = m.group(2).replaceFirst(" \\(or .*\\)$", ""); // the one Nonet takes
                assertThat(notices).as("a paragraph on " + licence + ", named for " + m.group(1))
                        .containsPattern("(?m)^" + Pattern.quote(licence) + "[:, (]");
            }
        }
    }

    private static String picocliVersion() {
        return picocli.CommandLine.VERSION;
    }
}
