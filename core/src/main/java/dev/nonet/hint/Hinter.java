package dev.nonet.hint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.Candidate;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.reason.RuleSolver;
import dev.nonet.se.SeFallbackFinder;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The next hint for a player's position: what {@code nonet hint} and {@code POST /api/hint} both answer,
 * so that they answer alike. The player's position is held to the puzzle's one solution before any
 * step is looked for: a wrong digit, or a mark removed that the solution needs, is named first, since a
 * step built on it would lead nowhere. Then the next step of the solver's path (Nonet's techniques,
 * and Sudoku Explainer's chains after them when the solver was built with them,
 * {@code dev.nonet.rating.NonetPath#solver}), or on a puzzle with constraints the next step of the rule
 * solver ({@link RuleSolver}), which reasons about the cages and lines with the houses; where none is found
 * in time, one cell revealed from the solution. So a position with one solution always gets a hint.
 *
 * <pre>{@code
 * Hinter hinter = new Hinter(NonetPath.solver(LogicalSolver.DEFAULT_LIMIT, 1));
 * Hint hint = hinter.hint(puzzle, entries, List.of(), Deadline.after(Duration.ofSeconds(5)));
 * hint.status();   // HintStatus.STEP
 * }</pre>
 *
 * <p>Thread-safe: it keeps only its solver, which is immutable.
 */
public final class Hinter {

    private final LogicalSolver solver;
    private final RuleSolver rules = new RuleSolver();

    /**
     * A hinter taking the steps of puzzles of houses alone from {@code solver}, and those of puzzles with
     * constraints from the rule solver. The uniqueness techniques are used when the solver allows them
     * ({@link LogicalSolver#withUniqueness}): every position a step is looked for in has been shown to have
     * one solution.
     */
    public Hinter(LogicalSolver solver) {
        this.solver = Objects.requireNonNull(solver, "solver");
    }

    /**
     * The hint for a player playing {@code puzzle} who has filled in {@code entries} (a grid holding every
     * given, and digits of the player's own elsewhere) and removed the {@code eliminated} candidates
     * (by hand, or by taking earlier hints). A puzzle without one solution gets {@link HintStatus#NO_SOLUTION}
     * or {@link HintStatus#MULTIPLE} (or {@link HintStatus#SOLVED}, when the entries fill the grid without
     * breaking a rule).
     *
     * @throws IllegalArgumentException when {@code entries} differ from a given or are of another shape
     * @throws StoppedException         when {@code deadline} passes before the puzzle's solutions are counted
     */
    public Hint hint(Puzzle puzzle, Grid entries, List<Candidate> eliminated, Deadline deadline) {
        checkHoldsGivens(puzzle.givens(), entries);
        SolveResult result = counted(Sudoku.count(puzzle, 2, deadline), deadline);
        if (result.status() != SolveStatus.SOLVED) {
            return new Hint.None(HintStatus.NO_SOLUTION);
        }
        if (!result.isUnique()) { // no step could lead to one answer; a full grid that breaks no rule is one
            return new Hint.None(entries.isFilled() && breaksNoRule(puzzle, entries, deadline) ? HintStatus.SOLVED : HintStatus.MULTIPLE);
        }
        Grid solution = result.solution().orElseThrow();
        List<Cell> wrong = wrongEntries(puzzle.givens(), entries, solution);
        if (!wrong.isEmpty()) {
            return new Hint.Wrong(HintStatus.WRONG_ENTRIES, wrong);
        }
        // A step is never built on the removal of a cell's own digit.
        List<Cell> lacking = eliminated.stream().filter(e -> entries.get(e.cell()) == 0 && solution.get(e.cell()) == e.digit())
                .map(Candidate::cell).toList();
        if (!lacking.isEmpty()) {
            return new Hint.Wrong(HintStatus.WRONG_MARKS, lacking);
        }
        CandidateGrid marks = CandidateGrid.of(new Puzzle(puzzle.layout(), entries));
        for (Candidate e : eliminated) {
            marks.eliminate(e.cell(), e.digit());
        }
        if (marks.isSolved()) {
            return new Hint.None(HintStatus.SOLVED);
        }
        if (puzzle.hasConstraints()) { // the classic techniques would reason as if the constraints were not there
            return nextRuleStep(puzzle, marks, solution, deadline);
        }
        return nextStep(marks, solution, deadline);
    }

    /**
     * The hint for a position read with pencil marks. The givens' one solution, when they have one, is
     * the position's only possible one: held to it, wrong digits and marks are named. Without it (no
     * givens, or givens with several solutions) the position itself, its marks as constraints, must have
     * one solution.
     *
     * @throws StoppedException when {@code deadline} passes before the solutions are counted
     */
    public Hint hint(MarkedGrid position, Deadline deadline) {
        Grid solution;
        SolveResult ofGivens = position.givens().givenCount() > 0 ? counted(Sudoku.count(position.puzzle(), 2, deadline), deadline) : null;
        if (ofGivens != null && ofGivens.status() == SolveStatus.SOLVED && ofGivens.isUnique()) {
            solution = ofGivens.solution().orElseThrow();
            List<Cell> wrong = wrongEntries(position.givens(), position.digits(), solution);
            if (!wrong.isEmpty()) {
                return new Hint.Wrong(HintStatus.WRONG_ENTRIES, wrong);
            }
            Shape shape = solution.shape();
            List<Cell> lacking = new ArrayList<>();
            for (int i = 0; i < shape.cellCount(); i++) {
                if (position.isOpen(i) && !position.candidates(i).contains(solution.get(i))) {
                    lacking.add(shape.cell(i));
                }
            }
            if (!lacking.isEmpty()) {
                return new Hint.Wrong(HintStatus.WRONG_MARKS, lacking);
            }
        } else {
            SolveResult result = counted(Sudoku.count(position, 2, deadline), deadline);
            if (result.status() != SolveStatus.SOLVED) {
                return new Hint.None(HintStatus.NO_SOLUTION);
            }
            if (!result.isUnique()) {
                return new Hint.None(HintStatus.MULTIPLE);
            }
            solution = result.solution().orElseThrow();
        }
        CandidateGrid marks = CandidateGrid.of(position);
        if (marks.isSolved()) {
            return new Hint.None(HintStatus.SOLVED);
        }
        return nextStep(marks, solution, deadline);
    }

    /**
     * The next step of the solver's path on {@code marks}, a position whose one solution is
     * {@code solution}, in three quarters of the time left; else a cell revealed from the solution,
     * which needs no time. A search cut short gives way to the reveal.
     */
    private Hint nextStep(CandidateGrid marks, Grid solution, Deadline deadline) {
        return stepOrReveal(marks, solution, deadline, search -> solver.nextStep(marks, true, search)
                .map(s -> new Hint.Next(s, SeFallbackFinder.found(s) ? Hint.Source.SUDOKU_EXPLAINER : Hint.Source.NONET)));
    }

    /** {@link #nextStep} on a puzzle with constraints: the rule solver's next step from {@code marks}. */
    private Hint nextRuleStep(Puzzle puzzle, CandidateGrid marks, Grid solution, Deadline deadline) {
        return stepOrReveal(marks, solution, deadline, search -> rules.nextStep(puzzle, marks, search).map(s -> new Hint.Next(s, Hint.Source.NONET)));
    }

    /** The step {@code find} finds by its deadline, three quarters of the time left, if it changes {@code marks}; else a revealed cell. */
    private static Hint stepOrReveal(CandidateGrid marks, Grid solution, Deadline deadline, Function<Deadline, Optional<Hint.Next>> find) {
        Optional<Hint.Next> next;
        try {
            next = find.apply(deadline.within(deadline.remaining().multipliedBy(3).dividedBy(4)));
        } catch (StoppedException e) {
            next = Optional.empty();
        }
        if (next.isPresent() && changes(next.get().step(), marks)) {
            return next.get();
        }
        return revealed(marks, solution, Hint.RevealReason.NO_TECHNIQUE);
    }

    /** The open cell with the fewest candidates (the first in row order), revealed from {@code solution}. */
    private static Hint revealed(CandidateGrid marks, Grid solution, Hint.RevealReason why) {
        Shape shape = marks.layout().shape();
        Cell cell = null;
        for (int i = 0; i < shape.cellCount(); i++) {
            Cell c = shape.cell(i);
            if (marks.value(c) == 0 && (cell == null || marks.candidates(c).size() < marks.candidates(cell).size())) {
                cell = c;
            }
        }
        return new Hint.Revealed(new Candidate(cell, solution.get(cell)), why);
    }

    /** Whether {@code step} would change {@code marks}: place a digit in an open cell or remove a candidate. */
    private static boolean changes(Step<?> step, CandidateGrid marks) {
        return step.placements().stream().anyMatch(p -> marks.value(p.cell()) == 0)
                || step.eliminations().stream().anyMatch(e -> marks.has(e.cell(), e.digit()));
    }

    /** {@code result} of a search by {@code deadline}, unless the deadline cut it short. */
    private static SolveResult counted(SolveResult result, Deadline deadline) {
        if (result.status() == SolveStatus.TIMED_OUT) {
            deadline.check(); // throws StoppedException: a search times out only at its deadline
            throw new IllegalStateException("a search timed out before its deadline");
        }
        return result;
    }

    /** Whether {@code grid} repeats no digit in a house and breaks none of {@code puzzle}'s constraints. */
    private static boolean breaksNoRule(Puzzle puzzle, Grid grid, Deadline deadline) {
        return GridValidator.conflicts(new Puzzle(puzzle.layout(), grid)).isEmpty()
                && GridValidator.brokenConstraints(new Puzzle(puzzle.layout(), grid, puzzle.constraints()), deadline).isEmpty();
    }

    /** Refuses entries that do not hold every given where the puzzle has it. */
    private static void checkHoldsGivens(Grid givens, Grid entries) {
        if (!entries.shape().equals(givens.shape())) {
            throw new IllegalArgumentException("the entries are a " + entries.shape() + " grid, the puzzle a " + givens.shape() + " one");
        }
        for (int i = 0; i < givens.shape().cellCount(); i++) {
            if (givens.get(i) != 0 && entries.get(i) != givens.get(i)) {
                throw new IllegalArgumentException("the entries do not hold the given of " + givens.shape().cell(i));
            }
        }
    }

    /** The open cells of {@code givens} that {@code entries} fill with a digit other than {@code solution}'s, in row order. */
    public static List<Cell> wrongEntries(Grid givens, Grid entries, Grid solution) {
        List<Cell> wrong = new ArrayList<>();
        for (int i = 0; i < givens.shape().cellCount(); i++) {
            if (givens.get(i) == 0 && entries.get(i) != 0 && entries.get(i) != solution.get(i)) {
                wrong.add(givens.shape().cell(i));
            }
        }
        return wrong;
    }

    /** {@code cells}, each once, by row then column. */
    static List<Cell> inRowOrder(List<Cell> cells) {
        return cells.stream().distinct().sorted(Comparator.comparingInt(Cell::row).thenComparingInt(Cell::column)).toList();
    }
}
