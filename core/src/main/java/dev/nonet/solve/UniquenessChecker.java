package dev.nonet.solve;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.limit.Deadline;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The engines without the facade's checks, for callers that make thousands of uniqueness checks on
 * grids they built themselves (a generator, a minimizer).
 *
 * <pre>{@code
 * UniquenessChecker checker = new UniquenessChecker();   // one per thread; classic 9x9
 * checker.solutions(puzzle);                             // 0, 1 or 2 (meaning "two or more")
 * checker.isUniqueWithout(puzzle, new Cell(0, 4));       // may that given go?
 * new UniquenessChecker(Layout.of(Shape.of(16)).with(Variant.X));   // any other layout
 * }</pre>
 *
 * <p>Unlike {@link Sudoku}, it does not say where givens conflict (they simply count as no solution),
 * does not verify the solutions it finds, and keeps its working state between calls: it is not
 * thread-safe, so each thread needs its own. Classic 9x9 goes to the fast engine, every other
 * layout to the generic one (see {@code docs/ENGINE.md}). A checker made with a {@link Deadline}
 * throws {@link dev.nonet.limit.StoppedException} from any method once it is reached, so that the work
 * built on it (a generation run, a minimization) stops within milliseconds.
 */
public final class UniquenessChecker {

    private final Layout layout;
    private final Deadline deadline;
    private final Engine engine;
    /** The random fills' search: the engine itself off classic 9x9, a generic one made on first use on it. */
    private GenericEngine randomFills;

    /** A checker for classic 9x9 grids. */
    public UniquenessChecker() {
        this(Layout.CLASSIC);
    }

    /** A checker for grids of {@code layout}, under all its houses. */
    public UniquenessChecker(Layout layout) {
        this(layout, Deadline.NONE);
    }

    /** A checker for grids of {@code layout} whose every call stops once {@code deadline} is reached. */
    public UniquenessChecker(Layout layout, Deadline deadline) {
        this.layout = layout;
        this.deadline = deadline;
        this.engine = Engine.of(layout);
        engine.deadline(deadline);
    }

    /** The deadline this checker's calls obey. */
    public Deadline deadline() {
        return deadline;
    }

    /**
     * How many solutions {@code puzzle} has, counted up to two: 0 (none, or givens that repeat a digit),
     * 1 (unique) or 2 (two or more).
     *
     * @throws IllegalArgumentException if the grid's shape is not the layout's
     */
    public int solutions(Grid puzzle) {
        requireShape(puzzle);
        long count = engine.count(puzzle, 2);
        return count == Engine.CLASH ? 0 : (int) count;
    }

    /**
     * Whether {@code puzzle}, known to be unique, stays unique with the given in {@code cell} removed.
     * It does by searching for a solution with another digit in that cell, which is cheaper than
     * counting the smaller puzzle's solutions to two.
     *
     * @throws IllegalArgumentException if the grid's shape is not the layout's or {@code cell} is empty
     */
    public boolean isUniqueWithout(Grid puzzle, Cell cell) {
        if (puzzle.get(cell) == 0) {
            throw new IllegalArgumentException(cell + " holds no given");
        }
        requireShape(puzzle);
        return !engine.hasSolutionWithout(puzzle, puzzle.shape().indexOf(cell));
    }

    /** A solution of {@code puzzle} (the first the search finds), or empty if there is none. */
    public Optional<Grid> anySolution(Grid puzzle) {
        requireShape(puzzle);
        return engine.count(puzzle, 1) > 0 ? Optional.of(engine.solution()) : Optional.empty();
    }

    /**
     * A solution of {@code puzzle} found by the generic search trying the digits of every guess in an
     * order drawn from {@code random}: the same stream gives the same solution. Empty if there is none,
     * or if the search made {@code guessLimit} guesses first (then try again with the stream as it is
     * now, which has moved on).
     *
     * @throws IllegalArgumentException if the grid's shape is not the layout's
     */
    public Optional<Grid> randomSolution(Grid puzzle, RandomGenerator random, long guessLimit) {
        requireShape(puzzle);
        if (randomFills == null) {
            randomFills = engine instanceof GenericEngine generic ? generic : new GenericEngine(layout);
            randomFills.deadline(deadline);
        }
        int[] solution = new int[puzzle.shape().cellCount()];
        return randomFills.randomSolution(puzzle.toArray(), random, guessLimit, solution)
                ? Optional.of(Grid.of(puzzle.shape(), solution)) : Optional.empty();
    }

    private void requireShape(Grid puzzle) {
        if (puzzle.shape().side() != layout.side()) {
            throw new IllegalArgumentException("this checker searches " + layout + " grids, not " + puzzle.shape());
        }
    }
}
