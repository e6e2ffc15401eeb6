package dev.nonet.bench;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How fast the SE-compatible rater ({@link SeRater}) rates a puzzle file on one thread: puzzles per
 * second, the median, 90th percentile and longest time per puzzle, how many timed out or got stuck, and
 * the ER classes (whole units). Puzzles are one per line (81 characters first), {@code #} lines skipped;
 * {@code --every=N} takes every Nth puzzle, {@code --count=N} stops after N, {@code --limit=SECONDS} is
 * the time limit per puzzle (60 by default). The first 20 puzzles are rated twice, the first time to warm up.
 * Beside wall-clock time it reports the rating thread's own CPU time (what one core does on a machine
 * shared with other work).
 *
 * <pre>
 * mvn -B -q -o -pl core,server,bench test-compile
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.SeRatingSpeed ../shared/data/top1465.txt
 * java -cp ... dev.nonet.bench.SeRatingSpeed ../shared/data/hardest-1905-11plus.txt --every=97 --count=50
 * </pre>
 */
public final class SeRatingSpeed {

    private SeRatingSpeed() {
    }

    public static void main(String[] args) throws IOException {
        Path file = null;
        int every = 1;
        int count = Integer.MAX_VALUE;
        Duration limit = Duration.ofSeconds(60);
        for (String arg : args) {
            if (arg.startsWith("--every=")) {
                every = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--count=")) {
                count = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--limit=")) {
                limit = Duration.ofMillis((long) (Double.parseDouble(arg.substring(8)) * 1000));
            } else {
                file = Path.of(arg);
            }
        }
        if (file == null || !Files.isRegularFile(file)) {
            System.err.println("usage: SeRatingSpeed FILE [--every=N] [--count=N] [--limit=SECONDS]");
            System.exit(2);
        }
        List<String> puzzles = new ArrayList<>();
        int index = 0;
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("#") || line.length() < 81) {
                continue;
            }
            if (index++ % every == 0 && puzzles.size() < count) {
                puzzles.add(line.substring(0, 81));
            }
        }
        SeRater rater = new SeRater();
        for (String puzzle : puzzles.subList(0, Math.min(20, puzzles.size()))) {
            rater.rate(puzzle, Deadline.after(limit));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] seconds = new double[puzzles.size()];
        double[] cpuSeconds = new double[puzzles.size()];
        Map<String, Integer> statuses = new TreeMap<>();
        Map<Integer, Integer> classes = new TreeMap<>();
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        for (int k = 0; k < puzzles.size(); k++) {
            long t = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            SeRating rating = rater.rate(puzzles.get(k), Deadline.after(limit));
            seconds[k] = (System.nanoTime() - t) / 1e9;
            cpuSeconds[k] = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            statuses.merge(rating.status().toString(), 1, Integer::sum);
            if (rating.status() == LogicalStatus.SOLVED) {
                classes.merge((int) Math.floor(rating.er()), 1, Integer::sum);
            }
        }
        double total = (System.nanoTime() - start) / 1e9;
        double cpuTotal = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        int n = seconds.length;
        System.out.printf(Locale.ROOT, "%s: %d puzzles in %.2f s, %.1f puzzles/s (one thread)%n", file, n, total,
                n / total);
        System.out.printf(Locale.ROOT, "CPU time: %.2f s, %.1f puzzles/s%n", cpuTotal, n / cpuTotal);
        printSpread("per puzzle (wall)", seconds);
        printSpread("per puzzle (CPU)", cpuSeconds);
        System.out.println("statuses: " + statuses);
        System.out.println("ER classes (count by whole ER): " + classes);
    }

    /** The median, 90th percentile and largest of {@code seconds}. */
    private static void printSpread(String label, double[] seconds) {
        int n = seconds.length;
        if (n == 0) {
            return;
        }
        double[] sorted = seconds.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%s: median %.3f s, 90%% %.3f s, max %.3f s%n", label, sorted[n / 2],
                sorted[Math.min(n - 1, (int) (n * 0.9))], sorted[n - 1]);
    }
}
