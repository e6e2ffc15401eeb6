package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.logic.Level;
import dev.nonet.logic.Technique;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * docs/TECHNIQUES.md lists every technique with its difficulty, in solving order, exactly as the enum
 * says: the table there is this test's {@link #table()}, so adding a technique without documenting it
 * fails here with the table to paste.
 */
class TechniquesDocTest {

    private static final Path DOC = Path.of("..", "docs", "TECHNIQUES.md");

    @Test
    void theTechniqueTableIsTheEnumsTable() throws IOException {
        List<String> docRows = Files.readAllLines(DOC).stream().filter(l -> l.matches("\\| \\d+ \\|.*")).toList();
        assertThat(String.join("\n", docRows))
                .as("the technique table of docs/TECHNIQUES.md; paste this test's expected value there")
                .isEqualTo(table());
    }

    @Test
    void theLevelBandsAreTheEnumsBands() throws IOException {
        String doc = Files.readString(DOC);
        for (Level level : Level.values()) {
            String name = level.name().toLowerCase(Locale.ROOT);
            assertThat(doc).contains(level == Level.EXTREME ? "| " + name + " | above " : "| " + name + " | up to " + oneDecimal(level.upTo()) + " |");
        }
    }

    /** One row per technique: order, display name, enum name (as --technique takes it), difficulty, level. */
    static String table() {
        StringBuilder rows = new StringBuilder();
        for (Technique t : Technique.values()) {
            if (rows.length() > 0) {
                rows.append('\n');
            }
            rows.append("| ").append(t.ordinal() + 1).append(" | ").append(t.displayName()).append(" | `").append(t.name())
                    .append("` | ").append(oneDecimal(t.difficulty())).append(" | ")
                    .append(Level.of(t.difficulty()).name().toLowerCase(Locale.ROOT)).append(" |");
        }
        return rows.toString();
    }

    private static String oneDecimal(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }
}
