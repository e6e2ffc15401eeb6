package dev.nonet.rating;

import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link Ratings} answers: Sudoku Explainer's rating ({@link Se}), the rating of Nonet's path
 * ({@link Path}), or no rating and why ({@link Unrated}). A front end renders it
 * ({@code dev.nonet.view.RatingView}, {@code dev.nonet.view.RateView}) and decides nothing.
 */
public sealed interface RatingResult permits RatingResult.Se, RatingResult.Path, RatingResult.Unrated {

    /** The scale of the rating; empty when there is none. */
    Optional<Scale> scale();

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
