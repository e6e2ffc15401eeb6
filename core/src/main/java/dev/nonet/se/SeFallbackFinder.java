package dev.nonet.se;

import dev.nonet.grid.Cell;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.solve.Solutions;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Sudoku Explainer's next step as the last technique of Nonet's own path: where Nonet's techniques find
 * nothing on a classic position, SE's rules (its nested dynamic forcing chains at the end) still find a
 * step on every position with one solution, so a path that ends with this finder is never stuck there.
 *
 * <p>The step keeps SE's name (for example {@code Cell Forcing Chains}, {@code Dynamic Forcing Chains (+)})
 * and SE's difficulty (a chain's family base plus its length increment); its technique, for the path's
 * counts, is {@link Technique#FORCING_NET}, the kind of reasoning SE's chains are. SE's hints say what
 * they do, not why, so the step names no pattern cells or houses. SE's uniqueness rules are left out:
 * the step holds whatever the position's solutions.
 *
 * <p>Classic 9x9 positions with one solution only (SE's rules are written for classic 9x9, and its chains
 * can search long in vain on a position with several solutions): elsewhere it finds nothing. It lives in
 * this package, not in {@code dev.nonet.logic}, because SE's rules depend on logic's grid; the path that
 * uses it is composed above both ({@code dev.nonet.rating.NonetPath}).
 */
public final class SeFallbackFinder implements TechniqueFinder {

    private final SeRater rater;

    /** The finder on one thread; it holds no state beyond its rater, so one serves every thread. */
    public SeFallbackFinder() {
        this(1);
    }

    /**
     * The finder whose search for SE's step may use up to {@code threads} threads, the calling one among
     * them ({@link SeRater#withThreads}): the same step, sooner.
     *
     * @throws IllegalArgumentException if {@code threads} is less than 1
     */
    public SeFallbackFinder(int threads) {
        this.rater = new SeRater().withoutUniqueness().withThreads(threads);
    }

    /**
     * Whether {@code step} is one of this finder's: it counts as {@link Technique#FORCING_NET} but keeps
     * SE's name, where a step of Nonet's own forcing nets carries the technique's name.
     */
    public static boolean found(Step<Technique> step) {
        return step.technique() == Technique.FORCING_NET && !step.name().equals(Technique.FORCING_NET.displayName());
    }

    /** {@link Technique#FORCING_NET}: what the step counts as in a path's rating. */
    @Override
    public Technique technique() {
        return Technique.FORCING_NET;
    }

    @Override
    public List<Step<Technique>> findAll(CandidateGrid grid) {
        return findAll(grid, Deadline.NONE);
    }

    /** SE's next step on {@code grid}, at most one; none on a layout other than classic 9x9. */
    @Override
    public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
        deadline.check();
        // SE's chains prove a step by the contradictions of the other choices: on a position with several
        // solutions they may search long and find nothing, so they are asked only where there is one.
        if (!grid.layout().isClassic() || !Solutions.of(grid.toMarkedGrid(), deadline).knownUnique()) {
            return List.of();
        }
        Optional<Step<SeFamily>> next = rater.nextHint(grid, deadline);
        return next.map(step -> List.of(toStep(step))).orElse(List.of());
    }

    /** The step, whose cells are those it changes (SE names no pattern), row by row. */
    private Step<Technique> toStep(Step<SeFamily> step) {
        List<Cell> cells = Stream.concat(step.placements().stream(), step.eliminations().stream()).map(Candidate::cell)
                .distinct().sorted(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::column)).toList();
        return new Step<>(technique(), step.placements(), step.eliminations(), cells, List.of(), List.of(),
                describe(step), step.name(), SeRating.tenths(step.difficulty()));
    }

    /** {@code Cell Forcing Chains (Sudoku Explainer, 8.3): r1c1 = 5; removes 7 from r5c3, r5c6}. */
    private static String describe(Step<SeFamily> step) {
        return String.format(Locale.ROOT, "%s (Sudoku Explainer, %.1f): %s", step.name(), step.difficulty(),
                SeSteps.effects(step.placements(), step.eliminations()));
    }
}
