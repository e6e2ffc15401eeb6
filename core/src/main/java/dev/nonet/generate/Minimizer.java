package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
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
 * Grid smaller = Minimizer.minimize(puzzle);   // same solution, every given needed
 * Minimizer.isMinimal(smaller);                // true
 * }</pre>
 *
 * <p>Safe to call from many threads: each call uses its own engine.
 */
public final class Minimizer {

    private Minimizer() {
    }

    /**
     * A minimal puzzle with the same solution, made by trying each given in row-major order and
     * removing it when the puzzle stays unique without it. One pass is enough: a given that was needed
     * when tried stays needed as others go. The same input always gives the same output.
     *
     * @throws IllegalArgumentException if the puzzle repeats a digit, has no solution or several
     */
    public static Grid minimize(Grid puzzle) {
        requireUnique(puzzle);
        UniquenessChecker engine = new UniquenessChecker();
        Grid current = puzzle;
        for (int index = 0; index < 81; index++) {
            Cell cell = Shape.CLASSIC.cell(index);
            if (current.get(index) != 0 && engine.isUniqueWithout(current, cell)) {
                current = current.with(cell, 0);
            }
        }
        return current;
    }

    /**
     * Whether {@code puzzle} is unique and every given is needed for that.
     *
     * @throws IllegalArgumentException if the grid is not classic 9x9
     */
    public static boolean isMinimal(Grid puzzle) {
        UniquenessChecker engine = new UniquenessChecker();
        return engine.solutions(puzzle) == 1 && isMinimal(puzzle, engine);
    }

    /**
     * The givens each of which could be removed alone with the puzzle staying unique; empty for a
     * minimal puzzle.
     *
     * @throws IllegalArgumentException if the puzzle repeats a digit, has no solution or several
     */
    public static List<Cell> removableGivens(Grid puzzle) {
        requireUnique(puzzle);
        UniquenessChecker engine = new UniquenessChecker();
        List<Cell> removable = new ArrayList<>();
        for (int index = 0; index < 81; index++) {
            Cell cell = Shape.CLASSIC.cell(index);
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

    private static void requireUnique(Grid puzzle) {
        SolveResult result = Sudoku.count(puzzle, 2);
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
