package dev.nonet.solve;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.validation.GridValidator;
import java.util.List;
import java.util.Optional;

/**
 * Solving, counting and uniqueness checks: the library's front door. Each operation takes a
 * {@link Puzzle}, whose {@link Layout} says which houses count (rows, columns and boxes,
 * or jigsaw regions, diagonals, windows, disjoint groups) and whose constraints, if any, are further rules
 * (killer cages, thermometers, arrows and the other kinds of {@code dev.nonet.constraint}); or a
 * {@link MarkedGrid}, a classic position whose pencil marks are the only digits its open cells may hold.
 *
 * <pre>{@code
 * Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
 * boolean unique = Sudoku.isUnique(puzzle);                                  // true
 * long upTo1000 = Sudoku.count(Puzzle.of(Grid.empty(Shape.CLASSIC)), 1000).count();   // 1000
 * SolveResult x = Sudoku.solve(new Puzzle(Layout.of(Shape.of(16)).with(Variant.X), Grid.empty(Shape.of(16))));
 * }</pre>
 *
 * <p>Every operation runs on one of three searches behind one contract (see {@code docs/ENGINE.md}): classic
 * 9x9 puzzles without variants or constraints on a search made for them, every other layout (sides 4 to
 * 25) on a generic one over houses, and puzzles with constraints on the constraint search, which also
 * counts the {@linkplain #trueCandidates true candidates} of every puzzle. A digit repeated in a house among the givens gives
 * {@link SolveStatus#INVALID} with the conflicts; givens that break a constraint (two equal digits in a
 * cage) leave no solution, and {@code GridValidator.brokenConstraints} says which. Every answer is
 * checked before it is returned. The methods that take a {@link Deadline} stop when it is reached (within a
 * few milliseconds) and then answer {@link SolveStatus#TIMED_OUT}; the others run to the end. Every method is safe to call from many threads at once; each thread reuses
 * its own search engines, so calls allocate little beyond their result.
 */
public final class Sudoku {

    /** Each thread's engines: the ones it used last, so a batch of one layout builds its engine once. */
    private static final ThreadLocal<RecentEngines> ENGINES = ThreadLocal.withInitial(RecentEngines::new);

    private Sudoku() {
    }

    /**
     * The search classic 9x9 puzzles run on in this JVM: {@code "scalar"}, or {@code "vector"} (the band
     * search on the JDK's incubating Vector API) when the system property {@code nonet.engine} asks for it,
     * its artifact {@code nonet-vector} is on the class or module path and the JVM was started with
     * {@code --add-modules jdk.incubator.vector}. Chosen once, at the first classic search; see
     * docs/ENGINE.md.
     *
     * @throws IllegalStateException if {@code nonet.engine=vector} and the vector search cannot run here
     */
    public static String classicEngine() {
        return ClassicEngines.chosen();
    }

    /** Finds one solution (any), or reports that there is none or that the givens are invalid. */
    public static SolveResult solve(Puzzle puzzle) {
        return solve(puzzle, Deadline.NONE);
    }

    /** {@link #solve(Puzzle)}, stopped with {@link SolveStatus#TIMED_OUT} once {@code deadline} is reached. */
    public static SolveResult solve(Puzzle puzzle, Deadline deadline) {
        return search(puzzle, null, 1, false, deadline);
    }

    /**
     * Counts solutions up to {@code cap}: the count is exact when it is below the cap. A cap of 2
     * answers "is it unique?"; large caps (millions) are fine. The first solution found is returned.
     *
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public static SolveResult count(Puzzle puzzle, long cap) {
        return count(puzzle, cap, Deadline.NONE);
    }

    /**
     * {@link #count(Puzzle, long)}, stopped with {@link SolveStatus#TIMED_OUT} once {@code deadline}
     * is reached: a count cut short says nothing, since the solutions found so far are only a lower bound.
     *
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public static SolveResult count(Puzzle puzzle, long cap, Deadline deadline) {
        return search(puzzle, null, checkedCap(cap), false, deadline);
    }

    /** Whether the puzzle has exactly one solution (false for invalid or unsolvable givens). */
    public static boolean isUnique(Puzzle puzzle) {
        return count(puzzle, 2).isUnique();
    }

    /**
     * The lexicographically smallest solution: reading the cells row by row, no other solution
     * comes first. This is what a row-major, digits-ascending backtracking search finds first, and
     * what the Baekjoon judges expect.
     */
    public static SolveResult solveLexFirst(Puzzle puzzle) {
        return solveLexFirst(puzzle, Deadline.NONE);
    }

    /** {@link #solveLexFirst(Puzzle)}, stopped with {@link SolveStatus#TIMED_OUT} once {@code deadline} is reached. */
    public static SolveResult solveLexFirst(Puzzle puzzle, Deadline deadline) {
        return search(puzzle, null, 1, true, deadline);
    }

    /**
     * Finds one solution of a position with pencil marks (a sukaku among them): its givens and placed
     * digits kept, each open cell holding one of its candidates.
     */
    public static SolveResult solve(MarkedGrid position) {
        return count(position, 1, Deadline.NONE);
    }

    /** {@link #count(Puzzle, long)} of a position with pencil marks, its candidates the only digits its open cells may hold. */
    public static SolveResult count(MarkedGrid position, long cap) {
        return count(position, cap, Deadline.NONE);
    }

    /**
     * {@link #count(MarkedGrid, long)}, stopped with {@link SolveStatus#TIMED_OUT} once {@code deadline}
     * is reached. Givens and placed digits that repeat in a house give {@link SolveStatus#INVALID}.
     *
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public static SolveResult count(MarkedGrid position, long cap, Deadline deadline) {
        return search(Puzzle.of(position.digits()), position, checkedCap(cap), false, deadline);
    }

    /** {@link #solveLexFirst(Puzzle)} of a position with pencil marks: no solution its marks allow comes first. */
    public static SolveResult solveLexFirst(MarkedGrid position) {
        return search(Puzzle.of(position.digits()), position, 1, true, Deadline.NONE);
    }

    /**
     * The true candidates of {@code puzzle}: for every cell, the digits some solution puts there, each
     * with the number of solutions that do, counted up to {@code cap}. Any puzzle, with or without
     * constraints. Stops with {@link SolveStatus#TIMED_OUT} once {@code deadline} is reached, keeping the
     * candidates the solutions met so far put in each cell: every one of them is true, and two of them in
     * one cell show that the puzzle has several solutions, but a digit not met may be true as well.
     *
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public static TrueCandidates trueCandidates(Puzzle puzzle, long cap, Deadline deadline) {
        checkedCap(cap);
        Shape shape = puzzle.givens().shape();
        long[] counts = new long[shape.cellCount() * shape.side()];
        long solutions;
        try {
            Engine engine = ENGINES.get().serving(puzzle, deadline);
            engine.deadline(deadline);
            try {
                solutions = engine.trueCandidates(puzzle.givens(), cap, counts);
            } finally {
                engine.deadline(Deadline.NONE);
            }
        } catch (StoppedException e) {
            solutions = GridValidator.isConsistent(puzzle) ? STOPPED : Engine.CLASH;
        }
        SolveStatus status = solutions == STOPPED ? SolveStatus.TIMED_OUT : solutions == Engine.CLASH ? SolveStatus.INVALID
                : solutions == 0 ? SolveStatus.NO_SOLUTION : SolveStatus.SOLVED;
        if (status == SolveStatus.TIMED_OUT) {
            // Each count was made whole by a solution met before the deadline (it is checked between nodes).
            return new TrueCandidates(status, shape, cap, counts, TrueCandidates.solutionsShownBy(counts, shape.side()));
        }
        return new TrueCandidates(status, shape, cap, status == SolveStatus.SOLVED ? counts : new long[counts.length], Math.max(0, solutions));
    }

    private static long checkedCap(long cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("cap must be at least 1, not " + cap);
        }
        return cap;
    }

    /** What a search returns once the deadline is reached. */
    private static final long STOPPED = Long.MIN_VALUE;

    /**
     * The one search behind every method but {@link #trueCandidates}: a count up to {@code cap} or the
     * lex-first walk, of {@code puzzle}'s givens alone or, for a {@code position} (else null), with its
     * marks, on the calling thread's engine for the puzzle, the answer checked before it is returned.
     */
    private static SolveResult search(Puzzle puzzle, MarkedGrid position, long cap, boolean lexFirst, Deadline deadline) {
        Engine engine;
        try {
            engine = ENGINES.get().serving(puzzle, deadline);
        } catch (StoppedException e) {
            // Building a constraint search's tables can outlast the deadline; repeated givens are still
            // INVALID, as the search would have said at once.
            return GridValidator.isConsistent(puzzle) ? timedOut(cap, 0) : invalid(puzzle, cap);
        }
        long count = run(engine, puzzle.givens(), position == null ? null : marks(position), cap, lexFirst, deadline);
        if (count == STOPPED) {
            return timedOut(cap, engine.guesses());
        }
        if (count == Engine.CLASH) {
            // The engines notice repeated givens for free; the validator then says where they are.
            return invalid(puzzle, cap);
        }
        if (count == 0) {
            return new SolveResult(SolveStatus.NO_SOLUTION, Optional.empty(), 0, cap, engine.guesses(), List.of());
        }
        // A wrong answer must never reach a caller. The band engine checks its own bytes (tens of
        // nanoseconds), the others ask the validator, which checks the constraints too; a position's
        // answer is held to its marks as well.
        Grid solution = engine.solution();
        if (position == null ? !engine.solutionSolves(puzzle) : !position.isSolvedBy(solution)) {
            throw new IllegalStateException("engine defect: " + solution + " does not solve " + (position == null ? puzzle : position));
        }
        return new SolveResult(SolveStatus.SOLVED, Optional.of(solution), count, cap, engine.guesses(), List.of());
    }

    /**
     * One search on {@code engine} under {@code deadline}: a count up to {@code cap} or the lex-first walk,
     * of {@code givens}, each open cell kept to its {@code marks} if there are any. Returns the count,
     * {@link Engine#CLASH} or {@link #STOPPED}.
     */
    private static long run(Engine engine, Grid givens, int[] marks, long cap, boolean lexFirst, Deadline deadline) {
        engine.deadline(deadline);
        try {
            return lexFirst ? engine.lexFirst(givens, marks) : engine.count(givens, marks, cap);
        } catch (StoppedException e) {
            return STOPPED;
        } finally {
            engine.deadline(Deadline.NONE);
        }
    }

    /** The digits each open cell of {@code position} may hold, by cell (bit {@code d - 1} for digit {@code d}). */
    private static int[] marks(MarkedGrid position) {
        int[] marks = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            marks[cell] = position.candidates(cell).mask();
        }
        return marks;
    }

    private static SolveResult invalid(Puzzle puzzle, long cap) {
        return new SolveResult(SolveStatus.INVALID, Optional.empty(), 0, cap, 0, GridValidator.conflicts(puzzle));
    }

    private static SolveResult timedOut(long cap, long guesses) {
        return new SolveResult(SolveStatus.TIMED_OUT, Optional.empty(), 0, cap, guesses, List.of());
    }

    /**
     * The engines a thread used last, the latest first: enough for a batch of one layout beside the odd
     * other call, and for a generator that asks of one set of constraints many times.
     */
    private static final class RecentEngines {
        private final Engine[] recent = new Engine[3];

        /** The engine for {@code puzzle}, a recent one when it serves; building a new one stops at {@code deadline}. */
        Engine serving(Puzzle puzzle, Deadline deadline) {
            Engine latest = recent[0];
            if (latest != null && latest.serves(puzzle)) {
                return latest;
            }
            int at = 1;
            while (at < recent.length && recent[at] != null && !recent[at].serves(puzzle)) {
                at++;
            }
            Engine found = at < recent.length && recent[at] != null ? recent[at] : Engine.of(puzzle, deadline);
            System.arraycopy(recent, 0, recent, 1, Math.min(at, recent.length - 1));
            recent[0] = found;
            return found;
        }
    }
}
