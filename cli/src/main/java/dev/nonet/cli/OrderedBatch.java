package dev.nonet.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs a {@link RecordTask} over a stream of records on several threads and writes the outcomes in
 * input order.
 *
 * <p>The calling thread reads records in chunks and hands each chunk to the pool; it then writes the
 * oldest finished chunk. At most a few chunks per thread are in flight, so memory stays bounded however
 * long the input is, and the output stays in step with the input.
 */
final class OrderedBatch {

    private static final int CHUNK = 256;
    private static final int CHUNKS_PER_THREAD = 4;

    private final int threads;
    private final boolean multiLineOutput;

    /**
     * @param threads         worker threads; 1 runs everything on the calling thread
     * @param multiLineOutput whether output records take several lines, and so are separated by a blank line
     */
    OrderedBatch(int threads, boolean multiLineOutput) {
        this.threads = threads;
        this.multiLineOutput = multiLineOutput;
    }

    /** Runs {@code task} over every record, writing each outcome to {@code out}; returns the counts. */
    Tally run(Iterator<SourcedRecord> records, RecordTask task, Writer out, Progress progress) throws IOException {
        Tally tally = new Tally();
        if (threads <= 1) {
            List<SourcedRecord> chunk;
            while (!(chunk = nextChunk(records)).isEmpty()) {
                write(process(chunk, task), out, tally);
                progress.update(tally.records());
            }
        } else {
            runParallel(records, task, out, progress, tally);
        }
        out.flush();
        tally.finish();
        progress.clear();
        return tally;
    }

    private void runParallel(Iterator<SourcedRecord> records, RecordTask task, Writer out, Progress progress, Tally tally)
            throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "nonet-worker");
            t.setDaemon(true);
            return t;
        });
        Deque<Future<List<Outcome>>> inFlight = new ArrayDeque<>();
        try {
            List<SourcedRecord> chunk;
            while (!(chunk = nextChunk(records)).isEmpty()) {
                List<SourcedRecord> work = chunk;
                inFlight.add(pool.submit(() -> process(work, task)));
                if (inFlight.size() >= threads * CHUNKS_PER_THREAD) {
                    write(await(inFlight.poll()), out, tally);
                    progress.update(tally.records());
                }
            }
            while (!inFlight.isEmpty()) {
                write(await(inFlight.poll()), out, tally);
                progress.update(tally.records());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<SourcedRecord> nextChunk(Iterator<SourcedRecord> records) {
        List<SourcedRecord> chunk = new ArrayList<>(CHUNK);
        while (chunk.size() < CHUNK && records.hasNext()) {
            chunk.add(records.next());
        }
        return chunk;
    }

    private static List<Outcome> process(List<SourcedRecord> chunk, RecordTask task) {
        List<Outcome> outcomes = new ArrayList<>(chunk.size());
        for (SourcedRecord r : chunk) {
            outcomes.add(task.apply(r));
        }
        return outcomes;
    }

    private static List<Outcome> await(Future<List<Outcome>> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a worker", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        }
    }

    private void write(List<Outcome> outcomes, Writer out, Tally tally) throws IOException {
        for (Outcome o : outcomes) {
            if (multiLineOutput && tally.records() > 0) {
                out.write('\n');
            }
            out.write(o.text());
            tally.add(o);
        }
    }
}
