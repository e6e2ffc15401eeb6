package dev.nonet.bench;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Checks the engine on every puzzle of whole data sets: solve, count and lex-first, each answer
 * verified by {@code GridValidator.isSolutionOf} and compared with the independent reference solver.
 * Prints a line per file and then {@code 0 disagreements} or every disagreement; exits with 1 if there
 * is any, 2 on bad usage.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.DatasetSweep [options] [FILE...]
 * java --add-modules jdk.incubator.vector -Dnonet.engine=vector -cp ... DatasetSweep ...   (the vector search)
 *
 *   FILE              puzzle files (default: the four sets in ../shared/data that exist)
 *   --cap N           count solutions up to N, at least 2 (default 100)
 *   --threads N       worker threads (default: available processors)
 *   --no-reference    skip the reference solver (the engine is still verified and self-consistent)
 * </pre>
 */
public final class DatasetSweep {

    private static final List<String> DEFAULT_SETS =
            List.of("17-clue", "top1465", "hardest-1905-11plus", "serg-multi-solution");
    private static final int CHUNK = 256;

    private final long cap;
    private final boolean withReference;
    private final ExecutorService pool;

    private DatasetSweep(long cap, boolean withReference, int threads) {
        this.cap = cap;
        this.withReference = withReference;
        this.pool = Executors.newFixedThreadPool(threads);
    }

    /** Runs the sweep; see the class comment for the arguments. */
    public static void main(String[] args) throws Exception {
        long cap = 100;
        boolean withReference = true;
        int threads = Runtime.getRuntime().availableProcessors();
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--cap" -> cap = Long.parseLong(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--no-reference" -> withReference = false;
                default -> files.add(Path.of(args[i]));
            }
        }
        if (files.isEmpty()) {
            for (String set : DEFAULT_SETS) {
                Path path = Path.of("..", "shared", "data", set + ".txt");
                if (Files.isRegularFile(path)) {
                    files.add(path);
                }
            }
        }
        if (files.isEmpty() || cap < 2 || threads < 1) {
            System.err.println("usage: DatasetSweep [--cap N>=2] [--threads N>=1] [--no-reference] [FILE...]"
                    + " (no FILE given and none of the default sets found under ../shared/data)");
            System.exit(2);
        }
        DatasetSweep sweep = new DatasetSweep(cap, withReference, threads);
        List<String> disagreements = new ArrayList<>();
        try {
            System.out.printf("%s search, count cap %d, %d threads, reference solver %s%n", Sudoku.classicEngine(), cap, threads,
                    withReference ? "compared on every puzzle" : "SKIPPED (--no-reference): answers only verified");
            for (Path file : files) {
                disagreements.addAll(sweep.run(file));
            }
        } finally {
            sweep.pool.shutdownNow();
        }
        if (disagreements.isEmpty()) {
            System.out.println("0 disagreements");
        } else {
            System.out.println(disagreements.size() + " disagreements:");
            disagreements.forEach(System.out::println);
            System.exit(1);
        }
    }

    /** Checks every puzzle of {@code file}, prints its summary line and returns its disagreements. */
    private List<String> run(Path file) throws IOException, InterruptedException, ExecutionException {
        long start = System.nanoTime();
        List<Puzzle> puzzles = PuzzleLines.read(file);
        List<Future<PuzzleCheck[]>> chunks = new ArrayList<>();
        for (int from = 0; from < puzzles.size(); from += CHUNK) {
            List<Puzzle> chunk = puzzles.subList(from, Math.min(from + CHUNK, puzzles.size()));
            chunks.add(pool.submit(() -> check(chunk)));
        }
        long unique = 0;
        long several = 0;
        long none = 0;
        List<String> disagreements = new ArrayList<>();
        int index = 0;
        for (Future<PuzzleCheck[]> chunk : chunks) {
            for (PuzzleCheck check : chunk.get()) {
                if (check.count() == 0) {
                    none++;
                } else if (check.count() == 1) {
                    unique++;
                } else {
                    several++;
                }
                for (String problem : check.problems()) {
                    disagreements.add(file.getFileName() + " puzzle " + (index + 1) + " " + puzzles.get(index).givens()
                            + ": " + problem);
                }
                index++;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%s: %d puzzles, %d unique, %d with several solutions, %d without; "
                        + "%d disagreements (%.1f s)%n",
                file, puzzles.size(), unique, several, none, disagreements.size(), seconds);
        return disagreements;
    }

    private PuzzleCheck[] check(List<Puzzle> chunk) {
        PuzzleCheck[] checks = new PuzzleCheck[chunk.size()];
        for (int i = 0; i < checks.length; i++) {
            checks[i] = PuzzleCheck.of(chunk.get(i), cap, withReference);
        }
        return checks;
    }
}
