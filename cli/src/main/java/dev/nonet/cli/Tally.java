package dev.nonet.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Counts of a batch run's verdicts, in the order they first appeared, and its timing. */
final class Tally {

    private final Map<String, Long> counts = new LinkedHashMap<>();
    private long records;
    private long bad;
    private final long startNanos = System.nanoTime();
    private long endNanos;

    void add(Outcome outcome) {
        records++;
        if (outcome.bad()) {
            bad++;
        }
        counts.merge(outcome.verdict(), 1L, Long::sum);
    }

    void finish() {
        endNanos = System.nanoTime();
    }

    long records() {
        return records;
    }

    long bad() {
        return bad;
    }

    /** How many records got {@code verdict}. */
    long count(String verdict) {
        return counts.getOrDefault(verdict, 0L);
    }

    double seconds() {
        return ((endNanos == 0 ? System.nanoTime() : endNanos) - startNanos) / 1e9;
    }

    /** One line such as {@code 49,158 puzzles in 0.42 s (117,042/s): 49,158 solved}. */
    String summary() {
        double s = seconds();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%,d puzzle%s in %.2f s", records, records == 1 ? "" : "s", s));
        if (s > 0 && records > 0) {
            sb.append(String.format(Locale.ROOT, " (%,.0f/s)", records / s));
        }
        String sep = ": ";
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            sb.append(sep).append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            sep = ", ";
        }
        return sb.toString();
    }

    /** The exit code the counts call for. */
    int exitCode() {
        return bad == 0 ? ExitCode.OK : ExitCode.BAD_PUZZLES;
    }
}
