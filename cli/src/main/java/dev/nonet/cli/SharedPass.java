package dev.nonet.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * One pass over items 0 to {@code count - 1}, shared by threads that each take the next {@link #SLICE}
 * items when free: with fixed shares one thread was left finishing alone at the end of every pass of
 * {@code nonet bench}. Every item is worked on exactly once.
 */
final class SharedPass {

    /** Items a thread takes at a time: small enough that the threads finish together. */
    static final int SLICE = 64;

    private SharedPass() {
    }

    /**
     * Runs {@code work} on every item on {@code threads} threads (the calling one alone for 1) and
     * returns the CPU time they spent, in nanoseconds, or -1 where the JVM cannot measure a thread's
     * CPU time. The first exception a worker throws is rethrown once all have stopped.
     */
    static long run(int count, int threads, IntConsumer work) throws InterruptedException {
        ThreadMXBean cpuClock = ManagementFactory.getThreadMXBean();
        boolean timed = cpuClock.isCurrentThreadCpuTimeSupported();
        if (threads == 1) {
            long start = timed ? cpuClock.getCurrentThreadCpuTime() : 0;
            for (int i = 0; i < count; i++) {
                work.accept(i);
            }
            return timed ? cpuClock.getCurrentThreadCpuTime() - start : -1;
        }
        CountDownLatch done = new CountDownLatch(threads);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        AtomicLong cpu = new AtomicLong();
        AtomicInteger next = new AtomicInteger();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                long start = timed ? cpuClock.getCurrentThreadCpuTime() : 0;
                try {
                    for (int first = next.getAndAdd(SLICE); first < count; first = next.getAndAdd(SLICE)) {
                        for (int i = first; i < Math.min(first + SLICE, count); i++) {
                            work.accept(i);
                        }
                    }
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                } finally {
                    cpu.addAndGet(timed ? cpuClock.getCurrentThreadCpuTime() - start : 0);
                    done.countDown();
                }
            }, "nonet-bench");
            worker.start();
        }
        done.await();
        if (failure.get() != null) {
            throw failure.get();
        }
        return timed ? cpu.get() : -1;
    }
}
