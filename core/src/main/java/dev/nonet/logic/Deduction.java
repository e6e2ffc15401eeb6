package dev.nonet.logic;

import java.util.List;

/**
 * One step of a path as data, whoever found it: the technique's name, its difficulty and the
 * {@link Candidate}s it places and removes. Nonet's own {@link Step}s are deductions, and so are the steps
 * of Sudoku Explainer's path ({@code dev.nonet.se.SeStep}).
 */
public interface Deduction {

    /** The technique as the finder names it, for example {@code "Hidden Single (box)"} or {@code "Turbot Fish"}. */
    String name();

    /** The difficulty of the step on its finder's scale, for example 1.2, 2.6, 8.3. */
    double difficulty();

    /** The digits it places, else empty. */
    List<Candidate> placements();

    /** The candidates it removes, else empty. */
    List<Candidate> eliminations();

    /** Whether the step places a digit. */
    default boolean places() {
        return !placements().isEmpty();
    }
}
