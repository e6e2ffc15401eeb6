package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import dev.nonet.grid.FixedSum;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToIntFunction;

/**
 * An arrow: the digits on its shaft add up to the number in its circle. A circle of several cells (a
 * pill) reads its digits one after another as one number, in the order given, the first the most
 * significant: 1 then 2 is 12, and on grids larger than 9 a digit 12 then 3 is 123. Shaft digits may
 * repeat where the houses allow it. Several arrows from one circle are several Arrows.
 *
 * <p>A one-cell circle narrows exactly (each shaft digit takes part in making some digit of the circle, each
 * circle digit is a sum the shaft can make), while the shaft's largest sum is at most 63. Otherwise it
 * narrows by bounds: the circle's number must lie between the shaft's smallest and largest sums
 * (reading digits one after another only grows when a digit grows, so the circle's extremes come from
 * its cells' extremes), and each shaft cell keeps the digits that let the shaft reach the circle's range.
 * A circle and a shaft of one cell each are simply equal.
 */
public final class Arrow implements Constraint {

    /** A bound above every sum a shaft of 25-digit cells can reach, where long circles saturate. */
    private static final long CAP = 1_000_000_000_000L;

    private final List<Cell> circle;
    private final List<Cell> shaft;
    private final List<Cell> cells;

    /**
     * @param circle the circle's cells, most significant first; at least one
     * @param shaft  the shaft's cells, at least one, none in the circle
     * @throws IllegalArgumentException for an empty part or a cell named twice
     */
    public Arrow(List<Cell> circle, List<Cell> shaft) {
        this.circle = Cells.distinct("arrow", circle, 1);
        this.shaft = Cells.distinct("arrow", shaft, 1);
        Set<Cell> inCircle = new HashSet<>(this.circle);
        for (Cell cell : this.shaft) {
            if (inCircle.contains(cell)) {
                throw new IllegalArgumentException("arrow names " + cell + " in both its circle and its shaft");
            }
        }
        List<Cell> all = new ArrayList<>(this.circle);
        all.addAll(this.shaft);
        this.cells = List.copyOf(all);
    }

    @Override
    public String kind() {
        return "arrow";
    }

    /** The circle's cells, then the shaft's. */
    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The circle's cells, most significant first. */
    public List<Cell> circle() {
        return circle;
    }

    /** The shaft's cells. */
    public List<Cell> shaft() {
        return shaft;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        long number = 0;
        for (Cell cell : circle) {
            number = append(number, digitAt.applyAsInt(cell));
        }
        long total = 0;
        for (Cell cell : shaft) {
            total += digitAt.applyAsInt(cell);
        }
        return number == total;
    }

    /** {@code number} with {@code digit} written after it, saturating at {@link #CAP}. */
    private static long append(long number, int digit) {
        long next = number * (digit >= 10 ? 100 : 10) + digit;
        return Math.min(next, CAP);
    }

    @Override
    public boolean narrow(Domains domains) {
        if (circle.size() == 1 && shaft.size() == 1) {
            int both = domains.candidates(circle.get(0)) & domains.candidates(shaft.get(0));
            return domains.keep(circle.get(0), both) && domains.keep(shaft.get(0), both);
        }
        if (circle.size() == 1 && SumBounds.most(domains, shaft) <= SumBounds.MOST_EXACT) {
            // Exact: the shaft's digits that make some digit of the circle, the circle's digits the shaft makes.
            Cell cell = circle.get(0);
            if (!SumBounds.exactly(domains, shaft, ((long) domains.candidates(cell)) << 1)) {
                return false;
            }
            return domains.keep(cell, (int) (SumBounds.sums(domains, shaft) >>> 1));
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            int least = SumBounds.least(domains, shaft);
            int most = SumBounds.most(domains, shaft);
            // The circle: each digit must leave some number within the shaft's sums.
            int k = circle.size();
            for (int j = 0; j < k; j++) {
                Cell cell = circle.get(j);
                int mask = domains.candidates(cell);
                int kept = 0;
                for (int ds = mask; ds != 0; ds &= ds - 1) {
                    int d = LineMasks.min(ds);
                    long low = 0;
                    long high = 0;
                    for (int i = 0; i < k; i++) {
                        int other = domains.candidates(circle.get(i));
                        low = append(low, i == j ? d : LineMasks.min(other));
                        high = append(high, i == j ? d : LineMasks.max(other));
                    }
                    if (low <= most && high >= least) {
                        kept |= DigitSet.bit(d);
                    }
                }
                if (kept != mask) {
                    if (!domains.keep(cell, kept)) {
                        return false;
                    }
                    changed = true;
                }
            }
            // The shaft: its sum must reach the circle's range.
            long low = 0;
            long high = 0;
            for (Cell cell : circle) {
                int mask = domains.candidates(cell);
                low = append(low, LineMasks.min(mask));
                high = append(high, LineMasks.max(mask));
            }
            if (low > least || high < most) {
                if (!SumBounds.within(domains, shaft, low, high)) {
                    return false;
                }
                changed |= SumBounds.least(domains, shaft) != least || SumBounds.most(domains, shaft) != most;
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Arrow other && other.circle.equals(circle) && other.shaft.equals(shaft);
    }

    @Override
    public int hashCode() {
        return 31 * circle.hashCode() + shaft.hashCode();
    }

    @Override
    public String toString() {
        return "arrow at " + Cells.names(circle) + " along " + Cells.names(shaft);
    }

    @Override
    public String ruleInWords() {
        return "the circle is the sum of the arrow";
    }

    /** With a one-cell circle, the circle less the shaft's digits is 0 (the circle comes first in the cells). */
    @Override
    public Optional<FixedSum> fixedSum() {
        if (circle().size() != 1) {
            return Optional.empty();
        }
        List<Integer> weights = new ArrayList<>();
        weights.add(1);
        shaft().forEach(cell -> weights.add(-1));
        return Optional.of(new FixedSum(cells(), weights, 0));
    }
}
