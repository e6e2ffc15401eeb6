package dev.nonet.bench;

import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.rating.NonetPath;
import dev.nonet.solve.Sudoku;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Follows Nonet's own path with Sudoku Explainer's steps at its end ({@link NonetPath}) on every puzzle
 * of a file and says whether it is never stuck: how many puzzles it solves, how many needed SE's steps and
 * how many of them, SE's techniques used, every step checked against the solution (no placement other
 * than the solution's digit, no elimination of it), and the CPU seconds a puzzle took.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * grep -v '^#' ../shared/data/hardest-1905-11plus.txt | shuf -n 200 --random-source=&lt;(yes) &gt; /tmp/hard200.txt
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.NonetPathSweep /tmp/hard200.txt
 * </pre>
 */
public final class NonetPathSweep {

    private NonetPathSweep() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: NonetPathSweep PUZZLES");
            System.exit(2);
        }
        List<Puzzle> puzzles = PuzzleReader.readAll(Path.of(args[0]));
        LogicalSolver solver = NonetPath.solver(Duration.ofMinutes(10));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Map<String, Integer> seTechniques = new ConcurrentHashMap<>();
        List<String> lines = puzzles.parallelStream().map(puzzle -> {
            Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
            long cpu = threads.getCurrentThreadCpuTime();
            LogicalResult result = solver.solve(puzzle);
            double seconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            int seSteps = 0;
            int unsound = 0;
            for (Step<Technique> step : result.path()) {
                if (!step.name().equals(step.technique().displayName())) {
                    seSteps++;
                    seTechniques.merge(step.name(), 1, Integer::sum);
                }
                unsound += unsound(step, solution);
            }
            String line = String.format(Locale.ROOT, "%s %s steps %d se %d unsound %d cpu %.2f", puzzle, result.status(),
                    result.path().size(), seSteps, unsound, seconds);
            System.out.println(line); // as each ends: a run over the hardest takes minutes
            return line;
        }).toList();
        long solved = lines.stream().filter(l -> l.contains(" " + LogicalStatus.SOLVED + " ")).count();
        long withSe = lines.stream().filter(l -> !l.contains(" se 0 ")).count();
        int seSteps = lines.stream().mapToInt(l -> field(l, "se")).sum();
        int unsound = lines.stream().mapToInt(l -> field(l, "unsound")).sum();
        List<Double> cpu = new ArrayList<>(lines.stream().map(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).toList());
        Collections.sort(cpu);
        System.out.printf(Locale.ROOT, "%d puzzles: %d solved, %d needed Sudoku Explainer's steps (%d steps), %d unsound steps;"
                + " CPU s a puzzle: median %.2f, max %.2f%n", puzzles.size(), solved, withSe, seSteps, unsound,
                cpu.get(cpu.size() / 2), cpu.get(cpu.size() - 1));
        System.out.println("Sudoku Explainer's steps by technique: " + new TreeMap<>(seTechniques));
    }

    private static int unsound(Step<Technique> step, Grid solution) {
        int wrong = 0;
        for (Candidate p : step.placements()) {
            wrong += solution.get(p.cell()) != p.digit() ? 1 : 0;
        }
        for (Candidate e : step.eliminations()) {
            wrong += solution.get(e.cell()) == e.digit() ? 1 : 0;
        }
        return wrong;
    }

    private static int field(String line, String name) {
        String[] words = line.split(" ");
        for (int i = 0; i < words.length - 1; i++) {
            if (words[i].equals(name)) {
                return Integer.parseInt(words[i + 1]);
            }
        }
        return 0;
    }
}
