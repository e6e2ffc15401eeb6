package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.ToIntFunction;

/**
 * A cell that may hold only some digits: f-puzzles' given pencil marks ({@code givenPencilMarks} on a
 * cell of its grid), the setter's way of posing candidates rather than a digit.
 *
 * @param cell   the cell
 * @param digits the digits it may hold, at least one; kept in increasing order, each once
 */
public record GivenCandidates(Cell cell, List<Integer> digits) implements Constraint {

    /** Checks the digits and keeps them sorted, each once. */
    public GivenCandidates {
        if (cell == null) {
            throw new IllegalArgumentException("givenpencilmarks needs a cell");
        }
        if (digits.isEmpty()) {
            throw new IllegalArgumentException("givenpencilmarks at " + cell + " names no digit");
        }
        TreeSet<Integer> sorted = new TreeSet<>();
        for (Integer d : digits) {
            if (d == null || d < 1 || d > DigitSet.MAX_DIGIT) {
                throw new IllegalArgumentException("givenpencilmarks at " + cell + ": " + d + " is not a digit");
            }
            sorted.add(d);
        }
        digits = List.copyOf(new ArrayList<>(sorted));
    }

    /** The digits as a mask, bit {@code d-1} for digit {@code d}. */
    public int mask() {
        int mask = 0;
        for (int d : digits) {
            mask |= DigitSet.bit(d);
        }
        return mask;
    }

    @Override
    public String kind() {
        return "givenpencilmarks";
    }

    @Override
    public List<Cell> cells() {
        return List.of(cell);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return digits.contains(digitAt.applyAsInt(cell));
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(cell, mask());
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("givenpencilmarks ");
        for (int d : digits) {
            sb.append(d > 9 ? "(" + d + ")" : String.valueOf(d));
        }
        return sb.append(" at ").append(cell).toString();
    }
}
