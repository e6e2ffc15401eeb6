package dev.nonet.logic;

import dev.nonet.limit.Deadline;
import java.util.List;

/**
 * Finds every instance of one technique in a position. Implementations read the grid and never change
 * it; they hold no state, so one instance serves every thread.
 */
public interface TechniqueFinder {

    /** The technique this finder looks for. */
    Technique technique();

    /**
     * Every instance of the technique in {@code grid} that places or removes something, in a stable
     * order. A grid of a layout other than classic 9x9 is searched only by the finders of techniques
     * that {@link Technique#worksOnEveryLayout() work on every layout}.
     */
    List<Step<Technique>> findAll(CandidateGrid grid);

    /**
     * {@link #findAll(CandidateGrid)}, stopped once {@code deadline} is reached. The finders whose search
     * can run long (chains, AIC, ALS, complex fish, forcing chains and nets, the package's
     * {@code StoppableFinder}s) check it as they go; the others check it once, before they start, since
     * they take microseconds.
     *
     * @throws dev.nonet.limit.StoppedException once the deadline is reached
     */
    default List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
        deadline.check();
        return findAll(grid);
    }
}
