package dev.nonet.logic;

/** How a logical solve ended. */
public enum LogicalStatus {
    /** Every cell is placed. */
    SOLVED,
    /** No technique applies: the path so far and the candidate grid are returned. */
    STUCK,
    /** A cell lost all its candidates, or a digit all its places in a house: the givens have no solution. */
    CONTRADICTION,
    /** The time limit ran out first. */
    TIMED_OUT
}
