package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * Nonconsecutive: the digits of two orthogonally neighbouring cells never differ by 1. Pairs that carry
 * a kropki dot (white or black) may be exempt: SudokuVariantSolverJS leaves every pair with a dot to its
 * dot, so the reader passes them to {@link #of(int, Set)}. Its {@link #parts()} are one pair rule per
 * neighbouring pair.
 */
public final class Nonconsecutive implements Constraint {

    private static final int[][] STEPS = {{0, 1}, {1, 0}};

    private final int side;
    private final Set<Set<Cell>> exempt;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    private Nonconsecutive(int side, Set<Set<Cell>> exempt) {
        this.side = Moves.checkSide("nonconsecutive", side);
        this.exempt = Set.copyOf(exempt);
        for (Set<Cell> pair : this.exempt) {
            if (pair.size() != 2) {
                throw new IllegalArgumentException("nonconsecutive exempt pair " + pair + " is not two cells");
            }
        }
        this.cells = Moves.all(side);
        List<Constraint> pairs = new ArrayList<>();
        for (Cell[] pair : Moves.pairs(side, STEPS)) {
            if (!this.exempt.contains(Set.of(pair[0], pair[1]))) {
                pairs.add(new PairRule("nonconsecutive", "nonconsecutive at " + pair[0] + " " + pair[1], pair[0], pair[1],
                        (x, y) -> Math.abs(x - y) != 1));
            }
        }
        this.parts = pairs.isEmpty() ? List.of(this) : List.copyOf(pairs);
    }

    /**
     * The rule on every neighbouring pair of a grid of {@code side}.
     *
     * @throws IllegalArgumentException for a side outside 1..25
     */
    public static Nonconsecutive of(int side) {
        return new Nonconsecutive(side, Set.of());
    }

    /**
     * The rule on every neighbouring pair of a grid of {@code side} but those in {@code exempt} (the pairs
     * with a kropki dot).
     *
     * @throws IllegalArgumentException for a side outside 1..25 or an exempt "pair" not of two cells
     */
    public static Nonconsecutive of(int side, Set<Set<Cell>> exempt) {
        return new Nonconsecutive(side, exempt);
    }

    /** The grid's side. */
    public int side() {
        return side;
    }

    /** The neighbouring pairs the rule leaves alone. */
    public Set<Set<Cell>> exempt() {
        return exempt;
    }

    @Override
    public String kind() {
        return "nonconsecutive";
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
        return parts.get(0) == this || Moves.keeps(parts, digitAt);
    }

    @Override
    public boolean narrow(Domains domains) {
        return parts.get(0) == this || Moves.narrow(parts, domains);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Nonconsecutive other && other.side == side && other.exempt.equals(exempt);
    }

    @Override
    public int hashCode() {
        return side * 31 + exempt.hashCode();
    }

    @Override
    public String toString() {
        return exempt.isEmpty() ? "nonconsecutive on " + side + "x" + side
                : "nonconsecutive on " + side + "x" + side + " but " + exempt.size() + (exempt.size() == 1 ? " pair" : " pairs");
    }

    @Override
    public String ruleInWords() {
        return "neighbouring cells are not consecutive";
    }
}
