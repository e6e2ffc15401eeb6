package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import java.util.List;

/**
 * A minimum cell: its digit is smaller than the digit of each of its orthogonal neighbours. The reader
 * gives the neighbours: those inside the grid, less the ones that are minimum cells themselves (two
 * neighbouring minimum cells are not compared, as f-puzzles and SudokuVariantSolverJS read it).
 */
public final class Minimum extends NeighbourOrder {

    /**
     * @param cell       the minimum cell
     * @param neighbours the cells it is compared with, none twice, not the cell itself; may be empty
     * @throws IllegalArgumentException for a neighbour named twice or the cell among its neighbours
     */
    public Minimum(Cell cell, List<Cell> neighbours) {
        super("minimum", (x, y) -> x < y, cell, neighbours);
    }

    @Override
    public String ruleInWords() {
        return "the cell is smaller than its neighbours";
    }
}
