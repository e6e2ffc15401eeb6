package dev.nonet.logic;

import dev.nonet.limit.Deadline;
import java.util.List;

/**
 * A finder whose search can run long (chains, ALS, complex fish, forcing chains): it checks the
 * deadline as it goes, and without one it runs to the end.
 */
interface StoppableFinder extends TechniqueFinder {

    @Override
    default List<Step<Technique>> findAll(CandidateGrid grid) {
        return findAll(grid, Deadline.NONE);
    }

    @Override
    List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline);
}
