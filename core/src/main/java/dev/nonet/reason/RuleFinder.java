package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.Optional;

/** Finds the first step of one technique of the rule solver in a position, or none; it changes nothing. */
interface RuleFinder {

    /**
     * The first step this finder sees, in a stable order.
     *
     * @param rules the puzzle's rules
     * @param marks the position's candidates as masks (read only)
     * @param grid  the same position
     * @throws dev.nonet.limit.StoppedException once {@code deadline} is reached
     */
    Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline);
}
