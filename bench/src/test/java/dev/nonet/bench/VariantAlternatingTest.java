package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.solve.Sudoku;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The alternating runner on one small puzzle, the same core as both builds; no speed is measured. */
class VariantAlternatingTest {

    @Test
    void bothBuildsAnswerAndTheSummaryHasEveryOperation(@TempDir Path dir) throws Throwable {
        String row = "[{},{},{},{}]";
        String puzzle = "{\"size\":4,\"grid\":[[{\"value\":1,\"given\":true},{},{},{}]," + row + "," + row + "," + row
                + "],\"killercage\":[{\"cells\":[\"R1C2\",\"R2C2\"],\"value\":\"5\"}]}";
        Path file = dir.resolve("puzzles.json");
        Files.writeString(file, "[{\"title\":\"Small\",\"puzzle\":" + quoted(puzzle) + "},{}]");
        String core = Path.of(Sudoku.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            VariantAlternating.main(new String[] {"--rounds", "1", "--warmup", "0", "--without-givens", core, core,
                    file.toString()});
        } finally {
            System.setOut(saved);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("1 puzzles, 1 rounds").contains("solve ").contains("count ")
                .contains("truecandidates ").doesNotContain("DIFFERENT");
    }

    private static String quoted(String json) {
        return "\"" + json.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
