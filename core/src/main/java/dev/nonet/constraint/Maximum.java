package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A maximum cell: its digit is larger than the digit of each of its orthogonal neighbours. The reader
 * gives the neighbours: those inside the grid, less the ones that are maximum cells themselves (two
 * neighbouring maximum cells are not compared, as f-puzzles and SudokuVariantSolverJS read it). Its
 * {@link #parts()} are one pair rule per neighbour.
 */
public final class Maximum implements Constraint {

    private final Cell cell;
    private final List<Cell> neighbours;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    /**
     * @param cell       the maximum cell
     * @param neighbours the cells it is compared with, none twice, not the cell itself; may be empty
     * @throws IllegalArgumentException for a neighbour named twice or the cell among its neighbours
     */
    public Maximum(Cell cell, List<Cell> neighbours) {
        this.cell = java.util.Objects.requireNonNull(cell, "maximum needs a cell");
        this.neighbours = Cells.distinct("maximum", neighbours, 0);
        if (this.neighbours.contains(cell)) {
            throw new IllegalArgumentException("maximum at " + cell + " names itself as a neighbour");
        }
        List<Cell> all = new ArrayList<>();
        all.add(cell);
        all.addAll(this.neighbours);
        this.cells = List.copyOf(all);
        List<Constraint> pairs = new ArrayList<>();
        for (Cell neighbour : this.neighbours) {
            pairs.add(new PairRule("maximum", "maximum at " + cell + " beside " + neighbour, cell, neighbour, (x, y) -> x > y));
        }
        this.parts = pairs.isEmpty() ? List.of(this) : List.copyOf(pairs);
    }

    @Override
    public String kind() {
        return "maximum";
    }

    /** The cell, then its neighbours. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The maximum cell. */
    public Cell cell() {
        return cell;
    }

    /** The cells it is compared with. */
    public List<Cell> neighbours() {
        return neighbours;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int x = digitAt.applyAsInt(cell);
        for (Cell neighbour : neighbours) {
            int y = digitAt.applyAsInt(neighbour);
            if (!(x > y)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        if (parts.get(0) == this) {
            return true;
        }
        for (Constraint part : parts) {
            if (!part.narrow(domains)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Maximum other && other.cell.equals(cell) && other.neighbours.equals(neighbours);
    }

    @Override
    public int hashCode() {
        return 31 * cell.hashCode() + neighbours.hashCode();
    }

    @Override
    public String toString() {
        return "maximum at " + cell;
    }
}
