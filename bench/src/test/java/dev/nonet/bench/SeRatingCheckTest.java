package dev.nonet.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small run of the SE agreement check on three rows of serate's ratings (from se-ratings-dev.tsv); no speed is asserted. */
class SeRatingCheckTest {

    @Test
    void spearmanRanksWithTies() {
        assertThat(SeRatingCheck.spearman(new double[] {1, 2, 3}, new double[] {10, 20, 30})).isEqualTo(1.0);
        assertThat(SeRatingCheck.spearman(new double[] {1, 2, 3}, new double[] {3, 2, 1})).isEqualTo(-1.0);
        assertThat(SeRatingCheck.spearman(new double[] {1, 1, 2}, new double[] {5, 5, 9})).isEqualTo(1.0);
    }

    @Test
    void aSmallFileIsReported(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("se.tsv");
        Files.writeString(file, String.join("\n",
                "file\tline\tpuzzle\tER\tEP\tED\thardest_technique",
                "17-clue.txt\t1817\t................12.....3..4.......5...4.1......6..73.....6.48...1..2...9.5.......\t1.5\t1.5\t1.5\tHidden Single",
                "17-clue.txt\t1509\t.................1..2.34........5.4..6....2...7..1..5....6..8.7..4........8.....3\t2.6\t1.2\t1.2\tPointing",
                "17-clue.txt\t4304\t................12..3..4.........3.5....2...6.2.17......5..38...7....4..1........\t7.1\t1.2\t1.2\tForcing Chain"));
        List<SeRatingCheck.Row> rows = SeRatingCheck.read(file);
        assertThat(rows).hasSize(3);
        List<SeRatingCheck.Result> results = SeRatingCheck.rate(rows, Duration.ofSeconds(20));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SeRatingCheck.report(file, results, 1.0, new PrintStream(out, true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(text).contains("3 puzzles in 1.00 s")
                .contains("SE hardest not a chain: 2 puzzles")
                .contains("ER: mean |diff| 0.000, within 0.3 100.0%, exact 2 of 2");
    }
}
