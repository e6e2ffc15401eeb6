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
                if (n > 1 && seenByOne(rules, marks, places, n, digit)) {
                    Deduction found = new Deduction(rules);
                    if (group.owner() == null) {
                        found.house(group.house());
                    } else {
                        found.constraint(group.owner());
                    }
                    return seenByAll(found, rules, marks, places, n, digit, "Locked " + digit + " in " + group.name(rules.geometry));
                }
            }
        }
        Marks tried = marks.copy();
        for (Constraint constraint : rules.constraints) {
            deadline.check();
            int[] cells = rules.indexes(constraint.cells());
            if (cells.length > places.length) {
                continue;
            }
            for (int digit = 1; digit <= rules.side; digit++) {
                int n = placesOf(marks, cells, digit, places);
                if (n == 0 || !mustHold(marks, tried, constraint, cells, digit)) {
                    continue;
                }
                if (n == 1) {
                    return Optional.of(new Deduction(rules).constraint(constraint).place(marks, places[0], digit)
                            .cell(places[0]).build(RuleTechnique.MUST_PLACE, "Hidden Single in " + constraint,
                                    "it must hold a " + digit + ", and this is its one place"));
                }
                if (seenByOne(rules, marks, places, n, digit)) {
                    return seenByAll(new Deduction(rules).constraint(constraint), rules, marks, places, n, digit,
                            constraint + " must hold a " + digit);
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

    /**
     * Whether {@code constraint} cannot be kept with {@code digit} in none of its cells, tried on {@code tried}: a copy
     * of {@code marks} with no cell changed, as it is again after.
     */
    static boolean mustHold(Marks marks, Marks tried, Constraint constraint, int[] cells, int digit) {
        boolean must = breaksWithout(tried, constraint, cells, digit);
        tried.undo(marks);
        return must;
    }

    private static boolean breaksWithout(Marks without, Constraint constraint, int[] cells, int digit) {
        for (int c : cells) {
            if (!without.keep(c, ~(1 << (digit - 1)))) {
                return true;
            }
        }
        List<Constraint> parts = constraint.parts();
        for (int round = 0; round < ROUNDS; round++) {
            long before = without.changes();
            for (Constraint part : parts) {
                if (!part.narrow(without)) {
                    return true;
                }
            }
            if (without.changes() == before) {
                return false;
            }
        }
        return false;
    }

    /** Whether some open cell holding {@code digit} sees all its {@code n} places: {@link #seenByAll} would find a step. */
    private static boolean seenByOne(Rules rules, Marks marks, int[] places, int n, int digit) {
        int bit = 1 << (digit - 1);
        for (int c : rules.peers[places[0]]) { // a cell that sees them all sees the first
            if ((marks.candidates(c) & bit) != 0 && !marks.isPlaced(c) && rules.seesAll(c, places, n)) {
                return true;
            }
        }
        return false;
    }

    /** The step ({@code found}, naming what holds the digit) removing {@code digit} from every open cell that sees all its {@code n} places, if any does. */
    private static Optional<Step<RuleTechnique>> seenByAll(Deduction found, Rules rules, Marks marks, int[] places, int n,
            int digit, String reason) {
        int bit = 1 << (digit - 1);
        for (int c : rules.peers[places[0]]) {
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
