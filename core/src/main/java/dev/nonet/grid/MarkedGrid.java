package dev.nonet.grid;

import dev.nonet.geometry.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A classic 9x9 position with pencil marks, its three kinds of cell kept apart: the givens (the puzzle
 * as posed), the digits placed since, and for every other (open) cell the candidates it may still hold.
 * Read from the formats that can say which is which (a PM grid, {@code dev.nonet.format.PmGrid}) or from
 * pencil marks alone (a sukaku: every cell open, {@link #ofCandidates}).
 *
 * <pre>{@code
 * MarkedGrid position = MarkedGrid.ofCandidates(marks);   // a sukaku: no givens, no placed cells
 * Sudoku.count(position, 2);                               // its solutions, the marks as constraints
 * }</pre>
 *
 * <p>The givens are a {@link Puzzle} of their own ({@link #puzzle()}): when it has one solution, every
 * position reached from it has that one at most, which is what lets uniqueness techniques apply. A
 * position of pencil marks alone has no givens, so that is never known of a sukaku. Immutable.
 */
public final class MarkedGrid {

    private static final int CELLS = 81;
    private static final int ALL_DIGITS = 0x1FF;

    private final Grid givens;
    private final Grid placed;
    private final int[] candidates;

    private MarkedGrid(Grid givens, Grid placed, int[] candidates) {
        this.givens = givens;
        this.placed = placed;
        this.candidates = candidates;
    }

    /**
     * A position of {@code givens}, digits {@code placed} since (no cell in both) and the candidates of
     * the other cells, in row-major order; the candidates listed for a given or placed cell are ignored.
     *
     * @throws IllegalArgumentException if a grid is not classic 9x9, a cell is both given and placed, there
     *                                  are not 81 candidate sets or one holds a digit beyond 9
     */
    public static MarkedGrid of(Grid givens, Grid placed, List<DigitSet> candidates) {
        if (!givens.shape().equals(Shape.CLASSIC) || !placed.shape().equals(Shape.CLASSIC)) {
            throw new IllegalArgumentException("a marked grid is classic 9x9");
        }
        if (candidates.size() != CELLS) {
            throw new IllegalArgumentException("candidates of 81 cells expected, not " + candidates.size());
        }
        int[] masks = new int[CELLS];
        for (int i = 0; i < CELLS; i++) {
            if (givens.get(i) != 0 && placed.get(i) != 0) {
                throw new IllegalArgumentException(Shape.CLASSIC.cell(i) + " is both given and placed");
            }
            DigitSet cell = candidates.get(i);
            if (cell.mask() >>> 9 != 0) {
                throw new IllegalArgumentException("a cell's candidates are digits 1 to 9");
            }
            masks[i] = givens.get(i) != 0 || placed.get(i) != 0 ? 0 : cell.mask();
        }
        return new MarkedGrid(givens, placed, masks);
    }

    /** Pencil marks alone (a sukaku): every cell open with the candidates listed, in row-major order. */
    public static MarkedGrid ofCandidates(List<DigitSet> candidates) {
        Grid none = Grid.empty(Shape.CLASSIC);
        return of(none, none, candidates);
    }

    /** The givens: the puzzle as posed, empty for pencil marks alone. */
    public Grid givens() {
        return givens;
    }

    /** The givens as a classic puzzle. */
    public Puzzle puzzle() {
        return Puzzle.of(givens);
    }

    /** The digits placed since the givens (the givens' cells empty). */
    public Grid placed() {
        return placed;
    }

    /** Every digit of the grid, given or placed. */
    public Grid digits() {
        int[] all = givens.toArray();
        for (int i = 0; i < CELLS; i++) {
            all[i] += placed.get(i);
        }
        return Grid.of(all);
    }

    /** Whether {@code cell} (0-80) holds neither a given nor a placed digit. */
    public boolean isOpen(int cell) {
        return givens.get(cell) == 0 && placed.get(cell) == 0;
    }

    /** The candidates of open {@code cell} (0-80); empty for a given or placed one. */
    public DigitSet candidates(int cell) {
        return DigitSet.ofMask(candidates[cell]);
    }

    /** The candidates of every cell, in row-major order; a given or placed cell holds its digit alone. */
    public List<DigitSet> marks() {
        List<DigitSet> marks = new ArrayList<>(CELLS);
        for (int i = 0; i < CELLS; i++) {
            int digit = givens.get(i) + placed.get(i);
            marks.add(digit != 0 ? DigitSet.of(digit) : DigitSet.ofMask(candidates[i]));
        }
        return marks;
    }

    /** Whether {@code solution} is complete and valid, keeps every given and placed digit and uses only allowed candidates. */
    public boolean isSolvedBy(Grid solution) {
        if (!solution.shape().equals(Shape.CLASSIC) || !solution.isFilled()) {
            return false;
        }
        for (int i = 0; i < CELLS; i++) {
            int digit = solution.get(i);
            int fixed = givens.get(i) + placed.get(i);
            if (fixed != 0 ? digit != fixed : (candidates[i] & DigitSet.bit(digit)) == 0) {
                return false;
            }
        }
        for (int[] house : Geometry.of(Layout.CLASSIC).houseCells) {
            int seen = 0;
            for (int cell : house) {
                seen |= DigitSet.bit(solution.get(cell));
            }
            if (seen != ALL_DIGITS) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MarkedGrid m && givens.equals(m.givens) && placed.equals(m.placed)
                && Arrays.equals(candidates, m.candidates);
    }

    @Override
    public int hashCode() {
        return givens.hashCode() * 31 + placed.hashCode() * 17 + Arrays.hashCode(candidates);
    }

    @Override
    public String toString() {
        return "MarkedGrid[givens=" + givens + ", placed=" + placed + "]";
    }
}
