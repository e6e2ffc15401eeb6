package dev.nonet.bench;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.JsonTree;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.server.FPuzzlesSolver;
import dev.nonet.server.FPuzzlesSolverClient;
import dev.nonet.server.FPuzzlesSolverSettings;
import dev.nonet.solve.Sudoku;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The f-puzzles solver's time per request over its websocket beside the command line's warm figure for the same
 * question: for each puzzle of a set (f-puzzles payloads in puzzles.json format), {@code truecandidates} against
 * reading the payload and {@link Sudoku#trueCandidates} (cap 1, as {@code nonet candidates}), and {@code count}
 * against reading it and {@link Sudoku#count} to 2 (as {@code nonet count}; on a puzzle of one solution both search
 * the whole tree), in one warm JVM: the websocket's time is the round trip from sending the request to its final
 * answer. Warm-up rounds, then the median of the timed rounds, every side once a round in turn; then the sums and the
 * median of the ratios.
 *
 * <pre>
 * mvn -B -q -o -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.FPuzzlesSolverSpeed [FILE] [--warmup N] [--rounds N] [--first N]
 *   FILE        default core/src/test/resources/variants/puzzles.json
 * </pre>
 */
public final class FPuzzlesSolverSpeed {

    private FPuzzlesSolverSpeed() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of("core/src/test/resources/variants/puzzles.json");
        int warmup = 3;
        int rounds = 5;
        int first = Integer.MAX_VALUE;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--first" -> first = Integer.parseInt(args[++i]);
                default -> file = Path.of(args[i]);
            }
        }
        List<?> entries = (List<?>) JsonTree.parse(Files.readString(file, StandardCharsets.UTF_8));
        try (FPuzzlesSolver solver = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS.withAddress("127.0.0.1", 0))) {
            FPuzzlesSolverClient client = FPuzzlesSolverClient.connect(solver.url(), null);
            double[] sums = new double[4];
            List<Double> ratios = new ArrayList<>();
            System.out.printf(Locale.ROOT, "%-40s %10s %10s %10s %10s%n", "puzzle", "cand. CLI", "cand. ws", "count CLI", "count ws");
            for (Object e : entries.subList(0, Math.min(first, entries.size()))) {
                Map<?, ?> entry = (Map<?, ?>) e;
                String title = String.valueOf(entry.get("title"));
                String payload = String.valueOf(entry.get("puzzle"));
                List<Runnable> sides = List.of(
                        () -> Sudoku.trueCandidates(read(payload), 1, Deadline.NONE),
                        () -> ask(client, "truecandidates", payload),
                        () -> Sudoku.count(read(payload), 2, Deadline.NONE),
                        () -> ask(client, "count", payload));
                double[] ms = medians(warmup, rounds, sides);
                for (int i = 0; i < 4; i++) {
                    sums[i] += ms[i];
                }
                ratios.add(ms[1] / ms[0]);
                ratios.add(ms[3] / ms[2]);
                System.out.printf(Locale.ROOT, "%-40.40s %10.2f %10.2f %10.2f %10.2f%n", title, ms[0], ms[1], ms[2], ms[3]);
            }
            System.out.printf(Locale.ROOT, "%-40s %10.1f %10.1f %10.1f %10.1f%n", "sum (ms)", sums[0], sums[1], sums[2], sums[3]);
            ratios.sort(null);
            System.out.printf(Locale.ROOT, "websocket / CLI: sums %.3f (candidates) %.3f (count); median ratio per request %.3f%n",
                    sums[1] / sums[0], sums[3] / sums[2], ratios.get(ratios.size() / 2));
        }
    }

    /** Asks as the userscript does, and waits for the final answer. */
    private static void ask(FPuzzlesSolverClient client, String command, String payload) {
        client.answer(client.send(command, payload), Duration.ofMinutes(10), progress -> { });
    }

    private static Puzzle read(String payload) {
        try {
            return FPuzzles.read(payload).puzzle();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The median time of each of {@code sides} in milliseconds, over {@code rounds} after {@code warmup}: each round runs
     * every side once, in turn, so that a change in the machine's load falls on all of them alike.
     */
    private static double[] medians(int warmup, int rounds, List<Runnable> sides) {
        for (int i = 0; i < warmup; i++) {
            sides.forEach(Runnable::run);
        }
        double[][] ms = new double[sides.size()][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int s = 0; s < sides.size(); s++) {
                long start = System.nanoTime();
                sides.get(s).run();
                ms[s][r] = (System.nanoTime() - start) / 1e6;
            }
        }
        double[] medians = new double[sides.size()];
        for (int s = 0; s < sides.size(); s++) {
            Arrays.sort(ms[s]);
            medians[s] = ms[s][rounds / 2];
        }
        return medians;
    }
}
