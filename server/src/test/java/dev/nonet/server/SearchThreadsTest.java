package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.se.SeRater;
import org.junit.jupiter.api.Test;

/**
 * A request's chain search gets a thread per core, but never so many that every worker's rating at once
 * would need more than half the heap: on a machine of many cores the 1 GiB heap of {@code nonet serve}
 * holds all its workers' hardest ratings.
 */
class SearchThreadsTest {

    private static final long GIB = 1L << 30;

    @Test
    void eachCoreWhereTheHeapHoldsEveryWorkersRating() {
        assertThat(PuzzleApi.searchThreads(2, 2, GIB)).isEqualTo(2);
        assertThat(PuzzleApi.searchThreads(4, 2, GIB)).isEqualTo(4);
        assertThat(PuzzleApi.searchThreads(16, 16, 16 * GIB)).isEqualTo(15);
    }

    @Test
    void fewerWhereTheHeapWouldNot() {
        for (int cores : new int[] {4, 6, 8}) {
            int threads = PuzzleApi.searchThreads(cores, cores, GIB);
            assertThat(threads).as(cores + " cores").isLessThan(cores);
            if (threads > 1) {
                assertThat(cores * (threads + 1L) * SeRater.BYTES_PER_THREAD).as(cores + " cores").isLessThanOrEqualTo(GIB / 2);
            }
        }
        assertThat(PuzzleApi.searchThreads(4, 4, GIB)).isEqualTo(3);
        assertThat(PuzzleApi.searchThreads(8, 8, GIB)).isEqualTo(1);
        assertThat(PuzzleApi.searchThreads(64, 64, GIB)).isEqualTo(1); // one each, however many workers share the heap
    }
}
