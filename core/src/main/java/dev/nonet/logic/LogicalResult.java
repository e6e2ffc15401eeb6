package dev.nonet.logic;

import java.util.List;

/**
 * What a logical solve did: how it ended, every step in order, the pencil marks it ended on, and the
 * rating of the path. A solve that did not finish still carries its progress. Immutable: the path is an
 * unmodifiable list, and the grid it ended on is kept as a private copy that {@link #end()} copies again
 * for each caller, so that marking up one answer changes no other.
 *
 * @param status how it ended
 * @param path   the steps applied, in order
 * @param end    the candidate grid after the last step
 * @param rating the difficulty of the path
 */
public record LogicalResult(LogicalStatus status, List<Step<Technique>> path, CandidateGrid end, Rating rating) {

    /** Copies the path and the grid, so that the solver (or the caller) can go on changing its own. */
    public LogicalResult {
        path = List.copyOf(path);
        end = end.copy();
    }

    /**
     * The candidate grid after the last step: a fresh copy on every call ({@link CandidateGrid} is mutable),
     * so that changing it leaves this result as it was.
     */
    @Override
    public CandidateGrid end() {
        return end.copy();
    }
}
