package dev.nonet.validation;

import dev.nonet.grid.Geometry;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Finds the rule breaks in a grid's givens: digits repeated in a row, column or box, or, given a
 * {@link Layout}, in any house of its variant (regions, diagonals, windows, groups).
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
     * Every repeated digit in every house, houses in the order rows, columns, boxes. A digit that
     * appears three times in a house gives one conflict per later cell, each paired with the first.
     */
    public static List<Conflict> conflicts(Grid grid) {
        return conflicts(Layout.of(grid.shape()), grid);
    }

    /**
     * Every repeated digit in every house of {@code layout}, houses in the layout's order, for example
     * {@code digit 5 appears twice in diagonal 1: r1c1 and r5c5}.
     *
     * @throws IllegalArgumentException if the grid's side is not the layout's
     */
    public static List<Conflict> conflicts(Layout layout, Grid grid) {
        requireSameSide(layout, grid);
        Geometry geometry = layout.geometry();
        return hasRepeat(geometry, grid) ? scan(geometry, grid) : List.of();
    }

    /** Whether no digit repeats in any house of {@code layout} (empty cells allowed). */
    public static boolean isConsistent(Layout layout, Grid grid) {
        return conflicts(layout, grid).isEmpty();
    }

    /**
     * Whether {@code solution} solves {@code puzzle} under the rules of {@code layout}: same shape,
     * every cell filled, every given kept, and no digit repeated in any of the layout's houses.
     */
    public static boolean isSolutionOf(Layout layout, Grid solution, Grid puzzle) {
        requireSameSide(layout, puzzle);
        return keepsGivens(solution, puzzle) && isConsistent(layout, solution);
    }

    private static void requireSameSide(Layout layout, Grid grid) {
        if (grid.shape().side() != layout.side()) {
            throw new IllegalArgumentException("a " + grid.shape().side() + "x" + grid.shape().side()
                    + " grid does not fit the layout " + layout);
        }
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

    /** The first conflict in the order of {@link #conflicts(Grid)}, if any. */
    public static Optional<Conflict> firstConflict(Grid grid) {
        List<Conflict> all = conflicts(grid);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Whether no digit repeats in any house (empty cells allowed). */
    public static boolean isConsistent(Grid grid) {
        return conflicts(grid).isEmpty();
    }

    /**
     * Whether {@code solution} is a solution of {@code puzzle}: same shape, every cell filled, no
     * conflict, and every given of the puzzle kept. The one check used by tests, benchmarks and the
     * command line to verify what a solver returns.
     */
    public static boolean isSolutionOf(Grid solution, Grid puzzle) {
        return keepsGivens(solution, puzzle) && isConsistent(solution);
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
