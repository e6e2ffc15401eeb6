package dev.nonet.generate;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.Rating;
import dev.nonet.reason.RuleRating;
import dev.nonet.se.SeRating;
import java.util.Optional;

/**
 * One generated puzzle, checked unique by the engine.
 *
 * @param index        its place in the output, from 0
 * @param puzzle       the givens and their layout: the request's, or with {@link GenerationRequest#randomRegions()}
 *                     a jigsaw on the region map drawn for this puzzle alone; with {@link GenerationRequest#killer()}
 *                     its cages as constraints ({@code KillerCage}s with sums)
 * @param solution     its one solution
 * @param rating       off classic 9x9, its rating by Nonet's logical solver, present when the request asked for
 *                     ratings ({@link GenerationRequest#rated()}); a difficulty filter alone is decided without one
 * @param seRating     on classic 9x9, its rating on Sudoku Explainer's scale, present when the request asked
 *                     for ratings
 * @param searchRating a killer's difficulty by the constraint search's measure, present for every killer
 * @param ruleRating   a variant puzzle's rating by Nonet's rule solver ({@link GenerationRequest#variants()}), present
 *                     for every variant puzzle
 */
public record GeneratedPuzzle(int index, Puzzle puzzle, Grid solution, Optional<Rating> rating, Optional<SeRating> seRating,
        Optional<SearchRating> searchRating, Optional<RuleRating> ruleRating) {

    /** A puzzle of givens alone (no killer or variant rating). */
    public GeneratedPuzzle(int index, Puzzle puzzle, Grid solution, Optional<Rating> rating, Optional<SeRating> seRating) {
        this(index, puzzle, solution, rating, seRating, Optional.empty(), Optional.empty());
    }

    /** A puzzle of givens alone or a killer (no variant rating). */
    public GeneratedPuzzle(int index, Puzzle puzzle, Grid solution, Optional<Rating> rating, Optional<SeRating> seRating,
            Optional<SearchRating> searchRating) {
        this(index, puzzle, solution, rating, seRating, searchRating, Optional.empty());
    }

    /** The same puzzle at another place in the output. */
    public GeneratedPuzzle withIndex(int other) {
        return new GeneratedPuzzle(other, puzzle, solution, rating, seRating, searchRating, ruleRating);
    }
}
