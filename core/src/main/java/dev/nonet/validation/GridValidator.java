package dev.nonet.validation;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Finds the rule breaks in a puzzle's givens: digits repeated in any house of its {@link Layout} (rows,
 * columns, boxes or regions, diagonals, windows, groups).
 *
 * <pre>{@code
 * List<Conflict> conflicts = GridValidator.conflicts(puzzle);
 * if (!conflicts.isEmpty()) System.err.println(conflicts.get(0));
 * }</pre>
 *
 * <p>A grid without conflicts may still have no solution; only a solver can tell. Stateless and
 * thread-safe.
 */
public final class GridValidator {

    private GridValidator() {
    }

    /**
     * Every repeated digit in every house of the puzzle's layout, houses in the layout's order (rows,
     * columns, boxes, then the variants' houses), for example
     * {@code digit 5 appears twice in diagonal 1: r1c1 and r5c5}. A digit that appears three times in a
     * house gives one conflict per later cell, each paired with the first.
     */
    public static List<Conflict> conflicts(Puzzle puzzle) {
        Geometry geometry = Geometry.of(puzzle.layout());
        return hasRepeat(geometry, puzzle.givens()) ? scan(geometry, puzzle.givens()) : List.of();
    }

    /** The first conflict in the order of {@link #conflicts(Puzzle)}, if any. */
    public static Optional<Conflict> firstConflict(Puzzle puzzle) {
        List<Conflict> all = conflicts(puzzle);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Whether no digit repeats in any house of the puzzle's layout (empty cells allowed). */
    public static boolean isConsistent(Puzzle puzzle) {
        return !hasRepeat(Geometry.of(puzzle.layout()), puzzle.givens());
    }

    /**
     * Whether {@code solution} solves {@code puzzle} under the rules of its layout: same shape, every
     * cell filled, every given kept, and no digit repeated in any of the layout's houses. The one check
     * used by tests, benchmarks and the command line to verify what a solver returns.
     */
    public static boolean isSolutionOf(Grid solution, Puzzle puzzle) {
        return keepsGivens(solution, puzzle.givens()) && !hasRepeat(Geometry.of(puzzle.layout()), solution)
                && brokenBy(solution, puzzle).isEmpty();
    }

    /**
     * The puzzle's constraints that a filled {@code grid} breaks, in the puzzle's order (empty for a
     * puzzle of houses alone), for example {@code killercage 10 at r1c1 r1c2}.
     *
     * @throws IllegalArgumentException if the grid is not filled or not of the puzzle's shape
     */
    public static List<Constraint> brokenBy(Grid grid, Puzzle puzzle) {
        if (!grid.shape().equals(puzzle.givens().shape()) || !grid.isFilled()) {
            throw new IllegalArgumentException("a filled " + puzzle.givens().shape() + " grid is needed");
        }
        List<Constraint> broken = new ArrayList<>();
        for (Constraint constraint : puzzle.constraints()) {
            if (!constraint.isKeptBy(grid)) {
                broken.add(constraint);
            }
        }
        return broken;
    }

    /**
     * The puzzle's constraints that its givens already break: no way of filling the other cells keeps
     * them (two equal givens in a cage, a thermometer's givens falling, a cage whose givens pass its
     * sum): a constraint whose every cell is given is held to its exact rule, any other is narrowed alone
     * from the givens. Each constraint is asked alone, so a puzzle none of whose constraints is broken may
     * still have no solution.
     */
    public static List<Constraint> brokenConstraints(Puzzle puzzle) {
        return brokenConstraints(puzzle, Deadline.NONE);
    }

    /**
     * {@link #brokenConstraints(Puzzle)}, stopping at {@code deadline}: a puzzle may hold thousands of
     * constraints of hundreds of parts each (a nabner line of n cells has n(n-1)/2), and narrowing them
     * all can take seconds.
     *
     * @throws StoppedException once the deadline is reached
     */
    public static List<Constraint> brokenConstraints(Puzzle puzzle, Deadline deadline) {
        List<Constraint> broken = new ArrayList<>();
        Grid givens = puzzle.givens();
        for (Constraint constraint : puzzle.constraints()) {
            deadline.check();
            boolean kept;
            if (constraint.cells().stream().allMatch(cell -> givens.get(cell) != 0)) {
                kept = constraint.keeps(givens::get); // every cell given: the exact rule
            } else {
                CandidateMasks domains = CandidateMasks.of(givens);
                kept = true;
                List<Constraint> parts = constraint.parts();
                for (int i = 0; i < parts.size(); i++) {
                    if ((i & 1023) == 1023) {
                        deadline.check();
                    }
                    kept &= parts.get(i).narrow(domains);
                }
            }
            if (!kept) {
                broken.add(constraint);
            }
        }
        return broken;
    }

    private static List<Conflict> scan(Geometry geometry, Grid grid) {
        List<Conflict> found = new ArrayList<>();
        for (int h = 0; h < geometry.houseCount(); h++) {
            int[] firstSeen = new int[geometry.side + 1];
            Arrays.fill(firstSeen, -1);
            for (int cell : geometry.houseCells[h]) {
                int d = grid.get(cell);
                if (d == 0) {
                    continue;
                }
                if (firstSeen[d] < 0) {
                    firstSeen[d] = cell;
                } else {
                    found.add(new Conflict(d, geometry.house(h), geometry.cell(firstSeen[d]), geometry.cell(cell)));
                }
            }
        }
        return found;
    }

    /**
     * Whether a grid repeats a digit in some house: one pass with a bit mask per house, so that the
     * common case, no conflict, builds no lists.
     */
    private static boolean hasRepeat(Geometry geometry, Grid grid) {
        int[] seen = new int[geometry.houseCount()];
        for (int i = 0; i < geometry.cellCount; i++) {
            int d = grid.get(i);
            if (d == 0) {
                continue;
            }
            int bit = 1 << d;
            for (int h : geometry.cellHouses[i]) {
                if ((seen[h] & bit) != 0) {
                    return true;
                }
                seen[h] |= bit;
            }
        }
        return false;
    }

    /** Whether {@code solution} has the puzzle's shape, is filled and keeps every given. */
    private static boolean keepsGivens(Grid solution, Grid puzzle) {
        if (!solution.shape().equals(puzzle.shape()) || !solution.isFilled()) {
            return false;
        }
        for (int i = 0; i < puzzle.shape().cellCount(); i++) {
            int given = puzzle.get(i);
            if (given != 0 && given != solution.get(i)) {
                return false;
            }
        }
        return true;
    }
}
