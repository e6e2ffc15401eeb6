package dev.nonet.view;

/**
 * What a search-based command or endpoint says of one puzzle: the {@code status} of {@code solve},
 * {@code count}, {@code check} and {@code stats} on the command line and of {@code /api/solve} and
 * {@code /api/check}, and the word before the colon of a batch command's verdict line
 * ({@code no solution: line 7}). {@link #word()} is the word as written; the logical solver's and the
 * raters' words are {@link dev.nonet.logic.LogicalStatus} and {@link OutcomeText}'s.
 */
public enum Verdict {
    /** A solution was found (and, where uniqueness was asked, it is the only one). */
    SOLVED("solved"),
    /** Exactly one solution. */
    UNIQUE("unique"),
    /** Two or more solutions, for a command that reports how many. */
    MULTIPLE("multiple"),
    /** Two or more solutions, for a command that needs exactly one. */
    MULTIPLE_SOLUTIONS("multiple solutions"),
    /** The givens break no rule, but no solution exists. */
    NO_SOLUTION("no solution"),
    /** The givens repeat a digit in a house. */
    INVALID("invalid"),
    /** The record could not be read as a puzzle. */
    MALFORMED("malformed");

    private final String word;

    Verdict(String word) {
        this.word = word;
    }

    /** {@link #NO_SOLUTION}, {@link #UNIQUE} or {@link #MULTIPLE} for a count of solutions. */
    public static Verdict ofCount(long solutions) {
        return solutions == 0 ? NO_SOLUTION : solutions == 1 ? UNIQUE : MULTIPLE;
    }

    /** The verdict as written: {@code no solution}, {@code unique}. */
    public String word() {
        return word;
    }
}
