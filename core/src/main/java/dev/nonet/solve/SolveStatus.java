package dev.nonet.solve;

/** How a search ended. */
public enum SolveStatus {
    /** At least one solution was found. */
    SOLVED,
    /** The givens break no rule, but no solution exists. */
    NO_SOLUTION,
    /** The givens repeat a digit in a house; no search was made. */
    INVALID,
    /**
     * The search was stopped by its {@link dev.nonet.limit.Deadline} (its time ran out, or it was
     * cancelled) before it could say: there is no answer, whatever may have been found on the way.
     */
    TIMED_OUT
}
