package dev.nonet.logic;

import java.util.List;

/**
 * What a logical solve did: how it ended, every step in order, the pencil marks it ended on, and the
 * rating of the path. A solve that did not finish still carries its progress.
 *
 * @param status how it ended
 * @param path   the steps applied, in order
 * @param end    the candidate grid after the last step
 * @param rating the difficulty of the path
 */
public record LogicalResult(LogicalStatus status, List<Step> path, CandidateGrid end, Rating rating) {

    /** Copies the path so that the result is immutable (the grid is a private copy of the solver's). */
    public LogicalResult {
        path = List.copyOf(path);
        end = end.copy();
    }
}
