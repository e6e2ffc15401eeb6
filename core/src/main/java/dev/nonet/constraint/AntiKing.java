package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Anti-king: two cells a king's move (next to each other, diagonals included) apart never hold the same digit. Its
 * {@link #parts()} are one two-cell {@link AllDifferent} per such pair, each pair once, which the search
 * keeps as peers.
 * The pairs in one row or column are in a house already; they are listed all the same, so
 * the rule says what it says on any grid.
 */
public final class AntiKing implements Constraint {

    private static final int[][] STEPS = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};

    private final int side;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    private AntiKing(int side) {
        this.side = Moves.checkSide("antiking", side);
        this.cells = Moves.all(side);
        List<Constraint> pairs = new ArrayList<>();
        for (Cell[] pair : Moves.pairs(side, STEPS)) {
            pairs.add(new AllDifferent("antiking", List.of(pair[0], pair[1])));
        }
        this.parts = List.copyOf(pairs);
    }

    /**
     * The rule on a grid of {@code side}.
     *
     * @throws IllegalArgumentException for a side outside 1..25
     */
    public static AntiKing of(int side) {
        return new AntiKing(side);
    }

    /** The grid's side. */
    public int side() {
        return side;
    }

    @Override
    public String kind() {
        return "antiking";
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
        return o == this || o instanceof AntiKing other && other.side == side;
    }

    @Override
    public int hashCode() {
        return side * 31 + 2;
    }

    @Override
    public String toString() {
        return "antiking on " + side + "x" + side;
    }
}
