package dev.nonet.hint;

/**
 * What a {@link Hint} is: a step (a technique's, or a cell revealed from the solution), or why there is
 * none. {@link #word()} is the API's {@code status}; where no step is given and the reason is always the
 * same, {@link #sentence()} is what {@code nonet hint} prints and the API's {@code text}.
 */
public enum HintStatus {
    /** The next step. */
    STEP("step", ""),
    /** Every cell is filled. */
    SOLVED("solved", "solved already"),
    /** Some of the player's entries differ from the solution; the sentence names them. */
    WRONG_ENTRIES("wrong entries", ""),
    /** Some cells' candidates leave out the solution's digit (a player's removals); the sentence names them. */
    WRONG_MARKS("wrong marks", ""),
    /** The puzzle has more than one solution, so no step can lead to the one answer. */
    MULTIPLE("multiple", "this puzzle has more than one solution"),
    /** The puzzle has no solution, so no step would lead anywhere. */
    NO_SOLUTION("no solution", "the puzzle has no solution");

    private final String word;
    private final String sentence;

    HintStatus(String word, String sentence) {
        this.word = word;
        this.sentence = sentence;
    }

    /** The status as written: {@code step}, {@code no step}. */
    public String word() {
        return word;
    }

    /**
     * Why there is no step, where that is always the same; empty for {@link #STEP}, {@link #WRONG_ENTRIES}
     * and {@link #WRONG_MARKS}.
     */
    public String sentence() {
        return sentence;
    }
}
