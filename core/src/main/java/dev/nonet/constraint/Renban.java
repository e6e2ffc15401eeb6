package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A renban line: its digits are all different and form a run of consecutive digits, in any order.
 *
 * <p>Narrowing tries every window of {@code length} consecutive digits: a window is possible when every
 * cell has a candidate in it and every digit of it is a candidate of some cell (each must appear); every
 * cell keeps only the digits of the possible windows. Its parts are itself and an {@link AllDifferent}
 * over the line, which the search propagates as peers.
 */
public final class Renban extends Line {

    /**
     * @param line the cells, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public Renban(List<Cell> line) {
        super("renban", line, 1);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int seen = 0;
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (Cell cell : line) {
            int digit = digitAt.applyAsInt(cell);
            int bit = DigitSet.bit(digit);
            if ((seen & bit) != 0) {
                return false;
            }
            seen |= bit;
            low = Math.min(low, digit);
            high = Math.max(high, digit);
        }
        return high - low == line.size() - 1;
    }

    @Override
    public boolean narrow(Domains domains) {
        int length = line.size();
        int side = domains.side();
        if (length > side) {
            return false;
        }
        // A placed digit leaves the others.
        for (Cell cell : line) {
            int digit = domains.digit(cell);
            if (digit != 0) {
                int bit = DigitSet.bit(digit);
                for (Cell other : line) {
                    if (!other.equals(cell) && !domains.remove(other, bit)) {
                        return false;
                    }
                }
            }
        }
        int union = 0;
        for (Cell cell : line) {
            union |= domains.candidates(cell);
        }
        int run = LineMasks.atMost(length);
        int allowed = 0;
        for (int low = 1; low + length - 1 <= side; low++) {
            int window = run << (low - 1);
            if ((union & window) != window) {
                continue;
            }
            boolean possible = true;
            for (Cell cell : line) {
                if ((domains.candidates(cell) & window) == 0) {
                    possible = false;
                    break;
                }
            }
            if (possible) {
                allowed |= window;
            }
        }
        if (allowed == 0) {
            return false;
        }
        for (Cell cell : line) {
            if (!domains.keep(cell, allowed)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<Constraint> parts() {
        return line.size() < 2 ? List.of(this) : List.of(this, new AllDifferent("renban", line));
    }

    @Override
    public String ruleInWords() {
        return "the line holds consecutive digits in any order";
    }
}
