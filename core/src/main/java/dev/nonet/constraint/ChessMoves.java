package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Two cells a chess piece's move apart never hold the same digit: what {@link AntiKnight} and
 * {@link AntiKing} are, written once. Its {@link #parts()} are one two-cell {@link AllDifferent} per
 * such pair, each pair once, which the search keeps as peers.
 */
abstract sealed class ChessMoves implements Constraint permits AntiKing, AntiKnight {

    private final String kind;
    private final int side;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    /**
     * @param steps the moves, each of a pair once (the others are their opposites)
     * @throws IllegalArgumentException for a side outside 1..25
     */
    ChessMoves(String kind, int[][] steps, int side) {
        this.kind = kind;
        this.side = Moves.checkSide(kind, side);
        this.cells = Moves.all(side);
        List<Constraint> pairs = new ArrayList<>();
        for (Cell[] pair : Moves.pairs(side, steps)) {
            pairs.add(new AllDifferent(kind, List.of(pair[0], pair[1])));
        }
        this.parts = List.copyOf(pairs);
    }

    /** The grid's side. */
    public int side() {
        return side;
    }

    @Override
    public String kind() {
        return kind;
    }

    /** Every cell of the grid. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return Moves.keeps(parts, digitAt);
    }

    @Override
    public boolean narrow(Domains domains) {
        return Moves.narrow(parts, domains);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof ChessMoves other && other.getClass() == getClass() && other.side == side;
    }

    @Override
    public int hashCode() {
        return kind.hashCode() * 31 + side;
    }

    @Override
    public String toString() {
        return kind + " on " + side + "x" + side;
    }
}
