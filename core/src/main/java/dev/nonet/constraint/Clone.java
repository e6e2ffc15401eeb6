package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * A clone: two shapes of cells hold the same digits, cell by cell: the i-th cell and the i-th clone
 * hold one digit. The shapes may overlap (a cell its own clone says nothing). Its {@link #parts()}
 * are one "equal" pair rule per pair of different cells.
 */
public final class Clone implements Constraint {

    private final List<Cell> originals;
    private final List<Cell> clones;
    private final List<Cell> cells;
    private final List<Constraint> parts;

    /**
     * @param cells  the first shape's cells, at least one, none twice
     * @param clones the second shape's cells in the same order, as many, none twice
     * @throws IllegalArgumentException for shapes of different sizes or a cell named twice in one
     */
    public Clone(List<Cell> cells, List<Cell> clones) {
        this.originals = Cells.distinct("clone", cells, 1);
        this.clones = Cells.distinct("clone", clones, 1);
        if (this.originals.size() != this.clones.size()) {
            throw new IllegalArgumentException("clone of " + this.originals.size() + " cells has " + this.clones.size() + " clone cells");
        }
        Set<Cell> all = new LinkedHashSet<>(this.originals);
        all.addAll(this.clones);
        this.cells = List.copyOf(all);
        List<Constraint> pairs = new ArrayList<>();
        for (int i = 0; i < this.originals.size(); i++) {
            Cell a = this.originals.get(i);
            Cell b = this.clones.get(i);
            if (!a.equals(b)) {
                pairs.add(new PairRule("clone", "clone at " + a + " " + b, a, b, (x, y) -> x == y));
            }
        }
        this.parts = pairs.isEmpty() ? List.of(this) : List.copyOf(pairs);
    }

    @Override
    public String kind() {
        return "clone";
    }

    /** Every cell of both shapes, once each: the first shape's, then the clones not in it. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The first shape's cells. */
    public List<Cell> originals() {
        return originals;
    }

    /** The second shape's cells, in the order of the first's. */
    public List<Cell> clones() {
        return clones;
    }

    @Override
    public List<Constraint> parts() {
        return parts;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 0; i < originals.size(); i++) {
            if (digitAt.applyAsInt(originals.get(i)) != digitAt.applyAsInt(clones.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        // Overlapping shapes chain pairs: repeat until they agree.
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 0; i < originals.size(); i++) {
                Cell a = originals.get(i);
                Cell b = clones.get(i);
                int ma = domains.candidates(a);
                int mb = domains.candidates(b);
                if (ma != mb) {
                    int both = ma & mb;
                    if (!domains.keep(a, both) || !domains.keep(b, both)) {
                        return false;
                    }
                    changed = true;
                }
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Clone other && other.originals.equals(originals) && other.clones.equals(clones);
    }

    @Override
    public int hashCode() {
        return 31 * originals.hashCode() + clones.hashCode();
    }

    @Override
    public String toString() {
        return "clone at " + Cells.names(originals) + " of " + Cells.names(clones);
    }
}
