package dev.nonet.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Counts of a batch run's verdicts, in the order they first appeared, and its timing. */
public final class Tally {

    private final Map<String, Long> counts = new LinkedHashMap<>();
    private long records;
    private long bad;
    private final long startNanos = System.nanoTime();
    private long endNanos;
    private boolean stopped;

    public void add(Outcome outcome) {
        add(outcome.verdict(), outcome.bad(), 1);
    }

    /** Adds {@code times} records of one verdict at once, as a part of a run counted elsewhere gives them. */
    public void add(String verdict, boolean isBad, long times) {
        records += times;
        if (isBad) {
            bad += times;
        }
        counts.merge(verdict, times, Long::sum);
    }

    /** Stops the clock: the run is over. */
    public void finish() {
        endNanos = System.nanoTime();
    }

    /** Marks the run as stopped by Ctrl+C before its end. */
    void stoppedEarly() {
        stopped = true;
    }

    /** Whether Ctrl+C stopped the run before its end: the counts are of the records written. */
    boolean stopped() {
        return stopped;
    }

    public long records() {
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
    public String summary() {
        double s = seconds();
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%,d puzzle%s in %.2f s", records, records == 1 ? "" : "s", s));
        if (s > 0 && records > 0) {
            sb.append(" (").append(RateText.perSecond(records / s)).append(')');
        }
        String sep = ": ";
        for (Map.Entry<String, Long> e : counts.entrySet()) {
            sb.append(sep).append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            sep = ", ";
        }
        return sb.toString();
    }

    /** The exit code the counts call for. */
    public int exitCode() {
        if (stopped) {
            return ExitCode.INTERRUPTED;
        }
        return bad == 0 ? ExitCode.OK : ExitCode.BAD_PUZZLES;
    }
}
