package dev.nonet.reason;

import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import java.util.List;

/**
 * What a rule solver's solve did: how it ended, every step in order, the position it ended on, and the rating
 * of the path. A solve that did not finish still carries its progress; {@link #end()} is a fresh copy on
 * every call.
 *
 * @param status how it ended: solved, stuck (no technique applies), contradiction (the position cannot be
 *               completed), or timed out
 * @param path   the steps applied, in order
 * @param end    the position after the last step
 * @param rating the difficulty of the path
 */
public record RulePath(LogicalStatus status, List<Step<RuleTechnique>> path, CandidateGrid end, RuleRating rating) {

    /** Copies the path and the position. */
    public RulePath {
        path = List.copyOf(path);
        end = end.copy();
    }

    /** The position after the last step: a fresh copy on every call. */
    @Override
    public CandidateGrid end() {
        return end.copy();
    }
}
