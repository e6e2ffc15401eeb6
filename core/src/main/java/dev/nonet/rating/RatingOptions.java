package dev.nonet.rating;

import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How {@link Ratings} rates: the scale asked for, the raters of each scale, whether the techniques that
 * assume one solution may be used, whether SE's steps are kept, and a time limit of the rating's own.
 * Immutable; each {@code with...} gives a copy.
 *
 * <pre>{@code
 * RatingOptions.defaults()                                  // SE's ER/EP/ED on classic 9x9, Nonet's path elsewhere
 * RatingOptions.defaults().withScale(Scale.NONET)           // Nonet's path on every layout
 * RatingOptions.defaults().withSeRater(new SeRater().excluding(SeFamily.NESTED_FORCING_CHAINS))
 * }</pre>
 */
public final class RatingOptions {

    private static final RatingOptions DEFAULTS = new RatingOptions(Scale.SE, new SeRater(), NonetPath.solver(LogicalSolver.DEFAULT_LIMIT), true, false, null);

    private final Scale scale;
    private final SeRater seRater;
    private final LogicalSolver solver;
    private final boolean uniqueness;
    private final boolean keepSteps;
    private final Duration timeLimit;

    private RatingOptions(Scale scale, SeRater seRater, LogicalSolver solver, boolean uniqueness, boolean keepSteps, Duration timeLimit) {
        this.scale = Objects.requireNonNull(scale, "scale");
        this.seRater = Objects.requireNonNull(seRater, "seRater");
        this.solver = Objects.requireNonNull(solver, "solver");
        this.uniqueness = uniqueness;
        this.keepSteps = keepSteps;
        this.timeLimit = timeLimit;
    }

    /**
     * Sudoku Explainer's scale with all its techniques, Nonet's path by {@link NonetPath#solver} (with
     * the default time limit), the uniqueness techniques where a position is known to have one solution, no
     * steps kept, no time limit but the caller's deadline.
     */
    public static RatingOptions defaults() {
        return DEFAULTS;
    }

    /** These options with the scale asked for: {@link Scale#SE} (SE's where it applies, classic 9x9) or {@link Scale#NONET}. */
    public RatingOptions withScale(Scale scale) {
        return new RatingOptions(scale, seRater, solver, uniqueness, keepSteps, timeLimit);
    }

    /** These options with SE's rater {@code rater} (a subset of its families, {@link SeRater#only}, {@link SeRater#excluding}). */
    public RatingOptions withSeRater(SeRater rater) {
        return new RatingOptions(scale, rater, solver, uniqueness, keepSteps, timeLimit);
    }

    /** These options with Nonet's path found by {@code solver} (its techniques and time limit). */
    public RatingOptions withSolver(LogicalSolver solver) {
        return new RatingOptions(scale, seRater, solver, uniqueness, keepSteps, timeLimit);
    }

    /**
     * These options with the techniques that assume one solution allowed (the default) or never used. Even
     * allowed, they are used only on positions known to have one.
     */
    public RatingOptions withUniqueness(boolean allowed) {
        return new RatingOptions(scale, seRater, solver, allowed, keepSteps, timeLimit);
    }

    /** These options with SE's steps kept in its rating ({@link SeRating#steps()}) or not (the default). */
    public RatingOptions withSteps(boolean keep) {
        return new RatingOptions(scale, seRater, solver, uniqueness, keep, timeLimit);
    }

    /**
     * These options with a time limit for the rating itself, counted from when the solutions are known: the
     * rating stops at the sooner of it and the caller's deadline, which alone bounds the count.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public RatingOptions withTimeLimit(Duration limit) {
        if (limit.isNegative()) {
            throw new IllegalArgumentException("a time limit must not be negative, not " + limit);
        }
        return new RatingOptions(scale, seRater, solver, uniqueness, keepSteps, limit);
    }

    /** The scale asked for. */
    public Scale scale() {
        return scale;
    }

    /** The scale a position of {@code layout} is rated on: SE's only where asked for and the layout is classic 9x9. */
    public Scale scaleFor(Layout layout) {
        return scale == Scale.SE && layout.isClassic() ? Scale.SE : Scale.NONET;
    }

    /** SE's rater. */
    public SeRater seRater() {
        return seRater;
    }

    /** The solver of Nonet's path. */
    public LogicalSolver solver() {
        return solver;
    }

    /** Whether the techniques that assume one solution may be used. */
    public boolean uniqueness() {
        return uniqueness;
    }

    /** Whether SE's steps are kept. */
    public boolean keepSteps() {
        return keepSteps;
    }

    /** The rating's own time limit, if it has one. */
    public Optional<Duration> timeLimit() {
        return Optional.ofNullable(timeLimit);
    }

    /** The deadline of the rating itself: {@code deadline}, or sooner by this time limit from now. */
    Deadline ratingDeadline(Deadline deadline) {
        return timeLimit == null ? deadline : deadline.within(timeLimit);
    }
}
