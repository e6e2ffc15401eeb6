package dev.nonet.bench;

import dev.nonet.generate.ClueRange;
import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.Symmetry;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The givens and the time of classic 9x9 puzzles of one level, made one request at a time as
 * {@code /api/generate} makes them (one puzzle, one thread, the server's 5 s limit, seeds
 * {@code FIRST}, {@code FIRST+1}, ...), after 50 untimed requests on other seeds. Each puzzle is
 * checked apart from the generator: its solutions counted to two, its ER rated afresh by
 * {@link SeRater}. Used for docs/GENERATOR.md, "A beginner's puzzle: more givens".
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.ClueSurvey CLUES [FIRST [N [LEVEL [SYMMETRY [minimal]]]]]
 * </pre>
 *
 * CLUES is a range as {@code --clues} takes it ({@code 36..40}) or {@code any}; FIRST defaults to 1,
 * N to 200, LEVEL to easy, SYMMETRY to none.
 */
public final class ClueSurvey {

    private static final Duration SERVER_LIMIT = Duration.ofSeconds(5);

    private ClueSurvey() {
    }

    public static void main(String[] args) {
        ClueRange clues = args[0].equals("any") ? null : ClueRange.parse(args[0]);
        long first = args.length > 1 ? Long.parseLong(args[1]) : 1;
        int n = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        Level level = args.length > 3 ? Level.ofWord(args[3]).orElseThrow() : Level.EASY;
        Symmetry symmetry = args.length > 4 ? Symmetry.parse(args[4]) : Symmetry.NONE;
        boolean minimal = args.length > 5 && args[5].equals("minimal");
        Generator generator = new Generator();
        for (int i = 0; i < 50; i++) {
            one(generator, clues, level, symmetry, minimal, 1_000_000L + i, new ArrayList<>());
        }
        List<Integer> givens = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        Map<Double, Integer> ers = new TreeMap<>();
        long attempts = 0;
        int failed = 0;
        int notUnique = 0;
        int otherLevel = 0;
        int outOfRange = 0;
        for (long seed = first; seed < first + n; seed++) {
            List<GeneratedPuzzle> made = new ArrayList<>();
            long start = System.nanoTime();
            GenerationReport report = one(generator, clues, level, symmetry, minimal, seed, made);
            millis.add((System.nanoTime() - start) / 1e6);
            attempts += report.attempts();
            if (made.isEmpty()) {
                failed++;
                continue;
            }
            Puzzle puzzle = made.get(0).puzzle();
            int count = puzzle.givens().givenCount();
            givens.add(count);
            if (clues != null && !clues.contains(count)) {
                outOfRange++;
            }
            if (Sudoku.count(puzzle, 2).count() != 1) {
                notUnique++;
            }
            SeRating rating = new SeRater().rate(puzzle, Deadline.NONE, false);
            ers.merge(rating.er(), 1, Integer::sum);
            if (rating.status() != LogicalStatus.SOLVED || Level.of(rating.er()) != level) {
                otherLevel++;
            }
        }
        System.out.printf(Locale.ROOT, "%s, clues %s, %s%s, seeds %d..%d: %d made, %d failed, %d not unique, %d not %s, %d out of range%n",
                level.word(), clues == null ? "any" : clues, symmetry.label(), minimal ? ", minimal" : "", first, first + n - 1,
                givens.size(), failed, notUnique, otherLevel, level.word(), outOfRange);
        if (!givens.isEmpty()) {
            Collections.sort(givens);
            Map<Integer, Integer> histogram = new TreeMap<>();
            givens.forEach(g -> histogram.merge(g, 1, Integer::sum));
            System.out.printf(Locale.ROOT, "givens: min %d, median %d, max %d, mean %.2f; %s%n", givens.get(0), givens.get(givens.size() / 2),
                    givens.get(givens.size() - 1), givens.stream().mapToInt(Integer::intValue).average().orElseThrow(), histogram);
        }
        System.out.printf(Locale.ROOT, "ER: %s%n", ers);
        Collections.sort(millis);
        System.out.printf(Locale.ROOT, "ms per request: median %.2f, p99 %.2f, worst %.1f; attempts per request %.2f%n",
                millis.get(n / 2), millis.get(n * 99 / 100), millis.get(n - 1), (double) attempts / n);
    }

    private static GenerationReport one(Generator generator, ClueRange clues, Level level, Symmetry symmetry, boolean minimal, long seed,
            List<GeneratedPuzzle> made) {
        GenerationRequest.Builder request = GenerationRequest.builder().rated(true).timeout(SERVER_LIMIT)
                .difficulty(level).symmetry(symmetry).minimal(minimal).seed(seed);
        if (clues != null) {
            request.clues(clues);
        }
        return generator.generate(request.build(), 1, made::add);
    }
}
