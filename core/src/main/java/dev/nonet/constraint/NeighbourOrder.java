package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * A cell whose digit stands in one order against each of its neighbours': what {@link Minimum} (smaller
 * than all) and {@link Maximum} (larger than all) are, written once. Its {@link #parts()} are one pair
 * rule per neighbour.
 */
abstract sealed class NeighbourOrder implements Constraint permits Minimum, Maximum {

    private final String kind;
    private final PairRule.Relation order;
    private final Cell cell;
    private final List<Cell> neighbours;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    /**
     * @param kind  the f-puzzles name
     * @param order whether the cell's digit x and a neighbour's y keep the rule
     * @throws IllegalArgumentException for a neighbour named twice or the cell among its neighbours
     */
    NeighbourOrder(String kind, PairRule.Relation order, Cell cell, List<Cell> neighbours) {
        this.kind = kind;
        this.order = order;
        this.cell = Objects.requireNonNull(cell, kind + " needs a cell");
        this.neighbours = Cells.distinct(kind, neighbours, 0);
        if (this.neighbours.contains(cell)) {
            throw new IllegalArgumentException(kind + " at " + cell + " names itself as a neighbour");
        }
        List<Cell> all = new ArrayList<>();
        all.add(cell);
        all.addAll(this.neighbours);
        this.cells = List.copyOf(all);
        List<Constraint> pairs = new ArrayList<>();
        for (Cell neighbour : this.neighbours) {
            pairs.add(new PairRule(kind, kind + " at " + cell + " beside " + neighbour, cell, neighbour, order));
        }
        this.parts = pairs.isEmpty() ? List.of(this) : List.copyOf(pairs);
    }

    @Override
    public String kind() {
        return kind;
    }

    /** The cell, then its neighbours. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The cell the rule is about. */
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
            if (!order.holds(x, digitAt.applyAsInt(neighbour))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        for (Constraint part : parts) {
            if (part != this && !part.narrow(domains)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof NeighbourOrder other && other.getClass() == getClass()
                && other.cell.equals(cell) && other.neighbours.equals(neighbours);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * kind.hashCode() + cell.hashCode()) + neighbours.hashCode();
    }

    @Override
    public String toString() {
        return kind + " at " + cell;
    }
}
