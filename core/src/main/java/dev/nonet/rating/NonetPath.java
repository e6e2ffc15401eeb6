package dev.nonet.rating;

import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import dev.nonet.se.SeFallbackFinder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Nonet's own path as {@code explain}, {@code hint} and the page follow it: every technique of
 * {@link Techniques#all()}, then, where they all find nothing on a classic position, Sudoku Explainer's next
 * step ({@link SeFallbackFinder}: its forcing chains, named and rated as SE names and rates them). With
 * that last finder the path never ends stuck on a classic puzzle with one solution; on other layouts SE's
 * rules do not apply and the path may still end stuck.
 *
 * <p>It is composed here, above both packages, because SE's rules depend on logic's grid: logic cannot
 * name them.
 *
 * <pre>{@code
 * LogicalResult result = NonetPath.solver(LogicalSolver.DEFAULT_LIMIT).solve(puzzle);
 * }</pre>
 */
public final class NonetPath {

    private static final List<TechniqueFinder> FINDERS = withFallback(1);

    private NonetPath() {
    }

    /** Every technique of Nonet's, easiest first, then Sudoku Explainer's next step. */
    public static List<TechniqueFinder> finders() {
        return FINDERS;
    }

    /** A solver of this path with a time limit per solve. */
    public static LogicalSolver solver(Duration limit) {
        return new LogicalSolver(FINDERS, limit);
    }

    /**
     * A solver of this path with a time limit per solve, whose last finder's search (SE's forcing chains,
     * where a hard puzzle spends its time) may use up to {@code threads} threads: the same path, sooner.
     *
     * @throws IllegalArgumentException if {@code threads} is less than 1
     */
    public static LogicalSolver solver(Duration limit, int threads) {
        return new LogicalSolver(threads == 1 ? FINDERS : withFallback(threads), limit);
    }

    private static List<TechniqueFinder> withFallback(int threads) {
        List<TechniqueFinder> finders = new ArrayList<>(Techniques.all());
        finders.add(new SeFallbackFinder(threads));
        return List.copyOf(finders);
    }
}
