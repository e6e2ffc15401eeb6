package dev.nonet.solve;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.validation.GridValidator;

/**
 * The one contract of Nonet's searches, as {@link Sudoku} and {@link UniquenessChecker} use it: count to a
 * cap (a solve is a count to 1), the lexicographically first solution, the true candidates, each of a
 * grid's givens alone or with the digits its open cells may hold (a position's pencil marks), and the
 * generator's question, all under a deadline. Three searches implement it, and {@link #of} is the one
 * place that chooses: {@link SearchEngine} on the band search for classic 9x9 without constraints,
 * {@link GenericEngine} for every other layout without constraints, and {@link ConstraintSearch} for
 * puzzles with constraints (measured against the generic search on the other layouts and kept apart: see
 * {@code docs/ENGINE.md}). An engine keeps its working state between calls, so it is for one thread at a
 * time.
 */
interface Engine {

    /** What the searches return when two givens repeat a digit in a house of the layout. */
    long CLASH = -1;

    /**
     * The engine for {@code puzzle} and every puzzle it {@link #serves}: a constraint search's tables are
     * built from the puzzle's constraints until {@code deadline}.
     *
     * @throws dev.nonet.limit.StoppedException once the deadline is reached while building them
     */
    static Engine of(Puzzle puzzle, Deadline deadline) {
        return puzzle.hasConstraints() ? new ConstraintSearch(puzzle, deadline) : of(puzzle.layout());
    }

    /**
     * The engine for {@code layout}'s puzzles without constraints: {@link SearchEngine} for classic 9x9
     * (on the search {@link ClassicEngines} chooses), else {@link GenericEngine}.
     */
    static Engine of(Layout layout) {
        return layout.isClassic() ? ClassicEngines.create() : new GenericEngine(layout);
    }

    /** Whether this engine searches {@code puzzle}: its layout, and its constraints if it has any, are this engine's. */
    boolean serves(Puzzle puzzle);

    /** The deadline every later call obeys: it throws {@link dev.nonet.limit.StoppedException} once reached. */
    void deadline(Deadline deadline);

    /** Guesses made by the last call. */
    long guesses();

    /**
     * Counts the solutions of {@code givens} up to {@code cap}; the first is then {@link #solution()}.
     * Returns the count, or {@link #CLASH}.
     *
     * @param marks the digits each open cell may hold (bit {@code d - 1} for digit {@code d}, a mask by
     *              cell; a position's pencil marks), or null for every digit
     */
    long count(Grid givens, int[] marks, long cap);

    /** {@link #count(Grid, int[], long)} of {@code givens} alone. */
    default long count(Grid givens, long cap) {
        return count(givens, null, cap);
    }

    /**
     * Finds the lexicographically smallest solution, then {@link #solution()}: reading the cells row by
     * row, no other solution comes first. Every engine walks to it by {@link LexFirstWalk}. Returns 1, 0
     * when there is none, or {@link #CLASH}; {@code marks} as {@link #count(Grid, int[], long)} takes them.
     */
    long lexFirst(Grid givens, int[] marks);

    /** {@link #lexFirst(Grid, int[])} of {@code givens} alone. */
    default long lexFirst(Grid givens) {
        return lexFirst(givens, null);
    }

    /**
     * The true candidates of {@code givens}: adds to {@code counts} ({@code cell * side + digit - 1}) the
     * solutions with each digit in each cell, each up to {@code cap}, and returns how many solutions it
     * met (exact when 0 or 1, at least 2 when there are more), or {@link #CLASH}. One search counts them
     * all: the constraint search's ({@link ConstraintSearch#trueCandidates}), which the other two hand
     * this to.
     */
    long trueCandidates(Grid givens, long cap, long[] counts);

    /**
     * Whether {@code givens}, with the given in cell {@code index} taken out, has a solution with another
     * digit there: false means that given can go. False too when the givens clash.
     */
    boolean hasSolutionWithout(Grid givens, int index);

    /** The solution the last {@link #count} or {@link #lexFirst} found; only after one that found any. */
    Grid solution();

    /**
     * Whether what {@link #solution()} returns after the last call, made on {@code puzzle}, solves that
     * puzzle: every given kept, every house of the layout holding each digit once, every constraint kept.
     * The facade asks this of every answer before a caller sees it. By default
     * {@link GridValidator#isSolutionOf}; an engine may answer from the buffers it copies the solution
     * from, as long as the answer is as strict.
     */
    default boolean solutionSolves(Puzzle puzzle) {
        return GridValidator.isSolutionOf(solution(), puzzle);
    }

    /** Whether a digit repeats in one of {@code houses} (cell indexes) among {@code digits} (by cell, 0 for none). */
    static boolean repeatsInAHouse(int[][] houses, int[] digits) {
        for (int[] house : houses) {
            int seen = 0;
            for (int cell : house) {
                int digit = digits[cell];
                if (digit != 0) {
                    int bit = DigitSet.bit(digit);
                    if ((seen & bit) != 0) {
                        return true;
                    }
                    seen |= bit;
                }
            }
        }
        return false;
    }
}
