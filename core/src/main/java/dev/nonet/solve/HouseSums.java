package dev.nonet.solve;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.FixedSum;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The cages that the puzzle's fixed sums imply on its houses, for the constraint search to narrow with
 * (the 45 rule's innies): a house of {@code side} cells holds every digit once, so its digits add up to
 * {@code side * (side + 1) / 2}; take away the sums fixed over cells wholly inside it (killer cages, little
 * killers, X, V and sum dots: each of weight one, none overlapping one taken before), and the few cells
 * left hold different digits adding up to the rest: a killer cage over them.
 *
 * <p>Implied, so no filled grid is held to them: the puzzle's own rules already make them true. Measured
 * (docs/PERFORMANCE.md): a one-cell innie took Deflation from 60,876 guesses to 1,278, while leftovers of
 * five to seven cells (what most killers' houses leave) cut few guesses and cost every node their
 * narrowing, up to a quarter slower, and a four-cell one took a sandwich and little killer puzzle's count
 * from 11,285 guesses to 61,730; so only leftovers of up to {@link #MOST_CELLS} cells are cages here. Sums
 * over runs of two adjacent rows or columns (digits may repeat there) halved the guesses of "Solver needs
 * SET" but made seven of the 85 shared puzzles a quarter to a half slower.
 */
final class HouseSums {

    /** More cells left over in a house are not made a cage. */
    static final int MOST_CELLS = 3;

    /** One fixed sum of weight one: its cells (indexes) and total. */
    private record Sum(int[] cells, int value) {
    }

    private HouseSums() {
    }

    /**
     * The cages implied by the fixed sums of {@code constraints} on {@code houses}: cell indexes
     * ({@code side} per row) of parts of {@code side} cells holding every digit once.
     */
    static List<Constraint> implied(List<Constraint> constraints, int[][] houses, int side) {
        List<Sum> sums = new ArrayList<>();
        for (Constraint constraint : constraints) {
            Optional<FixedSum> fixed = constraint.fixedSum();
            if (fixed.isPresent() && fixed.get().weights().stream().allMatch(w -> w == 1)
                    && fixed.get().cells().stream().allMatch(c -> c.row() < side && c.column() < side)) {
                sums.add(new Sum(fixed.get().cells().stream().mapToInt(c -> c.row() * side + c.column()).toArray(),
                        fixed.get().value()));
            }
        }
        List<Constraint> implied = new ArrayList<>();
        if (sums.isEmpty()) {
            return implied;
        }
        int total = side * (side + 1) / 2;
        Set<List<Cell>> seen = new HashSet<>();
        for (int[] house : houses) {
            boolean[] open = new boolean[side * side];
            for (int cell : house) {
                open[cell] = true;
            }
            int openCount = house.length;
            int left = total;
            for (Sum sum : sums) {
                if (allOpen(sum.cells(), open)) {
                    for (int cell : sum.cells()) {
                        open[cell] = false;
                    }
                    openCount -= sum.cells().length;
                    left -= sum.value();
                }
            }
            if (openCount == 0 || openCount > MOST_CELLS || openCount == house.length) {
                continue;
            }
            List<Cell> rest = new ArrayList<>();
            for (int cell : house) {
                if (open[cell]) {
                    rest.add(new Cell(cell / side, cell % side));
                }
            }
            if (seen.add(rest)) {
                try {
                    implied.add(new KillerCage(rest, left));
                } catch (IllegalArgumentException impossible) {
                    // No different digits make that sum: the puzzle has no solution, which its own rules show.
                }
            }
        }
        return implied;
    }

    private static boolean allOpen(int[] cells, boolean[] open) {
        for (int cell : cells) {
            if (!open[cell]) {
                return false;
            }
        }
        return true;
    }
}
