package dev.nonet.solve;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.validation.GridValidator;
import java.util.List;
import java.util.Optional;

/**
 * Solving, counting and uniqueness checks: the library's front door. Each operation takes a
 * {@link Puzzle}, whose {@link Layout} says which houses count (rows, columns and boxes,
 * or jigsaw regions, diagonals, windows, disjoint groups).
 *
 * <pre>{@code
 * Puzzle puzzle = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
 * Grid solution = Sudoku.solve(puzzle).solution().orElseThrow();
 * boolean unique = Sudoku.isUnique(puzzle);                                  // true
 * long upTo1000 = Sudoku.count(Puzzle.of(Grid.empty(Shape.CLASSIC)), 1000).count();   // 1000
 * SolveResult x = Sudoku.solve(new Puzzle(Layout.of(Shape.of(16)).with(Variant.X), Grid.empty(Shape.of(16))));
 * }</pre>
 *
 * <p>Classic 9x9 puzzles without variants go to a search made for them (see {@code docs/ENGINE.md});
 * every other layout, sides 4 to 25, to a generic one over houses. Every method checks the givens first: a repeated digit gives {@link SolveStatus#INVALID} with the
 * conflicts, and no search. The methods that take a {@link Deadline} stop when it is reached (within a
 * few milliseconds) and then answer {@link SolveStatus#TIMED_OUT}; the others run to the end. Every method is safe to call from many threads at once; each thread reuses
 * its own search engine, so calls allocate little beyond their result.
 */
public final class Sudoku {

    /** Each thread's engines: the ones it used last, so a batch of one layout builds its engine once. */
    private static final ThreadLocal<RecentEngines> ENGINES = ThreadLocal.withInitial(RecentEngines::new);

    private Sudoku() {
    }

    /**
     * The search classic 9x9 puzzles run on in this JVM: {@code "scalar"}, or {@code "vector"} (the band
     * search on the JDK's incubating Vector API) when the system property {@code nonet.engine} asks for it
     * and the JVM was started with {@code --add-modules jdk.incubator.vector}. Chosen once, at the first
     * classic search; see docs/ENGINE.md.
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
        return search(puzzle, 1, false, deadline);
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
        return search(puzzle, checkedCap(cap), false, deadline);
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
        return search(puzzle, 1, true, deadline);
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
        return searchMarked(position, checkedCap(cap), false, deadline);
    }

    /** {@link #solveLexFirst(Puzzle)} of a position with pencil marks: no solution its marks allow comes first. */
    public static SolveResult solveLexFirst(MarkedGrid position) {
        return searchMarked(position, 1, true, Deadline.NONE);
    }

    private static SolveResult searchMarked(MarkedGrid position, long cap, boolean lexFirst, Deadline deadline) {
        Grid digits = position.digits();
        int[] candidates = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            candidates[cell] = position.candidates(cell).mask();
        }
        Engine engine = ENGINES.get().forLayout(Layout.CLASSIC);
        long count = run(engine, digits, candidates, cap, lexFirst, deadline);
        SolveResult result = answer(engine, count, cap, Puzzle.of(digits));
        // As for puzzles, a wrong answer never reaches a caller; this check also holds it to the marks.
        if (result.status() == SolveStatus.SOLVED && !position.isSolvedBy(result.solution().orElseThrow())) {
            throw new IllegalStateException("engine defect: " + result.solution().orElseThrow() + " does not solve " + position);
        }
        return result;
    }

    private static SolveResult search(Puzzle puzzle, long cap, boolean lexFirst, Deadline deadline) {
        if (puzzle.hasConstraints()) {
            return searchConstrained(puzzle, cap, lexFirst, deadline);
        }
        Engine engine = ENGINES.get().forLayout(puzzle.layout());
        SolveResult result = answer(engine, run(engine, puzzle.givens(), null, cap, lexFirst, deadline), cap, puzzle);
        if (result.status() == SolveStatus.SOLVED && !engine.solutionSolves(puzzle)) {
            // A wrong answer must never reach a caller. The band engine checks its own bytes (tens of
            // nanoseconds); the generic one asks the validator.
            throw new IllegalStateException("engine defect: " + result.solution().orElseThrow() + " does not solve " + puzzle);
        }
        return result;
    }

    /**
     * A puzzle with constraints beyond its houses, on the constraint search. Givens that repeat in a
     * house are {@link SolveStatus#INVALID} as for any puzzle; givens that break a constraint (two equal
     * digits in a cage) leave no solution, and {@link GridValidator#brokenConstraints} says which.
     */
    private static SolveResult searchConstrained(Puzzle puzzle, long cap, boolean lexFirst, Deadline deadline) {
        List<dev.nonet.validation.Conflict> conflicts = GridValidator.conflicts(puzzle);
        if (!conflicts.isEmpty()) {
            return new SolveResult(SolveStatus.INVALID, Optional.empty(), 0, cap, 0, conflicts);
        }
        ConstraintSearch search;
        try {
            search = ENGINES.get().forConstraints(puzzle, deadline);
        } catch (StoppedException e) {
            return timedOut(cap, 0);
        }
        long count;
        search.deadline(deadline);
        try {
            count = lexFirst ? search.lexFirst(puzzle.givens()) : search.count(puzzle.givens(), cap);
        } catch (StoppedException e) {
            return timedOut(cap, search.guesses());
        } finally {
            search.deadline(Deadline.NONE);
        }
        if (count == 0) {
            return new SolveResult(SolveStatus.NO_SOLUTION, Optional.empty(), 0, cap, search.guesses(), List.of());
        }
        Grid solution = search.solution();
        if (!GridValidator.isSolutionOf(solution, puzzle)) {
            throw new IllegalStateException("engine defect: " + solution + " does not solve " + puzzle);
        }
        return new SolveResult(SolveStatus.SOLVED, Optional.of(solution), count, cap, search.guesses(), List.of());
    }

    /**
     * The true candidates of {@code puzzle}: for every cell, the digits some solution puts there, each
     * with the number of solutions that do, counted up to {@code cap}. Any puzzle, with or without
     * constraints. Stops with {@link SolveStatus#TIMED_OUT} once {@code deadline} is reached.
     *
     * @throws IllegalArgumentException if {@code cap} is less than 1
     */
    public static TrueCandidates trueCandidates(Puzzle puzzle, long cap, Deadline deadline) {
        checkedCap(cap);
        int side = puzzle.layout().side();
        int cellCount = side * side;
        long[] counts = new long[cellCount * side];
        if (!GridValidator.conflicts(puzzle).isEmpty()) {
            return new TrueCandidates(SolveStatus.INVALID, puzzle.givens().shape(), cap, counts, 0);
        }
        long solutions;
        ConstraintSearch search = null;
        try {
            search = ENGINES.get().forConstraints(puzzle, deadline);
            search.deadline(deadline);
            solutions = search.tally(puzzle.givens(), cap, counts);
        } catch (StoppedException e) {
            return new TrueCandidates(SolveStatus.TIMED_OUT, puzzle.givens().shape(), cap, new long[counts.length], 0);
        } finally {
            if (search != null) {
                search.deadline(Deadline.NONE);
            }
        }
        if (solutions == 0) {
            return new TrueCandidates(SolveStatus.NO_SOLUTION, puzzle.givens().shape(), cap, counts, 0);
        }
        return new TrueCandidates(SolveStatus.SOLVED, puzzle.givens().shape(), cap, counts, solutions);
    }

    private static long checkedCap(long cap) {
        if (cap < 1) {
            throw new IllegalArgumentException("cap must be at least 1, not " + cap);
        }
        return cap;
    }

    /** What {@link #run} returns once the deadline is reached. */
    private static final long STOPPED = Long.MIN_VALUE;

    /**
     * One search on {@code engine} under {@code deadline}: a count up to {@code cap} or the lex-first walk,
     * of {@code givens} alone or, with {@code candidates} (classic only), of a position with pencil marks.
     * Returns the count, {@link Engine#CLASH} or {@link #STOPPED}.
     */
    private static long run(Engine engine, Grid givens, int[] candidates, long cap, boolean lexFirst, Deadline deadline) {
        engine.deadline(deadline);
        try {
            if (candidates == null) {
                return lexFirst ? engine.lexFirst(givens) : engine.count(givens, cap);
            }
            SearchEngine band = (SearchEngine) engine;
            return lexFirst ? band.lexFirst(givens, candidates) : band.count(givens, candidates, cap);
        } catch (StoppedException e) {
            return STOPPED;
        } finally {
            engine.deadline(Deadline.NONE);
        }
    }

    /** The result of a search that returned {@code count}; {@code puzzle}'s givens are what clashed, if anything did. */
    private static SolveResult answer(Engine engine, long count, long cap, Puzzle puzzle) {
        if (count == STOPPED) {
            return timedOut(cap, engine.guesses());
        }
        if (count == Engine.CLASH) {
            // The engines notice repeated givens for free; the validator then says where they are.
            return new SolveResult(SolveStatus.INVALID, Optional.empty(), 0, cap, 0, GridValidator.conflicts(puzzle));
        }
        long guesses = engine.guesses();
        if (count == 0) {
            return new SolveResult(SolveStatus.NO_SOLUTION, Optional.empty(), 0, cap, guesses, List.of());
        }
        return new SolveResult(SolveStatus.SOLVED, Optional.of(engine.solution()), count, cap, guesses, List.of());
    }

    private static SolveResult timedOut(long cap, long guesses) {
        return new SolveResult(SolveStatus.TIMED_OUT, Optional.empty(), 0, cap, guesses, List.of());
    }

    /** The two engines a thread used last: enough for a batch of one layout beside the odd classic call. */
    private static final class RecentEngines {
        private Engine last;
        private Engine before;
        /** The constraint search of the last puzzle with constraints: a generator asks of one many times. */
        private ConstraintSearch constrained;

        /** The search for {@code puzzle}, the last one's when it serves; building a new one stops at {@code deadline}. */
        ConstraintSearch forConstraints(Puzzle puzzle, Deadline deadline) {
            if (constrained == null || !constrained.serves(puzzle)) {
                constrained = new ConstraintSearch(puzzle, deadline);
            }
            return constrained;
        }

        Engine forLayout(Layout layout) {
            if (last != null && (last.layout() == layout || last.layout().equals(layout))) {
                return last;
            }
            Engine other = before != null && before.layout().equals(layout) ? before : Engine.of(layout);
            before = last;
            last = other;
            return other;
        }
    }
}
