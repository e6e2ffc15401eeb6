package dev.nonet.constraint;

import dev.nonet.grid.Cell;

/** An even cell (a grey square): its digit is even. */
public final class Even extends Parity {

    /**
     * @param cell the cell
     * @throws NullPointerException without a cell
     */
    public Even(Cell cell) {
        super("even", cell, 0);
    }

    @Override
    public String ruleInWords() {
        return "the cell is even";
    }
}
