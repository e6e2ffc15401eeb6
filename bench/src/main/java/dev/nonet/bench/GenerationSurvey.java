package dev.nonet.bench;

import dev.nonet.generate.GenerationReport;
import dev.nonet.generate.GenerationRequest;
import dev.nonet.generate.Generator;
import dev.nonet.generate.Symmetry;
import dev.nonet.logic.Level;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Generation throughput on one thread: puzzles per second for each difficulty band, for minimal
 * puzzles of any difficulty, and for minimal symmetric ones, with the share of attempts accepted.
 * After a few seconds of warm-up over every kind of request, each row runs once untimed (a tenth of
 * the count) and then for real. Rates are given per second of wall clock and per second of the
 * thread's own CPU time: on a shared machine the second is what one core does.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.GenerationSurvey [COUNT [EXTREME_SECONDS]]
 * </pre>
 *
 * COUNT (default 1000) puzzles per row; the extreme row stops after EXTREME_SECONDS (default 60) and
 * reports the rate it reached.
 */
public final class GenerationSurvey {

    private static final Duration WARM_UP = Duration.ofSeconds(5);

    private GenerationSurvey() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int extremeSeconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        survey(count, Duration.ofSeconds(extremeSeconds), System.out);
    }

    static void survey(int count, Duration extremeLimit, PrintStream out) {
        Map<String, GenerationRequest.Builder> rows = new LinkedHashMap<>();
        rows.put("any difficulty, minimal", GenerationRequest.builder().minimal(true));
        for (Level level : Level.values()) {
            rows.put(level.name().toLowerCase(Locale.ROOT) + ", minimal", GenerationRequest.builder().minimal(true).difficulty(level));
        }
        rows.put("any difficulty, minimal, rotational", GenerationRequest.builder().minimal(true).symmetry(Symmetry.ROTATIONAL));
        rows.put("easy, minimal, rotational", GenerationRequest.builder().minimal(true).symmetry(Symmetry.ROTATIONAL).difficulty(Level.EASY));
        rows.put("any difficulty, rotational", GenerationRequest.builder().symmetry(Symmetry.ROTATIONAL));
        Generator generator = new Generator();
        long warmUpEnd = System.nanoTime() + WARM_UP.toNanos();
        while (System.nanoTime() < warmUpEnd) {
            for (GenerationRequest.Builder builder : rows.values()) {
                generator.generate(builder.seed(0).count(5).timeout(Duration.ofMillis(200)).build(), 1, p -> { });
            }
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        out.printf(Locale.ROOT, "%-38s %8s %10s %10s %9s %10s%n", "request (1 thread)", "puzzles", "puzzles/s", "per CPU s",
                "accepted", "attempts/s");
        for (Map.Entry<String, GenerationRequest.Builder> row : rows.entrySet()) {
            boolean extreme = row.getKey().startsWith("extreme");
            GenerationRequest.Builder builder = row.getValue().seed(1).count(Math.max(1, count / 10));
            builder.timeout(extreme ? extremeLimit.dividedBy(10) : Duration.ofDays(1));
            generator.generate(builder.build(), 1, p -> { });
            builder.seed(2).count(count).timeout(extreme ? extremeLimit : Duration.ofDays(1));
            long cpuStart = threads.getCurrentThreadCpuTime();
            GenerationReport report = generator.generate(builder.build(), 1, p -> { });
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
            double seconds = report.elapsed().toNanos() / 1e9;
            out.printf(Locale.ROOT, "%-38s %8d %10.1f %10.1f %8.1f%% %10.0f%n", row.getKey(), report.generated(),
                    report.generated() / seconds, report.generated() / cpuSeconds,
                    100.0 * report.generated() / report.attempts(), report.attempts() / seconds);
        }
    }
}
