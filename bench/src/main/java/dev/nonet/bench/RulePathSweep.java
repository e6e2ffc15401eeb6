package dev.nonet.bench;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.JsonTree;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.reason.RuleTechnique;
import dev.nonet.solve.Sudoku;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The rule solver's logical paths over a set of setters' puzzles (f-puzzles payloads in the reference's
 * puzzles.json format): for each puzzle, how the path ended, its steps, its contradiction steps, its rating
 * and its time; then how many were solved to the end by logic, how many needed a contradiction step, the
 * steps per technique, unsound steps (checked against the solution the search finds), and the median and
 * slowest path. One warm-up pass, then one timed pass, on this one thread.
 *
 * <pre>
 * mvn -B -q -o -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.RulePathSweep [FILE] [--deadline S]
 *   FILE        default core/src/test/resources/variants/puzzles.json
 * </pre>
 */
public final class RulePathSweep {

    private RulePathSweep() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of("core/src/test/resources/variants/puzzles.json");
        Duration limit = Duration.ofSeconds(30);
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--deadline")) {
                limit = Duration.ofSeconds(Long.parseLong(args[++i]));
            } else {
                file = Path.of(args[i]);
            }
        }
        List<?> entries = (List<?>) JsonTree.parse(Files.readString(file, StandardCharsets.UTF_8));
        List<String> titles = new ArrayList<>();
        List<Puzzle> puzzles = new ArrayList<>();
        List<Grid> solutions = new ArrayList<>();
        for (Object e : entries) {
            Map<?, ?> entry = (Map<?, ?>) e;
            if (entry.get("puzzle") == null) {
                continue;
            }
            Puzzle puzzle = FPuzzles.read((String) entry.get("puzzle")).puzzle();
            titles.add(String.valueOf(entry.get("title")));
            puzzles.add(puzzle);
            solutions.add(Sudoku.solve(puzzle).solution().orElse(null));
        }
        RuleSolver solver = new RuleSolver(limit);
        for (Puzzle puzzle : puzzles) { // warm-up
            solver.solve(puzzle, Deadline.NONE);
        }
        int solved = 0;
        int withContradiction = 0;
        int solvedWithout = 0;
        int unsound = 0;
        List<Double> millis = new ArrayList<>();
        Map<String, Integer> perTechnique = new TreeMap<>();
        System.out.println("#\tstatus\tsteps\tcontradictions\tdifficulty\tms\ttitle");
        for (int i = 0; i < puzzles.size(); i++) {
            long start = System.nanoTime();
            RulePath path = solver.solve(puzzles.get(i), Deadline.NONE);
            double ms = (System.nanoTime() - start) / 1e6;
            millis.add(ms);
            int contradictions = 0;
            for (Step<RuleTechnique> step : path.path()) {
                perTechnique.merge(step.name(), 1, Integer::sum);
                contradictions += step.technique() == RuleTechnique.CONTRADICTION ? 1 : 0;
                unsound += unsound(step, solutions.get(i));
            }
            boolean done = path.status() == LogicalStatus.SOLVED;
            solved += done ? 1 : 0;
            withContradiction += contradictions > 0 ? 1 : 0;
            solvedWithout += done && contradictions == 0 ? 1 : 0;
            System.out.printf(Locale.ROOT, "%d\t%s\t%d\t%d\t%.1f\t%.1f\t%s%n", i + 1, path.status().word(),
                    path.path().size(), contradictions, path.rating().difficulty(), ms, titles.get(i));
        }
        Collections.sort(millis);
        System.out.printf(Locale.ROOT, "%npuzzles %d, solved by logic %d, needing a contradiction step %d, "
                + "solved without one %d, unsound steps %d%n", puzzles.size(), solved, withContradiction,
                solvedWithout, unsound);
        System.out.printf(Locale.ROOT, "time per path: median %.1f ms, max %.1f ms%n", millis.get(millis.size() / 2),
                millis.get(millis.size() - 1));
        System.out.println("steps per technique:");
        perTechnique.forEach((name, n) -> System.out.printf(Locale.ROOT, "  %-34s %d%n", name, n));
    }

    /** The placements and eliminations of {@code step} that disagree with {@code solution}. */
    private static int unsound(Step<RuleTechnique> step, Grid solution) {
        if (solution == null) {
            return 0;
        }
        int wrong = 0;
        for (Candidate p : step.placements()) {
            wrong += solution.get(p.cell()) != p.digit() ? 1 : 0;
        }
        for (Candidate e : step.eliminations()) {
            wrong += solution.get(e.cell()) == e.digit() ? 1 : 0;
        }
        return wrong;
    }
}
