package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A whispers line (German whispers when {@code difference} is 5 on a 9x9 grid): digits next to each other
 * along the line differ by at least {@code difference}. The reader supplies f-puzzles' default, half the
 * side rounded up (5 on 9x9, 3 on 6x6), when the line gives no value. Its parts are one {@code PairRule}
 * per step of the line.
 */
public final class Whispers extends Line {

    /**
     * @param line       the cells in order along the line, at least one, none twice
     * @param difference the least difference between neighbours on the line, 1 or more
     * @throws IllegalArgumentException for an empty line, a cell named twice or a difference below 1
     */
    public Whispers(List<Cell> line, int difference) {
        super("whispers", line, 1, difference, true);
        if (difference < 1) {
            throw new IllegalArgumentException("whispers difference " + difference + " must be at least 1");
        }
    }

    /** The least difference between neighbours on the line. */
    public int difference() {
        return value;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 1; i < line.size(); i++) {
            if (Math.abs(digitAt.applyAsInt(line.get(i)) - digitAt.applyAsInt(line.get(i - 1))) < value) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
        for (int i = 1; i < size; i++) {
            if (!domains.keep(line.get(i), far(domains.candidates(line.get(i - 1)), value))) {
                return false;
            }
        }
        for (int i = size - 2; i >= 0; i--) {
            if (!domains.keep(line.get(i), far(domains.candidates(line.get(i + 1)), value))) {
                return false;
            }
        }
        return true;
    }

    /** The digits at least {@code difference} away from some digit of {@code mask}. */
    static int far(int mask, int difference) {
        if (mask == 0) {
            return 0;
        }
        return LineMasks.atLeast(LineMasks.min(mask) + difference) | LineMasks.atMost(LineMasks.max(mask) - difference);
    }

    @Override
    public List<Constraint> parts() {
        if (line.size() < 2) {
            return List.of(this);
        }
        List<Constraint> parts = new ArrayList<>();
        int least = value;
        for (int i = 1; i < line.size(); i++) {
            Cell a = line.get(i - 1);
            Cell b = line.get(i);
            parts.add(new PairRule("whispers", "whispers " + least + " at " + a + " " + b, a, b,
                    (x, y) -> Math.abs(x - y) >= least));
        }
        return List.copyOf(parts);
    }

    @Override
    public String ruleInWords() {
        return "neighbours on the line differ by at least the line's value";
    }
}
