package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/** {@link SharedPass}: every item exactly once, on the threads asked for, and a worker's failure not lost. */
class SharedPassTest {

    @Test
    void everyItemIsWorkedOnExactlyOnceWhateverTheThreadsAndSlices() throws InterruptedException {
        for (int threads : new int[] {1, 2, 3, 5}) {
            for (int count : new int[] {0, 1, SharedPass.SLICE - 1, SharedPass.SLICE, SharedPass.SLICE + 1, 1000}) {
                AtomicIntegerArray seen = new AtomicIntegerArray(count);
                SharedPass.run(count, threads, seen::incrementAndGet);
                for (int i = 0; i < count; i++) {
                    assertThat(seen.get(i)).as("item %d of %d on %d threads", i, count, threads).isEqualTo(1);
                }
            }
        }
    }

    @Test
    void theWorkIsSharedByTheThreadsAskedFor() throws InterruptedException {
        int count = 40 * SharedPass.SLICE;
        AtomicReferenceArray<Thread> by = new AtomicReferenceArray<>(count);
        SharedPass.run(count, 3, i -> {
            by.set(i, Thread.currentThread());
            // Slow enough that no one thread can take every slice before the others start.
            long end = System.nanoTime() + 20_000;
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
        });
        java.util.Set<Thread> workers = new java.util.HashSet<>();
        for (int i = 0; i < count; i++) {
            workers.add(by.get(i));
        }
        assertThat(workers).hasSize(3).doesNotContain(Thread.currentThread());
    }

    @Test
    void aWorkersFailureReachesTheCallerAfterTheOthersStop() {
        assertThatThrownBy(() -> SharedPass.run(500, 2, i -> {
            if (i == 321) {
                throw new IllegalStateException("wrong answer for item 321");
            }
        })).isInstanceOf(IllegalStateException.class).hasMessage("wrong answer for item 321");
    }
}
