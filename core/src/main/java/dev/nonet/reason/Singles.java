package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.Optional;

/** The singles: a digit with one place in a group, a cell with one candidate. */
final class Singles {

    private Singles() {
    }

    /** A digit with one place left in a house or a group of as many cells as digits that keep it different. */
    static final RuleFinder HIDDEN = (rules, marks, grid, deadline) -> hidden(rules, marks, deadline);

    /** An open cell with one candidate left. */
    static final RuleFinder NAKED = (rules, marks, grid, deadline) -> naked(rules, marks);

    private static Optional<Step<RuleTechnique>> hidden(Rules rules, Marks marks, Deadline deadline) {
        deadline.check();
        for (Rules.Group group : rules.groups) {
            for (int single = marks.lonely(group.cells()); single != 0; single &= single - 1) {
                int bit = single & -single;
                for (int c : group.cells()) {
                    if ((marks.candidates(c) & bit) != 0 && !marks.isPlaced(c)) {
                        int digit = Integer.numberOfTrailingZeros(bit) + 1;
                        Deduction found = new Deduction(rules).place(marks, c, digit).cell(c);
                        if (group.owner() == null) {
                            found.house(group.house());
                        } else {
                            found.constraint(group.owner());
                        }
                        return Optional.of(found.build(RuleTechnique.HIDDEN_SINGLE,
                                "Hidden Single in " + group.name(rules.geometry), "the only place for " + digit));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Step<RuleTechnique>> naked(Rules rules, Marks marks) {
        for (int c = 0; c < rules.cellCount; c++) {
            int m = marks.candidates(c);
            if (!marks.isPlaced(c) && m != 0 && (m & (m - 1)) == 0) {
                int digit = Integer.numberOfTrailingZeros(m) + 1;
                return Optional.of(new Deduction(rules).place(marks, c, digit).cell(c)
                        .build(RuleTechnique.NAKED_SINGLE, "Naked Single", "the only candidate left in " + rules.cells[c]));
            }
        }
        return Optional.empty();
    }
}
