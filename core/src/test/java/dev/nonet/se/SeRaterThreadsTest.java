package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A rating split between threads ({@link SeRater#withThreads}) is the rating of one thread, step for step. */
class SeRaterThreadsTest {

    @Test
    void hardestPuzzlesGetTheSameRatingAndStepsOnTwoAndThreeThreads() {
        SeRater alone = new SeRater();
        for (Puzzle puzzle : hardest(2)) {
            SeRating expected = alone.rate(puzzle, Deadline.NONE, true);
            assertThat(expected.er()).isGreaterThanOrEqualTo(10.0); // nested chains: the split search's work
            for (int threads : new int[] {2, 3}) {
                SeRating split = alone.withThreads(threads).rate(puzzle, Deadline.NONE, true);
                assertThat(split).as(threads + " threads on " + puzzle).isEqualTo(expected);
            }
        }
    }

    @Test
    void aHintOnSeveralThreadsIsTheHintOfOne() {
        Puzzle puzzle = hardest(1).get(0);
        CandidateGrid position = CandidateGrid.of(puzzle);
        assertThat(new SeRater().withThreads(2).nextHint(position, Deadline.NONE))
                .isEqualTo(new SeRater().nextHint(position, Deadline.NONE));
    }

    @Test
    void aSplitSearchStopsAtItsDeadline() {
        Puzzle puzzle = hardest(1).get(0);
        SeRating rating = new SeRater().withThreads(2).rate(puzzle, Deadline.after(Duration.ofMillis(50)), false);
        assertThat(rating.status()).isEqualTo(dev.nonet.logic.LogicalStatus.TIMED_OUT);
        assertThatThrownBy(() -> new SeRater().withThreads(2).nextHint(CandidateGrid.of(puzzle), Deadline.after(Duration.ZERO)))
                .isInstanceOf(StoppedException.class);
    }

    @Test
    void lessThanOneThreadIsRefused() {
        assertThatThrownBy(() -> new SeRater().withThreads(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a rating needs at least one thread, not 0");
    }

    /** The 500 puzzles serate rated, each rated on two threads: serate's numbers, as on one. */
    @Test
    @Tag("slow")
    void serateRatingsHoldOnTwoThreads() {
        SeRater rater = new SeRater().withThreads(2);
        List<String> off = new ArrayList<>();
        for (SeAgreementTest.Row row : SeAgreementTest.rows()) {
            if (row.nonChain()) {
                continue;
            }
            SeRating rating = rater.rate(row.puzzle());
            String expected = String.format(Locale.ROOT, "%.1f/%.1f/%.1f %s", row.er(), row.ep(), row.ed(), row.hardest());
            String actual = String.format(Locale.ROOT, "%.1f/%.1f/%.1f %s", rating.er(), rating.ep(), rating.ed(), rating.hardestName());
            if (!actual.equals(expected)) {
                off.add(row.where() + ": serate " + expected + ", Nonet on 2 threads " + actual);
            }
        }
        assertThat(off).isEmpty();
    }

    /** The first {@code count} puzzles of the test sample of the hardest set. */
    private static List<Puzzle> hardest(int count) {
        List<Puzzle> puzzles = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                SeRaterThreadsTest.class.getResourceAsStream("/samples/hardest-1905-11plus.txt")), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null && puzzles.size() < count; line = in.readLine()) {
                if (!line.startsWith("#")) {
                    puzzles.add(Puzzle.parse(line.substring(0, 81)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return puzzles;
    }
}
