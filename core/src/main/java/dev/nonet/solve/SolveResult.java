package dev.nonet.solve;

import dev.nonet.grid.Grid;
import dev.nonet.validation.Conflict;
import java.util.List;
import java.util.Optional;

/**
 * What a search found: its status, the solution, how many solutions were counted and how many guesses
 * it took.
 *
 * <pre>{@code
 * SolveResult r = Sudoku.count(puzzle, 2);
 * if (r.status() == SolveStatus.SOLVED && r.count() == 1) print(r.solution().orElseThrow());
 * }</pre>
 *
 * @param status    how the search ended
 * @param solution  the first solution found (the lexicographically smallest for
 *                  {@link Sudoku#solveLexFirst}); empty unless {@code status} is {@code SOLVED}
 * @param count     how many solutions were counted: exact when below the cap, else equal to it; 0
 *                  unless {@code status} is {@code SOLVED}
 * @param cap       the most solutions the search looked for (1 for a plain solve)
 * @param guesses   how many times the search had to guess a digit (0: solved by inference alone)
 * @param conflicts the repeated digits that make the givens invalid; empty unless {@code INVALID}
 */
public record SolveResult(
        SolveStatus status, Optional<Grid> solution, long count, long cap, long guesses, List<Conflict> conflicts) {

    /** Copies the conflict list so the record stays immutable. */
    public SolveResult {
        conflicts = List.copyOf(conflicts);
    }

    /** Whether exactly one solution exists; only known when the cap was at least 2. */
    public boolean isUnique() {
        return status == SolveStatus.SOLVED && count == 1 && cap >= 2;
    }

    /** Whether the search stopped at its cap, so that more solutions may exist. */
    public boolean reachedCap() {
        return count >= cap;
    }
}
