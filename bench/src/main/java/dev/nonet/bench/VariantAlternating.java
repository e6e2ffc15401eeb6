package dev.nonet.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of the core on the variant puzzles of puzzles.json files (the reference's format, as
 * {@link VariantRate} reads them), in one JVM and timed in alternation, for a change to the constraint
 * search: each core jar gets its own class loader (so the JIT compiles each on its own), and for every
 * puzzle and operation (solve, count to 2, true candidates) the two take turns for {@code --rounds} runs
 * (which one goes first alternates), each run's CPU time of this thread taken. Prints one line per
 * puzzle and operation where either build's median is over 1 ms, with both builds' guesses, then per
 * operation the median, 90th percentile and maximum over the puzzles of each build's median, and the
 * puzzles over 1 s. A run stops at {@code --deadline} seconds (wall): a build that stops there is shown
 * as timed out. Answers that differ between the builds (status, count, solution) are marked DIFFERENT.
 *
 * <p>Machine load moves a separate JVM run's times by 20% or more on a shared machine; here both builds
 * see the same load.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests                          # in each checkout
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.VariantAlternating [--rounds 5] [--warmup 3]
 *     [--deadline 60] [--without-givens] BASE/core/target/nonet-core-*.jar core/target/nonet-core-*.jar FILE...
 * </pre>
 *
 * {@code --without-givens} takes every puzzle's givens away first (and true candidates with them is what
 * the API's {@code candidates} answers on a setter's empty grid).
 */
public final class VariantAlternating {

    private static final String[] OPS = {"solve", "count", "truecandidates"};
    private static final ThreadMXBean CLOCK = ManagementFactory.getThreadMXBean();

    private VariantAlternating() {
    }

    public static void main(String[] args) throws Throwable {
        int rounds = 5;
        double warmup = 3;
        double deadline = 60;
        boolean withoutGivens = false;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Double.parseDouble(args[++i]);
                case "--deadline" -> deadline = Double.parseDouble(args[++i]);
                case "--without-givens" -> withoutGivens = true;
                default -> rest.add(args[i]);
            }
        }
        if (rest.size() < 3 || rounds < 1) {
            System.err.println("usage: VariantAlternating [--rounds N] [--warmup S] [--deadline S] [--without-givens]"
                    + " BASE-CORE.jar NEW-CORE.jar FILE...");
            System.exit(2);
        }
        Build[] builds = {Build.of(Path.of(rest.get(0))), Build.of(Path.of(rest.get(1)))};
        List<String> titles = new ArrayList<>();
        List<Object[]> puzzles = new ArrayList<>(); // one per build
        for (String name : rest.subList(2, rest.size())) {
            for (JsonNode entry : new ObjectMapper().readTree(Files.readString(Path.of(name)))) {
                if (entry.has("puzzle")) {
                    titles.add(Path.of(name).getFileName() + " " + entry.path("title").asText());
                    puzzles.add(new Object[] {builds[0].read(entry.get("puzzle").asText(), withoutGivens),
                            builds[1].read(entry.get("puzzle").asText(), withoutGivens)});
                }
            }
        }
        // Warm-up: every puzzle's operations with both builds, short deadlines, until the time is spent.
        long warmEnd = System.nanoTime() + (long) (warmup * 1e9);
        while (System.nanoTime() < warmEnd) {
            for (Object[] p : puzzles) {
                for (int op = 0; op < OPS.length; op++) {
                    for (int b = 0; b < 2; b++) {
                        builds[b].run(op, p[b], 0.2);
                    }
                }
            }
        }
        double[][][] medians = new double[OPS.length][2][puzzles.size()];
        System.out.printf(Locale.ROOT, "%-48s %-15s %12s %12s %7s %21s%n", "puzzle", "operation", "base ms", "new ms",
                "ratio", "guesses base / new");
        for (int i = 0; i < puzzles.size(); i++) {
            for (int op = 0; op < OPS.length; op++) {
                double[][] ms = new double[2][rounds];
                String[] answer = new String[2];
                long[] guesses = new long[2];
                for (int r = 0; r < rounds; r++) {
                    for (int k = 0; k < 2; k++) {
                        int b = (r + k) % 2;
                        long cpu = CLOCK.getCurrentThreadCpuTime();
                        Object result = builds[b].run(op, puzzles.get(i)[b], deadline);
                        ms[b][r] = (CLOCK.getCurrentThreadCpuTime() - cpu) / 1e6;
                        answer[b] = builds[b].answer(result);
                        guesses[b] = builds[b].guesses(result);
                    }
                }
                for (int b = 0; b < 2; b++) {
                    medians[op][b][i] = median(ms[b]);
                }
                if (Math.max(medians[op][0][i], medians[op][1][i]) > 1 || !answer[0].equals(answer[1])) {
                    System.out.printf(Locale.ROOT, "%-48s %-15s %12.2f %12.2f %7.3f %10d / %-10d%s%n",
                            cut(titles.get(i), 48), OPS[op], medians[op][0][i], medians[op][1][i],
                            medians[op][1][i] / medians[op][0][i], guesses[0], guesses[1],
                            (answer[0].equals(answer[1]) ? "" : "  DIFFERENT: " + answer[0] + " / " + answer[1])
                                    + (answer[0].startsWith("TIMED_OUT") ? "  base timed out" : "")
                                    + (answer[1].startsWith("TIMED_OUT") ? "  new timed out" : ""));
                }
            }
        }
        System.out.printf(Locale.ROOT, "%n%d puzzles, %d rounds, CPU ms (median / p90 / max over the puzzles of each's median)%n",
                puzzles.size(), rounds);
        for (int op = 0; op < OPS.length; op++) {
            System.out.printf(Locale.ROOT, "%-15s base %s   new %s   over 1 s: %d / %d%n", OPS[op], summary(medians[op][0]),
                    summary(medians[op][1]), over(medians[op][0], 1000), over(medians[op][1], 1000));
        }
    }

    private static String summary(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%.3f / %.2f / %.1f", median(values),
                sorted[Math.max(0, (int) Math.ceil(0.9 * sorted.length) - 1)], sorted[sorted.length - 1]);
    }

    private static long over(double[] values, double limit) {
        return Arrays.stream(values).filter(v -> v > limit).count();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static String cut(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width);
    }

    /** One core jar in its own class loader, reached through its public facade. */
    private record Build(MethodHandle read, MethodHandle puzzleOf, MethodHandle withoutGivens, MethodHandle after,
            MethodHandle solve, MethodHandle count, MethodHandle trueCandidates, MethodHandle status,
            MethodHandle tcStatus, MethodHandle guesses, Class<?> solveResult) {

        static Build of(Path jar) throws ReflectiveOperationException, java.io.IOException {
            ClassLoader loader = AlternatingRate.coreLoader(jar);
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> puzzle = loader.loadClass("dev.nonet.grid.Puzzle");
            Class<?> grid = loader.loadClass("dev.nonet.grid.Grid");
            Class<?> shape = loader.loadClass("dev.nonet.grid.Shape");
            Class<?> deadline = loader.loadClass("dev.nonet.limit.Deadline");
            Class<?> result = loader.loadClass("dev.nonet.solve.SolveResult");
            Class<?> candidates = loader.loadClass("dev.nonet.solve.TrueCandidates");
            Class<?> status = loader.loadClass("dev.nonet.solve.SolveStatus");
            Class<?> fpuzzle = loader.loadClass("dev.nonet.format.FPuzzle");
            Class<?> sudoku = loader.loadClass("dev.nonet.solve.Sudoku");
            MethodHandle empty = lookup.findStatic(grid, "empty", MethodType.methodType(grid, shape));
            MethodHandle withGivens = lookup.findVirtual(puzzle, "withGivens", MethodType.methodType(puzzle, grid));
            MethodHandle givens = lookup.findVirtual(puzzle, "givens", MethodType.methodType(grid));
            MethodHandle shapeOf = lookup.findVirtual(grid, "shape", MethodType.methodType(shape));
            // puzzle -> puzzle.withGivens(Grid.empty(puzzle.givens().shape()))
            MethodHandle emptyOf = MethodHandles.filterReturnValue(MethodHandles.filterReturnValue(givens, shapeOf), empty);
            MethodHandle stripped = MethodHandles.foldArguments(
                    MethodHandles.permuteArguments(withGivens, MethodType.methodType(puzzle, grid, puzzle), 1, 0), emptyOf);
            return new Build(
                    lookup.findStatic(loader.loadClass("dev.nonet.format.FPuzzles"), "read", MethodType.methodType(fpuzzle, String.class)),
                    lookup.findVirtual(fpuzzle, "puzzle", MethodType.methodType(puzzle)),
                    stripped,
                    lookup.findStatic(deadline, "after", MethodType.methodType(deadline, Duration.class)),
                    lookup.findStatic(sudoku, "solve", MethodType.methodType(result, puzzle, deadline)),
                    lookup.findStatic(sudoku, "count", MethodType.methodType(result, puzzle, long.class, deadline)),
                    lookup.findStatic(sudoku, "trueCandidates", MethodType.methodType(candidates, puzzle, long.class, deadline)),
                    lookup.findVirtual(result, "status", MethodType.methodType(status)),
                    lookup.findVirtual(candidates, "status", MethodType.methodType(status)),
                    lookup.findVirtual(result, "guesses", MethodType.methodType(long.class)),
                    result);
        }

        Object read(String payload, boolean withoutGivens) throws Throwable {
            Object puzzle = puzzleOf.invoke(read.invoke(payload));
            return withoutGivens ? this.withoutGivens.invoke(puzzle) : puzzle;
        }

        Object run(int op, Object puzzle, double seconds) throws Throwable {
            Object limit = after.invoke(Duration.ofMillis((long) (seconds * 1000)));
            return switch (op) {
                case 0 -> solve.invoke(puzzle, limit);
                case 1 -> count.invoke(puzzle, 2L, limit);
                default -> trueCandidates.invoke(puzzle, 1L, limit);
            };
        }

        /** The answer, to compare between builds: the status, and a solve's or count's count and solution. */
        String answer(Object result) throws Throwable {
            if (solveResult.isInstance(result)) {
                String text = result.toString();
                return status.invoke(result) + " " + text.replaceAll("guesses=\\d+", "");
            }
            return String.valueOf(tcStatus.invoke(result));
        }

        long guesses(Object result) throws Throwable {
            return solveResult.isInstance(result) ? (long) guesses.invoke(result) : -1;
        }
    }
}
