package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/** An odd cell (a grey circle): its digit is odd. */
public final class Odd extends Parity {

    /**
     * @param cell the cell
     * @throws NullPointerException without a cell
     */
    public Odd(Cell cell) {
        super("odd", cell, 1);
    }

    @Override
    public String ruleInWords() {
        return "the cell is odd";
    }
}
