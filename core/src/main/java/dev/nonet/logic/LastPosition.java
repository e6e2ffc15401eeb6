package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import java.util.Arrays;
import java.util.function.Function;

/**
 * What one search computed for the last position it saw, kept per thread, so that finders that the
 * logical solver runs one after another on the same position share it: the almost locked sets and their
 * links (ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom). The position is compared by its marks (every cell's value and candidates), so a change
 * to the grid, or another grid with other marks, computes afresh; the value must be a function of the
 * marks alone, and read only.
 *
 * @param <T> what is computed
 */
final class LastPosition<T> {

    private final ThreadLocal<Entry<T>> last = new ThreadLocal<>();

    /** The value for {@code grid}: the one kept if its marks are the last position's, else {@code compute}'s, then kept. */
    T get(CandidateGrid grid, Function<CandidateGrid, T> compute) {
        int[] marks = marksOf(grid);
        Entry<T> entry = last.get();
        if (entry != null && entry.geometry() == grid.geometry() && Arrays.equals(entry.marks(), marks)) {
            return entry.value();
        }
        T value = compute.apply(grid);
        last.set(new Entry<>(grid.geometry(), marks, value));
        return value;
    }

    /** Each cell's candidates, then each cell's value. */
    private static int[] marksOf(CandidateGrid grid) {
        int cells = grid.cellCount();
        int[] marks = new int[2 * cells];
        for (int c = 0; c < cells; c++) {
            marks[c] = grid.candidatesAt(c);
            marks[cells + c] = grid.valueAt(c);
        }
        return marks;
    }

    private record Entry<T>(Geometry geometry, int[] marks, T value) {
    }
}
