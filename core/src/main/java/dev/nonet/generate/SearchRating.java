package dev.nonet.generate;

import dev.nonet.constraint.KillerCage;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.Level;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How hard a killer puzzle is by the constraint search's own measure: the guesses the search makes to
 * prove it unique (a count to two), with every house's "45 rule" added to the cages, and the level they
 * fall in. The search's propagation is naked and hidden singles and, per cage, the sets of different
 * digits that make its sum; the 45 rule adds, for every row, column and box, the cells not in a cage
 * wholly inside it as one more sum (see {@link #implied(Puzzle)}). So:
 *
 * <ul>
 * <li>{@link Level#EASY}: no guess. Singles, cage combinations and the 45 rule on single houses solve it.
 * <li>{@link Level#MEDIUM}: 1 to {@value #MEDIUM_MOST} guesses.
 * <li>{@link Level#HARD}: {@value #MEDIUM_MOST} + 1 to {@value #HARD_MOST} guesses.
 * <li>{@link Level#EXPERT}: more than that.
 * </ul>
 *
 * <p>The generator makes the first three to order ({@code GenerationRequest.builder().killer(true)}); a
 * killer it makes without a level is at most hard. Guesses are counted by the search as it is, so they
 * measure Nonet's search, not a person's solving path; they are deterministic for a puzzle.
 *
 * <pre>{@code
 * SearchRating r = SearchRating.of(killer, Deadline.NONE).orElseThrow();   // guesses 37, level HARD
 * }</pre>
 *
 * @param guesses the guesses of the count to two
 * @param level   the level they fall in, by {@link #levelOf(long)}
 */
public record SearchRating(long guesses, Level level) {

    /** The most guesses of a {@link Level#MEDIUM} killer. */
    public static final long MEDIUM_MOST = 30;
    /** The most guesses of a {@link Level#HARD} killer: also the most a killer generated without a level has. */
    public static final long HARD_MOST = 1000;

    /** The level of a puzzle whose count to two makes {@code guesses} guesses. */
    public static Level levelOf(long guesses) {
        if (guesses == 0) {
            return Level.EASY;
        }
        if (guesses <= MEDIUM_MOST) {
            return Level.MEDIUM;
        }
        return guesses <= HARD_MOST ? Level.HARD : Level.EXPERT;
    }

    /**
     * The rating of {@code puzzle}, a classic 9x9 killer (cages with sums, maybe givens); empty if it is not
     * unique or the deadline came first.
     */
    public static Optional<SearchRating> of(Puzzle puzzle, Deadline deadline) {
        SolveResult result = Sudoku.count(withImplied(puzzle, List.of()), 2, deadline);
        if (result.status() != SolveStatus.SOLVED || result.count() != 1) {
            return Optional.empty();
        }
        return Optional.of(new SearchRating(result.guesses(), levelOf(result.guesses())));
    }

    /** {@code puzzle} with the sums its cages imply on its houses, and {@code more} rules, for a search. */
    static Puzzle withImplied(Puzzle puzzle, List<Constraint> more) {
        List<Constraint> rules = new ArrayList<>(puzzle.constraints());
        rules.addAll(implied(puzzle));
        rules.addAll(more);
        return new Puzzle(puzzle.layout(), puzzle.givens(), rules);
    }

    /**
     * The sums a killer's cages imply on the houses: for every row, column and box, the cells not in a
     * cage wholly inside it hold different digits that add up to 45 less those cages' sums (the "45 rule":
     * the innies of the cages that cross the house's border). A house that holds no whole cage, or that
     * its cages fill, adds nothing.
     */
    static List<Constraint> implied(Puzzle puzzle) {
        int side = puzzle.layout().side();
        int total = side * (side + 1) / 2;
        List<Constraint> out = new ArrayList<>();
        List<KillerCage> cages = puzzle.constraints(KillerCage.class);
        for (int[] house : Geometry.of(puzzle.layout()).houseCells) {
            boolean[] in = new boolean[side * side];
            for (int cell : house) {
                in[cell] = true;
            }
            boolean[] covered = new boolean[side * side];
            int inner = 0;
            for (KillerCage cage : cages) {
                if (cage.sum().isEmpty()) {
                    continue;
                }
                boolean inside = true;
                for (Cell cell : cage.cells()) {
                    inside &= in[cell.row() * side + cell.column()];
                }
                if (inside) {
                    inner += cage.sum().getAsInt();
                    for (Cell cell : cage.cells()) {
                        covered[cell.row() * side + cell.column()] = true;
                    }
                }
            }
            List<Cell> rest = new ArrayList<>();
            for (int cell : house) {
                if (!covered[cell]) {
                    rest.add(new Cell(cell / side, cell % side));
                }
            }
            if (!rest.isEmpty() && rest.size() < side) {
                try {
                    out.add(new KillerCage(rest, total - inner));
                } catch (IllegalArgumentException impossible) {
                    // No different digits make that sum: the puzzle has no solution, which the cages show anyway.
                }
            }
        }
        return out;
    }
}
