package dev.nonet.bench;

import dev.nonet.generate.GeneratedPuzzle;
import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.VariantKind;
import dev.nonet.logic.Level;
import dev.nonet.solve.Sudoku;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The variant generator's figures, per kind and level: puzzles per second of the measuring thread's CPU, the share
 * of attempts accepted, the share re-counted unique by the search, clues and givens per puzzle, and the rule solver's
 * levels. One thread, one generator run per row after a warm-up run; every puzzle is counted to two again outside the
 * generator (not in the time). For docs/GENERATOR.md, "Variant puzzles".
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * taskset -c 1 java -cp bench/target/benchmarks.jar dev.nonet.bench.VariantGenerationSurvey [--count N] [--minimal] [KIND[,KIND]...]
 * </pre>
 */
public final class VariantGenerationSurvey {

    private VariantGenerationSurvey() {
    }

    public static void main(String[] args) {
        int count = 30;
        boolean minimal = false;
        List<String> kinds = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--count" -> count = Integer.parseInt(args[++i]);
                case "--minimal" -> minimal = true;
                default -> kinds.add(args[i]);
            }
        }
        if (kinds.isEmpty()) {
            for (VariantKind kind : VariantKind.values()) {
                kinds.add(kind.id());
            }
        }
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Generator generator = new Generator();
        List<Level> levels = minimal ? List.of(Level.EXTREME) : List.of(Level.EASY, Level.MEDIUM);
        System.out.println("| kinds | level | puzzles per CPU s | accepted | unique | clues | givens | levels |");
        System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
        for (String named : kinds) {
            Set<VariantKind> set = EnumSet.noneOf(VariantKind.class);
            for (String id : named.split(",")) {
                set.add(VariantKind.ofId(id).orElseThrow(() -> new IllegalArgumentException("no kind " + id)));
            }
            for (Level level : levels) {
                GenerationRequest.Builder builder = GenerationRequest.builder().variants(set).minimal(minimal);
                if (!minimal) {
                    builder.difficulty(level);
                }
                generator.generate(builder.count(5).seed(999).build()); // warm-up
                List<GeneratedPuzzle> made = new ArrayList<>();
                long start = bean.getCurrentThreadCpuTime();
                GenerationReport report = generator.generate(builder.count(count).seed(1).build(), 1, made::add);
                double seconds = (bean.getCurrentThreadCpuTime() - start) / 1e9;
                int unique = 0;
                double clues = 0;
                double givens = 0;
                Map<String, Integer> rated = new TreeMap<>();
                for (GeneratedPuzzle p : made) {
                    unique += Sudoku.count(p.puzzle(), 2).count() == 1 ? 1 : 0;
                    clues += p.puzzle().constraints().stream().filter(c -> !Set.of("antiknight", "antiking", "negative").contains(c.kind())).count();
                    givens += p.puzzle().givens().givenCount();
                    p.ruleRating().ifPresent(r -> rated.merge(r.level().word(), 1, Integer::sum));
                }
                System.out.printf(Locale.ROOT, "| %s | %s | %.1f | %.0f%% | %d/%d | %.1f | %.1f | %s |%n", named,
                        minimal ? "any, minimal" : level.word(), made.size() / seconds,
                        100.0 * made.size() / Math.max(1, report.attempts()), unique, made.size(), clues / made.size(),
                        givens / made.size(), rated);
            }
        }
    }
}
