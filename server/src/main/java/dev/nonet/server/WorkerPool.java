package dev.nonet.server;

import dev.nonet.limit.Deadline;
import dev.nonet.view.DurationText;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

/**
 * The threads that do the computing, a fixed number of them with a bounded queue, so that a burst of
 * requests is turned away with 503 instead of piling up without bound. Each piece of work gets a
 * {@link Deadline} at the time limit, counted from when a worker starts it (time in the queue is not
 * the work's), and stops there by itself (the core checks it every few milliseconds), so a worker is
 * free again within a fraction of a second of the limit. The HTTP thread waits at most the time limit
 * plus a second's grace for a worker to start the work, and as long again for it to finish; when it
 * gives up it cancels the deadline too, so that nothing computes on for an answer nobody awaits.
 *
 * <p>Admission is counted by a semaphore of workers-plus-queue places rather than by the executor's own
 * queue: a worker gives its place back as soon as its work returns, before the caller sees the answer,
 * so a request sent after an answer has arrived never finds the pool full because a worker thread had
 * not yet gone back to wait for the next task.
 *
 * <p>Work that cannot get the memory it needs fails alone: its {@link OutOfMemoryError} is answered 503
 * with {@code Retry-After}, like a full pool. Once it has been thrown, what the work held is garbage, so the
 * next request finds the memory the failed one could not.
 */
final class WorkerPool implements AutoCloseable {

    /** Seconds a turned-away client is asked to wait: most work takes milliseconds. */
    static final int RETRY_AFTER_SECONDS = 1;

    private static final Duration GRACE = Duration.ofSeconds(1);

    private static final int WAITING = 0;
    private static final int STARTED = 1;
    private static final int ABANDONED = 2;

    private final ExecutorService executor;
    private final Semaphore places;
    private final int capacity;
    private final AtomicInteger computing = new AtomicInteger();
    private final Duration timeLimit;
    private final Duration wait;

    WorkerPool(int workers, int queue, Duration timeLimit) {
        AtomicInteger n = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "nonet-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.places = new Semaphore(workers + queue);
        this.capacity = workers + queue;
        this.timeLimit = timeLimit;
        this.wait = timeLimit.plus(GRACE);
    }

    /**
     * The result of {@code work}, computed on a worker and given the deadline it must stop at.
     *
     * @throws ApiError 503 when every worker is busy and the queue is full, when the work outlasts the
     *                  time limit and its grace, or when it ran out of memory; the {@link ApiError} or
     *                  runtime exception the work threw
     */
    <T> T run(Function<Deadline, T> work) {
        if (!places.tryAcquire()) {
            throw new ApiError(503, "the server is busy: every worker is computing and the queue is full; try again in "
                    + RETRY_AFTER_SECONDS + " s", Map.of("retryAfter", RETRY_AFTER_SECONDS));
        }
        // Who gives the place back: the work once it has run, or the caller when it gives up on work that
        // never started (a cancelled task that is still queued never runs its finally).
        AtomicInteger state = new AtomicInteger(WAITING);
        Deadline abandoned = Deadline.cancellable();
        AtomicLong startedAt = new AtomicLong();
        long admittedAt = System.nanoTime();
        Future<T> future;
        try {
            future = executor.submit(() -> {
                if (!state.compareAndSet(WAITING, STARTED)) {
                    return null;
                }
                startedAt.set(System.nanoTime());
                computing.incrementAndGet();
                try {
                    return work.apply(abandoned.within(timeLimit));
                } catch (OutOfMemoryError e) {
                    throw outOfMemory(e);
                } finally {
                    computing.decrementAndGet();
                    places.release();
                }
            });
        } catch (RejectedExecutionException e) {
            places.release();
            throw new ApiError(503, "the server is stopping", Map.of());
        }
        try {
            try {
                return future.get(wait.toNanos(), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                if (state.get() != STARTED) {
                    abandon(future, state, abandoned);
                    throw new ApiError(503, "the server is busy: no worker was free within " + DurationText.of(wait) + "; try again in "
                            + RETRY_AFTER_SECONDS + " s", Map.of("retryAfter", RETRY_AFTER_SECONDS));
                }
                // Started late in the wait: it has its whole limit and grace from its start.
                long left = startedAt.get() + wait.toNanos() - System.nanoTime();
                return future.get(Math.max(0, left), TimeUnit.NANOSECONDS);
            }
        } catch (TimeoutException e) {
            abandon(future, state, abandoned);
            throw new ApiError(503, "the work took longer than the server's limit of " + DurationText.of(timeLimit) + " and did not stop", Map.of());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            abandon(future, state, abandoned);
            throw new ApiError(503, "the server is stopping", Map.of());
        }
    }

    /**
     * The 503 of a request that ran out of memory: raised where the error was caught, after the work's
     * frames have gone, so that what they held can be collected. The log says it once, without a trace.
     */
    static ApiError outOfMemory(OutOfMemoryError e) {
        NonetServer.LOG.warn("a request ran out of memory ({}); answered 503", e.getMessage());
        return new ApiError(503, "the server has no memory left for this request now; try again in " + RETRY_AFTER_SECONDS + " s",
                Map.of("retryAfter", RETRY_AFTER_SECONDS));
    }

    /** How busy the pool is: the workers computing, and the requests admitted that wait for one. */
    record Load(int busy, int queued) {
    }

    /** The pool's load now (read without a lock: two counters, each exact, read a moment apart). */
    Load load() {
        int busy = computing.get();
        int admitted = capacity - places.availablePermits();
        return new Load(busy, Math.max(0, admitted - busy));
    }

    private void abandon(Future<?> future, AtomicInteger state, Deadline deadline) {
        if (state.compareAndSet(WAITING, ABANDONED)) {
            places.release();
        }
        deadline.cancel();
        future.cancel(true);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
