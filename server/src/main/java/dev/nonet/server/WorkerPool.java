package dev.nonet.server;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that do the computing, a fixed number of them with a bounded queue, so that a burst of
 * requests is turned away with 503 instead of piling up without bound. The HTTP thread waits for its
 * answer at most the time limit plus a second's grace.
 */
final class WorkerPool implements AutoCloseable {

    /** Seconds a turned-away client is asked to wait: most work takes milliseconds. */
    static final int RETRY_AFTER_SECONDS = 1;

    private static final Duration GRACE = Duration.ofSeconds(1);

    private final ThreadPoolExecutor executor;
    private final Duration wait;

    WorkerPool(int workers, int queue, Duration timeLimit) {
        BlockingQueue<Runnable> waiting = queue == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(queue);
        AtomicInteger n = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.MILLISECONDS, waiting, r -> {
            Thread t = new Thread(r, "nonet-worker-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        }, new ThreadPoolExecutor.AbortPolicy());
        this.wait = timeLimit.plus(GRACE);
    }

    /**
     * The result of {@code work}, computed on a worker.
     *
     * @throws ApiError 503 when every worker is busy and the queue is full, or when the work outlasts
     *                  the time limit; the {@link ApiError} or runtime exception the work threw
     */
    <T> T run(Callable<T> work) {
        Future<T> future;
        try {
            future = executor.submit(work);
        } catch (RejectedExecutionException e) {
            throw new ApiError(503, "the server is busy: every worker is computing and the queue is full; try again in "
                    + RETRY_AFTER_SECONDS + " s", Map.of("retryAfter", RETRY_AFTER_SECONDS));
        }
        try {
            return future.get(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new ApiError(503, "the work took longer than the server's limit of " + wait.toSeconds() + " s", Map.of());
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            throw new ApiError(503, "the server is stopping", Map.of());
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
