package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The contradiction step one level down, for positions where no single assumption breaks a rule by the simple
 * deductions: a candidate is assumed, and in the position that follows, any candidate that itself leads to a
 * contradiction ({@link Contradiction}'s test, there) is removed, and the simple deductions go on; when that
 * ends in a contradiction, the first candidate is removed. What Sudoku Explainer calls a forcing net of the
 * second level, over the rules. It is tried last, after every other technique: it is the hardest to follow.
 *
 * <p>The step nests the assumption, with the deductions made from it and, among them, each contradiction used
 * as a step of its own with its assumption and deductions nested in turn.
 */
final class NestedContradiction implements RuleFinder {

    static final NestedContradiction FINDER = new NestedContradiction();


    private NestedContradiction() {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        List<int[]> order = strongestFirst(rules, marks);
        for (int[] candidate : order) {
            int cell = candidate[0];
            int digit = candidate[1];
            if (follow(rules, marks, order, cell, digit, false, deadline) == null) {
                continue;
            }
            Propagation written = follow(rules, marks, order, cell, digit, true, deadline);
            Deduction found = new Deduction(rules).eliminate(cell, digit).cell(cell)
                    .because(List.of(written.assumption()));
            written.used().forEach(found::constraint);
            return Optional.of(found.build(RuleTechnique.NESTED_CONTRADICTION, "Nested contradiction: "
                    + rules.cells[cell] + "=" + digit + " leads, with the contradictions under it, to "
                    + written.broken(), null));
        }
        return Optional.empty();
    }

    /**
     * The open candidates as {cell, digit}, those whose assumption leaves the fewest candidates by the simple
     * deductions first (the position's {@link Trials}, already worked out by the steps tried before), then in
     * {@link Contradiction#order}. The first candidate that breaks ends the search, and one that forces much is
     * likelier to break with the contradictions under it: on "It being a weekend..." of the variant set this
     * order found the steps in a fraction of the trials.
     */
    private static List<int[]> strongestFirst(Rules rules, Marks marks) {
        Trials trials = marks.trials(rules);
        List<int[]> candidates = new ArrayList<>();
        for (int c : Contradiction.order(rules, marks)) {
            for (int m = marks.candidates(c); m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m) + 1;
                int[] after = trials.after(c, d);
                int left = 0;
                for (int k = 0; after != null && k < after.length; k++) {
                    left += Integer.bitCount(after[k]);
                }
                candidates.add(new int[] {c, d, left});
            }
        }
        candidates.sort(Comparator.comparingInt(candidate -> candidate[2]));
        return candidates;
    }

    /**
     * Assumes {@code digit} in {@code cell} on a copy of {@code marks}, then goes over the candidates left (in
     * {@code order}, the strongest first, so that a pass removes the most) again and again, removing each whose own assumption breaks a rule there and
     * propagating, until one pass removes nothing; the propagation, if it ends in a contradiction, else null.
     * Passes rather than a restart after each removal: a candidate that did not break early in a pass is tried
     * again in the next, and the work is the same whether the steps are written or not.
     */
    private static Propagation follow(Rules rules, Marks marks, List<int[]> order, int cell, int digit,
            boolean writing, Deadline deadline) {
        Propagation outer = new Propagation(rules, marks.copy(), writing);
        if (outer.assume(cell, digit) != null) {
            return outer;
        }
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int[] candidate : order) {
                deadline.check();
                int c = candidate[0];
                int d = candidate[1];
                if ((outer.marks().candidates(c) & (1 << (d - 1))) == 0 || outer.marks().isPlaced(c)
                        || new Propagation(rules, outer.marks().copy(), false).assume(c, d) == null) {
                    continue;
                }
                removed = true;
                if (outer.eliminate(c, d, () -> innerStep(rules, outer.marks(), c, d)) != null) {
                    return outer;
                }
            }
        }
        return null;
    }

    /** The contradiction that removes {@code digit} from {@code cell} of {@code marks}, as a nested step. */
    private static Step<RuleTechnique> innerStep(Rules rules, Marks marks, int cell, int digit) {
        Propagation written = new Propagation(rules, marks.copy(), true);
        String broken = written.assume(cell, digit);
        Deduction found = new Deduction(rules).eliminate(cell, digit).cell(cell).because(List.of(written.assumption()));
        written.used().forEach(found::constraint);
        return found.build(RuleTechnique.CONTRADICTION, "Contradiction: " + rules.cells[cell] + "=" + digit
                + " leads to " + broken, null);
    }
}
