package dev.nonet.logic;

/** How a logical solve ended; {@link #word()} is its {@code status} in JSON. */
public enum LogicalStatus {
    /** Every cell is placed. */
    SOLVED,
    /** No technique applies: the path so far and the candidate grid are returned. */
    STUCK,
    /** A cell lost all its candidates, or a digit all its places in a house: the givens have no solution. */
    CONTRADICTION,
    /** The time limit ran out first. */
    TIMED_OUT;

    // The word is what the command line and the API both write: made once, from the name.
    private final String word = name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');

    /** The status as written: {@code solved}, {@code stuck}, {@code contradiction}, {@code timed out}. */
    public String word() {
        return word;
    }
}
