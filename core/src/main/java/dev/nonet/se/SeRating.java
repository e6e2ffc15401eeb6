package dev.nonet.se;

import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
 * <p>The techniques are typed ({@link SeTechnique}: SE's name and its family). What SE writes beside ER is
 * {@link #hardestName()}: the hardest technique's name, or {@code "Beyond solver"} when stuck, which no
 * technique stands for.
 *
 * @param hardest     the technique of the first step that reached {@code reached}, the hardest step taken;
 *                    empty if no step was taken
 * @param epHardest   the technique that went with {@code ep}; empty while {@code ep} is 0
 * @param edHardest   the technique that went with {@code ed}, the first step's; empty if no step was taken
 * @param reached     the hardest step actually taken (equals {@code er} unless stuck)
 * @param uses        how many steps of each technique, in order of first use
 * @param steps       the steps taken, in order, if asked for; else empty
 * @param status      how the rating ended, in the logical solver's terms: {@link LogicalStatus#SOLVED} (every
 *                    cell got a value), {@link LogicalStatus#STUCK} (no technique of the set found anything
 *                    more; SE: ER 20.0, "Beyond solver") or {@link LogicalStatus#TIMED_OUT} (the deadline
 *                    passed first; the numbers are those of the steps taken); never
 *                    {@link LogicalStatus#CONTRADICTION}
 */
public record SeRating(double er, double ep, double ed, Optional<SeTechnique> hardest, Optional<SeTechnique> epHardest,
                       Optional<SeTechnique> edHardest, double reached, Map<SeTechnique, Integer> uses,
                       List<Step<SeFamily>> steps, LogicalStatus status) {

    /** What SE gives a puzzle it cannot finish. */
    public static final double BEYOND = 20.0;

    /** What SE names the hardest step of a puzzle it cannot finish, beside {@link #BEYOND}. */
    public static final String BEYOND_NAME = "Beyond solver";

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

    /**
     * The name SE writes beside ER: {@link #BEYOND_NAME} when stuck, else the name of {@link #hardest}, and
     * {@code ""} when no step was taken.
     */
    public String hardestName() {
        return status == LogicalStatus.STUCK ? BEYOND_NAME : hardest.map(SeTechnique::name).orElse("");
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
