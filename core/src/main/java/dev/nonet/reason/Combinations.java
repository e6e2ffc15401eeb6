package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import java.util.Optional;

/**
 * A constraint read with the houses: every way to fill its cells from their candidates that keeps its rule
 * ({@link Constraint#keeps}) and puts different digits in cells that see each other (three cells of a line
 * in one box, a cage's cells) is tried, and a candidate no way uses goes. Exact where a constraint's own
 * narrowing is not, and stronger, since the narrowing knows nothing of the houses. Tried only on
 * constraints of a few cells, within a budget of ways, so that a step stays quick.
 */
final class Combinations implements RuleFinder {

    static final Combinations FINDER = new Combinations();

    /** Constraints of more cells are left to their narrowing. */
    private static final int MOST_CELLS = 12;
    /** Cells tried, at most, per constraint and step. */
    private static final int BUDGET = 200_000;

    private Combinations() {
    }

    @Override
    public Optional<RuleStep> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        for (Constraint constraint : rules.constraints) {
            deadline.check();
            int[] cells = rules.indexes(constraint.cells());
            if (cells.length > MOST_CELLS) {
                continue;
            }
            Walk walk = new Walk(rules, marks, constraint, cells);
            if (!walk.run() || walk.none()) {
                continue; // over budget, or the rule cannot be kept: the solver's contradiction, not a step
            }
            Deduction found = new Deduction(rules).constraint(constraint);
            for (int i = 0; i < cells.length; i++) {
                int gone = marks.candidates(cells[i]) & ~walk.support[i];
                for (int m = gone; m != 0; m &= m - 1) {
                    found.eliminate(cells[i], Integer.numberOfTrailingZeros(m) + 1);
                }
                found.cell(cells[i]);
            }
            if (found.hasEffect()) {
                return Optional.of(found.build(RuleTechnique.COMBINATIONS, constraint.toString(),
                        Reasons.rule(constraint) + ", and cells that see each other differ: no way to fill it holds them"));
            }
        }
        return Optional.empty();
    }

    /** The depth-first walk over one constraint's fillings, recording which digits some filling uses. */
    private static final class Walk {
        final Rules rules;
        final Marks marks;
        final Constraint constraint;
        final int[] cells;
        final int[] support;
        final int[] digits;
        final int[] digitAt;
        int budget = BUDGET;

        Walk(Rules rules, Marks marks, Constraint constraint, int[] cells) {
            this.rules = rules;
            this.marks = marks;
            this.constraint = constraint;
            this.cells = cells;
            this.support = new int[cells.length];
            this.digits = new int[cells.length];
            this.digitAt = new int[rules.cellCount];
        }

        /** False if the budget ran out. */
        boolean run() {
            return fill(0);
        }

        boolean none() {
            return support[0] == 0;
        }

        private boolean fill(int i) {
            if (--budget < 0) {
                return false;
            }
            if (i == cells.length) {
                if (constraint.keeps(cell -> digitAt[rules.geometry.indexOf(cell)])) {
                    for (int k = 0; k < cells.length; k++) {
                        support[k] |= 1 << (digits[k] - 1);
                    }
                }
                return true;
            }
            for (int m = marks.candidates(cells[i]); m != 0; m &= m - 1) {
                int digit = Integer.numberOfTrailingZeros(m) + 1;
                if (clashes(i, digit)) {
                    continue;
                }
                digits[i] = digit;
                digitAt[cells[i]] = digit;
                if (!fill(i + 1)) {
                    return false;
                }
            }
            return true;
        }

        /** Whether an earlier cell that sees cell {@code i} holds {@code digit}. */
        private boolean clashes(int i, int digit) {
            for (int k = 0; k < i; k++) {
                if (digits[k] == digit && rules.sees[cells[k]][cells[i]]) {
                    return true;
                }
            }
            return false;
        }
    }
}
