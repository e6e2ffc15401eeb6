package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.List;
import java.util.Optional;

/**
 * Locked candidates through the rules: a digit that a group or a constraint must hold (a cage of 17 over two
 * cells holds 8 and 9; every row holds a 5) leaves every cell that sees all its places there, and with one
 * place left it goes there. That a constraint must hold a digit is proven by its own narrowing: with the
 * digit taken from all its cells, its parts find the rule cannot be kept.
 */
final class MustPlace implements RuleFinder {

    static final MustPlace FINDER = new MustPlace();

    /** Rounds of narrowing a constraint's parts in turn to prove a digit must be there. */
    private static final int ROUNDS = 4;

    private MustPlace() {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        int[] places = new int[rules.side * 2];
        for (Rules.Group group : rules.groups) {
            for (int digit = 1; digit <= rules.side; digit++) {
                int n = placesOf(marks, group.cells(), digit, places);
                if (n > 1) {
                    Deduction found = new Deduction(rules);
                    if (group.owner() == null) {
                        found.house(group.house());
                    } else {
                        found.constraint(group.owner());
                    }
                    Optional<Step<RuleTechnique>> step = seenByAll(found, rules, marks, places, n, digit,
                            "Locked " + digit + " in " + group.name(rules.geometry));
                    if (step.isPresent()) {
                        return step;
                    }
                }
            }
        }
        for (Constraint constraint : rules.constraints) {
            deadline.check();
            int[] cells = rules.indexes(constraint.cells());
            if (cells.length > places.length) {
                continue;
            }
            for (int digit = 1; digit <= rules.side; digit++) {
                int n = placesOf(marks, cells, digit, places);
                if (n == 0 || !mustHold(rules, marks, constraint, cells, digit)) {
                    continue;
                }
                if (n == 1) {
                    return Optional.of(new Deduction(rules).constraint(constraint).place(marks, places[0], digit)
                            .cell(places[0]).build(RuleTechnique.MUST_PLACE, "Hidden Single in " + constraint,
                                    "it must hold a " + digit + ", and this is its one place"));
                }
                Optional<Step<RuleTechnique>> step = seenByAll(new Deduction(rules).constraint(constraint), rules, marks, places, n,
                        digit, constraint + " must hold a " + digit);
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The open cells of {@code cells} that hold {@code digit}, into {@code places}; 0 if a cell of them holds
     * it placed (nothing to lock) or none may.
     */
    static int placesOf(Marks marks, int[] cells, int digit, int[] places) {
        int bit = 1 << (digit - 1);
        int n = 0;
        for (int c : cells) {
            if ((marks.candidates(c) & bit) != 0) {
                if (marks.isPlaced(c)) {
                    return 0;
                }
                places[n++] = c;
            }
        }
        return n;
    }

    /** Whether {@code constraint} cannot be kept with {@code digit} in none of its cells. */
    static boolean mustHold(Rules rules, Marks marks, Constraint constraint, int[] cells, int digit) {
        Marks without = marks.copy();
        for (int c : cells) {
            if (!without.keep(c, ~(1 << (digit - 1)))) {
                return true;
            }
        }
        List<Constraint> parts = constraint.parts();
        for (int round = 0; round < ROUNDS; round++) {
            without.clearChanged();
            for (Constraint part : parts) {
                if (!part.narrow(without)) {
                    return true;
                }
            }
            if (without.changedCount() == 0) {
                return false;
            }
        }
        return false;
    }

    /** The step ({@code found}, naming what holds the digit) removing {@code digit} from every open cell that sees all its {@code n} places, if any does. */
    private static Optional<Step<RuleTechnique>> seenByAll(Deduction found, Rules rules, Marks marks, int[] places, int n,
            int digit, String reason) {
        int bit = 1 << (digit - 1);
        for (int c = 0; c < rules.cellCount; c++) {
            if ((marks.candidates(c) & bit) != 0 && !marks.isPlaced(c) && rules.seesAll(c, places, n)) {
                found.eliminate(c, digit);
            }
        }
        if (!found.hasEffect()) {
            return Optional.empty();
        }
        for (int i = 0; i < n; i++) {
            found.cell(places[i]);
        }
        return Optional.of(found.build(RuleTechnique.MUST_PLACE, reason, "every place of " + digit + " there sees them"));
    }
}
