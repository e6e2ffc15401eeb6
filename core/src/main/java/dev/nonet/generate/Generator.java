package dev.nonet.generate;

import dev.nonet.limit.Deadline;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Generates unique puzzles to order: by difficulty, symmetry, minimality, number of givens and the
 * techniques their logical solution uses.
 *
 * <pre>{@code
 * GenerationRequest request = GenerationRequest.builder().count(5).difficulty(Level.EASY).seed(7).build();
 * GenerationReport report = new Generator().generate(request, 2, p -> System.out.println(p.puzzle()));
 * }</pre>
 *
 * <p>Each attempt draws a random complete grid of the request's layout ({@code RandomGrids}), empties
 * the symmetry's orbits in random order while the engine finds the puzzle unique under every house of
 * the layout ({@code Carver}), then rates the puzzle and accepts or rejects it ({@code Acceptance};
 * off classic 9x9 judged by the techniques that work there). Attempt {@code i} draws every random choice from
 * its own stream, seeded by the run's seed and {@code i}, and attempts are accepted in their order
 * whatever thread made them: the same seed gives the same puzzles on any number of threads, and a
 * run cut short by its timeout delivers a prefix of what a longer run would have.
 *
 * <p>A killer request ({@link GenerationRequest.Builder#killer(boolean)}) draws a random classic grid the
 * same way, then covers it with random cages and splits cages (or, rarely, adds a given) until the puzzle
 * is unique, and splits or merges cages until the constraint search's measure puts it in the level asked
 * ({@link SearchRating}); each {@link GeneratedPuzzle} carries its cages and that measure.
 *
 * <p>Stateless: one instance serves many runs at once.
 */
public final class Generator {

    /** A generator: it keeps no state, so one serves every caller. */
    public Generator() {
    }

    /**
     * Generates the puzzles {@code request} asks for on {@code threads} threads, giving each to
     * {@code sink} as soon as it and all before it are known: in index order, one call at a time,
     * from whichever thread finished it. Returns when the count is reached or the timeout passes.
     *
     * @throws IllegalArgumentException if {@code threads} is less than 1
     * @throws RuntimeException         whatever the sink throws, after the other threads have stopped
     */
    public GenerationReport generate(GenerationRequest request, int threads, Consumer<GeneratedPuzzle> sink) {
        return generate(request, threads, sink, Deadline.NONE);
    }

    /**
     * {@link #generate(GenerationRequest, int, Consumer)}, stopped within milliseconds once {@code stop} is
     * reached as well as at the request's timeout: the report then says it timed out, with the puzzles
     * delivered before.
     *
     * @throws IllegalArgumentException if {@code threads} is less than 1
     * @throws NoGridException          if the request's layout has no complete grid, so no puzzle at all
     * @throws RuntimeException         whatever the sink throws, after the other threads have stopped
     */
    public GenerationReport generate(GenerationRequest request, int threads, Consumer<GeneratedPuzzle> sink, Deadline stop) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        long seed = request.seed().orElseGet(() -> new SplittableRandom().nextLong());
        long start = System.nanoTime();
        Deadline deadline = request.timeout().map(stop::within).orElse(stop);
        OrderedAttempts run = new OrderedAttempts(request, seed, deadline, sink);
        if (threads == 1) {
            run.work();
        } else {
            runOnThreads(run, threads);
        }
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        boolean timedOut = run.delivered() < request.count();
        return new GenerationReport(run.delivered(), run.attempts(), seed, elapsed, timedOut,
                message(request, run, seed, elapsed, timedOut));
    }

    /** Generates on the calling thread and returns the puzzles, in order. */
    public List<GeneratedPuzzle> generate(GenerationRequest request) {
        List<GeneratedPuzzle> puzzles = new ArrayList<>();
        generate(request, 1, puzzles::add);
        return puzzles;
    }

    private static void runOnThreads(OrderedAttempts run, int threads) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "nonet-generate");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                workers.add(pool.submit(run::work));
            }
            for (Future<?> worker : workers) {
                try {
                    worker.get();
                } catch (ExecutionException e) {
                    run.stop();
                    throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                }
            }
        } catch (InterruptedException e) {
            run.stop();
            Thread.currentThread().interrupt();
        } finally {
            pool.shutdownNow();
        }
    }

    private static String message(GenerationRequest request, OrderedAttempts run, long seed, Duration elapsed, boolean timedOut) {
        String attempts = String.format(Locale.ROOT, "%,d attempt%s, %,d rejected, seed %d", run.attempts(),
                run.attempts() == 1 ? "" : "s", run.attempts() - run.delivered(), seed);
        double seconds = elapsed.toNanos() / 1e9;
        if (timedOut && run.attempts() == 0) {
            // Not one attempt finished: the puzzles are not rare, each just takes longer than the time given.
            return String.format(Locale.ROOT, "timed out after %.2f s before its first attempt was done (seed %d); one"
                    + " puzzle of this kind takes longer than that to make: give it more time or ask for an easier kind",
                    seconds, seed);
        }
        if (timedOut) {
            return String.format(Locale.ROOT, "timed out after %.2f s with %,d of %,d puzzles (%s); puzzles this rare need"
                    + " a longer timeout or a wider request", seconds, run.delivered(), request.count(), attempts);
        }
        double rate = run.delivered() / Math.max(seconds, 1e-9);
        // A rate under one a second keeps two digits: "0/s" for a puzzle that took 2 s would say none came.
        String perSecond = String.format(Locale.ROOT, rate < 1 ? "%.2g/s" : "%,.0f/s", rate);
        return String.format(Locale.ROOT, "%,d puzzle%s in %.2f s (%s; %s)", run.delivered(),
                run.delivered() == 1 ? "" : "s", seconds, perSecond, attempts);
    }
}
