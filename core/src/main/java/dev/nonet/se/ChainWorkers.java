package dev.nonet.se;

import dev.nonet.limit.StoppedException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/**
 * The threads that help one forcing-chain search ({@link ForcingChainFinder}) when a rating is given more
 * than one ({@link SeRater#withThreads}): the calling thread does its share as worker 0, pool threads do
 * the others. The pool's threads are daemons, made as needed and dropped after a minute idle, so a
 * library that never asks for more than one thread never starts any.
 *
 * <p>The helpers keep nothing on their threads: what they work with (their finders, the propagations,
 * the nested answers they share with the caller) is the rating's ({@link ChainScratch}).
 */
final class ChainWorkers {

    private static final AtomicInteger NAMES = new AtomicInteger();

    private static final ExecutorService POOL = new java.util.concurrent.ThreadPoolExecutor(0, Integer.MAX_VALUE,
            60, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.SynchronousQueue<>(), task -> {
                Thread thread = new Thread(task, "nonet-chains-" + NAMES.incrementAndGet());
                thread.setDaemon(true);
                return thread;
            });

    private ChainWorkers() {
    }

    /**
     * Runs {@code work} as workers {@code 0} to {@code threads - 1} at once, worker 0 on this thread, and
     * returns when all are done. A worker's {@link StoppedException}, other unchecked exception or error
     * (an {@link OutOfMemoryError} among them, for the caller to answer as it answers its own) is rethrown
     * here as it is, the first one, once every worker has ended; an interrupt of this thread waits for the
     * workers too, which stop at their deadline's next check.
     */
    static void run(int threads, IntConsumer work) {
        if (threads <= 1) {
            work.accept(0);
            return;
        }
        List<Future<?>> helpers = new ArrayList<>(threads - 1);
        for (int w = 1; w < threads; w++) {
            int worker = w;
            helpers.add(POOL.submit(() -> work.accept(worker)));
        }
        Throwable failed = null;
        try {
            work.accept(0);
        } catch (RuntimeException | Error e) {
            failed = e;
        }
        boolean interrupted = false;
        for (Future<?> helper : helpers) {
            while (true) {
                try {
                    helper.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // the helpers end at their deadline: wait for them, then say so
                } catch (ExecutionException e) {
                    if (failed == null) {
                        failed = e.getCause();
                    }
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failed instanceof RuntimeException e) {
            throw e;
        }
        if (failed instanceof Error e) {
            throw e;
        }
        if (failed != null) { // a checked exception: the work is an IntConsumer, so only by a trick
            throw new IllegalStateException(failed);
        }
    }
}
