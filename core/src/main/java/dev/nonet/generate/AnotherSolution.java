package dev.nonet.generate;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.util.List;
import java.util.function.Function;

/**
 * What one search for a solution other than the generator's grid says, for the generators that add clues
 * where a second solution differs (killers, variant kinds): none (the puzzle is unique), another (its
 * digits, cell by cell), or the search spent its {@link Budget} of work first.
 *
 * @param unique whether no other solution exists
 * @param other  the other solution's digits, cell by cell; null unless one was found
 * @param spent  whether the search ran out of its budget before it could say
 */
record AnotherSolution(boolean unique, int[] other, boolean spent) {

    static final AnotherSolution UNIQUE = new AnotherSolution(true, null, false);
    static final AnotherSolution SPENT = new AnotherSolution(false, null, true);

    /**
     * Searches the puzzle {@code withRules} makes of the rules it is given: {@code notIt} (the rule that a
     * solution differs from the grid, {@link OtherThan}) and a budget of {@code limit} wakings.
     *
     * @throws dev.nonet.limit.StoppedException when {@code deadline} passes
     */
    static AnotherSolution search(Function<List<Constraint>, Puzzle> withRules, Constraint notIt, long limit, Deadline deadline) {
        Budget budget = new Budget(limit);
        SolveResult result = Sudoku.solve(withRules.apply(List.of(notIt, budget)), deadline);
        stopIfTimedOut(result, deadline);
        if (budget.spent()) {
            return SPENT;
        }
        if (result.status() != SolveStatus.SOLVED) {
            return UNIQUE;
        }
        return new AnotherSolution(false, result.solution().orElseThrow().toArray(), false);
    }

    /** Throws the deadline's StoppedException when {@code result} timed out: a search times out only at its deadline. */
    static void stopIfTimedOut(SolveResult result, Deadline deadline) {
        if (result.status() == SolveStatus.TIMED_OUT) {
            deadline.check(); // reached, so it throws
            throw new IllegalStateException("a search timed out before its deadline");
        }
    }
}
