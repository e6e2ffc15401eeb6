package dev.nonet.reason;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a constraint's own deduction holds, in setters' words: a killer cage's sums still possible, and for
 * every other kind its rule in a phrase, as the kind words it ({@link Constraint#ruleInWords()}: a
 * thermometer's digits rise from the bulb). The step itself names the constraint and what it removes.
 */
final class Reasons {

    /** More sums than this are counted, not listed. */
    private static final int SUMS_LISTED = 6;

    private Reasons() {
    }

    /** Why {@code owner} removes what it does, read on the candidates after the deduction. */
    static String of(Constraint owner, Rules rules, Marks after) {
        if (owner instanceof KillerCage cage && cage.sum().isPresent()) {
            return cageSums(cage, rules, after);
        }
        return owner.ruleInWords();
    }

    /** The sums left to a cage, as {@code sums left: 1+5+9, 2+4+9}, or their number if many. */
    private static String cageSums(KillerCage cage, Rules rules, Marks marks) {
        int[] cells = rules.indexes(cage.cells());
        int[] candidates = new int[cells.length];
        int union = 0;
        for (int i = 0; i < cells.length; i++) {
            candidates[i] = marks.candidates(cells[i]);
            union |= candidates[i];
        }
        List<String> sums = new ArrayList<>();
        collect(0, cells.length, cage.sum().getAsInt(), 0, union, candidates, sums);
        if (sums.size() > SUMS_LISTED) {
            return sums.size() + " sums left";
        }
        return (sums.size() == 1 ? "only " : "sums left: ") + String.join(", ", sums);
    }

    /** Every set of {@code left} more digits above {@code from} within {@code union} adding up to {@code sum} that fits the cells. */
    private static void collect(int from, int left, int sum, int chosen, int union, int[] candidates, List<String> out) {
        if (left == 0) {
            if (sum == 0 && fits(candidates, chosen)) {
                List<String> digits = new ArrayList<>();
                for (int m = chosen; m != 0; m &= m - 1) {
                    digits.add(String.valueOf(Integer.numberOfTrailingZeros(m) + 1));
                }
                out.add(String.join("+", digits));
            }
            return;
        }
        for (int d = from + 1; d <= 32 - Integer.numberOfLeadingZeros(union) && d <= sum; d++) {
            if ((union & (1 << (d - 1))) != 0) {
                collect(d, left - 1, sum - d, chosen | 1 << (d - 1), union, candidates, out);
            }
        }
    }

    /** Whether the digits of {@code set} can go one to each cell from its candidates (a perfect matching). */
    static boolean fits(int[] candidates, int set) {
        int[] owner = new int[32];
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < candidates.length; i++) {
            if (!augment(i, candidates, set, owner, 0)) {
                return false;
            }
        }
        return true;
    }

    private static boolean augment(int cell, int[] candidates, int set, int[] owner, int visited) {
        for (int m = candidates[cell] & set & ~visited; m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            int bit = 1 << d;
            if (owner[d] < 0 || augment(owner[d], candidates, set, owner, visited | bit)) {
                owner[d] = cell;
                return true;
            }
        }
        return false;
    }
}
