package dev.nonet.solve;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.validation.GridValidator;

/**
 * One layout's search, as {@link Sudoku} and {@link UniquenessChecker} use it: the fast band search on
 * classic 9x9, the generic search over houses everywhere else. {@link #of} is the one place that
 * chooses. An engine keeps its working state between calls, so it is for one thread at a time.
 */
interface Engine {

    /** What {@link #count} and {@link #lexFirst} return when two givens repeat a digit in a house. */
    long CLASH = -1;

    /**
     * The engine for {@code layout}'s grids: {@link SearchEngine} for classic 9x9 (on the search
     * {@link ClassicEngines} chooses), else {@link GenericEngine}.
     */
    static Engine of(Layout layout) {
        return layout.isClassic() ? ClassicEngines.create() : new GenericEngine(layout);
    }

    /** The layout whose grids this engine searches. */
    Layout layout();

    /** The deadline every later call obeys: it throws {@link dev.nonet.limit.StoppedException} once reached. */
    void deadline(Deadline deadline);

    /** Guesses made by the last call. */
    long guesses();

    /**
     * Counts the solutions of {@code puzzle} (of this engine's layout) up to {@code cap}; the first is then
     * {@link #solution()}. Returns the count, or {@link #CLASH}.
     */
    long count(Grid puzzle, long cap);

    /**
     * Finds the lexicographically smallest solution, then {@link #solution()}: reading the cells row by
     * row, no other solution comes first. Returns 1, 0 when there is none, or {@link #CLASH}.
     */
    long lexFirst(Grid puzzle);

    /**
     * Whether {@code puzzle}, with the given in cell {@code index} taken out, has a solution with another
     * digit there: false means that given can go. False too when the givens clash.
     */
    boolean hasSolutionWithout(Grid puzzle, int index);

    /** The solution the last {@link #count} or {@link #lexFirst} found; only after one that found any. */
    Grid solution();

    /**
     * Whether what {@link #solution()} returns after the last call, made on {@code puzzle}, solves that
     * puzzle: every given kept, every house of the layout holding each digit once. The facade asks this
     * of every answer before a caller sees it. By default {@link GridValidator#isSolutionOf}; an engine
     * may answer from the buffers it copies the solution from, as long as the answer is as strict.
     */
    default boolean solutionSolves(Puzzle puzzle) {
        return GridValidator.isSolutionOf(solution(), puzzle);
    }
}
