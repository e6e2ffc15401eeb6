package dev.nonet.rating;

import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RulePath;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What {@link Ratings} answers: Sudoku Explainer's rating ({@link Se}), the rating of Nonet's path
 * ({@link Path}), the rating of the rule solver's path for a puzzle with constraints ({@link Reasoned}), or no
 * rating and why ({@link Unrated}). A front end renders it
 * ({@code dev.nonet.view.RatingView}, {@code dev.nonet.view.RateView}) and decides nothing.
 *
 * <p>The numbers every rating has are asked of the result itself, whichever it is; each case's record
 * holds the rest (SE's steps and uses, Nonet's path, why there is no rating):
 *
 * <pre>{@code
 * RatingResult rating = Ratings.rate(puzzle, RatingOptions.defaults(), deadline);
 * rating.difficulty();   // 4.2: ER on SE's scale, the hardest step's difficulty on Nonet's; empty when unrated
 * rating.er();           // 4.2 on SE's scale, with ep() and ed(); empty on Nonet's
 * rating.level();        // Level.HARD
 * }</pre>
 */
public sealed interface RatingResult permits RatingResult.Se, RatingResult.Path, RatingResult.Reasoned, RatingResult.Unrated {

    /** The scale of the rating; empty when there is none. */
    Optional<Scale> scale();

    /**
     * Whether the rater finished the puzzle ({@link LogicalStatus#SOLVED}): its numbers are then the
     * whole solution's, not those of the steps taken before it got stuck or ran out of time.
     */
    boolean solved();

    /**
     * The rating's one number, to one decimal as it is written: ER on Sudoku Explainer's scale (20.0 when no
     * technique of the set finishes), the hardest step's difficulty on Nonet's (0 for a path with no steps);
     * empty when there is no rating. See {@link #solved()} for whether the rater finished.
     */
    OptionalDouble difficulty();

    /** Sudoku Explainer's ER, to one decimal; empty on Nonet's scale and when there is no rating. */
    default OptionalDouble er() {
        return OptionalDouble.empty();
    }

    /** Sudoku Explainer's EP, to one decimal; empty on Nonet's scale and when there is no rating. */
    default OptionalDouble ep() {
        return OptionalDouble.empty();
    }

    /** Sudoku Explainer's ED, to one decimal; empty on Nonet's scale and when there is no rating. */
    default OptionalDouble ed() {
        return OptionalDouble.empty();
    }

    /** The named band of the rating ({@link Level#EXTREME} when the rater got stuck); empty when there is none. */
    Optional<Level> level();

    /**
     * Sudoku Explainer's rating: ER, EP and ED, on classic 9x9.
     *
     * @param rating the rating, which may have ended {@link LogicalStatus#STUCK} (ER 20.0) or
     *               {@link LogicalStatus#TIMED_OUT} (the numbers of the steps taken)
     */
    record Se(SeRating rating) implements RatingResult {

        /** Checks the rating is there. */
        public Se {
            Objects.requireNonNull(rating, "rating");
        }

        @Override
        public Optional<Scale> scale() {
            return Optional.of(Scale.SE);
        }

        /** How the rating ended. */
        public LogicalStatus status() {
            return rating.status();
        }

        @Override
        public boolean solved() {
            return status() == LogicalStatus.SOLVED;
        }

        @Override
        public OptionalDouble difficulty() {
            return er();
        }

        @Override
        public OptionalDouble er() {
            return OptionalDouble.of(SeRating.tenths(rating.er()));
        }

        @Override
        public OptionalDouble ep() {
            return OptionalDouble.of(SeRating.tenths(rating.ep()));
        }

        @Override
        public OptionalDouble ed() {
            return OptionalDouble.of(SeRating.tenths(rating.ed()));
        }

        @Override
        public Optional<Level> level() {
            return Optional.of(rating.level());
        }
    }

    /**
     * The rating of Nonet's path ({@link LogicalResult#rating()}), on any layout.
     *
     * @param path the path, which may have ended stuck, in a contradiction or timed out
     */
    record Path(LogicalResult path) implements RatingResult {

        /** Checks the path is there. */
        public Path {
            Objects.requireNonNull(path, "path");
        }

        @Override
        public Optional<Scale> scale() {
            return Optional.of(Scale.NONET);
        }

        /** How the path ended. */
        public LogicalStatus status() {
            return path.status();
        }

        @Override
        public boolean solved() {
            return status() == LogicalStatus.SOLVED;
        }

        @Override
        public OptionalDouble difficulty() {
            return OptionalDouble.of(path.rating().difficulty());
        }

        @Override
        public Optional<Level> level() {
            return Optional.of(path.rating().level());
        }
    }

    /**
     * The rating of the rule solver's path ({@link RulePath#rating()}), for a puzzle with constraints (killer
     * cages, thermometers, ...), on Nonet's scale.
     *
     * @param path the path, which may have ended stuck, in a contradiction or timed out
     */
    record Reasoned(RulePath path) implements RatingResult {

        /** Checks the path is there. */
        public Reasoned {
            Objects.requireNonNull(path, "path");
        }

        @Override
        public Optional<Scale> scale() {
            return Optional.of(Scale.NONET);
        }

        /** How the path ended. */
        public LogicalStatus status() {
            return path.status();
        }

        @Override
        public boolean solved() {
            return status() == LogicalStatus.SOLVED;
        }

        @Override
        public OptionalDouble difficulty() {
            return OptionalDouble.of(path.rating().difficulty());
        }

        @Override
        public Optional<Level> level() {
            return Optional.of(path.rating().level());
        }
    }

    /**
     * No rating: a rating is of the one solution's path, and the position has none, several, or the count
     * did not finish in time.
     *
     * @param reason    why
     * @param solutions the count it rests on (for {@link Reason#NO_SOLUTION}, its search says whether the
     *                  givens were invalid and which digits repeat)
     */
    record Unrated(Reason reason, Solutions solutions) implements RatingResult {

        /** Checks both are there. */
        public Unrated {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(solutions, "solutions");
        }

        @Override
        public Optional<Scale> scale() {
            return Optional.empty();
        }

        @Override
        public boolean solved() {
            return false;
        }

        @Override
        public OptionalDouble difficulty() {
            return OptionalDouble.empty();
        }

        @Override
        public Optional<Level> level() {
            return Optional.empty();
        }
    }

    /** Why a position has no rating. */
    enum Reason {
        /** No solution (or givens that repeat a digit in a house). */
        NO_SOLUTION,
        /** Two solutions or more: no one path to rate. */
        MULTIPLE_SOLUTIONS,
        /** The count of solutions reached the deadline first. */
        TIMED_OUT
    }
}
