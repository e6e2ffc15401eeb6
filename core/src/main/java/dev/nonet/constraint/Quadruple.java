package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.StringJoiner;
import java.util.function.ToIntFunction;

/**
 * A quadruple: the digits in the circle on a corner appear among the cells around it; a digit listed
 * twice appears at least twice (cells that do not share a house may repeat it). Unlisted digits may
 * fill the remaining cells.
 *
 * <p>It narrows by giving the listed digits places: a digit stays in a cell when the listed digits still
 * owed (less that one, if it is listed) can be placed in the other cells, one each.
 */
public final class Quadruple implements Constraint {

    private final List<Cell> cells;
    private final List<Integer> digits;
    /** The listed digits in increasing order, repeats included. */
    private final int[] required;

    /**
     * @param cells  the cells around the corner (four, fewer on an edge), none twice, at most 25
     * @param digits the listed digits, at least one, 1 to 25, no more than there are cells
     * @throws IllegalArgumentException for a cell named twice, no digit, a digit outside 1..25, or more
     *                                  digits than cells
     */
    public Quadruple(List<Cell> cells, List<Integer> digits) {
        this.cells = Cells.distinct("quadruple", cells, 1);
        this.digits = List.copyOf(digits);
        if (this.cells.size() > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("quadruple of " + this.cells.size() + " cells has more than " + DigitSet.MAX_DIGIT);
        }
        if (this.digits.isEmpty()) {
            throw new IllegalArgumentException("quadruple at " + Cells.names(this.cells) + " lists no digit");
        }
        if (this.digits.size() > this.cells.size()) {
            throw new IllegalArgumentException("quadruple lists " + this.digits.size() + " digits for " + this.cells.size()
                    + (this.cells.size() == 1 ? " cell" : " cells"));
        }
        this.required = new int[this.digits.size()];
        for (int i = 0; i < required.length; i++) {
            int digit = this.digits.get(i);
            if (digit < 1 || digit > DigitSet.MAX_DIGIT) {
                throw new IllegalArgumentException("quadruple digit " + digit + " is outside 1.." + DigitSet.MAX_DIGIT);
            }
            required[i] = digit;
        }
        java.util.Arrays.sort(required);
    }

    @Override
    public String kind() {
        return "quadruple";
    }

    @Override
    public List<Cell> cells() {
        return cells;
    }

    /** The listed digits, as given. */
    public List<Integer> digits() {
        return digits;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int[] counts = new int[DigitSet.MAX_DIGIT + 2];
        for (Cell cell : cells) {
            int digit = digitAt.applyAsInt(cell);
            if (digit >= 1 && digit < counts.length) {
                counts[digit]++;
            }
        }
        for (int digit : required) {
            if (--counts[digit] < 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean narrow(Domains domains) {
        int n = cells.size();
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = domains.candidates(cells.get(i));
        }
        if (!placeable(candidates, -1, -1)) {
            return false;
        }
        int listed = 0;
        for (int digit : required) {
            listed |= DigitSet.bit(digit);
        }
        for (int c = 0; c < n; c++) {
            int mask = candidates[c];
            int kept = 0;
            // Any unlisted digit: all listed digits go to the other cells.
            if ((mask & ~listed) != 0 && placeable(candidates, c, -1)) {
                kept |= mask & ~listed;
            }
            for (int ds = mask & listed; ds != 0; ds &= ds - 1) {
                int d = LineMasks.min(ds);
                if (placeable(candidates, c, d)) {
                    kept |= DigitSet.bit(d);
                }
            }
            if (kept != mask) {
                if (!domains.keep(cells.get(c), kept)) {
                    return false;
                }
                candidates[c] = kept;
            }
        }
        return true;
    }

    /**
     * Whether the listed digits, less one {@code given} (or none when -1), can be placed one each in the
     * cells other than {@code skip} (none when -1) from their candidates.
     */
    private boolean placeable(int[] candidates, int skip, int given) {
        int used = skip >= 0 ? 1 << skip : 0;
        return place(candidates, 0, used, given);
    }

    private boolean place(int[] candidates, int slot, int used, int given) {
        if (slot == required.length) {
            return true;
        }
        int digit = required[slot];
        if (digit == given) {
            return place(candidates, slot + 1, used, -1);
        }
        int bit = DigitSet.bit(digit);
        for (int c = 0; c < candidates.length; c++) {
            if ((used & (1 << c)) == 0 && (candidates[c] & bit) != 0) {
                if (place(candidates, slot + 1, used | 1 << c, given)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Quadruple other && other.cells.equals(cells) && other.digits.equals(digits);
    }

    @Override
    public int hashCode() {
        return 31 * cells.hashCode() + digits.hashCode();
    }

    @Override
    public String toString() {
        StringJoiner listed = new StringJoiner(",");
        for (int digit : digits) {
            listed.add(Integer.toString(digit));
        }
        return "quadruple " + listed + " at " + Cells.names(cells);
    }

    @Override
    public String ruleInWords() {
        return "the cells around the circle hold its digits";
    }
}
