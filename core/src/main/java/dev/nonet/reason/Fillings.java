package dev.nonet.reason;

/**
 * A depth-first walk over the ways to fill some cells from their candidates, different digits in cells
 * that see each other, recording which digits some complete way uses in each cell, within a budget of
 * cells tried. What else a way must keep is the subclass's {@link #fits}.
 */
abstract class Fillings {

    final Rules rules;
    final Marks marks;
    final int[] cells;
    /** The digits of the way being filled, the first {@code i} set when {@link #fits} is asked. */
    final int[] digits;
    /** For each cell, the digits some complete way uses. */
    final int[] support;
    private int budget;

    Fillings(Rules rules, Marks marks, int[] cells, int budget) {
        this.rules = rules;
        this.marks = marks;
        this.cells = cells;
        this.digits = new int[cells.length];
        this.support = new int[cells.length];
        this.budget = budget;
    }

    /** Whether the first {@code i} cells as filled may still lead to a way (for {@code i} = all: are one). */
    abstract boolean fits(int i);

    /** Walks every way; false if the budget ran out. */
    boolean run() {
        return fill(0);
    }

    /** Whether no way was found. */
    boolean none() {
        return support.length == 0 || support[0] == 0;
    }

    private boolean fill(int i) {
        if (!fits(i)) {
            return true; // a dead end costs no budget: only the ways still open count
        }
        if (--budget < 0) {
            return false;
        }
        if (i == cells.length) {
            for (int k = 0; k < cells.length; k++) {
                support[k] |= 1 << (digits[k] - 1);
            }
            return true;
        }
        for (int m = marks.candidates(cells[i]); m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m) + 1;
            if (!rules.clashes(cells, digits, i, digit)) {
                digits[i] = digit;
                if (!fill(i + 1)) {
                    return false;
                }
            }
        }
        return true;
    }
}
