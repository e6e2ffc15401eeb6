package dev.nonet.generate;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Rating;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import dev.nonet.rating.RatingOptions;
import dev.nonet.rating.RatingResult;
import dev.nonet.rating.Ratings;
import dev.nonet.rating.Scale;
import dev.nonet.se.SeRater;
import dev.nonet.se.SeRating;
import dev.nonet.solve.Solutions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Rates a unique puzzle and decides whether the request accepts it, doing no more logic than the
 * decision needs.
 *
 * <p>A band or a rating is judged on the scale every front end shows for the puzzle ({@link Ratings}):
 * on classic 9x9 Sudoku Explainer's ER, placed against the band by {@link SeRater#place} (with
 * {@link BasicRating} rejecting in microseconds what is too easy for a band above 3.0), the rating itself
 * given by the facade, told that the puzzle has one solution so that it counts nothing.
 *
 * <p>Elsewhere (other layouts, or a request about techniques alone) Nonet's path judges. The logical
 * solver takes the first step of the easiest technique that has one, and the techniques are listed
 * easiest first. So a solver given only the techniques below the band walks the same path as the full
 * solver for as long as it can: if it finishes, the puzzle is too easy; if it gets stuck, a solver with
 * the techniques up to the band's top carries on from there along the full solver's path, and if that
 * one gets stuck the puzzle is too hard. The path so joined is exactly the full solver's, so the rating
 * is the one {@code nonet rate} gives. A solve that runs into the time limit
 * ({@link LogicalSolver#DEFAULT_LIMIT}, or the run's deadline if that is nearer) is rejected.
 *
 * <p>Stateless apart from its settings: one instance serves many threads.
 */
final class Acceptance {

    /** A judged puzzle: accepted or not, and its rating when the request asked for it. */
    record Judgement(boolean accepted, Optional<Rating> rating, Optional<SeRating> seRating) {
        static final Judgement REJECTED = new Judgement(false, Optional.empty(), Optional.empty());
    }

    private static final Judgement ACCEPTED_UNRATED = new Judgement(true, Optional.empty(), Optional.empty());
    /** The hardest of the basic techniques, the naked pair: what {@link BasicRating} can vouch for on SE's scale. */
    private static final double BASIC_TOP = 3.0;
    /** How a generated puzzle is rated: as {@code nonet rate} rates it, SE's scale on classic 9x9 ({@link Ratings}). */
    private static final RatingOptions RATING = RatingOptions.defaults();

    private final GenerationRequest request;
    private final List<TechniqueFinder> belowBand;
    private final List<TechniqueFinder> upToTop;
    private final SeRater rater = RATING.seRater();

    Acceptance(GenerationRequest request) {
        this.request = request;
        double min = request.rating().map(RatingRange::min).orElse(0.0);
        double max = request.rating().map(RatingRange::max).orElse(Double.MAX_VALUE);
        this.belowBand = Techniques.all().stream().filter(f -> f.technique().difficulty() < min).toList();
        this.upToTop = Techniques.all().stream().filter(f -> f.technique().difficulty() <= max).toList();
    }

    /**
     * Judges {@code puzzle}, which must have exactly one solution, with {@code basic} (this thread's);
     * logic stops at {@code deadline}.
     */
    Judgement judge(Puzzle puzzle, BasicRating basic, Deadline deadline) {
        if (!request.needsRating()) {
            return ACCEPTED_UNRATED;
        }
        // The scale of the rating shown for the puzzle, as every front end shows it, judges a band and gives
        // the rating; a request about techniques alone is judged by Nonet's path, which names them.
        if ((request.rating().isPresent() || request.rated()) && RATING.scaleFor(puzzle.layout()) == Scale.SE) {
            return judgeOnSeScale(puzzle, basic, deadline);
        }
        boolean wantsPath = request.rated() || !request.required().isEmpty() || !request.excluded().isEmpty();
        return judgeByLogic(puzzle, wantsPath, deadline);
    }

    /**
     * Judges a classic puzzle by Sudoku Explainer's ER ({@link SeRater}), the scale every front end shows,
     * and by Nonet's own path for the techniques required or excluded.
     *
     * <p>{@link BasicRating} still rejects at once, exactly, what is too easy for a band that starts above
     * 3.0: a puzzle that singles, intersections and naked pairs finish has an ER of at most 3.0, since SE
     * tries its techniques up to 3.0 (those, its direct ones and nothing that removes less) before any
     * other, and they keep applying until the grid is full.
     */
    private Judgement judgeOnSeScale(Puzzle puzzle, BasicRating basic, Deadline deadline) {
        Optional<RatingRange> band = request.rating();
        if (band.isPresent() && band.get().min() > BASIC_TOP && basic.compare(puzzle.givens(), band.get()) == BasicRating.BELOW) {
            return Judgement.REJECTED;
        }
        Deadline limit = deadline.within(LogicalSolver.DEFAULT_LIMIT);
        if (limit.reached()) {
            return Judgement.REJECTED;
        }
        try {
            if (band.isPresent() && rater.place(puzzle, band.get().min(), band.get().max(), limit) != SeRater.Placement.INSIDE) {
                return Judgement.REJECTED;
            }
        } catch (StoppedException e) {
            return Judgement.REJECTED;
        }
        SeRating rating = null;
        if (request.rated()) {
            // The puzzle has one solution (the carver made sure): the facade is told so and counts nothing.
            RatingResult rated = Ratings.rate(puzzle, Solutions.one(), RATING, limit);
            if (!(rated instanceof RatingResult.Se se) || se.status() == LogicalStatus.TIMED_OUT) {
                return Judgement.REJECTED;
            }
            rating = se.rating();
        }
        if (!request.required().isEmpty() || !request.excluded().isEmpty()) {
            LogicalResult path = new LogicalSolver(Techniques.all(), LogicalSolver.DEFAULT_LIMIT).solve(puzzle, Solutions.one(), limit);
            if (path.status() == LogicalStatus.TIMED_OUT || !usesAsAsked(Rating.of(path.path(), path.status() == LogicalStatus.SOLVED))) {
                return Judgement.REJECTED;
            }
        }
        return rating != null ? new Judgement(true, Optional.empty(), Optional.of(rating)) : ACCEPTED_UNRATED;
    }

    /** Whether a path uses every technique the request requires and none it excludes. */
    private boolean usesAsAsked(Rating rating) {
        return request.required().stream().allMatch(rating.uses()::containsKey)
                && request.excluded().stream().noneMatch(rating.uses()::containsKey);
    }

    /** Judges by the logical solver itself, the two-stage way the class comment describes. */
    private Judgement judgeByLogic(Puzzle puzzle, boolean wantsPath, Deadline deadline) {
        Deadline limit = deadline.within(LogicalSolver.DEFAULT_LIMIT);
        if (limit.reached()) {
            return Judgement.REJECTED;
        }
        CandidateGrid position = CandidateGrid.of(puzzle);
        List<Step<Technique>> path = new ArrayList<>();
        if (!belowBand.isEmpty()) {
            LogicalResult easier = new LogicalSolver(belowBand, LogicalSolver.DEFAULT_LIMIT).solve(position, true, limit);
            if (easier.status() != LogicalStatus.STUCK) {
                return Judgement.REJECTED; // too easy (or timed out)
            }
            if (!wantsPath && request.acceptsStuck()) {
                return ACCEPTED_UNRATED; // the band has no top: too hard for the easier levels is enough
            }
            path.addAll(easier.path());
            position = easier.end();
        }
        LogicalResult rest = new LogicalSolver(upToTop, LogicalSolver.DEFAULT_LIMIT).solve(position, true, limit);
        path.addAll(rest.path());
        boolean solved = rest.status() == LogicalStatus.SOLVED;
        // Without a band any puzzle goes, a stuck one too: it rates as extreme.
        boolean stuckAllowed = rest.status() == LogicalStatus.STUCK && (request.acceptsStuck() || request.rating().isEmpty());
        if (!solved && !stuckAllowed) {
            return Judgement.REJECTED;
        }
        Rating rating = Rating.of(path, solved);
        if (!usesAsAsked(rating)) {
            return Judgement.REJECTED;
        }
        return new Judgement(true, request.rated() ? Optional.of(rating) : Optional.empty(), Optional.empty());
    }
}
