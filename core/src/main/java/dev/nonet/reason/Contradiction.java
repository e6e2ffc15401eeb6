package dev.nonet.reason;

import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last resort, never a guess: a candidate that, placed, leads by singles and the constraints' own
 * deductions ({@link Propagation}) to a contradiction is removed. Candidates are tried in cells of two
 * candidates first (whose other digit then follows at once), then three, and so on, each cell's digits from
 * the lowest, so that the step found is always the same. The trials are the position's ({@link Trials}),
 * shared with the forcing steps tried before.
 */
final class Contradiction implements RuleFinder {

    static final Contradiction FINDER = new Contradiction();

    private Contradiction() {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        Trials trials = marks.trials(rules);
        for (int cell : order(rules, marks)) {
            for (int m = marks.candidates(cell); m != 0; m &= m - 1) {
                deadline.check();
                int digit = Integer.numberOfTrailingZeros(m) + 1;
                if (!trials.breaks(cell, digit)) {
                    continue;
                }
                Propagation written = new Propagation(rules, marks.copy(), true);
                String broken = written.assume(cell, digit);
                Deduction found = new Deduction(rules).eliminate(cell, digit).cell(cell)
                        .because(List.of(written.assumption()));
                written.used().forEach(found::constraint);
                return Optional.of(found.build(RuleTechnique.CONTRADICTION,
                        "Contradiction: " + rules.cells[cell] + "=" + digit + " leads to " + broken, null));
            }
        }
        return Optional.empty();
    }

    /** The open cells by their number of candidates, fewest first, then in grid order. */
    static List<Integer> order(Rules rules, Marks marks) {
        List<Integer> open = new ArrayList<>();
        for (int size = 2; size <= rules.side; size++) {
            for (int c = 0; c < rules.cellCount; c++) {
                if (!marks.isPlaced(c) && Integer.bitCount(marks.candidates(c)) == size) {
                    open.add(c);
                }
            }
        }
        return open;
    }
}
