package dev.nonet.rating;

import java.util.Arrays;
import java.util.Optional;

/**
 * The two ratings Nonet gives, one choice under two names: the command line's {@code --model} and the
 * {@code "scale"} of every rating's JSON. {@link #word()} is the word both write.
 */
public enum Scale {
    /**
     * Sudoku Explainer 1.2.1's ER, EP and ED ({@link dev.nonet.se.SeRater}), for classic 9x9: as a choice, SE's where it
     * applies and Nonet's on other layouts.
     */
    SE("se"),
    /** The rating of Nonet's own path ({@link dev.nonet.logic.LogicalSolver}), on every layout: one number. */
    NONET("nonet");

    private final String word;

    Scale(String word) {
        this.word = word;
    }

    /** The scale as written: {@code se}, {@code nonet}. */
    public String word() {
        return word;
    }

    /** The scale written {@code word}, exactly; empty for another word. */
    public static Optional<Scale> ofWord(String word) {
        return Arrays.stream(values()).filter(s -> s.word.equals(word)).findFirst();
    }

    /** {@link #word()}, which is also what a command line option takes. */
    @Override
    public String toString() {
        return word;
    }
}
