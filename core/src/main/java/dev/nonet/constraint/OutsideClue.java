package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A clue outside the grid about the whole row or column it looks along: what a {@link Sandwich}, an
 * {@link XSum} and a {@link Skyscraper} are, written once. The line is a whole row or column, so its
 * digits are 1 to its length, each once; the check reads it so and leaves the kind its digits in order
 * ({@link #keepsDigits}). A kind narrows by saying what each cell keeps from the line's candidates
 * ({@link #kept}); the cells are then narrowed to that.
 */
abstract sealed class OutsideClue extends Line permits Sandwich, XSum, Skyscraper {

    /**
     * @param least the fewest cells the kind reads
     * @param value the clue's number: the sum, or how many buildings are seen
     * @throws IllegalArgumentException for a line too short, a repeated cell or a line longer than 25
     */
    OutsideClue(String kind, List<Cell> line, int least, int value) {
        super(kind, line, least, value, true);
        int n = line().size();
        if (n > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException(kind + " line of " + n + " cells is longer than a grid's side");
        }
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int n = line.size();
        int[] digits = new int[n];
        int seen = 0;
        for (int i = 0; i < n; i++) {
            int digit = digitAt.applyAsInt(line.get(i));
            if (digit < 1 || digit > n || (seen & DigitSet.bit(digit)) != 0) {
                return false;
            }
            seen |= DigitSet.bit(digit);
            digits[i] = digit;
        }
        return keepsDigits(digits);
    }

    /** Whether the line's digits, in order from the clue and each of 1 to the line's length once, keep the clue. */
    abstract boolean keepsDigits(int[] digits);

    @Override
    public boolean narrow(Domains domains) {
        return leavesEachCell(kept(candidates(domains)), domains, true);
    }

    @Override
    public boolean mayBeKept(Domains domains) {
        return leavesEachCell(anyKept(candidates(domains)), domains, false);
    }

    /**
     * Whether {@code kept} (what each cell keeps; null when the clue cannot be kept) leaves each cell a digit; with
     * {@code narrow}, the cells are narrowed to it on the way.
     */
    private boolean leavesEachCell(int[] kept, Domains domains, boolean narrow) {
        if (kept == null) {
            return false;
        }
        for (int i = 0; i < kept.length; i++) {
            Cell cell = line.get(i);
            if (kept[i] != domains.candidates(cell) && (narrow ? !domains.keep(cell, kept[i]) : kept[i] == 0)) {
                return false;
            }
        }
        return true;
    }

    /** The candidates of the line's cells, each within 1 to the line's length. */
    private int[] candidates(Domains domains) {
        int n = line.size();
        int all = LineMasks.atMost(n);
        int[] candidates = new int[n];
        for (int i = 0; i < n; i++) {
            candidates[i] = domains.candidates(line.get(i)) & all;
        }
        return candidates;
    }

    /**
     * What each cell of the line keeps, given the line's {@code candidates} (each within 1 to the line's
     * length): the digits some placing keeping the clue gives it. Null when the clue cannot be kept.
     */
    abstract int[] kept(int[] candidates);

    /**
     * {@link #kept}, where it is enough to know whether some placing keeps the clue: a kind may stop at the first
     * one, each cell then keeping at least that placing's digit.
     */
    int[] anyKept(int[] candidates) {
        return kept(candidates);
    }

    /**
     * Whether every cell but {@code skip} and {@code skipToo} can take a digit of {@code inner} (the cells
     * from {@code from} to before {@code to}) or of {@code outer} (the others), and together they offer
     * all of both.
     */
    static boolean fits(int[] candidates, int skip, int skipToo, int from, int to, int inner, int outer) {
        int inside = 0;
        int outside = 0;
        for (int i = 0; i < candidates.length; i++) {
            if (i == skip || i == skipToo) {
                continue;
            }
            boolean between = i >= from && i < to;
            int offer = candidates[i] & (between ? inner : outer);
            if (offer == 0) {
                return false;
            }
            if (between) {
                inside |= offer;
            } else {
                outside |= offer;
            }
        }
        return inside == inner && outside == outer;
    }
}
