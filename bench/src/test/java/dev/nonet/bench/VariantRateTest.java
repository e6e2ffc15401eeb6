package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The variant runner's reading of puzzles.json files and of the reference's results; no speed is measured. */
class VariantRateTest {

    private static final String SOLUTION =
            "824975361915364872736821594689712435471593286352486917263158749598647123147239658";

    @Test
    void emptyEntriesAreSkippedAndGridSizesAreNoKind(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("puzzles.json");
        Files.writeString(file, "[{\"title\":\"A\",\"puzzle\":\"N4Ig\",\"solution\":\"" + SOLUTION + "\","
                + "\"generatedCategories\":[\"gridsize9x9\",\"killercage\",\"arrow\"]},"
                + "{\"title\":\"B\",\"puzzle\":\"N4Ih\"},{}]");
        List<VariantRate.Entry> entries = VariantRate.read(file);
        assertThat(entries).hasSize(2);
        assertThat(entries.get(0).kinds()).isEqualTo("killercage,arrow");
        assertThat(entries.get(0).checkPublished()).isTrue();
        assertThat(entries.get(1).index()).isEqualTo(1);
        assertThat(entries.get(1).checkPublished()).isFalse();
    }

    @Test
    void theReferenceIsCheckedAndItsRunsMedianed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("puzzles.json");
        Files.writeString(file, "[{\"title\":\"A\",\"puzzle\":\"N4Ig\",\"solution\":\"" + SOLUTION + "\"}]");
        List<VariantRate.Entry> entries = VariantRate.read(file);
        String wrong = SOLUTION.substring(0, 80) + "9";
        Path results = dir.resolve("reference.jsonl");
        Files.writeString(results, String.join("\n",
                line(file, "solve", 30, "\"status\":\"solved\",\"solution\":\"" + SOLUTION + "\""),
                line(file, "solve", 10, "\"status\":\"solved\",\"solution\":\"" + SOLUTION + "\""),
                line(file, "solve", 20, "\"status\":\"solved\",\"solution\":\"" + SOLUTION + "\""),
                line(file, "count", 5, "\"status\":\"count\",\"count\":2"),
                line(file, "truecandidates", 60000, "\"status\":\"cancelled\""),
                "{\"op\":\"solve\",\"status\":\"error\"}", ""));
        Map<String, VariantRate.Reference> read = VariantRate.readReference(results, entries);
        assertThat(read).hasSize(3);
        assertThat(read.values()).extracting(VariantRate.Reference::check)
                .containsExactlyInAnyOrder("ok", "WRONG: count 2", "cancelled");
        assertThat(read.values()).extracting(VariantRate.Reference::ms).contains(20.0, 5.0, 60000.0);
        Files.writeString(results, line(file, "truecandidates", 7, "\"status\":\"truecandidates\",\"open\":0,"
                + "\"solution\":\"" + wrong + "\""));
        assertThat(VariantRate.readReference(results, entries).values()).extracting(VariantRate.Reference::check)
                .containsExactly("WRONG: not the published solution");
    }

    @Test
    void medianAndNearestRankPercentile() {
        assertThat(VariantRate.median(new double[] {3, 1, 2})).isEqualTo(2.0);
        assertThat(VariantRate.median(new double[] {4, 1, 2, 3})).isEqualTo(2.5);
        double[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertThat(VariantRate.percentile(sorted, 0.9)).isEqualTo(9.0);
        assertThat(VariantRate.percentile(new double[] {7}, 0.9)).isEqualTo(7.0);
    }

    private static String line(Path file, String op, double ms, String rest) {
        return "{\"op\":\"" + op + "\",\"ms\":" + ms + "," + rest + ",\"file\":\"" + file.toString().replace("\\", "\\\\")
                + "\",\"index\":0}";
    }
}
