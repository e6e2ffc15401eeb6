package dev.nonet.reason;

import dev.nonet.constraint.KillerCage;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;

/**
 * Why a constraint's own deduction holds, in setters' words: a killer cage's sums still possible, and for
 * every other kind its rule in a phrase (a thermometer's digits rise from the bulb, a German whisper's
 * neighbours differ by at least 5). The step itself names the constraint and what it removes.
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
        return rule(owner);
    }

    /** The rule of {@code owner}'s kind as a phrase. */
    static String rule(Constraint owner) {
        switch (owner.kind()) {
            case "killercage":
            case "extraregion":
            case "disjointgroups":
            case "diagonal+":
            case "diagonal-":
                return "no digit repeats in it";
            case "thermometer":
                return "digits rise from the bulb";
            case "slowthermometer":
                return "digits never fall from the bulb";
            case "arrow":
                return "the circle is the sum of the arrow";
            case "doublearrow":
                return "the ends add up to the cells between";
            case "difference":
                return "the dotted digits differ by the dot's value";
            case "ratio":
                return "one dotted digit is the other times the dot's value";
            case "xv":
            case "sum":
                return "the dotted digits add up to the dot's value";
            case "renban":
                return "the line holds consecutive digits in any order";
            case "whispers":
                return "neighbours on the line differ by at least the line's value";
            case "palindrome":
                return "the line reads the same both ways";
            case "betweenline":
                return "the digits on the line lie strictly between its ends";
            case "regionsumline":
                return "the line's sum is the same in every box it crosses";
            case "littlekillersum":
                return "the diagonal adds up to the clue";
            case "sandwichsum":
                return "the digits between 1 and the highest digit add up to the clue";
            case "xsum":
                return "the first X digits add up to the clue, X the first digit";
            case "skyscraper":
                return "the clue counts the digits seen past the lower ones";
            case "quadruple":
                return "the cells around the circle hold its digits";
            case "odd":
                return "the cell is odd";
            case "even":
                return "the cell is even";
            case "minimum":
                return "the cell is smaller than its neighbours";
            case "maximum":
                return "the cell is larger than its neighbours";
            case "antiknight":
                return "cells a knight's move apart differ";
            case "antiking":
                return "cells a king's move apart differ";
            case "nonconsecutive":
                return "neighbouring cells are not consecutive";
            case "negative":
                return "no dot, so no such pair";
            default:
                return "no way to keep the rule holds them";
        }
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
