package dev.nonet.solve;

import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import java.util.List;
import java.util.Optional;

/**
 * What logic and rating need to know of a position's solutions: none, one or several, counted once
 * (up to two) and handed on, so that the logical solver, Sudoku Explainer's rater and the rating facade
 * ({@code dev.nonet.rating.Ratings}) count nothing again.
 *
 * <p>Two answers come out of it. {@link #isUnique()}: the position itself has exactly one solution, which a
 * rating needs (a rating is of the one solution's path). {@link #knownUnique()}: the position is known to
 * have one solution at most, which lets the techniques that assume uniqueness reason on it; that is the
 * case when it has one, and for pencil marks also when their givens have one (every solution of the marks
 * keeps the givens, so marks that left out the solution's digit have none, and the techniques only meet a
 * contradiction sooner).
 *
 * <p>Immutable.
 */
public final class Solutions {

    private static final Solutions UNCOUNTED = new Solutions(null, false);
    private static final Solutions ONE = new Solutions(
            new SolveResult(SolveStatus.SOLVED, Optional.empty(), 1, 2, 0, List.of()), true);

    private final SolveResult search;
    private final boolean knownUnique;

    private Solutions(SolveResult search, boolean knownUnique) {
        this.search = search;
        this.knownUnique = knownUnique;
    }

    /** The solutions of {@code puzzle}, counted up to two within {@code deadline}. */
    public static Solutions of(Puzzle puzzle, Deadline deadline) {
        SolveResult count = Sudoku.count(puzzle, 2, deadline);
        return new Solutions(count, count.isUnique());
    }

    /**
     * The solutions of a position with pencil marks, searched with its candidates as constraints (a sukaku
     * has no givens to ask), counted up to two within {@code deadline}; known unique also when it has none
     * of its own but its givens have one.
     */
    public static Solutions of(MarkedGrid position, Deadline deadline) {
        SolveResult count = Sudoku.count(position, 2, deadline);
        boolean known = count.isUnique();
        // Several solutions of the marks are several of the givens; none (or no answer in time) tells nothing of them.
        if (!known && count.status() != SolveStatus.SOLVED && position.givens().givenCount() > 0) {
            known = Sudoku.count(position.puzzle(), 2, deadline).isUnique();
        }
        return new Solutions(count, known);
    }

    /** A position known to have exactly one solution without a search here (a puzzle the generator made unique). */
    public static Solutions one() {
        return ONE;
    }

    /** Nothing counted: nothing is known (where neither the uniqueness techniques nor a rating need it). */
    public static Solutions uncounted() {
        return UNCOUNTED;
    }

    /** The count this rests on (up to 2); empty when nothing was counted. */
    public Optional<SolveResult> search() {
        return Optional.ofNullable(search);
    }

    /** Whether the position itself has exactly one solution. */
    public boolean isUnique() {
        return search != null && search.isUnique();
    }

    /** Whether the position is known to have one solution at most, so that the uniqueness techniques may reason on it. */
    public boolean knownUnique() {
        return knownUnique;
    }

    /** Whether the count found no solution, for want of one or of valid givens. */
    public boolean none() {
        return search != null && (search.status() == SolveStatus.NO_SOLUTION || search.status() == SolveStatus.INVALID);
    }

    /** Whether the count found two solutions or more. */
    public boolean several() {
        return search != null && search.status() == SolveStatus.SOLVED && search.count() >= 2;
    }

    /** Whether the count was cut short by its deadline, so that nothing is known of the position's solutions. */
    public boolean timedOut() {
        return search != null && search.status() == SolveStatus.TIMED_OUT;
    }

    @Override
    public String toString() {
        return search == null ? (knownUnique ? "one (known)" : "not counted")
                : search.status() + " " + search.count() + (knownUnique ? ", known unique" : "");
    }
}
