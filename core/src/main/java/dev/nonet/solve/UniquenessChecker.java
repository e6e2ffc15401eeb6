package dev.nonet.solve;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Shape;
import java.util.Optional;

/**
 * The fast engine without the facade's checks, for callers that make thousands of uniqueness checks on
 * grids they built themselves (a generator, a minimizer).
 *
 * <pre>{@code
 * UniquenessChecker checker = new UniquenessChecker();   // one per thread
 * checker.solutions(puzzle);                             // 0, 1 or 2 (meaning "two or more")
 * checker.isUniqueWithout(puzzle, new Cell(0, 4));       // may that given go?
 * }</pre>
 *
 * <p>Unlike {@link Sudoku}, it does not say where givens conflict (they simply count as no solution),
 * does not verify the solutions it finds, and keeps its working state between calls: it is not
 * thread-safe, so each thread needs its own. Classic 9x9 grids only.
 */
public final class UniquenessChecker {

    private static final int ALL_DIGITS = 0x1FF;

    private final BandSearch search = new BandSearch();
    private final byte[] givens = new byte[81];

    /**
     * How many solutions {@code puzzle} has, counted up to two: 0 (none, or givens that repeat a digit),
     * 1 (unique) or 2 (two or more).
     *
     * @throws IllegalArgumentException if the grid is not classic 9x9
     */
    public int solutions(Grid puzzle) {
        return load(puzzle) ? (int) search.count(0, 2) : 0;
    }

    /**
     * Whether {@code puzzle}, known to be unique, stays unique with the given in {@code cell} removed.
     * It does by searching for a solution with another digit in that cell, which is cheaper than
     * counting the smaller puzzle's solutions to two.
     *
     * @throws IllegalArgumentException if the grid is not classic 9x9 or {@code cell} is empty
     */
    public boolean isUniqueWithout(Grid puzzle, Cell cell) {
        int digit = puzzle.get(cell);
        if (digit == 0) {
            throw new IllegalArgumentException(cell + " holds no given");
        }
        requireClassic(puzzle);
        int index = Shape.CLASSIC.indexOf(cell);
        puzzle.copyInto(givens);
        givens[index] = 0;
        if (!search.load(0, givens)) {
            return false;
        }
        search.keepOnly(0, index, ALL_DIGITS & ~(1 << (digit - 1)));
        return search.count(0, 1) == 0;
    }

    /** A solution of {@code puzzle} (the first the search finds), or empty if there is none. */
    public Optional<Grid> anySolution(Grid puzzle) {
        if (!load(puzzle) || search.count(0, 1) == 0) {
            return Optional.empty();
        }
        return Optional.of(Grid.ofBytes(search.firstSolution()));
    }

    /** Loads the puzzle into slot 0; false if two givens clash. */
    private boolean load(Grid puzzle) {
        requireClassic(puzzle);
        puzzle.copyInto(givens);
        return search.load(0, givens);
    }

    private static void requireClassic(Grid puzzle) {
        if (!puzzle.shape().equals(Shape.CLASSIC)) {
            throw new IllegalArgumentException("only classic 9x9 grids are searched so far, not " + puzzle.shape());
        }
    }
}
