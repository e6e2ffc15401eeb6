package dev.nonet.logic;

import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.solve.Solutions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Solves like a person: at each point it applies the first step of the easiest technique that finds
 * one (the order of {@link Technique}), until the grid is solved, no technique applies, or a
 * contradiction shows. It never guesses.
 *
 * <pre>{@code
 * LogicalResult result = new LogicalSolver().solve(puzzle);
 * result.rating().difficulty();      // for example 3.2: an X-Wing was the hardest step
 * result.path().forEach(System.out::println);
 * }</pre>
 *
 * <p>Techniques that assume a unique solution ({@link Technique#assumesUniqueness()}) are used only
 * when the solver allows them ({@link #withUniqueness(boolean)}, on by default) and the position is
 * known to be unique: {@link #solve(Puzzle)} checks the puzzle, {@link #solve(MarkedGrid, Deadline)} a
 * position with pencil marks ({@link #isKnownUnique}); pencil marks given as a {@link CandidateGrid} are
 * of unknown uniqueness unless the caller says otherwise.
 *
 * <p>On a layout other than classic 9x9 (another size, a jigsaw, extra houses) it uses only the
 * techniques that work there ({@link Technique#worksOnEveryLayout()}), so it may be stuck where a
 * classic puzzle of the same difficulty would not be.
 *
 * <p>Every solve stops at this solver's time limit; the methods that take a {@link Deadline} also stop
 * when it is reached (its time, or a {@link Deadline#cancel()} from another thread), within a few
 * milliseconds even inside the slowest finder, and then end {@link LogicalStatus#TIMED_OUT} with the
 * steps taken so far.
 *
 * <p>Stateless apart from its settings: one instance serves many threads.
 */
public final class LogicalSolver {

    /** The default time limit of one solve. */
    public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(5);

    private final List<TechniqueFinder> finders;
    private final Duration limit;
    private final boolean uniqueness;

    /** A solver with every technique and the default time limit. */
    public LogicalSolver() {
        this(Techniques.all(), DEFAULT_LIMIT);
    }

    /** A solver with {@code finders} (tried in the order given) and a time limit per solve. */
    public LogicalSolver(List<TechniqueFinder> finders, Duration limit) {
        this(finders, limit, true);
    }

    private LogicalSolver(List<TechniqueFinder> finders, Duration limit, boolean uniqueness) {
        this.finders = List.copyOf(finders);
        this.limit = limit;
        this.uniqueness = uniqueness;
    }

    /**
     * This solver with the uniqueness techniques allowed or not. Even allowed, they apply only to
     * positions known to have one solution.
     */
    public LogicalSolver withUniqueness(boolean allowed) {
        return new LogicalSolver(finders, limit, allowed);
    }

    /** Whether this solver may use techniques that assume a unique solution. */
    public boolean usesUniqueness() {
        return uniqueness;
    }

    /**
     * Solves {@code puzzle} from its givens, with the uniqueness techniques only on classic 9x9 and
     * only if it has one solution.
     */
    public LogicalResult solve(Puzzle puzzle) {
        return solve(puzzle, Deadline.NONE);
    }

    /** {@link #solve(Puzzle)}, stopped once {@code deadline} is reached (the uniqueness check too). */
    public LogicalResult solve(Puzzle puzzle, Deadline deadline) {
        Deadline own = deadline.within(limit);
        return solve(puzzle, solutionsToKnow(puzzle, own), own);
    }

    /**
     * What this solver needs to know of {@code puzzle}'s solutions, counted within {@code deadline}: whether it
     * has one, on classic 9x9 where the uniqueness techniques apply and only if this solver uses them;
     * elsewhere nothing is counted.
     */
    private Solutions solutionsToKnow(Puzzle puzzle, Deadline deadline) {
        return uniqueness && puzzle.layout().isClassic() ? Solutions.of(puzzle, deadline) : Solutions.uncounted();
    }

    /**
     * Solves {@code puzzle} from its givens, its solutions already counted ({@link Solutions}, once per
     * request, so that nothing counts them again): the uniqueness techniques apply if it is
     * {@link Solutions#knownUnique() known unique}. A count cut short by its deadline ends the solve
     * {@link LogicalStatus#TIMED_OUT} before any step.
     */
    public LogicalResult solve(Puzzle puzzle, Solutions solutions, Deadline deadline) {
        CandidateGrid start = CandidateGrid.of(puzzle);
        if (solutions.timedOut()) {
            return new LogicalResult(LogicalStatus.TIMED_OUT, List.of(), start, Rating.of(List.of(), false));
        }
        return solve(start, solutions.knownUnique(), deadline);
    }

    /**
     * Solves a classic position whose givens, placed digits and candidates are kept apart (a PM grid, a
     * sukaku), with the uniqueness techniques only if {@link #isKnownUnique it is known unique}.
     */
    public LogicalResult solve(MarkedGrid position, Deadline deadline) {
        Deadline own = deadline.within(limit);
        return solve(CandidateGrid.of(position), uniqueness && isKnownUnique(position, own), own);
    }

    /**
     * Whether {@code position} is known to have one solution, which lets the uniqueness techniques reason
     * on it: its givens have one (every solution of the position keeps them, so it has that one at most),
     * or, searched with its candidates as constraints, the position itself has exactly one (a sukaku has
     * no givens to ask). False when the search reaches {@code deadline}. The same as
     * {@link Solutions#of(MarkedGrid, Deadline)}'s {@link Solutions#knownUnique() knownUnique()}, which also says
     * how many solutions the position has.
     */
    public static boolean isKnownUnique(MarkedGrid position, Deadline deadline) {
        return Solutions.of(position, deadline).knownUnique();
    }

    /** Solves from pencil marks as given, of unknown uniqueness; {@code start} is not changed. */
    public LogicalResult solve(CandidateGrid start) {
        return solve(start, false);
    }

    /**
     * Solves from pencil marks as given; {@code start} is not changed.
     *
     * @param knownUnique whether the caller knows the position has exactly one solution, which lets
     *                    the uniqueness techniques apply (if this solver allows them)
     */
    public LogicalResult solve(CandidateGrid start, boolean knownUnique) {
        return solve(start, knownUnique, Deadline.NONE);
    }

    /**
     * {@link #solve(CandidateGrid, boolean)}, stopped at the sooner of this solver's time limit and
     * {@code deadline}; {@code start} is not changed.
     */
    public LogicalResult solve(CandidateGrid start, boolean knownUnique, Deadline deadline) {
        CandidateGrid grid = start.copy();
        List<Step<Technique>> path = new ArrayList<>();
        Deadline own = deadline.within(limit);
        while (true) {
            if (Contradictions.find(grid)) {
                return new LogicalResult(LogicalStatus.CONTRADICTION, path, grid, Rating.of(path, false));
            }
            if (grid.isSolved()) {
                return new LogicalResult(LogicalStatus.SOLVED, path, grid, Rating.of(path, true));
            }
            Optional<Step<Technique>> step;
            try {
                step = nextStep(grid, knownUnique, own);
            } catch (StoppedException e) {
                return new LogicalResult(LogicalStatus.TIMED_OUT, path, grid, Rating.of(path, false));
            }
            if (step.isEmpty()) {
                return new LogicalResult(LogicalStatus.STUCK, path, grid, Rating.of(path, false));
            }
            step.get().applyTo(grid);
            path.add(step.get());
        }
    }

    /** The step this solver would take next on {@code grid}, of unknown uniqueness, if any technique finds one. */
    public Optional<Step<Technique>> nextStep(CandidateGrid grid) {
        return nextStep(grid, false);
    }

    /**
     * The step this solver would take next on {@code grid}, if any technique finds one.
     *
     * @param knownUnique whether the position is known to have exactly one solution, as for
     *                    {@link #solve(CandidateGrid, boolean)}
     */
    public Optional<Step<Technique>> nextStep(CandidateGrid grid, boolean knownUnique) {
        return nextStep(grid, knownUnique, Deadline.NONE);
    }

    /**
     * {@link #nextStep(CandidateGrid, boolean)}, stopped once {@code deadline} is reached (this solver's
     * time limit does not apply to one step).
     *
     * @throws StoppedException once the deadline is reached, with no step
     */
    public Optional<Step<Technique>> nextStep(CandidateGrid grid, boolean knownUnique, Deadline deadline) {
        boolean assumeUnique = uniqueness && knownUnique;
        boolean classic = grid.geometry().classic;
        for (TechniqueFinder finder : finders) {
            Technique technique = finder.technique();
            if (technique.assumesUniqueness() && !assumeUnique || !classic && !technique.worksOnEveryLayout()) {
                continue;
            }
            List<Step<Technique>> steps = finder.findAll(grid, deadline);
            if (!steps.isEmpty()) {
                return Optional.of(steps.get(0));
            }
        }
        return Optional.empty();
    }
}
