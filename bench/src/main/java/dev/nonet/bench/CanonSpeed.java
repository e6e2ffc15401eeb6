package dev.nonet.bench;

import dev.nonet.canon.Minlex;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * How fast {@link Minlex#canonical} is on one thread: per file, the puzzles as they are and the
 * solution grid of each (found by solving, before anything is timed), in forms per second of the
 * thread's own CPU time and of the wall clock, each the median of five timed runs that repeat the file
 * for a fifth of {@code --seconds}. The JIT warms up on one untimed pass and the first runs. Puzzles
 * without a unique solution are left out of the grid row (a grid of several would be any one of them).
 *
 * <pre>
 * mvn -B -q -o -pl core,server,bench test-compile
 * java -cp core/target/classes:core/target/test-classes:bench/target/classes dev.nonet.bench.CanonSpeed [--seconds S] FILE...
 * </pre>
 */
public final class CanonSpeed {

    private CanonSpeed() {
    }

    public static void main(String[] args) throws Exception {
        TimedFiles options = TimedFiles.parse(args, 5);
        double seconds = options.seconds();
        List<Path> files = options.files();
        System.out.printf("%-28s %-7s %8s %14s %14s %12s%n", "file", "kind", "forms", "per CPU second", "per second", "us/form (CPU)");
        for (Path file : files) {
            List<Puzzle> puzzles = PuzzleLines.read(file);
            List<Puzzle> grids = new ArrayList<>();
            for (Puzzle p : puzzles) {
                var result = Sudoku.count(p, 2);
                if (result.isUnique()) {
                    grids.add(new Puzzle(p.layout(), result.solution().orElseThrow()));
                }
            }
            row(file, "puzzles", puzzles, seconds);
            row(file, "grids", grids, seconds);
        }
    }

    private static void row(Path file, String kind, List<Puzzle> forms, double seconds) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (Puzzle p : forms) {
            sink += Minlex.canonical(p).automorphisms();
        }
        List<Double> cpuRates = new ArrayList<>();
        List<Double> wallRates = new ArrayList<>();
        for (int run = 0; run < 5; run++) {
            long start = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            long done = 0;
            while (System.nanoTime() - start < seconds * 1e9 / 5) {
                for (Puzzle p : forms) {
                    sink += Minlex.canonical(p).automorphisms();
                }
                done += forms.size();
            }
            long wall = System.nanoTime() - start;
            cpuRates.add(done / ((threads.getCurrentThreadCpuTime() - cpu) / 1e9));
            wallRates.add(done / (wall / 1e9));
        }
        Collections.sort(cpuRates);
        Collections.sort(wallRates);
        System.out.printf(Locale.ROOT, "%-28s %-7s %,8d %,14.0f %,14.0f %12.1f%s%n", file.getFileName(), kind, forms.size(),
                cpuRates.get(2), wallRates.get(2), 1e6 / cpuRates.get(2), sink == 0 ? " (?)" : "");
    }
}
