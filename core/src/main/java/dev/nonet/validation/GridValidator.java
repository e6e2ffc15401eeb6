package dev.nonet.validation;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

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
        if (grid.shape().equals(Shape.CLASSIC) && !hasRepeatClassic(grid)) {
            return List.of(); // the common case, answered without building house lists
        }
        Shape shape = grid.shape();
        return scan(shape.houses(), shape::cellsOf, grid);
    }

    /**
     * Every repeated digit in every house of {@code layout}, houses in the layout's order, for example
     * {@code digit 5 appears twice in diagonal 1: r1c1 and r5c5}.
     *
     * @throws IllegalArgumentException if the grid's side is not the layout's
     */
    public static List<Conflict> conflicts(Layout layout, Grid grid) {
        if (layout.isClassic()) {
            return conflicts(grid);
        }
        requireSameSide(layout, grid);
        return scan(layout.houses(), layout::cellsOf, grid);
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

    private static List<Conflict> scan(List<House> houses, Function<House, List<Cell>> cellsOf, Grid grid) {
        List<Conflict> found = new ArrayList<>();
        int side = grid.shape().side();
        for (House house : houses) {
            Cell[] firstSeen = new Cell[side + 1];
            for (Cell cell : cellsOf.apply(house)) {
                int d = grid.get(cell);
                if (d == 0) {
                    continue;
                }
                if (firstSeen[d] == null) {
                    firstSeen[d] = cell;
                } else {
                    found.add(new Conflict(d, house, firstSeen[d], cell));
                }
            }
        }
        return found;
    }

    /** Whether a classic grid repeats a digit in some house: one pass with a bit mask per house. */
    private static boolean hasRepeatClassic(Grid grid) {
        int[] rows = new int[9];
        int[] columns = new int[9];
        int[] boxes = new int[9];
        for (int i = 0; i < 81; i++) {
            int d = grid.get(i);
            if (d == 0) {
                continue;
            }
            int bit = 1 << d;
            int r = i / 9;
            int c = i % 9;
            int b = (r / 3) * 3 + c / 3;
            if (((rows[r] | columns[c] | boxes[b]) & bit) != 0) {
                return true;
            }
            rows[r] |= bit;
            columns[c] |= bit;
            boxes[b] |= bit;
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
