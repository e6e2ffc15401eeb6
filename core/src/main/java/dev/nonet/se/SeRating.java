package dev.nonet.se;

import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Map;

/**
 * A rating on Sudoku Explainer's scale, as SE's {@code serate} computes it ({@code Solver.getDifficulty}):
 * the rater takes one hint at a time and keeps the running maximum of their difficulties.
 *
 * <ul>
 *   <li>{@code er}: the hardest step of the whole solution; {@link #BEYOND} (20.0, named
 *       {@code "Beyond solver"}) when no technique helps any more, as SE reports it.</li>
 *   <li>{@code ep}: the running maximum right after the first step that places a value (0 if none did).</li>
 *   <li>{@code ed}: the running maximum right after the first step, that is the first step's difficulty.</li>
 * </ul>
 *
 * @param er          ER, as SE gives it
 * @param ep          EP
 * @param ed          ED
 * @param hardest     SE's name of the first step that reached {@code er} ({@code "Beyond solver"} when stuck)
 * @param epHardest   the name that went with {@code ep}
 * @param edHardest   the name that went with {@code ed}
 * @param reached     the hardest step actually taken (equals {@code er} unless stuck)
 * @param uses        how many steps of each technique (SE's hint names), in order of first use
 * @param steps       the steps taken, in order, if asked for; else empty
 * @param status      how the rating ended, in the logical solver's terms: {@link LogicalStatus#SOLVED} (every
 *                    cell got a value), {@link LogicalStatus#STUCK} (no technique of the set found anything
 *                    more; SE: ER 20.0, "Beyond solver") or {@link LogicalStatus#TIMED_OUT} (the deadline
 *                    passed first; the numbers are those of the steps taken); never
 *                    {@link LogicalStatus#CONTRADICTION}
 */
public record SeRating(double er, double ep, double ed, String hardest, String epHardest, String edHardest,
                       double reached, Map<String, Integer> uses, List<Step<SeFamily>> steps, LogicalStatus status) {

    /** What SE gives a puzzle it cannot finish. */
    public static final double BEYOND = 20.0;

    /**
     * The statuses an SE rating ends with, by the names they had when SE's rating kept an enum of its own:
     * they are {@link LogicalStatus}'s, one status for both raters.
     */
    public static final class Status {

        /** Every cell got a value. */
        public static final LogicalStatus SOLVED = LogicalStatus.SOLVED;
        /** No technique of the set found anything more. */
        public static final LogicalStatus STUCK = LogicalStatus.STUCK;
        /** The deadline passed first: {@link LogicalStatus#TIMED_OUT}. */
        public static final LogicalStatus STOPPED = LogicalStatus.TIMED_OUT;

        private Status() {
        }
    }

    /** The named band of the rating: that of its ER, and {@link Level#EXTREME} when no technique of the set finished. */
    public Level level() {
        return status == LogicalStatus.STUCK ? Level.EXTREME : Level.of(tenths(er));
    }

    /** How many steps the rating took (the sum of {@link #uses}). */
    public int stepCount() {
        return uses.values().stream().mapToInt(Integer::intValue).sum();
    }

    /**
     * A difficulty as the tenths SE writes and compares it: a base plus length increments, added up in
     * doubles, rounded back to one decimal.
     */
    public static double tenths(double difficulty) {
        return Math.round(difficulty * 10) / 10.0;
    }

    public SeRating {
        uses = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(uses));
        steps = List.copyOf(steps);
    }
}
