package dev.nonet.bench;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How closely the SE-compatible rater ({@link SeRater}) agrees with Sudoku Explainer on puzzles that
 * SE's {@code serate} rated: reads a TSV with the columns {@code file, line, puzzle, ER, EP, ED,
 * hardest_technique} (by default {@code ../shared/data/se-ratings-dev.tsv}), rates each puzzle on one
 * thread and prints, for the puzzles Nonet finished and for those whose SE hardest step is not a chain:
 * ER's Spearman, the mean absolute difference of ER, EP and ED and the share within 0.3 (and exact), a
 * table per SE hardest technique, the worst disagreements, the puzzles the rater got stuck on (those
 * that need techniques it lacks), and puzzles per second.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.SeRatingCheck [TSV] [--limit=SECONDS]
 * </pre>
 */
public final class SeRatingCheck {

    private static final Path DEFAULT_FILE = Path.of("../shared/data/se-ratings-dev.tsv");

    /** SE's names of its chaining hints (the families after Aligned Pair Exclusion, ATE aside). */
    private static final Set<String> NON_CHAIN = Set.of("Hidden Single", "Direct Pointing", "Direct Claiming",
            "Direct Hidden Pair", "Naked Single", "Direct Hidden Triplet", "Pointing", "Claiming", "Naked Pair",
            "X-Wing", "Hidden Pair", "Naked Triplet", "Swordfish", "Hidden Triplet", "XY-Wing", "XYZ-Wing",
            "Naked Quad", "Jellyfish", "Hidden Quad", "Aligned Pair Exclusion", "Aligned Triplet Exclusion");

    record Row(String file, int line, String puzzle, double er, double ep, double ed, String hardest) {
        boolean nonChain() {
            return NON_CHAIN.contains(hardest) || hardest.startsWith("Unique ") || hardest.startsWith("BUG ")
                    || hardest.startsWith("Bivalue Universal Grave");
        }
    }

    record Result(Row se, SeRating nonet, double seconds) {
    }

    private SeRatingCheck() {
    }

    public static void main(String[] args) throws IOException {
        Path file = DEFAULT_FILE;
        Duration limit = Duration.ofSeconds(30);
        for (String arg : args) {
            if (arg.startsWith("--limit=")) {
                limit = Duration.ofMillis((long) (Double.parseDouble(arg.substring(8)) * 1000));
            } else {
                file = Path.of(arg);
            }
        }
        if (!Files.isRegularFile(file)) {
            System.err.println("usage: SeRatingCheck [TSV] [--limit=SECONDS] (" + file + " not found)");
            System.exit(2);
        }
        List<Row> rows = read(file);
        long start = System.nanoTime();
        List<Result> results = rate(rows, limit);
        double seconds = (System.nanoTime() - start) / 1e9;
        report(file, results, seconds, System.out);
    }

    /** Rates every row on this thread, each within {@code limit}. */
    static List<Result> rate(List<Row> rows, Duration limit) {
        SeRater rater = new SeRater();
        List<Result> results = new ArrayList<>();
        for (Row row : rows) {
            long t = System.nanoTime();
            SeRating rating = rater.rate(row.puzzle(), Deadline.after(limit));
            results.add(new Result(row, rating, (System.nanoTime() - t) / 1e9));
        }
        return results;
    }

    static List<Row> read(Path file) throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split("\t");
            if (f.length < 7 || f[0].equals("file")) {
                continue;
            }
            rows.add(new Row(f[0], Integer.parseInt(f[1]), f[2], Double.parseDouble(f[3]),
                    Double.parseDouble(f[4]), Double.parseDouble(f[5]), f[6]));
        }
        return rows;
    }

    static void report(Path file, List<Result> results, double seconds, PrintStream out) {
        out.printf(Locale.ROOT, "%s: %d puzzles in %.2f s, %.1f puzzles/s (one thread)%n", file, results.size(),
                seconds, results.size() / seconds);
        Map<LogicalStatus, Integer> byStatus = new TreeMap<>();
        results.forEach(r -> byStatus.merge(r.nonet().status(), 1, Integer::sum));
        out.println("statuses: " + byStatus);
        for (LogicalStatus status : byStatus.keySet()) {
            List<Result> part = results.stream().filter(r -> r.nonet().status() == status).toList();
            double time = part.stream().mapToDouble(Result::seconds).sum();
            out.printf(Locale.ROOT, "  %s: %d puzzles in %.2f s, %.1f puzzles/s%n", status, part.size(), time,
                    part.size() / time);
        }
        List<Result> finished = results.stream().filter(r -> r.nonet().status() == LogicalStatus.SOLVED).toList();
        List<Result> nonChain = results.stream().filter(r -> r.se().nonChain()).toList();
        summary("finished by Nonet", finished, out);
        summary("SE hardest not a chain", nonChain, out);

        out.println();
        out.println("per SE hardest technique: count, Nonet stuck, ER exact, mean |ER diff| (finished ones)");
        Map<String, List<Result>> byHardest = new TreeMap<>();
        results.forEach(r -> byHardest.computeIfAbsent(r.se().hardest(), k -> new ArrayList<>()).add(r));
        byHardest.entrySet().stream()
                .sorted(Comparator.comparingDouble(e -> e.getValue().stream().mapToDouble(r -> r.se().er()).min().orElse(0)))
                .forEach(e -> {
                    List<Result> all = e.getValue();
                    List<Result> done = all.stream().filter(r -> r.nonet().status() == LogicalStatus.SOLVED).toList();
                    long exact = done.stream().filter(r -> same(r.se().er(), r.nonet().er())).count();
                    out.printf(Locale.ROOT, "  %-34s %4d %5d %5d %6.3f%n", e.getKey(), all.size(),
                            all.size() - done.size(), exact, mean(done, r -> Math.abs(r.se().er() - r.nonet().er())));
                });

        out.println();
        out.println("worst disagreements among the finished (line, SE ER / Nonet ER, SE hardest / Nonet hardest):");
        finished.stream()
                .filter(r -> !same(r.se().er(), r.nonet().er()) || !same(r.se().ep(), r.nonet().ep())
                        || !same(r.se().ed(), r.nonet().ed()) || !r.se().hardest().equals(r.nonet().hardestName()))
                .sorted(Comparator.comparingDouble((Result r) -> Math.abs(r.se().er() - r.nonet().er()))
                        .thenComparingDouble(r -> Math.abs(r.se().ep() - r.nonet().ep())
                                + Math.abs(r.se().ed() - r.nonet().ed())).reversed())
                .limit(15)
                .forEach(r -> out.printf(Locale.ROOT, "  %s:%d  ER %.1f / %.1f  EP %.1f / %.1f  ED %.1f / %.1f  %s / %s%n",
                        r.se().file(), r.se().line(), r.se().er(), r.nonet().er(), r.se().ep(), r.nonet().ep(),
                        r.se().ed(), r.nonet().ed(), r.se().hardest(), r.nonet().hardestName()));

        out.println();
        List<Result> stuck = results.stream().filter(r -> r.nonet().status() != LogicalStatus.SOLVED).toList();
        Map<String, Integer> stuckBy = new LinkedHashMap<>();
        stuck.stream().sorted(Comparator.comparing(r -> r.se().hardest()))
                .forEach(r -> stuckBy.merge(r.se().hardest(), 1, Integer::sum));
        out.println("not finished by Nonet, " + stuck.size() + ", by SE hardest: " + stuckBy);
        stuck.stream().filter(r -> r.se().nonChain()).limit(15)
                .forEach(r -> out.printf(Locale.ROOT, "  non-chain but %s: %s:%d SE %.1f %s, Nonet reached %.1f %s%n",
                        r.nonet().status(), r.se().file(), r.se().line(), r.se().er(), r.se().hardest(),
                        r.nonet().reached(), r.nonet().hardestName()));
    }

    private static void summary(String title, List<Result> part, PrintStream out) {
        out.println();
        out.printf(Locale.ROOT, "%s: %d puzzles%n", title, part.size());
        if (part.isEmpty()) {
            return;
        }
        double[] seEr = part.stream().mapToDouble(r -> r.se().er()).toArray();
        double[] nonetEr = part.stream().mapToDouble(r -> r.nonet().er()).toArray();
        out.printf(Locale.ROOT, "  ER: Spearman %.4f%n", spearman(seEr, nonetEr));
        line("ER", part, r -> r.se().er(), r -> r.nonet().er(), out);
        line("EP", part, r -> r.se().ep(), r -> r.nonet().ep(), out);
        line("ED", part, r -> r.se().ed(), r -> r.nonet().ed(), out);
        long names = part.stream().filter(r -> r.se().hardest().equals(r.nonet().hardestName())).count();
        out.printf(Locale.ROOT, "  hardest technique named as SE: %d of %d%n", names, part.size());
    }

    private static void line(String what, List<Result> part, java.util.function.ToDoubleFunction<Result> se,
                             java.util.function.ToDoubleFunction<Result> nonet, PrintStream out) {
        double mean = mean(part, r -> Math.abs(se.applyAsDouble(r) - nonet.applyAsDouble(r)));
        long within = part.stream().filter(r -> Math.abs(se.applyAsDouble(r) - nonet.applyAsDouble(r)) <= 0.3 + 1e-9).count();
        long exact = part.stream().filter(r -> same(se.applyAsDouble(r), nonet.applyAsDouble(r))).count();
        out.printf(Locale.ROOT, "  %s: mean |diff| %.3f, within 0.3 %.1f%%, exact %d of %d%n", what, mean,
                100.0 * within / part.size(), exact, part.size());
    }

    private static boolean same(double a, double b) {
        return Math.abs(a - b) < 0.05;
    }

    private static double mean(List<Result> part, java.util.function.ToDoubleFunction<Result> f) {
        return part.stream().mapToDouble(f).average().orElse(0);
    }

    /** Spearman's rank correlation, ties given their mean rank. */
    static double spearman(double[] a, double[] b) {
        double[] ra = ranks(a);
        double[] rb = ranks(b);
        double ma = Arrays.stream(ra).average().orElse(0);
        double mb = Arrays.stream(rb).average().orElse(0);
        double sab = 0;
        double saa = 0;
        double sbb = 0;
        for (int i = 0; i < ra.length; i++) {
            sab += (ra[i] - ma) * (rb[i] - mb);
            saa += (ra[i] - ma) * (ra[i] - ma);
            sbb += (rb[i] - mb) * (rb[i] - mb);
        }
        return saa == 0 || sbb == 0 ? (saa == sbb ? 1 : 0) : sab / Math.sqrt(saa * sbb);
    }

    private static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double[] ranks = new double[values.length];
        for (int i = 0; i < order.length; ) {
            int j = i;
            while (j + 1 < order.length && values[order[j + 1]] == values[order[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                ranks[order[k]] = (i + j) / 2.0 + 1;
            }
            i = j + 1;
        }
        return ranks;
    }
}
