package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A line whose rule sets its two ends (its first and last cells) against each other and against every
 * cell between them, either end the low one: what a {@link BetweenLine} and a {@link Lockout} are, written
 * once. A kind says what the ends and a middle digit must be, given the low and the high end's digits, and
 * narrows each order of the ends ({@link #ordered}); each middle cell keeps the digits some possible pair of
 * ends leaves it ({@link #middle}).
 */
abstract sealed class EndsLine extends Line permits BetweenLine, Lockout {

    /** @throws IllegalArgumentException for fewer than two cells or a cell named twice */
    EndsLine(String kind, List<Cell> line, int value, boolean shown) {
        super(kind, line, 2, value, shown);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int x = digitAt.applyAsInt(line.get(0));
        int y = digitAt.applyAsInt(line.get(line.size() - 1));
        int low = Math.min(x, y);
        int high = Math.max(x, y);
        if (!endsKeep(low, high)) {
            return false;
        }
        for (int i = 1; i < line.size() - 1; i++) {
            if (!middleKeeps(digitAt.applyAsInt(line.get(i)), low, high)) {
                return false;
            }
        }
        return true;
    }

    /** Whether ends of {@code low} and {@code high} keep the rule between themselves. */
    abstract boolean endsKeep(int low, int high);

    /** Whether a middle cell's {@code digit} keeps the rule with ends of {@code low} and {@code high}. */
    abstract boolean middleKeeps(int digit, int low, int high);

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
        Cell first = line.get(0);
        Cell last = line.get(size - 1);
        int a = domains.candidates(first);
        int b = domains.candidates(last);
        long rising = ordered(domains, a, b);
        long falling = ordered(domains, b, a);
        int lowA = (int) rising;
        int highB = (int) (rising >>> 32);
        int lowB = (int) falling;
        int highA = (int) (falling >>> 32);
        if (!domains.keep(first, lowA | highA) || !domains.keep(last, highB | lowB)) {
            return false;
        }
        int middle = (lowA != 0 ? middle(lowA, highB) : 0) | (lowB != 0 ? middle(lowB, highA) : 0);
        for (int i = 1; i < size - 1; i++) {
            if (!domains.keep(line.get(i), middle)) {
                return false;
            }
        }
        return true;
    }

    /**
     * With the end of candidates {@code low} the smaller: its digits that some grid keeping the line
     * allows (low 32 bits) and the other end's (high 32 bits); both empty when this order is impossible.
     */
    abstract long ordered(Domains domains, int low, int high);

    /** The digits a middle cell may hold when the low end holds one of {@code lows} and the high end one of {@code highs}. */
    abstract int middle(int lows, int highs);
}
