package dev.nonet.solve;

/** How a search ended. */
public enum SolveStatus {
    /** At least one solution was found. */
    SOLVED,
    /** The givens break no rule, but no solution exists. */
    NO_SOLUTION,
    /** The givens repeat a digit in a house; no search was made. */
    INVALID
}
