package dev.nonet.reason;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Solves a puzzle with constraints like a person: at each point it takes the first step of the easiest
 * technique that finds one, over the houses and every constraint at once, until the grid is solved, no
 * technique applies, or a contradiction shows. It never guesses; its last resort is a
 * {@link RuleTechnique#CONTRADICTION} step, which removes a candidate whose placing breaks a rule by simple
 * deductions.
 *
 * <pre>{@code
 * RulePath path = new RuleSolver().solve(killer, Deadline.NONE);
 * path.status();                     // SOLVED
 * path.rating().difficulty();        // 2.7: locked candidates through a cage were the hardest step
 * path.path().forEach(System.out::println);
 * // killercage 15 at r1c1 r1c2: removes 1, 2, 3, 4, 5 from r1c1 and r1c2 (sums left: 6+9, 7+8)
 * }</pre>
 *
 * <p>The techniques, easiest first: its own singles, constraint deductions, locked candidates and naked
 * subsets through the rules ({@link RuleTechnique}), between them Nonet's classic techniques of the houses
 * alone by their difficulty (except those that assume a unique solution), cell and house forcing through the
 * rules, and the contradiction step last but for the forcing nets and templates. Every step is sound whatever the puzzle: it never removes a digit
 * of any solution.
 *
 * <p>Stateless apart from its time limit and the techniques it leaves out: one instance serves many threads.
 */
public final class RuleSolver {

    /** The default time limit of one solve. */
    public static final Duration DEFAULT_LIMIT = Duration.ofSeconds(10);

    private record Rung(RuleTechnique technique, double difficulty, RuleFinder finder) {
        Rung(RuleTechnique technique, RuleFinder finder) {
            this(technique, technique.difficulty(), finder);
        }
    }

    private final Duration limit;
    private final Set<RuleTechnique> leftOut;
    private final Set<Technique> housesLeftOut;

    /** A solver with the default time limit. */
    public RuleSolver() {
        this(DEFAULT_LIMIT);
    }

    /** A solver stopping each solve after {@code limit}. */
    public RuleSolver(Duration limit) {
        this(limit, Set.of(), Set.of());
    }

    /**
     * A solver stopping each solve after {@code limit} that never takes a step of the techniques in {@code leftOut},
     * nor, among the houses' own ({@link RuleTechnique#HOUSES}), of those in {@code housesLeftOut}: the path a setter
     * asks for with some families of logic switched off.
     */
    public RuleSolver(Duration limit, Set<RuleTechnique> leftOut, Set<Technique> housesLeftOut) {
        this.limit = limit;
        this.leftOut = Set.copyOf(leftOut);
        this.housesLeftOut = Set.copyOf(housesLeftOut);
    }

    /** Solves {@code puzzle} from its givens, stopped at the sooner of this solver's limit and {@code deadline}. */
    public RulePath solve(Puzzle puzzle, Deadline deadline) {
        return solve(puzzle, CandidateGrid.of(puzzle), deadline);
    }

    /**
     * Solves {@code puzzle} from the position {@code start} (of the puzzle's layout: the player's marks, say),
     * which is not changed.
     */
    public RulePath solve(Puzzle puzzle, CandidateGrid start, Deadline deadline) {
        return solve(puzzle, start, deadline, new RecentFillings());
    }

    /**
     * Solves {@code puzzle} from {@code start} as {@link #solve(Puzzle, CandidateGrid, Deadline)} does, the walks over
     * constraints' fillings kept in {@code recent} and those kept there before taken as found: the same path, sooner
     * for many solves of puzzles that share most of their rules (a generator's). {@code recent} is this thread's.
     */
    public RulePath solve(Puzzle puzzle, CandidateGrid start, Deadline deadline, RecentFillings recent) {
        Rules rules = new Rules(puzzle, recent);
        List<Rung> ladder = ladder(rules);
        CandidateGrid grid = start.copy();
        List<Step<RuleTechnique>> path = new ArrayList<>();
        Deadline own = deadline.within(limit);
        while (true) {
            Marks marks = Marks.of(rules, grid);
            if (Broken.find(rules, marks).isPresent()) {
                return new RulePath(LogicalStatus.CONTRADICTION, path, grid, RuleRating.of(path, false));
            }
            if (grid.isSolved()) {
                return new RulePath(LogicalStatus.SOLVED, path, grid, RuleRating.of(path, true));
            }
            Optional<Step<RuleTechnique>> step;
            try {
                step = next(ladder, rules, marks, grid, own);
            } catch (StoppedException e) {
                return new RulePath(LogicalStatus.TIMED_OUT, path, grid, RuleRating.of(path, false));
            }
            if (step.isEmpty()) {
                return new RulePath(LogicalStatus.STUCK, path, grid, RuleRating.of(path, false));
            }
            step.get().applyTo(grid);
            path.add(step.get());
        }
    }

    /**
     * The step this solver would take next from {@code position}, a position of {@code puzzle} (its givens
     * and constraints: the rules; the position: the candidates, as a player marked them), if any technique
     * finds one; none if the position is solved or broken.
     *
     * @throws StoppedException once {@code deadline} is reached
     */
    public Optional<Step<RuleTechnique>> nextStep(Puzzle puzzle, CandidateGrid position, Deadline deadline) {
        if (!position.layout().equals(puzzle.layout())) {
            throw new IllegalArgumentException("the position's layout is " + position.layout() + ", the puzzle's "
                    + puzzle.layout());
        }
        Rules rules = new Rules(puzzle);
        Marks marks = Marks.of(rules, position);
        if (position.isSolved() || Broken.find(rules, marks).isPresent()) {
            return Optional.empty();
        }
        return next(ladder(rules), rules, marks, position, deadline);
    }

    private static Optional<Step<RuleTechnique>> next(List<Rung> ladder, Rules rules, Marks marks, CandidateGrid grid,
            Deadline deadline) {
        for (Rung rung : ladder) {
            Optional<Step<RuleTechnique>> step = rung.finder().find(rules, marks, grid, deadline);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /** Every technique for {@code rules}' layout but those left out, by difficulty; at equal difficulty the houses' first. */
    private List<Rung> ladder(Rules rules) {
        List<Rung> rungs = new ArrayList<>();
        for (HouseSteps houses : HouseSteps.usable(rules.geometry.classic)) {
            if (!housesLeftOut.contains(houses.technique())) {
                rungs.add(new Rung(RuleTechnique.HOUSES, houses.technique().difficulty(), houses));
            }
        }
        rungs.add(new Rung(RuleTechnique.HIDDEN_SINGLE, Singles.HIDDEN));
        rungs.add(new Rung(RuleTechnique.CONSTRAINT, ConstraintSteps.FINDER));
        rungs.add(new Rung(RuleTechnique.NAKED_SINGLE, Singles.NAKED));
        rungs.add(new Rung(RuleTechnique.COMBINATIONS, Combinations.FINDER));
        rungs.add(new Rung(RuleTechnique.MUST_PLACE, MustPlace.FINDER));
        rungs.add(new Rung(RuleTechnique.COMBINED, Combinations.TOGETHER));
        rungs.add(new Rung(RuleTechnique.INNIES_OUTIES, Innies.FINDER));
        rungs.add(new Rung(RuleTechnique.GROUP_PAIR, GroupSubsets.PAIR));
        rungs.add(new Rung(RuleTechnique.GROUP_TRIPLE, GroupSubsets.TRIPLE));
        rungs.add(new Rung(RuleTechnique.GROUP_QUAD, GroupSubsets.QUAD));
        rungs.add(new Rung(RuleTechnique.RULE_CHAIN, RuleChains.FINDER));
        rungs.add(new Rung(RuleTechnique.CELL_FORCING, Forcing.CELL));
        rungs.add(new Rung(RuleTechnique.HOUSE_FORCING, Forcing.HOUSE));
        rungs.add(new Rung(RuleTechnique.CONTRADICTION, Contradiction.FINDER));
        rungs.add(new Rung(RuleTechnique.NESTED_CONTRADICTION, NestedContradiction.FINDER));
        rungs.removeIf(rung -> leftOut.contains(rung.technique()));
        rungs.sort(Comparator.comparingDouble(Rung::difficulty));
        return rungs;
    }
}
