package dev.nonet.logic;

import dev.nonet.grid.Grid;
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
 * <p>Stateless apart from its settings: one instance serves many threads.
 */
public final class LogicalSolver {

    /** The default time limit of one solve. */
    public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(5);

    private final List<TechniqueFinder> finders;
    private final Duration limit;

    /** A solver with every technique and the default time limit. */
    public LogicalSolver() {
        this(Techniques.all(), DEFAULT_LIMIT);
    }

    /** A solver with {@code finders} (tried in the order given) and a time limit per solve. */
    public LogicalSolver(List<TechniqueFinder> finders, Duration limit) {
        this.finders = List.copyOf(finders);
        this.limit = limit;
    }

    /** Solves {@code puzzle} from its givens. */
    public LogicalResult solve(Grid puzzle) {
        return solve(CandidateGrid.of(puzzle));
    }

    /** Solves from pencil marks as given; {@code start} is not changed. */
    public LogicalResult solve(CandidateGrid start) {
        CandidateGrid grid = start.copy();
        List<Step> path = new ArrayList<>();
        long deadline = System.nanoTime() + limit.toNanos();
        while (true) {
            if (Contradictions.find(grid)) {
                return new LogicalResult(LogicalStatus.CONTRADICTION, path, grid, Rating.of(path, false));
            }
            if (grid.isSolved()) {
                return new LogicalResult(LogicalStatus.SOLVED, path, grid, Rating.of(path, true));
            }
            if (System.nanoTime() > deadline) {
                return new LogicalResult(LogicalStatus.TIMED_OUT, path, grid, Rating.of(path, false));
            }
            Optional<Step> step = nextStep(grid);
            if (step.isEmpty()) {
                return new LogicalResult(LogicalStatus.STUCK, path, grid, Rating.of(path, false));
            }
            step.get().applyTo(grid);
            path.add(step.get());
        }
    }

    /** The step this solver would take next on {@code grid}, if any technique finds one. */
    public Optional<Step> nextStep(CandidateGrid grid) {
        for (TechniqueFinder finder : finders) {
            List<Step> steps = finder.findAll(grid);
            if (!steps.isEmpty()) {
                return Optional.of(steps.get(0));
            }
        }
        return Optional.empty();
    }
}
