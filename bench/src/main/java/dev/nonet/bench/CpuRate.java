package dev.nonet.bench;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Puzzles per second of the measuring thread's own CPU time, through the facade, for machines shared
 * with other work (where the wall-clock rate is only what the thread was given). Per file and mode
 * (solve, count to 2): guesses per puzzle and the share solved without a guess from one pass, then
 * the median of five timed runs, each repeating the file for a fifth of {@code --seconds} of wall time,
 * its rate taken over the thread's CPU time. The JIT warms up on the first pass and the first runs;
 * compare jars by alternating them.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * taskset -c 1 java -cp bench/target/benchmarks.jar dev.nonet.bench.CpuRate [--seconds S] FILE...
 * taskset -c 1 java --add-modules jdk.incubator.vector -Dnonet.engine=vector -cp ... CpuRate FILE...
 * </pre>
 */
public final class CpuRate {

    private CpuRate() {
    }

    public static void main(String[] args) throws Exception {
        TimedFiles options = TimedFiles.parse(args, 2);
        double seconds = options.seconds();
        List<Path> files = options.files();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf("%s search, %s%n", Sudoku.classicEngine(), System.getProperty("java.vm.version"));
        System.out.printf("%-28s %-6s %8s %9s %14s%n", "file", "mode", "guesses", "no guess", "per CPU second");
        for (Path file : files) {
            List<Puzzle> puzzles = PuzzleLines.read(file);
            for (long cap = 1; cap <= 2; cap++) {
                long guesses = 0;
                long none = 0;
                for (Puzzle puzzle : puzzles) {
                    SolveResult result = Sudoku.count(puzzle, cap);
                    guesses += result.guesses();
                    none += result.guesses() == 0 ? 1 : 0;
                }
                List<Double> rates = new ArrayList<>();
                for (int run = 0; run < 5; run++) {
                    long start = System.nanoTime();
                    long cpu = threads.getCurrentThreadCpuTime();
                    long done = 0;
                    while (System.nanoTime() - start < seconds * 1e9 / 5) {
                        for (Puzzle puzzle : puzzles) {
                            Sudoku.count(puzzle, cap);
                        }
                        done += puzzles.size();
                    }
                    rates.add(done / ((threads.getCurrentThreadCpuTime() - cpu) / 1e9));
                }
                Collections.sort(rates);
                System.out.printf("%-28s %-6s %8.2f %8.1f%% %,14.0f%n", file.getFileName(), cap == 1 ? "solve" : "count",
                        (double) guesses / puzzles.size(), 100.0 * none / puzzles.size(), rates.get(2));
            }
        }
    }
}
