package dev.nonet.rating;

import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RuleSolver;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;

/**
 * The library's front door for ratings, and the one place that decides which rating a position gets:
 * Sudoku Explainer's ER/EP/ED ({@link SeRater}) for classic 9x9, where it is asked for (the default), the
 * rating of Nonet's own path ({@link dev.nonet.logic.LogicalSolver}) on other layouts or where asked for,
 * the rating of the rule solver's path ({@link RuleSolver}) for a puzzle with constraints whatever the scale
 * asked for (Sudoku Explainer's techniques know houses alone), and none for a position without exactly one
 * solution (a rating is of the one solution's path).
 *
 * <pre>{@code
 * RatingResult result = Ratings.rate(puzzle, RatingOptions.defaults(), Deadline.after(Duration.ofSeconds(10)));
 * result.er();                                 // for example 4.2: an XY-Wing was the hardest step
 * if (result instanceof RatingResult.Se se) {
 *     se.rating().uses();                      // what only SE's rating holds: its steps, its uses
 * }
 * }</pre>
 *
 * <p>The solutions are counted once per request ({@link Solutions}, up to two) and handed to whichever rater
 * runs, which counts nothing again; a caller that counted already (or knows, as the generator does) passes
 * its {@link Solutions}. The command line's {@code rate} and {@code explain}, the API's {@code /api/rate}
 * and {@code /api/explain}, and the generator all rate through here. Stateless and thread-safe.
 */
public final class Ratings {

    private Ratings() {
    }

    /**
     * Rates {@code puzzle}: its solutions counted within {@code deadline}, then rated as
     * {@link #rate(Puzzle, Solutions, RatingOptions, Deadline)} says.
     */
    public static RatingResult rate(Puzzle puzzle, RatingOptions options, Deadline deadline) {
        return rate(puzzle, Solutions.of(puzzle, deadline), options, deadline);
    }

    /**
     * Rates {@code puzzle}, whose solutions are known: {@link RatingResult.Unrated} unless it has exactly one;
     * else for a puzzle with constraints the rating of the rule solver's path ({@link RatingResult.Reasoned}),
     * on classic 9x9, where {@link RatingOptions#scale()} is {@link Scale#SE}, Sudoku Explainer's rating
     * of its givens, and elsewhere the rating of Nonet's path. All stop at {@code deadline} (sooner by the
     * options' time limit) and then end {@link LogicalStatus#TIMED_OUT} with the steps taken so far.
     *
     * @param solutions its solutions, as {@link Solutions#of(Puzzle, Deadline)} counts them, or
     *                  {@link Solutions#one()} where exactly one is known
     * @throws IllegalArgumentException for solutions not counted
     */
    public static RatingResult rate(Puzzle puzzle, Solutions solutions, RatingOptions options, Deadline deadline) {
        RatingResult.Unrated unrated = unrated(solutions);
        if (unrated != null) {
            return unrated;
        }
        Deadline rating = options.ratingDeadline(deadline);
        if (puzzle.hasConstraints()) {
            return new RatingResult.Reasoned(ruleSolver(options).solve(puzzle, rating));
        }
        if (options.scaleFor(puzzle.layout()) == Scale.SE) {
            return new RatingResult.Se(seRater(options, solutions).rate(puzzle, rating, options.keepSteps()));
        }
        return new RatingResult.Path(options.solver().solve(CandidateGrid.of(puzzle), uniqueness(options, solutions), rating));
    }

    /**
     * Rates a classic position with pencil marks (a PM grid, a sukaku): its solutions, searched with its
     * candidates as constraints, counted within {@code deadline}, then rated as
     * {@link #rate(MarkedGrid, Solutions, RatingOptions, Deadline)} says.
     */
    public static RatingResult rate(MarkedGrid position, RatingOptions options, Deadline deadline) {
        return rate(position, Solutions.of(position, deadline), options, deadline);
    }

    /**
     * Rates a classic position with pencil marks whose solutions are known, as a puzzle is rated: Sudoku
     * Explainer's rater starts from its digits and its open cells' candidates, as SukakuExplainer does.
     *
     * @param solutions its solutions, as {@link Solutions#of(MarkedGrid, Deadline)} counts them
     * @throws IllegalArgumentException for solutions not counted
     */
    public static RatingResult rate(MarkedGrid position, Solutions solutions, RatingOptions options, Deadline deadline) {
        RatingResult.Unrated unrated = unrated(solutions);
        if (unrated != null) {
            return unrated;
        }
        Deadline rating = options.ratingDeadline(deadline);
        if (options.scale() == Scale.SE) {
            return new RatingResult.Se(seRater(options, solutions).rate(position, rating, options.keepSteps()));
        }
        return new RatingResult.Path(options.solver().solve(CandidateGrid.of(position), uniqueness(options, solutions), rating));
    }

    /**
     * What explaining {@code puzzle} needs to know of its solutions, counted once within {@code deadline} for
     * both the path and the rating beside it ({@link #besidePath}): on classic 9x9, how many it has (the
     * uniqueness techniques and Sudoku Explainer's rating need it); other layouts are not counted, since
     * neither applies there.
     */
    public static Solutions solutionsToExplain(Puzzle puzzle, Deadline deadline) {
        return puzzle.layout().isClassic() ? Solutions.of(puzzle, deadline) : Solutions.uncounted();
    }

    /** {@link #solutionsToExplain(Puzzle, Deadline)} for a classic position with pencil marks. */
    public static Solutions solutionsToExplain(MarkedGrid position, Deadline deadline) {
        return Solutions.of(position, deadline);
    }

    /**
     * The rating shown beside Nonet's path of a position ({@code explain}): Sudoku Explainer's where the
     * position is classic 9x9, SE's scale is asked for and the position has exactly one solution, rated within
     * {@code deadline}; the rating of {@code path} otherwise (other layouts, pencil marks with several solutions
     * or none) and when SE's rating does not finish in time. Never {@link RatingResult.Unrated}.
     *
     * @param position  the position the path starts from (its candidates are what SE's rater starts from)
     * @param solutions its solutions, as {@link #solutionsToExplain} counts them, the same the path was found with
     * @param path      Nonet's path of the position
     */
    public static RatingResult besidePath(CandidateGrid position, Solutions solutions, LogicalResult path, RatingOptions options,
            Deadline deadline) {
        if (options.scaleFor(position.layout()) == Scale.SE && solutions.isUnique()) {
            SeRating rating = seRater(options, solutions).rate(position, options.ratingDeadline(deadline), options.keepSteps());
            if (rating.status() != LogicalStatus.TIMED_OUT) {
                return new RatingResult.Se(rating);
            }
        }
        return new RatingResult.Path(path);
    }

    /** Why a position with these solutions has no rating; null when it has exactly one. */
    private static RatingResult.Unrated unrated(Solutions solutions) {
        if (solutions.timedOut()) {
            return new RatingResult.Unrated(RatingResult.Reason.TIMED_OUT, solutions);
        }
        if (solutions.none()) {
            return new RatingResult.Unrated(RatingResult.Reason.NO_SOLUTION, solutions);
        }
        if (solutions.several()) {
            return new RatingResult.Unrated(RatingResult.Reason.MULTIPLE_SOLUTIONS, solutions);
        }
        if (!solutions.isUnique()) {
            throw new IllegalArgumentException("a rating needs the solutions counted, not " + solutions);
        }
        return null;
    }

    /** SE's rater of the options, with the families that assume one solution only where allowed and known. */
    private static SeRater seRater(RatingOptions options, Solutions solutions) {
        return options.uniqueness() ? options.seRater().forSolutions(solutions) : options.seRater().withoutUniqueness();
    }

    /** Whether the uniqueness techniques may reason on the position. */
    private static boolean uniqueness(RatingOptions options, Solutions solutions) {
        return options.uniqueness() && solutions.knownUnique();
    }

    /**
     * The rule solver of the options: limited by their time limit where they have one (as their
     * {@link RatingOptions#solver()} is), by the rule solver's default otherwise.
     */
    private static RuleSolver ruleSolver(RatingOptions options) {
        return new RuleSolver(options.timeLimit().orElse(RuleSolver.DEFAULT_LIMIT));
    }
}
