package dev.nonet.se;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.position.Position;
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

    /** A puzzle of the hardest set whose rating (ER 11.0) reaches the nested levels, in about a second. */
    private static final String HARDEST = "98.7..6..7.5.......4..5....3..8..9......2..1......13.42...8..93.7....2....92...6.";

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

    /**
     * A rating's chain memory is bounded: at most two searches of a thread hold propagations at once (a
     * nested level's inside its enclosing one), each one for each candidate at most, so a rating on
     * {@code t} threads never makes more than {@code t + 1} for each candidate of its start; and the
     * nested answers kept are at most the scratch's bound, whatever it is, for the same rating.
     */
    @Test
    void aRatingsChainMemoryStaysWithinItsBounds() {
        Position board = SePositions.parse(HARDEST);
        int candidates = 0;
        for (int cell = 0; cell < 81; cell++) {
            candidates += board.value(cell) == 0 ? Integer.bitCount(board.candidates(cell)) : 0;
        }
        ChainScratch scratch = new ChainScratch(16);
        SeRating rating = new SeRater().withThreads(2).rate(board, Deadline.NONE, false, scratch);
        assertThat(rating).isEqualTo(new SeRater().withThreads(2).rate(HARDEST));
        assertThat(rating.er()).isEqualTo(11.0);
        assertThat(scratch.answerCount()).isEqualTo(16);
        assertThat(scratch.propagationsMade()).isBetween(candidates, 3 * candidates);
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
