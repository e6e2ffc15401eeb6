package dev.nonet.generate;

import dev.nonet.constraint.GivenCandidates;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.UniquenessChecker;
import java.util.ArrayList;
import java.util.List;

/**
 * Minimal puzzles: ones where no given can be removed without losing uniqueness.
 *
 * <pre>{@code
 * Puzzle smaller = Minimizer.minimize(puzzle);          // same layout and solution, every given needed
 * Minimizer.isMinimal(smaller);                         // true
 * Minimizer.minimize(new Puzzle(Layout.jigsaw(map), givens));   // under every house of any layout
 * }</pre>
 *
 * <p>Uniqueness is under every house of the puzzle's layout. Safe to call from many threads: each call
 * uses its own engine.
 */
public final class Minimizer {

    private Minimizer() {
    }

    /**
     * A minimal puzzle of the same layout with the same solution, made by trying each given in row-major
     * order and removing it when the puzzle stays unique without it. One pass is enough: a given that
     * was needed when tried stays needed as others go. The same input always gives the same output.
     *
     * @throws IllegalArgumentException if the puzzle repeats a digit in a house, has no solution or several
     */
    public static Puzzle minimize(Puzzle puzzle) {
        return minimize(puzzle, Deadline.NONE);
    }

    /**
     * {@link #minimize(Puzzle)}, stopped once {@code deadline} is reached: a minimization cut short
     * has no answer (the givens removed so far need not be the ones a whole pass removes).
     *
     * @throws IllegalArgumentException as {@link #minimize(Puzzle)}
     * @throws StoppedException         once the deadline is reached
     */
    public static Puzzle minimize(Puzzle puzzle, Deadline deadline) {
        return minimize(puzzle, counted(puzzle, deadline), deadline);
    }

    /**
     * {@link #minimize(Puzzle, Deadline)} of a puzzle its caller has counted already: {@code count} is
     * what {@code Sudoku.count(puzzle, 2)} answered, so uniqueness is not searched for again (on a puzzle
     * with constraints that search alone can take seconds). A puzzle without givens comes back at once.
     *
     * @throws IllegalArgumentException if {@code count} says the puzzle repeats a digit in a house, has no
     *                                  solution or several
     * @throws StoppedException         once the deadline is reached
     */
    public static Puzzle minimize(Puzzle puzzle, SolveResult count, Deadline deadline) {
        requireUnique(count);
        if (puzzle.givens().givenCount() == 0) {
            return puzzle;
        }
        UniquenessChecker engine = puzzle.hasConstraints() ? null : new UniquenessChecker(puzzle.layout(), deadline);
        Shape shape = puzzle.givens().shape();
        Grid current = puzzle.givens();
        for (int index = 0; index < shape.cellCount(); index++) {
            Cell cell = shape.cell(index);
            if (current.get(index) != 0 && isUniqueWithout(puzzle.withGivens(current), cell, engine, deadline)) {
                current = current.with(cell, 0);
            }
        }
        return puzzle.withGivens(current);
    }

    /** Whether {@code puzzle} is unique under its rules and every given is needed for that. */
    public static boolean isMinimal(Puzzle puzzle) {
        if (puzzle.hasConstraints()) {
            SolveResult count = Sudoku.count(puzzle, 2);
            return count.isUnique() && removableGivens(puzzle, count).isEmpty();
        }
        UniquenessChecker engine = new UniquenessChecker(puzzle.layout());
        return engine.solutions(puzzle.givens()) == 1 && isMinimal(puzzle.givens(), engine);
    }

    /**
     * The givens each of which could be removed alone with the puzzle staying unique under its
     * layout; empty for a minimal puzzle.
     *
     * @throws IllegalArgumentException if the puzzle repeats a digit in a house, has no solution or several
     */
    public static List<Cell> removableGivens(Puzzle puzzle) {
        return removableGivens(puzzle, counted(puzzle, Deadline.NONE));
    }

    /**
     * {@link #removableGivens(Puzzle)} of a puzzle its caller has counted already ({@code count}, as for
     * {@link #minimize(Puzzle, SolveResult, Deadline)}).
     *
     * @throws IllegalArgumentException if {@code count} says the puzzle repeats a digit in a house, has no
     *                                  solution or several
     */
    public static List<Cell> removableGivens(Puzzle puzzle, SolveResult count) {
        requireUnique(count);
        UniquenessChecker engine = puzzle.hasConstraints() ? null : new UniquenessChecker(puzzle.layout());
        Grid givens = puzzle.givens();
        Shape shape = givens.shape();
        List<Cell> removable = new ArrayList<>();
        for (int index = 0; index < shape.cellCount(); index++) {
            Cell cell = shape.cell(index);
            if (givens.get(index) != 0 && isUniqueWithout(puzzle, cell, engine, Deadline.NONE)) {
                removable.add(cell);
            }
        }
        return removable;
    }

    /** Whether every given of {@code puzzle}, known to be unique under {@code engine}'s layout, is needed. */
    static boolean isMinimal(Grid puzzle, UniquenessChecker engine) {
        Shape shape = puzzle.shape();
        for (int index = 0; index < shape.cellCount(); index++) {
            if (puzzle.get(index) != 0 && engine.isUniqueWithout(puzzle, shape.cell(index))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the unique {@code puzzle} stays unique with the given in {@code cell} taken out: on the
     * layout's lean engine for a puzzle of houses alone ({@code engine}), else on the constraint search.
     * Another solution would differ from the one solution in that cell (elsewhere it would solve the
     * puzzle too), so the search looks for one without the given's digit there: it need not find the
     * known solution first, as a count to 2 does, which took the constraint search up to twice as long.
     */
    private static boolean isUniqueWithout(Puzzle puzzle, Cell cell, UniquenessChecker engine, Deadline deadline) {
        if (engine != null) {
            return engine.isUniqueWithout(puzzle.givens(), cell);
        }
        Grid givens = puzzle.givens();
        int digit = givens.get(givens.shape().indexOf(cell));
        List<Integer> others = new ArrayList<>();
        for (int d = 1; d <= givens.shape().side(); d++) {
            if (d != digit) {
                others.add(d);
            }
        }
        List<Constraint> constraints = new ArrayList<>(puzzle.constraints());
        constraints.add(new GivenCandidates(cell, others));
        SolveResult other = Sudoku.solve(new Puzzle(puzzle.layout(), givens.with(cell, 0), constraints), deadline);
        deadline.check();
        return other.status() == SolveStatus.NO_SOLUTION;
    }

    /** {@code puzzle}'s count to 2, or {@link StoppedException} once the deadline is reached. */
    private static SolveResult counted(Puzzle puzzle, Deadline deadline) {
        SolveResult result = Sudoku.count(puzzle, 2, deadline);
        deadline.check();
        return result;
    }

    private static void requireUnique(SolveResult result) {
        if (result.status() == SolveStatus.INVALID) {
            throw new IllegalArgumentException("the givens are invalid: " + result.conflicts().get(0));
        }
        if (result.status() == SolveStatus.NO_SOLUTION) {
            throw new IllegalArgumentException("the puzzle has no solution");
        }
        if (result.status() != SolveStatus.SOLVED || result.cap() < 2) {
            throw new IllegalArgumentException("the count given is not a finished count to 2: " + result.status() + ", cap " + result.cap());
        }
        if (!result.isUnique()) {
            throw new IllegalArgumentException("the puzzle has more than one solution");
        }
    }
}
