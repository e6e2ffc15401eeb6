package dev.nonet.reason;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Forcing, below the contradiction step: a cell holds one of its few candidates, a group holds a digit in
 * one of its few places; when each of them, assumed, leads by singles and the constraints' own deductions
 * ({@link Propagation}) to the same removal, the removal holds whichever is true. Each branch must end
 * without a contradiction (one that breaks is the contradiction step's). The cells are tried by their number
 * of candidates, the groups' digits by their number of places, fewest first, and the first with an effect is
 * the step; its {@code because} nests each branch's assumption with the deductions made from it.
 */
final class Forcing {

    /** The most branches a forcing step follows. */
    private static final int BRANCHES = 9;

    /** Every candidate of a cell leads to the same removals. */
    static final RuleFinder CELL = (rules, marks, grid, deadline) -> cell(rules, marks, deadline);

    /** Every place of a digit in a house or group leads to the same removals. */
    static final RuleFinder HOUSE = (rules, marks, grid, deadline) -> house(rules, marks, deadline);

    private Forcing() {
    }

    private static Optional<Step<RuleTechnique>> cell(Rules rules, Marks marks, Deadline deadline) {
        for (int c : Contradiction.order(rules, marks)) {
            int m = marks.candidates(c);
            if (Integer.bitCount(m) > BRANCHES) {
                break;
            }
            int[] cells = new int[Integer.bitCount(m)];
            int[] digits = new int[cells.length];
            int n = 0;
            for (; m != 0; m &= m - 1) {
                cells[n] = c;
                digits[n++] = Integer.numberOfTrailingZeros(m) + 1;
            }
            Optional<Step<RuleTechnique>> step = common(rules, marks, cells, digits, deadline, RuleTechnique.CELL_FORCING,
                    "Cell forcing: whichever of " + Deduction.digits(marks.candidates(c)) + " " + rules.cells[c] + " holds");
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /** A digit's places in a house, group or constraint that must hold it, named as a step says it. */
    private record Places(int[] cells, int digit, String where) {
    }

    private static Optional<Step<RuleTechnique>> house(Rules rules, Marks marks, Deadline deadline) {
        List<Places> all = new ArrayList<>();
        int[] places = new int[rules.side * 2];
        for (Rules.Group group : rules.groups) {
            for (int digit = 1; digit <= rules.side; digit++) {
                int n = MustPlace.placesOf(marks, group.cells(), digit, places);
                if (n >= 2 && n <= BRANCHES) {
                    all.add(new Places(java.util.Arrays.copyOf(places, n), digit, group.name(rules.geometry)));
                }
            }
        }
        Marks tried = marks.copy();
        for (Constraint constraint : rules.constraints) {
            deadline.check();
            int[] cells = rules.indexes(constraint.cells());
            for (int digit = 1; digit <= rules.side && cells.length <= places.length; digit++) {
                int n = MustPlace.placesOf(marks, cells, digit, places);
                if (n >= 2 && n <= BRANCHES && MustPlace.mustHold(marks, tried, constraint, cells, digit)) {
                    all.add(new Places(java.util.Arrays.copyOf(places, n), digit, constraint.toString()));
                }
            }
        }
        all.sort(java.util.Comparator.comparingInt(p -> p.cells().length));
        for (Places p : all) {
            int[] digits = new int[p.cells().length];
            java.util.Arrays.fill(digits, p.digit());
            List<Cell> where = new ArrayList<>();
            for (int c : p.cells()) {
                where.add(rules.cells[c]);
            }
            Optional<Step<RuleTechnique>> step = common(rules, marks, p.cells(), digits, deadline, RuleTechnique.HOUSE_FORCING,
                    "House forcing: wherever " + p.digit() + " goes in " + p.where() + " (" + Deduction.cellList(where) + ")");
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /**
     * The step removing what every branch (digit {@code digits[i]} in cell {@code cells[i]}) removes, if each
     * ends without a contradiction and together they remove something.
     */
    private static Optional<Step<RuleTechnique>> common(Rules rules, Marks marks, int[] cells, int[] digits, Deadline deadline,
            RuleTechnique technique, String reason) {
        Trials trials = marks.trials(rules);
        int[] kept = new int[rules.cellCount];
        for (int i = 0; i < cells.length; i++) {
            deadline.check();
            int[] after = trials.after(cells[i], digits[i]);
            if (after == null) {
                return Optional.empty();
            }
            for (int k = 0; k < kept.length; k++) {
                kept[k] |= after[k];
            }
        }
        Deduction found = new Deduction(rules);
        for (int k = 0; k < kept.length; k++) {
            if (!marks.isPlaced(k)) {
                for (int gone = marks.candidates(k) & ~kept[k]; gone != 0; gone &= gone - 1) {
                    found.eliminate(k, Integer.numberOfTrailingZeros(gone) + 1);
                }
            }
        }
        if (!found.hasEffect()) {
            return Optional.empty();
        }
        List<Step<RuleTechnique>> because = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            found.cell(cells[i]);
            Propagation written = new Propagation(rules, marks.copy(), true);
            written.assume(cells[i], digits[i]);
            because.add(written.assumption());
            written.used().forEach(found::constraint);
        }
        return Optional.of(found.because(because).build(technique, reason, "each leads to it"));
    }
}
