package dev.nonet.cli;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;

/**
 * Runs a {@link RecordTask} over a stream of records on worker threads and writes the outcomes in
 * input order.
 *
 * <p>The calling thread reads records in chunks and hands each chunk to the pool; it then writes the
 * oldest chunk's outcomes one by one as they are done. At most a few chunks per thread are in flight, so
 * memory stays bounded however long the input is, and the output stays in step with the input.
 *
 * <p>Output is flushed whenever the calling thread would otherwise wait: for a record still being
 * worked on (after a short patience, so a fast stream is not flushed record by record), or for input
 * not yet at hand (a chunk then ends early, so a slow or interactive input gets its answers at once).
 */
final class OrderedBatch {

    private static final int CHUNK = 256;
    private static final int CHUNKS_PER_THREAD = 4;
    /**
     * How long the writer waits for the next outcome before it flushes what it has: long enough that a
     * stream of quick records is flushed only when the buffer fills, short enough to look immediate.
     */
    private static final long PATIENCE_MILLIS = 10;

    private final int threads;
    private final boolean multiLineOutput;
    /** Whether an outcome with text has been written, so that the next multi-line one is set apart. */
    private boolean wroteRecord;
    /** Whether the run was asked to stop (Ctrl+C), asked between records. */
    private BooleanSupplier stop = () -> false;

    /** Ends the writing loop early: Ctrl+C. */
    private static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }

    /**
     * @param threads         worker threads
     * @param multiLineOutput whether output records take several lines, and so are separated by a blank line
     */
    OrderedBatch(int threads, boolean multiLineOutput) {
        this.threads = threads;
        this.multiLineOutput = multiLineOutput;
    }

    /**
     * Runs {@code task} over every record, writing each outcome to {@code out}; returns the counts.
     *
     * @param atHand whether the next record can be read without waiting for input
     */
    Tally run(Iterator<SourcedRecord> records, BooleanSupplier atHand, RecordTask task, CommandOutput out, Progress progress) {
        return run(records, atHand, task, UnaryOperator.identity(), out, progress);
    }

    /**
     * Runs {@code task} over every record as above, and then {@code inOrder} on each outcome, on the
     * writing thread and in input order, before it is written: the place for what depends on the
     * records before it (whether a puzzle was seen already).
     */
    Tally run(Iterator<SourcedRecord> records, BooleanSupplier atHand, RecordTask task, UnaryOperator<Outcome> inOrder,
            CommandOutput out, Progress progress) {
        return run(records, atHand, task, inOrder, out, progress, () -> false);
    }

    /**
     * Runs as above until {@code stop} says so (Ctrl+C): then the outcomes written so far are flushed and
     * the tally, marked {@link Tally#stopped()}, counts them; work in progress is dropped.
     */
    Tally run(Iterator<SourcedRecord> records, BooleanSupplier atHand, RecordTask task, UnaryOperator<Outcome> inOrder,
            CommandOutput out, Progress progress, BooleanSupplier stop) {
        this.stop = stop;
        Tally tally = new Tally();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "nonet-worker");
            t.setDaemon(true);
            return t;
        });
        Deque<Chunk> inFlight = new ArrayDeque<>();
        try {
            List<SourcedRecord> read;
            while (!stop.getAsBoolean() && !(read = nextChunk(records, atHand)).isEmpty()) {
                Chunk chunk = new Chunk(read);
                chunk.future = pool.submit(() -> chunk.process(task));
                inFlight.add(chunk);
                if (inFlight.size() >= threads * CHUNKS_PER_THREAD) {
                    write(inFlight.poll(), inOrder, out, tally, progress);
                }
                if (!atHand.getAsBoolean()) {
                    while (!inFlight.isEmpty()) {
                        write(inFlight.poll(), inOrder, out, tally, progress);
                    }
                    out.flush();
                }
            }
            while (!inFlight.isEmpty()) {
                write(inFlight.poll(), inOrder, out, tally, progress);
            }
        } catch (Stopped e) {
            tally.stoppedEarly();
        } finally {
            pool.shutdownNow();
        }
        out.flush();
        tally.finish();
        progress.clear();
        return tally;
    }

    /** Up to a chunk of records, fewer when the input has no more at hand. */
    private static List<SourcedRecord> nextChunk(Iterator<SourcedRecord> records, BooleanSupplier atHand) {
        List<SourcedRecord> chunk = new ArrayList<>(CHUNK);
        while (chunk.size() < CHUNK && records.hasNext()) {
            chunk.add(records.next());
            if (!atHand.getAsBoolean()) {
                break;
            }
        }
        return chunk;
    }

    /** Writes every outcome of {@code chunk} as soon as it is done, flushing while it waits. */
    private void write(Chunk chunk, UnaryOperator<Outcome> inOrder, CommandOutput out, Tally tally, Progress progress) {
        int written = 0;
        while (written < chunk.records.size()) {
            if (stop.getAsBoolean()) {
                throw new Stopped();
            }
            int done = chunk.done;
            if (written == done) {
                awaitMore(chunk, out);
                continue;
            }
            for (; written < done; written++) {
                Outcome o = inOrder.apply(chunk.outcomes[written]);
                if (multiLineOutput && wroteRecord && !o.text().isEmpty()) {
                    out.write("\n");
                }
                wroteRecord |= !o.text().isEmpty(); // a dropped repeat writes nothing, and no separator
                out.write(o.text());
                tally.add(o);
                progress.update(tally.records());
            }
        }
    }

    private static void awaitMore(Chunk chunk, CommandOutput out) {
        try {
            chunk.future.get(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            out.flush();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a worker", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error error) {
                throw error; // an OutOfMemoryError is reported as itself
            }
            throw new IllegalStateException(cause);
        }
    }

    /** Records handed to one worker, and their outcomes as it finishes them, in order. */
    private static final class Chunk {

        final List<SourcedRecord> records;
        final Outcome[] outcomes;
        /** How many outcomes are set; written by the worker after each, so the writer may read them. */
        volatile int done;
        Future<?> future;

        Chunk(List<SourcedRecord> records) {
            this.records = records;
            this.outcomes = new Outcome[records.size()];
        }

        void process(RecordTask task) {
            for (int i = 0; i < outcomes.length; i++) {
                outcomes[i] = task.apply(records.get(i));
                done = i + 1;
            }
        }
    }
}
