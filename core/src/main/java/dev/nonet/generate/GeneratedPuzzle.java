package dev.nonet.generate;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.logic.Rating;
import java.util.Optional;

/**
 * One generated puzzle, checked unique by the engine.
 *
 * @param index    its place in the output, from 0
 * @param layout   its rules: the request's layout, or with {@link GenerationRequest#randomRegions()} a
 *                 jigsaw on the region map drawn for this puzzle alone
 * @param puzzle   the givens
 * @param solution its one solution
 * @param rating   its rating by the logical solver, present when the request asked for ratings
 *                 ({@link GenerationRequest#rated()}); a difficulty filter alone is decided without one
 */
public record GeneratedPuzzle(int index, Layout layout, Grid puzzle, Grid solution, Optional<Rating> rating) {
}
