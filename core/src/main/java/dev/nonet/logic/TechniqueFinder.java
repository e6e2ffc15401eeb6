package dev.nonet.logic;

import java.util.List;

/**
 * Finds every instance of one technique in a position. Implementations read the grid and never change
 * it; they hold no state, so one instance serves every thread.
 */
public interface TechniqueFinder {

    /** The technique this finder looks for. */
    Technique technique();

    /** Every instance of the technique in {@code grid} that places or removes something, in a stable order. */
    List<Step> findAll(CandidateGrid grid);
}
