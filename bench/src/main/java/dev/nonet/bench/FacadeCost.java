package dev.nonet.bench;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.band.BandSearch;
import dev.nonet.solve.band.SlotSearch;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a puzzle costs at each layer of the classic search, in one JVM, in microseconds of the measuring
 * thread's CPU time: loading the givens alone ({@code SlotSearch.load}), the bare search ({@code load}
 * and {@code count}, as the engine calls them, without the engine or the facade) and {@code Sudoku.count}
 * through the facade (the engine, the answer's grid and check, the result). Per file and mode (solve,
 * count to 2) the three take turns for {@code --rounds} runs of {@code --seconds} each (which goes first
 * rotating); the line gives each one's median and the median of the per-round differences facade - bare,
 * the facade's own cost. The search is the one the facade runs ({@code nonet.engine}). {@code --only 0},
 * {@code 1} or {@code 2} times that layer alone (for a profiler).
 *
 * <pre>
 * taskset -c 1 java -cp bench/target/benchmarks.jar dev.nonet.bench.FacadeCost [--rounds 9] [--seconds 0.3] [--only LAYER] FILE...
 * taskset -c 1 java --add-modules jdk.incubator.vector -Dnonet.engine=vector -cp ... FacadeCost FILE...
 * </pre>
 */
public final class FacadeCost {

    private FacadeCost() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = 9;
        double seconds = 0.3;
        int only = -1;
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Double.parseDouble(args[++i]);
                case "--only" -> only = Integer.parseInt(args[++i]);
                default -> rest.add(args[i]);
            }
        }
        String engine = Sudoku.classicEngine();
        // By name: this class loads where the vector module cannot.
        SlotSearch search = engine.equals("vector")
                ? (SlotSearch) Class.forName("dev.nonet.vector.VectorBandSearch").getConstructor().newInstance()
                : new BandSearch();
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        System.out.printf("%s search, %s; microseconds a puzzle, CPU time, medians of %d rounds%n", engine,
                System.getProperty("java.vm.version"), rounds);
        System.out.printf("%-26s %-5s %8s %8s %8s %15s%n", "file", "mode", "load", "search", "facade", "facade - search");
        for (String name : rest) {
            List<Puzzle> puzzles = PuzzleLines.read(Path.of(name));
            byte[][] givens = new byte[puzzles.size()][81];
            for (int i = 0; i < givens.length; i++) {
                puzzles.get(i).givens().copyInto(givens[i]);
            }
            Puzzle[] all = puzzles.toArray(new Puzzle[0]);
            for (long cap = 1; cap <= 2; cap++) {
                double[][] times = new double[3][rounds];
                double[] overheads = new double[rounds];
                for (int layer = 0; layer < 3; layer++) {
                    time(layer, search, givens, all, cap, seconds, clock); // warm-up
                }
                for (int r = 0; r < rounds; r++) {
                    for (int k = 0; k < 3; k++) {
                        int layer = (r + k) % 3;
                        if (only >= 0 && layer != only) {
                            continue;
                        }
                        times[layer][r] = time(layer, search, givens, all, cap, seconds, clock);
                    }
                    overheads[r] = times[2][r] - times[1][r];
                }
                System.out.printf("%-26s %-5s %8.3f %8.3f %8.3f %15.3f%n", Path.of(name).getFileName(),
                        cap == 1 ? "solve" : "count", median(times[0]), median(times[1]), median(times[2]), median(overheads));
            }
        }
    }

    /** Microseconds of CPU a puzzle over about {@code seconds} of wall time: 0 load, 1 bare search, 2 facade. */
    private static double time(int layer, SlotSearch search, byte[][] givens, Puzzle[] puzzles, long cap, double seconds,
            ThreadMXBean clock) {
        long start = System.nanoTime();
        long cpu = clock.getCurrentThreadCpuTime();
        long done = 0;
        long sink = 0;
        do {
            if (layer == 0) {
                for (byte[] g : givens) {
                    sink += search.load(0, g) ? 1 : 0;
                }
            } else if (layer == 1) {
                for (byte[] g : givens) {
                    search.resetGuesses();
                    sink += search.load(0, g) ? search.count(0, cap) : 0;
                }
            } else {
                for (Puzzle p : puzzles) {
                    sink += Sudoku.count(p, cap).count();
                }
            }
            done += givens.length;
        } while (System.nanoTime() - start < seconds * 1e9);
        if (sink == Long.MIN_VALUE) {
            System.out.print(""); // keeps the results alive, so that the JIT drops no call
        }
        return (clock.getCurrentThreadCpuTime() - cpu) / 1e3 / done;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
