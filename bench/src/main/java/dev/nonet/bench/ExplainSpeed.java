package dev.nonet.bench;

import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import dev.nonet.rating.NonetPath;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How fast Nonet's own path ({@code explain}: {@link NonetPath}, from the givens) is, on a machine shared
 * with other work: per file, the CPU milliseconds a puzzle takes on one thread (median of
 * {@code --runs} passes over the file, the measuring thread's own CPU time), puzzles per second on
 * {@code --threads} threads (wall clock, and from the threads' CPU time as if they had a core each;
 * medians of the same number of passes), and what each finder
 * costs: its calls and CPU time over one pass, the finders timed one by one.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.ExplainSpeed [--runs N] [--threads T] FILE...
 * </pre>
 */
public final class ExplainSpeed {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ExplainSpeed() {
    }

    public static void main(String[] args) throws Exception {
        int runs = 3;
        int threads = 2;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                default -> files.add(Path.of(args[i]));
            }
        }
        LogicalSolver solver = NonetPath.solver(Duration.ofHours(1));
        for (Path file : files) {
            List<Puzzle> puzzles = PuzzleReader.readAll(file);
            solveAll(solver, puzzles); // warm-up
            List<Double> cpuMs = new ArrayList<>();
            List<Double> rates = new ArrayList<>();
            List<Double> cpuRates = new ArrayList<>();
            for (int run = 0; run < runs; run++) {
                long cpu = THREADS.getCurrentThreadCpuTime();
                solveAll(solver, puzzles);
                cpuMs.add((THREADS.getCurrentThreadCpuTime() - cpu) / 1e6 / puzzles.size());
                double[] rate = onThreads(solver, puzzles, threads);
                rates.add(rate[0]);
                cpuRates.add(rate[1]);
            }
            System.out.printf(Locale.ROOT, "%s: %d puzzles, one thread %s CPU ms/puzzle (median %.2f); %d threads %s puzzles/s"
                    + " wall (median %.1f), %s puzzles/s on %d cores of their own (median %.1f)%n", file, puzzles.size(),
                    list(cpuMs), median(cpuMs), threads, list(rates), median(rates), list(cpuRates), threads, median(cpuRates));
            finderCosts(puzzles);
        }
    }

    private static void solveAll(LogicalSolver solver, List<Puzzle> puzzles) {
        for (Puzzle puzzle : puzzles) {
            solver.solve(puzzle);
        }
    }

    /**
     * One pass over the puzzles on {@code threads} threads: puzzles per wall-clock second, and puzzles per
     * second that {@code threads} cores of their own would give (the threads' CPU time shared among them),
     * the figure to read on a machine shared with other work.
     */
    private static double[] onThreads(LogicalSolver solver, List<Puzzle> puzzles, int threads) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        AtomicInteger next = new AtomicInteger();
        AtomicLong cpuNanos = new AtomicLong();
        long start = System.nanoTime();
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            done.add(pool.submit(() -> {
                long cpu = THREADS.getCurrentThreadCpuTime();
                for (int i = next.getAndIncrement(); i < puzzles.size(); i = next.getAndIncrement()) {
                    solver.solve(puzzles.get(i));
                }
                cpuNanos.addAndGet(THREADS.getCurrentThreadCpuTime() - cpu);
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        double wall = (System.nanoTime() - start) / 1e9;
        return new double[] {puzzles.size() / wall, puzzles.size() / (cpuNanos.get() / 1e9 / threads)};
    }

    /** One pass on this thread with every finder timed; prints the costliest. */
    private static void finderCosts(List<Puzzle> puzzles) {
        List<Timed> timed = Techniques.all().stream().map(Timed::new).toList();
        LogicalSolver solver = new LogicalSolver(new ArrayList<>(timed), Duration.ofHours(1));
        solveAll(solver, puzzles);
        List<Timed> byCost = new ArrayList<>(timed);
        byCost.sort((a, b) -> Long.compare(b.nanos, a.nanos));
        long total = timed.stream().mapToLong(t -> t.nanos).sum();
        System.out.printf(Locale.ROOT, "  finders: %.1f CPU ms in all%n", total / 1e6);
        for (Timed t : byCost.subList(0, 16)) {
            System.out.printf(Locale.ROOT, "    %-28s %8d calls %9.1f ms %8.3f ms/call%n", t.technique(), t.calls,
                    t.nanos / 1e6, t.calls == 0 ? 0 : t.nanos / 1e6 / t.calls);
        }
    }

    private static String list(List<Double> values) {
        return String.join(" / ", values.stream().map(v -> String.format(Locale.ROOT, "%.2f", v)).toList());
    }

    private static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(sorted.size() / 2);
    }

    /** A finder whose calls and CPU time are counted (one thread at a time). */
    private static final class Timed implements TechniqueFinder {
        private final TechniqueFinder finder;
        private long calls;
        private long nanos;

        Timed(TechniqueFinder finder) {
            this.finder = finder;
        }

        @Override
        public Technique technique() {
            return finder.technique();
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            return findAll(grid, Deadline.NONE);
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            long start = THREADS.getCurrentThreadCpuTime();
            List<Step<Technique>> steps = finder.findAll(grid, deadline);
            nanos += THREADS.getCurrentThreadCpuTime() - start;
            calls++;
            return steps;
        }
    }
}
