package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
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
 * Grid smaller = Minimizer.minimize(puzzle);            // same solution, every given needed
 * Minimizer.isMinimal(smaller);                         // true
 * Minimizer.minimize(Layout.jigsaw(map), jigsawPuzzle); // under every house of any layout
 * }</pre>
 *
 * <p>The methods without a layout take plain Sudoku of the grid's own shape (classic 9x9 for 81
 * cells). Safe to call from many threads: each call uses its own engine.
 */
public final class Minimizer {

    private Minimizer() {
    }

    /** {@link #minimize(Layout, Grid)} for plain Sudoku of the grid's shape. */
    public static Grid minimize(Grid puzzle) {
        return minimize(Layout.of(puzzle.shape()), puzzle);
    }

    /**
     * A minimal puzzle of {@code layout} with the same solution, made by trying each given in row-major
     * order and removing it when the puzzle stays unique without it. One pass is enough: a given that
     * was needed when tried stays needed as others go. The same input always gives the same output.
     *
     * @throws IllegalArgumentException if the grid's side is not the layout's, or the puzzle repeats
     *                                  a digit in a house, has no solution or several
     */
    public static Grid minimize(Layout layout, Grid puzzle) {
        return minimize(layout, puzzle, Deadline.NONE);
    }

    /**
     * {@link #minimize(Layout, Grid)}, stopped once {@code deadline} is reached: a minimization cut short
     * has no answer (the givens removed so far need not be the ones a whole pass removes).
     *
     * @throws IllegalArgumentException as {@link #minimize(Layout, Grid)}
     * @throws StoppedException         once the deadline is reached
     */
    public static Grid minimize(Layout layout, Grid puzzle, Deadline deadline) {
        requireUnique(layout, puzzle, deadline);
        UniquenessChecker engine = new UniquenessChecker(layout, deadline);
        Shape shape = puzzle.shape();
        Grid current = puzzle;
        for (int index = 0; index < shape.cellCount(); index++) {
            Cell cell = shape.cell(index);
            if (current.get(index) != 0 && engine.isUniqueWithout(current, cell)) {
                current = current.with(cell, 0);
            }
        }
        return current;
    }

    /** {@link #isMinimal(Layout, Grid)} for plain Sudoku of the grid's shape. */
    public static boolean isMinimal(Grid puzzle) {
        return isMinimal(Layout.of(puzzle.shape()), puzzle);
    }

    /**
     * Whether {@code puzzle} is unique under {@code layout} and every given is needed for that.
     *
     * @throws IllegalArgumentException if the grid's side is not the layout's
     */
    public static boolean isMinimal(Layout layout, Grid puzzle) {
        UniquenessChecker engine = new UniquenessChecker(layout);
        return engine.solutions(puzzle) == 1 && isMinimal(puzzle, engine);
    }

    /** {@link #removableGivens(Layout, Grid)} for plain Sudoku of the grid's shape. */
    public static List<Cell> removableGivens(Grid puzzle) {
        return removableGivens(Layout.of(puzzle.shape()), puzzle);
    }

    /**
     * The givens each of which could be removed alone with the puzzle staying unique under
     * {@code layout}; empty for a minimal puzzle.
     *
     * @throws IllegalArgumentException if the grid's side is not the layout's, or the puzzle repeats
     *                                  a digit in a house, has no solution or several
     */
    public static List<Cell> removableGivens(Layout layout, Grid puzzle) {
        requireUnique(layout, puzzle);
        UniquenessChecker engine = new UniquenessChecker(layout);
        Shape shape = puzzle.shape();
        List<Cell> removable = new ArrayList<>();
        for (int index = 0; index < shape.cellCount(); index++) {
            Cell cell = shape.cell(index);
            if (puzzle.get(index) != 0 && engine.isUniqueWithout(puzzle, cell)) {
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

    private static void requireUnique(Layout layout, Grid puzzle) {
        requireUnique(layout, puzzle, Deadline.NONE);
    }

    private static void requireUnique(Layout layout, Grid puzzle, Deadline deadline) {
        SolveResult result = Sudoku.count(layout, puzzle, 2, deadline);
        deadline.check();
        if (result.status() == SolveStatus.INVALID) {
            throw new IllegalArgumentException("the givens are invalid: " + result.conflicts().get(0));
        }
        if (result.status() == SolveStatus.NO_SOLUTION) {
            throw new IllegalArgumentException("the puzzle has no solution");
        }
        if (!result.isUnique()) {
            throw new IllegalArgumentException("the puzzle has more than one solution");
        }
    }
}
