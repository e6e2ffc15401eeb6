package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.logic.Technique;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/TECHNIQUES.md gives an example of every technique, a position and the step found there, and
 * each is what {@code nonet explain --technique} lists for that position: so an example cannot go stale,
 * and a technique added without one fails here. {@code dev.nonet.bench.TechniqueExampleSearch} finds
 * examples to paste.
 */
class TechniqueExamplesDocTest {

    private static final Path DOC = Path.of("..", "docs", "TECHNIQUES.md");
    private static final Pattern EXAMPLE = Pattern.compile("- \\*\\*(.+?)\\*\\* \\((\\d+\\.\\d)\\): `([^`]+)` → (.+)");

    @Test
    void everyTechniqueHasOneExampleAndExplainFindsItsStep() throws IOException {
        Map<Technique, List<String>> examples = new EnumMap<>(Technique.class);
        List<String> wrong = new ArrayList<>();
        for (String line : Files.readAllLines(DOC)) {
            Matcher m = EXAMPLE.matcher(line);
            if (!m.matches()) {
                continue;
            }
            Technique technique = byName(m.group(1));
            examples.computeIfAbsent(technique, t -> new ArrayList<>()).add(line);
            assertThat(m.group(2)).as(line).isEqualTo(String.format(Locale.ROOT, "%.1f", technique.difficulty()));
            CliRun run = CliRun.run(m.group(3) + "\n", "explain", "--technique", technique.name());
            if (!run.out().contains(". " + m.group(4) + "\n")) {
                wrong.add(technique + ": expected " + m.group(4) + "\n  explain --technique printed:\n" + run.out());
            }
        }
        assertThat(wrong).as("examples whose step explain --technique does not list").isEmpty();
        for (Technique t : Technique.values()) {
            assertThat(examples.getOrDefault(t, List.of())).as("examples of " + t + " in docs/TECHNIQUES.md").hasSize(1);
        }
    }

    private static Technique byName(String displayName) {
        for (Technique t : Technique.values()) {
            if (t.displayName().equals(displayName)) {
                return t;
            }
        }
        throw new AssertionError("an example names no technique: " + displayName);
    }
}
