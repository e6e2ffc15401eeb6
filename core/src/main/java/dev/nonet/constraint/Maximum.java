package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import java.util.List;

/**
 * A maximum cell: its digit is larger than the digit of each of its orthogonal neighbours. The reader
 * gives the neighbours: those inside the grid, less the ones that are maximum cells themselves (two
 * neighbouring maximum cells are not compared, as f-puzzles and SudokuVariantSolverJS read it).
 */
public final class Maximum extends NeighbourOrder {

    /**
     * @param cell       the maximum cell
     * @param neighbours the cells it is compared with, none twice, not the cell itself; may be empty
     * @throws IllegalArgumentException for a neighbour named twice or the cell among its neighbours
     */
    public Maximum(Cell cell, List<Cell> neighbours) {
        super("maximum", (x, y) -> x > y, cell, neighbours);
    }

    @Override
    public String ruleInWords() {
        return "the cell is larger than its neighbours";
    }
}
