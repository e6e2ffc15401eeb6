package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A nabner line: no two digits on the line, wherever they stand on it, are equal or consecutive. A line
 * longer than half the side rounded up cannot be kept, and one exactly that long on an odd side holds
 * the odd digits only.
 *
 * <p>Its parts are one {@code PairRule} "differ by 2 or more" per pair of cells, and, on lines of three
 * cells or more, the line itself, which also counts: a digit stays only if it and digits of the line's
 * candidates can make a set of {@code length} digits no two of which are equal or consecutive.
 */
public final class Nabner extends Line {

    /**
     * @param line the cells, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public Nabner(List<Cell> line) {
        super("nabner", line, 1);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 0; i < line.size(); i++) {
            int x = digitAt.applyAsInt(line.get(i));
            for (int j = i + 1; j < line.size(); j++) {
                if (Math.abs(x - digitAt.applyAsInt(line.get(j))) < 2) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
        for (int i = 0; i < size; i++) {
            Cell cell = line.get(i);
            int allowed = domains.allDigits();
            for (int j = 0; j < size; j++) {
                if (j != i) {
                    allowed &= Whispers.far(domains.candidates(line.get(j)), 2);
                }
            }
            if (!domains.keep(cell, allowed)) {
                return false;
            }
        }
        if (size < 3) {
            return true;
        }
        int union = 0;
        for (Cell cell : line) {
            union |= domains.candidates(cell);
        }
        if (spread(union) < size) {
            return false;
        }
        int usable = 0;
        for (int rest = union; rest != 0; rest &= rest - 1) {
            int d = LineMasks.min(rest);
            if (spread(union & LineMasks.below(d - 1)) + 1 + spread(union & LineMasks.above(d + 1)) >= size) {
                usable |= DigitSet.bit(d);
            }
        }
        for (Cell cell : line) {
            if (!domains.keep(cell, usable)) {
                return false;
            }
        }
        return true;
    }

    /** The most digits of {@code mask} no two of which are consecutive: half of each run, rounded up. */
    static int spread(int mask) {
        int count = 0;
        while (mask != 0) {
            int low = Integer.numberOfTrailingZeros(mask);
            int run = Integer.numberOfTrailingZeros(~(mask >>> low));
            count += (run + 1) / 2;
            mask &= ~(run >= 31 ? -1 : ((1 << run) - 1) << low);
        }
        return count;
    }

    @Override
    public List<Constraint> parts() {
        if (line.size() < 2) {
            return List.of(this);
        }
        List<Constraint> parts = new ArrayList<>();
        PairRule.Table apart = new PairRule.Table((x, y) -> Math.abs(x - y) >= 2);
        for (int i = 0; i < line.size(); i++) {
            for (int j = i + 1; j < line.size(); j++) {
                Cell a = line.get(i);
                Cell b = line.get(j);
                parts.add(new PairRule("nabner", "nabner at " + a + " " + b, a, b, apart));
            }
        }
        if (line.size() >= 3) {
            parts.add(this);
        }
        return List.copyOf(parts);
    }
}
