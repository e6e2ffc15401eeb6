package dev.nonet.bench;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One hard puzzle rated on one thread and on several: each puzzle of a file is rated by
 * {@link SeRater} alone and {@link SeRater#withThreads with {@code --threads}}, in turn, {@code --rounds}
 * times, and the wall-clock seconds of each are printed with their ratio; the ratings (ER/EP/ED, hardest
 * technique, every step) must be the same, else the puzzle is named and the run exits 1. Wall clock is the
 * measure here (the point is an answer sooner), so run it on an otherwise idle machine; the load average
 * is printed beside each line.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * grep -v '^#' ../shared/data/hardest-1905-11plus.txt | shuf -n 20 --random-source=&lt;(yes) &gt; /tmp/hard20.txt
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.SeThreadsSpeed /tmp/hard20.txt --threads=2
 * </pre>
 */
public final class SeThreadsSpeed {

    private SeThreadsSpeed() {
    }

    public static void main(String[] args) throws IOException {
        Path file = null;
        int threads = 2;
        int rounds = 1;
        for (String arg : args) {
            if (arg.startsWith("--threads=")) {
                threads = Integer.parseInt(arg.substring(10));
            } else if (arg.startsWith("--rounds=")) {
                rounds = Integer.parseInt(arg.substring(9));
            } else {
                file = Path.of(arg);
            }
        }
        if (file == null || !Files.isRegularFile(file)) {
            System.err.println("usage: SeThreadsSpeed FILE [--threads=N] [--rounds=N]");
            System.exit(2);
        }
        List<Puzzle> puzzles = Files.readAllLines(file).stream().filter(l -> !l.startsWith("#") && l.length() >= 81)
                .map(l -> Puzzle.parse(l.substring(0, 81))).toList();
        SeRater alone = new SeRater();
        SeRater shared = alone.withThreads(threads);
        for (Puzzle puzzle : puzzles.subList(0, Math.min(3, puzzles.size()))) { // warm-up
            alone.rate(puzzle);
            shared.rate(puzzle);
        }
        List<Double> ratios = new ArrayList<>();
        double aloneTotal = 0;
        double sharedTotal = 0;
        int differ = 0;
        for (int p = 0; p < puzzles.size(); p++) {
            Puzzle puzzle = puzzles.get(p);
            double[] one = new double[rounds];
            double[] many = new double[rounds];
            SeRating first = null;
            for (int r = 0; r < rounds; r++) {
                long start = System.nanoTime();
                SeRating a = alone.rate(puzzle, Deadline.after(Duration.ofMinutes(5)), true);
                one[r] = (System.nanoTime() - start) / 1e9;
                start = System.nanoTime();
                SeRating b = shared.rate(puzzle, Deadline.after(Duration.ofMinutes(5)), true);
                many[r] = (System.nanoTime() - start) / 1e9;
                if (!same(a, b)) {
                    differ++;
                    System.out.println("DIFFERENT line " + (p + 1) + ": " + a + " / " + b);
                }
                first = a;
            }
            double oneMedian = median(one);
            double manyMedian = median(many);
            aloneTotal += oneMedian;
            sharedTotal += manyMedian;
            ratios.add(oneMedian / manyMedian);
            System.out.printf(Locale.ROOT, "%3d  ER %.1f  1 thread %7.3f s  %d threads %7.3f s  x%.2f  (load %s)%n", p + 1,
                    first.er(), oneMedian, threads, manyMedian, oneMedian / manyMedian, load());
        }
        double[] sorted = ratios.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        System.out.printf(Locale.ROOT, "%d puzzles: 1 thread %.1f s, %d threads %.1f s in all (x%.2f); median ratio x%.2f,"
                + " least x%.2f; %d ratings differ%n", puzzles.size(), aloneTotal, threads, sharedTotal,
                aloneTotal / sharedTotal, median(sorted), sorted.length == 0 ? 0 : sorted[0], differ);
        System.exit(differ == 0 ? 0 : 1);
    }

    private static boolean same(SeRating a, SeRating b) {
        return a.er() == b.er() && a.ep() == b.ep() && a.ed() == b.ed() && a.status() == b.status()
                && a.steps().equals(b.steps());
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n == 0 ? 0 : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static String load() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }
}
