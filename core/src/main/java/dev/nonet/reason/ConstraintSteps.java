package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.Optional;

/**
 * A constraint's own deduction: one part of one constraint narrows its cells' candidates
 * ({@link dev.nonet.grid.Constraint#narrow}), which is sound for every kind, and what it removes is the
 * step. The step names the constraint and gives the reason in its kind's words ({@link Reasons}).
 */
final class ConstraintSteps implements RuleFinder {

    static final ConstraintSteps FINDER = new ConstraintSteps();

    private ConstraintSteps() {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        Marks after = marks.copy();
        for (int p = 0; p < rules.parts.size(); p++) {
            if ((p & 255) == 0) {
                deadline.check();
            }
            Rules.Part part = rules.parts.get(p);
            after.undo(marks);
            if (!part.part().narrow(after) || after.changedCount() == 0) {
                continue; // a broken rule is the solver's contradiction, not a step
            }
            Deduction found = new Deduction(rules).constraint(part.owner()).eliminateChanges(marks, after, part.cells());
            for (int c : part.cells()) {
                found.cell(c);
            }
            if (found.hasEffect()) {
                return Optional.of(found.build(RuleTechnique.CONSTRAINT, part.owner().toString(),
                        Reasons.of(part.owner(), rules, after)));
            }
        }
        return Optional.empty();
    }
}
