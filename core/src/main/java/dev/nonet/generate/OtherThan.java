package dev.nonet.generate;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import dev.nonet.grid.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * "Not this grid": a filled grid keeps it when some cell holds another digit than {@code grid} has
 * there. Added to a puzzle whose solution is {@code grid}, one search for any solution answers both
 * "is it unique?" (none is left) and "where does it break?" (the solution found is another one), which
 * is what the killer generator asks after every change. Internal to generation: never part of a
 * puzzle handed out.
 */
final class OtherThan implements Constraint {

    private final Grid grid;
    private final int[] digits;
    private final List<Cell> cells;

    OtherThan(Grid grid) {
        this.grid = grid;
        this.digits = grid.toArray();
        int side = grid.shape().side();
        List<Cell> all = new ArrayList<>(digits.length);
        for (int i = 0; i < digits.length; i++) {
            all.add(new Cell(i / side, i % side));
        }
        this.cells = List.copyOf(all);
    }

    @Override
    public String kind() {
        return "otherthan";
    }

    @Override
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 0; i < digits.length; i++) {
            if (digitAt.applyAsInt(cells.get(i)) != digits[i]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sound and cheap: once some cell cannot hold the grid's digit the rule is kept; while every cell
     * can, the last open one must not take it (and with none open the grid is the one ruled out).
     */
    @Override
    public boolean narrow(Domains domains) {
        int open = -1;
        for (int i = 0; i < digits.length; i++) {
            int mask = domains.candidates(i);
            int bit = 1 << (digits[i] - 1);
            if ((mask & bit) == 0) {
                return true;
            }
            if (mask != bit) {
                if (open >= 0) {
                    return true; // two open cells: either may differ
                }
                open = i;
            }
        }
        return open >= 0 && domains.keep(open, ~(1 << (digits[open] - 1)));
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof OtherThan other && other.grid.equals(grid);
    }

    @Override
    public int hashCode() {
        return grid.hashCode();
    }

    @Override
    public String toString() {
        return "otherthan " + grid;
    }
}
