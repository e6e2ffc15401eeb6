package dev.nonet.validation;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.House;
import dev.nonet.grid.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the rule breaks in a grid's givens: digits repeated in a row, column or box.
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
        List<Conflict> found = new ArrayList<>();
        Shape shape = grid.shape();
        for (House house : shape.houses()) {
            Cell[] firstSeen = new Cell[shape.side() + 1];
            for (Cell cell : shape.cellsOf(house)) {
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
        if (!solution.shape().equals(puzzle.shape()) || !solution.isFilled()) {
            return false;
        }
        for (int i = 0; i < puzzle.shape().cellCount(); i++) {
            int given = puzzle.get(i);
            if (given != 0 && given != solution.get(i)) {
                return false;
            }
        }
        return isConsistent(solution);
    }
}
