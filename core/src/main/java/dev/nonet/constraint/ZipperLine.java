package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A zipper line: the two cells equally far from the line's centre add up to the same total for every
 * such pair, and on a line of odd length that total is the digit in the centre cell. A line of one or
 * two cells says nothing.
 *
 * <p>Narrowing works on the sets of totals: each pair can make the sums of its cells' candidates, the
 * centre its own digits; the common total is in all of them, and each cell keeps the digits that make
 * one of those totals with a candidate of its partner, until the totals settle. This is complete for
 * every pair and the centre given the common totals.
 */
public final class ZipperLine extends Line {

    /**
     * @param line the cells from one end to the other, at least one, none twice
     * @throws IllegalArgumentException for an empty line or a cell named twice
     */
    public ZipperLine(List<Cell> line) {
        super("zipperline", line, 1);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int size = line.size();
        int total = size % 2 == 1 ? digitAt.applyAsInt(line.get(size / 2)) : -1;
        for (int i = 0, j = size - 1; i < j; i++, j--) {
            int sum = digitAt.applyAsInt(line.get(i)) + digitAt.applyAsInt(line.get(j));
            if (total < 0) {
                total = sum;
            } else if (sum != total) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int size = line.size();
        if (size < 3) {
            return true;
        }
        long totals = -1L;
        while (true) {
            long common = -1L;
            if (size % 2 == 1) {
                common = (long) domains.candidates(line.get(size / 2)) << 1;
            }
            for (int i = 0, j = size - 1; i < j; i++, j--) {
                common &= sums(domains.candidates(line.get(i)), domains.candidates(line.get(j)));
            }
            if (common == 0) {
                return false;
            }
            if (common == totals) {
                return true;
            }
            totals = common;
            if (size % 2 == 1 && !domains.keep(line.get(size / 2), (int) (common >>> 1))) {
                return false;
            }
            for (int i = 0, j = size - 1; i < j; i++, j--) {
                Cell a = line.get(i);
                Cell b = line.get(j);
                if (!domains.keep(a, partners(domains.candidates(b), common))
                        || !domains.keep(b, partners(domains.candidates(a), common))) {
                    return false;
                }
            }
        }
    }

    /** The totals of a digit of {@code a} and one of {@code b}: bit {@code t} for total {@code t}. */
    static long sums(int a, int b) {
        long out = 0;
        for (int rest = a; rest != 0; rest &= rest - 1) {
            out |= (long) b << (Integer.numberOfTrailingZeros(rest) + 2);
        }
        return out;
    }

    /** The digits that make one of {@code totals} with some digit of {@code mask}. */
    static int partners(int mask, long totals) {
        int out = 0;
        for (int d = 1; d <= 31 && (totals >>> (d + 1)) != 0; d++) {
            if (((totals >>> (d + 1)) & ((long) mask)) != 0) {
                out |= DigitSet.bit(d);
            }
        }
        return out;
    }
}
