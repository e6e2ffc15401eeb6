package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * A rating keeps nothing of its puzzle once it is done: a server's worker thread rates puzzle after
 * puzzle and lives for good, so whatever a rating left on it (chain finders' propagations, nested
 * answers) would stay, and grow with each puzzle, for the life of the process.
 */
class SeRaterMemoryTest {

    /** Two top1465 puzzles whose ratings reach the nested forcing chains (ER 9.5 and 9.6) in a fraction of a second. */
    private static final List<String> NESTED = List.of(
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........");

    /** What the heap may gain over the ratings: far less than one chain finder's propagations (tens of MB). */
    private static final long SLACK_BYTES = 8L << 20;

    @Test
    void aThreadThatRatedHoldsNoMemoryOfItsRatings() throws Exception {
        SeRater rater = new SeRater().withThreads(2);
        ExecutorService worker = Executors.newSingleThreadExecutor(); // lives on after the ratings, as a server's does
        try {
            Thread warmUp = new Thread(() -> rater.rate(NESTED.get(0))); // classes loaded, on a thread that then ends
            warmUp.start();
            warmUp.join();
            long before = liveHeap();
            for (String puzzle : NESTED) {
                SeRating rating = worker.submit(() -> rater.rate(puzzle)).get();
                assertThat(rating.er()).isGreaterThanOrEqualTo(9.5);
                worker.submit(() -> rater.nextHint(CandidateGrid.of(Puzzle.parse(puzzle)), Deadline.NONE)).get();
            }
            long after = liveHeap();
            assertThat(after - before).as("bytes left live on the rating thread: %,d before, %,d after", before, after)
                    .isLessThan(SLACK_BYTES);
        } finally {
            worker.shutdownNow();
        }
    }

    /** Bytes of heap in use after full collections: the least of a few readings. */
    private static long liveHeap() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(20);
            least = Math.min(least, runtime.totalMemory() - runtime.freeMemory());
        }
        return least;
    }
}
