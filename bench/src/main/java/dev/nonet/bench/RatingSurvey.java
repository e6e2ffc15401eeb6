package dev.nonet.bench;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Technique;
import dev.nonet.rating.NonetPath;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Rates every puzzle of some files by logic and prints, per file, how the ratings and levels are
 * spread, the share that logic solves without getting stuck, and puzzles per second: a quick look at
 * what each new technique buys.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.RatingSurvey [FILE...]
 * </pre>
 *
 * With no files it surveys {@code ../shared/data/17-clue.txt} and {@code top1465.txt} where present.
 */
public final class RatingSurvey {

    private static final List<Path> DEFAULT_FILES = List.of(
            Path.of("../shared/data/17-clue.txt"), Path.of("../shared/data/top1465.txt"));

    /** The last resorts: a puzzle that needs one of them is hard to solve by hand. */
    private static final Set<Technique> FORCING =
            EnumSet.of(Technique.CELL_FORCING_CHAIN, Technique.UNIT_FORCING_CHAIN, Technique.FORCING_NET);

    private RatingSurvey() {
    }

    public static void main(String[] args) throws IOException, PuzzleFormatException {
        List<Path> files = new ArrayList<>();
        for (String arg : args) {
            files.add(Path.of(arg));
        }
        if (files.isEmpty()) {
            DEFAULT_FILES.stream().filter(Files::isRegularFile).forEach(files::add);
        }
        if (files.isEmpty()) {
            System.err.println("usage: RatingSurvey FILE... (no default files found under ../shared/data)");
            System.exit(2);
        }
        for (Path file : files) {
            survey(file, PuzzleReader.readAll(file), System.out);
        }
    }

    /** Rates {@code puzzles} on every core and prints the spread of their ratings. */
    static void survey(Path file, List<Puzzle> puzzles, PrintStream out) {
        // Nonet's path as explain follows it: its techniques, then SE's chains where they find nothing.
        LogicalSolver solver = NonetPath.solver(LogicalSolver.DEFAULT_LIMIT);
        long start = System.nanoTime();
        List<LogicalResult> results = puzzles.parallelStream().map(solver::solve).toList();
        double seconds = (System.nanoTime() - start) / 1e9;

        Map<String, Integer> byRating = new TreeMap<>();
        Map<Level, Integer> byLevel = new TreeMap<>();
        Map<LogicalStatus, Integer> byStatus = new TreeMap<>();
        int withoutForcing = 0;
        for (LogicalResult result : results) {
            byStatus.merge(result.status(), 1, Integer::sum);
            if (result.status() == LogicalStatus.SOLVED) {
                withoutForcing += result.rating().uses().keySet().stream().anyMatch(FORCING::contains) ? 0 : 1;
                byLevel.merge(result.rating().level(), 1, Integer::sum);
                byRating.merge(String.format(Locale.ROOT, "%4.1f %s", result.rating().difficulty(),
                        result.rating().hardest().map(Object::toString).orElse("none")), 1, Integer::sum);
            }
        }
        int n = results.size();
        out.printf(Locale.ROOT, "%s: %,d puzzles in %.2f s (%,.0f/s)%n", file, n, seconds, n / Math.max(seconds, 1e-9));
        out.printf(Locale.ROOT, "  solved by logic %,d (%.1f%%)%n", byStatus.getOrDefault(LogicalStatus.SOLVED, 0),
                percent(byStatus.getOrDefault(LogicalStatus.SOLVED, 0), n));
        out.printf(Locale.ROOT, "  solved without forcing chains or nets %,d (%.1f%%)%n", withoutForcing,
                percent(withoutForcing, n));
        byStatus.forEach((status, count) -> {
            if (status != LogicalStatus.SOLVED) {
                out.printf(Locale.ROOT, "  %-15s %,d (%.1f%%)%n", status.name().toLowerCase(Locale.ROOT).replace('_', ' '), count, percent(count, n));
            }
        });
        out.println("  levels of the solved:");
        byLevel.forEach((level, count) -> out.printf(Locale.ROOT, "    %-12s %,d (%.1f%%)%n",
                level.name().toLowerCase(Locale.ROOT), count, percent(count, n)));
        out.println("  ratings of the solved (hardest step):");
        byRating.forEach((rating, count) -> out.printf(Locale.ROOT, "    %-32s %,d (%.1f%%)%n", rating, count, percent(count, n)));
    }

    private static double percent(int count, int total) {
        return total == 0 ? 0 : 100.0 * count / total;
    }
}
