package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleRating;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;
import java.util.random.RandomGenerator;

/**
 * Turns a complete classic grid into a variant puzzle of the kinds asked ({@link VariantKind}): clues true of the
 * grid, and givens only where the clues are not enough.
 *
 * <p>{@link VariantClues} draws the clues of the kinds that are true of the grid (the pool) and the rules every such
 * puzzle has (anti-knight, anti-king, the negative rule with all its dots). Then one of two ways:
 *
 * <ul>
 * <li><b>Minimal</b> ({@code minimal}, and always for {@link dev.nonet.logic.Level#EXTREME}): one search asks for a
 * solution other than the grid ({@link OtherThan}). While there is one, a clue of the pool that it breaks goes in (at
 * random among those); only when none does, a given goes in a cell where the two grids differ; a search past its
 * budget adds a random clue (or given). Then every given and every clue (givens first, then clues from the fewest
 * cells up, each group in random order) is taken out if the puzzle stays unique without it. One that stays unique
 * without an item stays so without it whatever else goes later, so one pass leaves no item that could go: the puzzle
 * is minimal. A search past its budget there (twice: the second with a larger budget) leaves that unproven, and
 * the attempt gives nothing. The rule solver then rates it, and the judge takes it or not.
 * <li><b>Minimal for its level</b> (otherwise): every clue of the pool goes in, and givens in random cells the rule
 * solver (with the techniques up to the level's top) leaves open until it solves the puzzle; then every given and
 * clue, in the same order, is taken out if the solver still solves the puzzle without it. A puzzle logic solves is
 * unique, so no search is needed; every item left is needed for uniqueness or for the level.
 * </ul>
 *
 * <p>Every choice comes from the attempt's random stream and every search and solve is deterministic, so the same
 * stream gives the same puzzle. Each obeys the run's deadline; an attempt cut short gives nothing. One instance per
 * thread and request.
 */
final class VariantPuzzles {

    /** The work one search may do, in wakings of its {@link Budget}, as the killer generator's. */
    static final long BUDGET = KillerCages.BUDGET;
    /** The budget of a second try at a search of the minimality proof that ran past {@link #BUDGET}. */
    static final long LARGER_BUDGET = 16 * BUDGET;

    private static final int N = 81;

    /** A variant puzzle made, with its rating. */
    record Made(Puzzle puzzle, RuleRating rating) {
    }

    /** Whether a puzzle without one item still is what is wanted: true, false, or null when that is unproven. */
    private interface Test {
        Boolean holds(List<Constraint> clues, int[] givens);
    }

    private final VariantRating judge;
    private final boolean minimal;
    private final Deadline deadline;

    /**
     * A maker whose puzzles {@code judge} accepts, minimal ({@code minimal}, or for extreme ones) or minimal for
     * their level, every search of which stops at {@code deadline}.
     */
    VariantPuzzles(VariantRating judge, boolean minimal, Deadline deadline) {
        this.judge = judge;
        this.minimal = minimal || judge.top() == Level.EXTREME;
        this.deadline = deadline;
    }

    /**
     * A puzzle of the clues {@code clues} draws, whose one solution is {@code solution}, made with choices from
     * {@code random}; empty when it is not what the judge wants, its minimality was not proven within the budget, or
     * {@code goOn} says the run no longer wants it.
     *
     * @throws StoppedException when the deadline is reached
     */
    Optional<Made> make(Grid solution, VariantClues clues, RandomGenerator random, BooleanSupplier goOn) {
        Optional<Puzzle> made = minimal ? minimal(solution, clues, random, goOn) : forLevel(solution, clues, random, goOn);
        return made.flatMap(puzzle -> judge.judge(puzzle, deadline).map(rating -> new Made(puzzle, rating)));
    }

    /** The minimal puzzle, before it is rated; empty as {@link #make} says. */
    Optional<Puzzle> minimal(Grid solution, VariantClues clues, RandomGenerator random, BooleanSupplier goOn) {
        int[] s = solution.toArray();
        Constraint notIt = new OtherThan(solution);
        List<Constraint> fixed = clues.fixed();
        List<Constraint> pool = new ArrayList<>(clues.pool());
        List<Constraint> chosen = new ArrayList<>();
        int[] givens = new int[N];
        while (true) {
            if (!goOn.getAsBoolean()) {
                return Optional.empty();
            }
            AnotherSolution answer = another(fixed, chosen, givens, notIt, BUDGET);
            if (answer.unique()) {
                break;
            }
            if (answer.spent()) {
                if (!pool.isEmpty()) {
                    chosen.add(pool.remove(random.nextInt(pool.size())));
                } else {
                    giveOne(s, givens, i -> true, random);
                }
                continue;
            }
            List<Constraint> breaking = new ArrayList<>();
            for (Constraint clue : pool) {
                if (!clue.keeps(cell -> answer.other()[cell.row() * 9 + cell.column()])) {
                    breaking.add(clue);
                }
            }
            if (breaking.isEmpty()) {
                giveOne(s, givens, i -> answer.other()[i] != s[i], random);
            } else {
                Constraint clue = breaking.get(random.nextInt(breaking.size()));
                pool.remove(clue);
                chosen.add(clue);
            }
        }
        Test unique = (without, g) -> {
            AnotherSolution answer = another(fixed, without, g, notIt, BUDGET);
            if (answer.spent()) {
                // Minimality needs the answer: one more try with a larger budget before the attempt is given up.
                answer = another(fixed, without, g, notIt, LARGER_BUDGET);
            }
            return answer.spent() ? null : answer.unique();
        };
        if (!reduce(chosen, givens, unique, random, goOn)) {
            return Optional.empty();
        }
        return Optional.of(puzzle(fixed, chosen, givens, List.of()));
    }

    /** The puzzle minimal for its level, before it is rated; empty as {@link #make} says. */
    Optional<Puzzle> forLevel(Grid solution, VariantClues clues, RandomGenerator random, BooleanSupplier goOn) {
        int[] s = solution.toArray();
        List<Constraint> fixed = clues.fixed();
        List<Constraint> chosen = new ArrayList<>();
        for (int k : RandomGrids.permutation(clues.pool().size(), random)) {
            chosen.add(clues.pool().get(k));
        }
        int[] givens = new int[N];
        while (true) {
            if (!goOn.getAsBoolean()) {
                return Optional.empty();
            }
            RulePath path = judge.path(puzzle(fixed, chosen, givens, List.of()), deadline);
            if (path.status() == LogicalStatus.SOLVED) {
                break;
            }
            if (path.status() != LogicalStatus.STUCK) {
                return Optional.empty();
            }
            // Givens where logic got stuck, a quarter of the open cells at a time: each costs a solve.
            CandidateGrid end = path.end();
            IntPredicate unsolved = i -> end.value(new Cell(i / 9, i % 9)) == 0;
            int open = 0;
            for (int i = 0; i < N; i++) {
                open += unsolved.test(i) ? 1 : 0;
            }
            for (int k = Math.max(1, open / 4); k > 0; k--) {
                giveOne(s, givens, unsolved, random);
            }
        }
        Test solved = (without, g) -> judge.path(puzzle(fixed, without, g, List.of()), deadline).status() == LogicalStatus.SOLVED;
        if (!reduce(chosen, givens, solved, random, goOn)) {
            return Optional.empty();
        }
        return Optional.of(puzzle(fixed, chosen, givens, List.of()));
    }

    /** A given in a random empty cell that {@code where} allows, if there is one. */
    private static void giveOne(int[] s, int[] givens, IntPredicate where, RandomGenerator random) {
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            if (givens[i] == 0 && where.test(i)) {
                cells.add(i);
            }
        }
        if (!cells.isEmpty()) {
            int cell = cells.get(random.nextInt(cells.size()));
            givens[cell] = s[cell];
        }
    }

    /**
     * Takes out every given and clue, givens first, then clues from the fewest cells up (each group in random order),
     * whose absence {@code test} allows; false when the test could not tell for one, or the run stopped wanting the
     * attempt.
     */
    private boolean reduce(List<Constraint> chosen, int[] givens, Test test, RandomGenerator random, BooleanSupplier goOn) {
        // Items: clue k as k, the given in cell i as chosen.size() + i.
        List<Integer> items = new ArrayList<>();
        for (int i : RandomGrids.permutation(N, random)) {
            if (givens[i] != 0) {
                items.add(chosen.size() + i);
            }
        }
        List<Integer> byClue = new ArrayList<>();
        for (int k : RandomGrids.permutation(chosen.size(), random)) {
            byClue.add(k);
        }
        byClue.sort(Comparator.comparingInt(k -> chosen.get(k).cells().size()));
        items.addAll(byClue);
        Constraint[] clues = chosen.toArray(new Constraint[0]);
        for (int item : items) {
            if (!goOn.getAsBoolean()) {
                return false;
            }
            Constraint clue = null;
            int digit = 0;
            if (item < clues.length) {
                clue = clues[item];
                clues[item] = null;
            } else {
                digit = givens[item - clues.length];
                givens[item - clues.length] = 0;
            }
            Boolean holds = test.holds(present(clues), givens);
            if (holds == null) {
                return false;
            }
            if (!holds) {
                if (clue != null) {
                    clues[item] = clue;
                } else {
                    givens[item - clues.length] = digit;
                }
            }
        }
        chosen.clear();
        chosen.addAll(present(clues));
        return true;
    }

    private static List<Constraint> present(Constraint[] clues) {
        List<Constraint> out = new ArrayList<>(clues.length);
        for (Constraint clue : clues) {
            if (clue != null) {
                out.add(clue);
            }
        }
        return out;
    }

    /** Whether the puzzle has another solution than its grid, and which, within the budget. */
    private AnotherSolution another(List<Constraint> fixed, List<Constraint> clues, int[] givens, Constraint notIt, long limit) {
        return AnotherSolution.search(rules -> puzzle(fixed, clues, givens, rules), notIt, limit, deadline);
    }

    private static Puzzle puzzle(List<Constraint> fixed, List<Constraint> clues, int[] givens, List<Constraint> more) {
        List<Constraint> rules = new ArrayList<>(fixed);
        rules.addAll(clues);
        rules.addAll(more);
        return new Puzzle(Layout.CLASSIC, Grid.of(givens), rules);
    }
}
