package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Domains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A palindrome line: the digits read the same from either end, so the {@code i}-th cell from one end
 * holds the digit of the {@code i}-th from the other; an odd line's middle cell is free. Its parts are
 * one {@code PairRule} "equal" per mirrored pair.
 */
public final class Palindrome extends Line {

    /**
     * @param line the cells from one end to the other, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public Palindrome(List<Cell> line) {
        super("palindrome", line, 1);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        for (int i = 0, j = line.size() - 1; i < j; i++, j--) {
            if (digitAt.applyAsInt(line.get(i)) != digitAt.applyAsInt(line.get(j))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        for (int i = 0, j = line.size() - 1; i < j; i++, j--) {
            Cell a = line.get(i);
            Cell b = line.get(j);
            int both = domains.candidates(a) & domains.candidates(b);
            if (!domains.keep(a, both) || !domains.keep(b, both)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<Constraint> parts() {
        if (line.size() < 2) {
            return List.of(this);
        }
        List<Constraint> parts = new ArrayList<>();
        for (int i = 0, j = line.size() - 1; i < j; i++, j--) {
            Cell a = line.get(i);
            Cell b = line.get(j);
            parts.add(new PairRule("palindrome", "palindrome at " + a + " " + b, a, b, (x, y) -> x == y));
        }
        return List.copyOf(parts);
    }

    @Override
    public String ruleInWords() {
        return "the line reads the same both ways";
    }
}
