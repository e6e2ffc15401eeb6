package dev.nonet.reason;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What follows from an assumption by the simple deductions alone, to a fixed point: singles (a placed digit
 * leaves every cell that sees it; a digit with one place in a group goes there) and every constraint's own
 * narrowing, woken when a cell it reads changes. It ends at a contradiction (a cell or a group left without a
 * candidate, a constraint that cannot be kept) or at a position with nothing more to deduce. Told to, it
 * writes each deduction as a step (a single, a digit locked in a group, a constraint's narrowing), and names
 * the constraints it used; {@link #assumption()} then gives the assumption with those steps nested.
 */
final class Propagation {

    /** The most places of a digit in a group that {@link #locked} reads. */
    private static final int LOCKED = 3;

    private final Rules rules;
    private final Marks marks;
    private final boolean writing;
    private final List<Step<RuleTechnique>> steps = new ArrayList<>();
    private final Set<Constraint> used = new LinkedHashSet<>();
    /** When writing, the cells whose digit a line already gave (the assumption, a hidden single). */
    private final boolean[] told;
    private int assumed = -1;
    private int assumedDigit;
    private String broken;

    /** A propagation on {@code marks} (changed in place), writing its lines if {@code writing}. */
    Propagation(Rules rules, Marks marks, boolean writing) {
        this.rules = rules;
        this.marks = marks;
        this.writing = writing;
        this.told = writing ? new boolean[rules.cellCount] : null;
    }

    /**
     * The assumption made, as a step placing it (of {@link RuleTechnique#ASSUMPTION}), with the deductions made
     * from it nested in order and, if one was reached, the contradiction last (when writing).
     */
    Step<RuleTechnique> assumption() {
        Cell cell = rules.cells[assumed];
        List<Step<RuleTechnique>> because = new ArrayList<>(steps);
        if (broken != null) {
            because.add(new Deduction(rules).build(RuleTechnique.BROKEN, broken));
        }
        Deduction made = new Deduction(rules).placement(assumed, assumedDigit).cell(assumed).because(because);
        used.forEach(made::constraint);
        return made.build(RuleTechnique.ASSUMPTION, "assume " + cell + "=" + assumedDigit
                + (broken == null ? "" : ": leads to " + broken));
    }

    /** The candidates, as the deductions have left them so far. */
    Marks marks() {
        return marks;
    }

    /** The contradiction the last {@link #assume} or {@link #eliminate} reached, in words; null if none. */
    String broken() {
        return broken;
    }

    /** The constraints whose narrowing took part (when writing). */
    Set<Constraint> used() {
        return used;
    }

    /**
     * Assumes {@code digit} in cell {@code c} and propagates.
     *
     * @return the contradiction reached, in words, or null if none
     */
    String assume(int c, int digit) {
        assumed = c;
        assumedDigit = digit;
        if (writing) {
            told[c] = true;
        }
        marks.clearChanged();
        broken = marks.keep(c, 1 << (digit - 1)) ? run() : rules.cells[c] + " cannot hold " + digit;
        return broken;
    }

    /**
     * Removes {@code digit} from cell {@code c} after an {@link #assume}, because {@code why} (a contradiction
     * nested under the assumption, written as a step when writing), and propagates.
     *
     * @return the contradiction reached, in words, or null if none
     */
    String eliminate(int c, int digit, java.util.function.Supplier<Step<RuleTechnique>> why) {
        write(why);
        marks.clearChanged();
        broken = marks.keep(c, ~(1 << (digit - 1))) ? run() : rules.cells[c] + " has no candidate left";
        return broken;
    }

    private String run() {
        boolean[] woken = new boolean[rules.parts.size()];
        while (true) {
            String broken = singles();
            if (broken != null) {
                return broken;
            }
            if (marks.changedCount() == 0) {
                broken = locked();
                if (broken != null || marks.changedCount() == 0) {
                    return broken;
                }
            }
            List<Integer> wake = new ArrayList<>();
            for (int i = 0; i < marks.changedCount(); i++) {
                for (int p : rules.partsOf[marks.changed(i)]) {
                    if (!woken[p]) {
                        woken[p] = true;
                        wake.add(p);
                    }
                }
            }
            marks.clearChanged();
            for (int p : wake) {
                woken[p] = false;
                broken = narrow(rules.parts.get(p));
                if (broken != null) {
                    return broken;
                }
            }
        }
    }

    /** Naked and hidden singles until none is left; the contradiction met, or null. */
    private String singles() {
        boolean again = true;
        while (again) {
            again = false;
            for (int c = 0; c < rules.cellCount; c++) {
                int m = marks.candidates(c);
                if (m == 0) {
                    return rules.cells[c] + " has no candidate left";
                }
                if (!marks.isPlaced(c) && (m & (m - 1)) == 0) {
                    marks.markPlaced(c);
                    int cell = c;
                    write(() -> told[cell] ? null : new Deduction(rules).placement(cell, Integer.numberOfTrailingZeros(m) + 1)
                            .cell(cell).build(RuleTechnique.NAKED_SINGLE, rules.cells[cell] + "=" + Deduction.digits(m)));
                    for (int peer : rules.peers[c]) {
                        if (!marks.keep(peer, ~m)) {
                            return rules.cells[peer] + " has no candidate left";
                        }
                    }
                    again = true;
                }
            }
            for (Rules.Group group : rules.groups) {
                int missing = rules.geometry.allDigits & ~marks.union(group.cells());
                if (missing != 0) {
                    return group.name(rules.geometry) + " has no place for " + Deduction.digits(missing & -missing);
                }
                for (int single = marks.lonely(group.cells()); single != 0; single &= single - 1) {
                    int bit = single & -single;
                    for (int c : group.cells()) {
                        if ((marks.candidates(c) & bit) != 0 && !marks.isPlaced(c) && marks.candidates(c) != bit) {
                            marks.keep(c, bit);
                            int cell = c;
                            write(() -> {
                                told[cell] = true;
                                return new Deduction(rules).placement(cell, Integer.numberOfTrailingZeros(bit) + 1)
                                        .cell(cell).build(RuleTechnique.HIDDEN_SINGLE, rules.cells[cell] + "="
                                            + Deduction.digits(bit) + " (hidden single in " + group.name(rules.geometry) + ")");
                            });
                            again = true;
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * Locked candidates, once the singles are done: a digit with two or three places in a group leaves every
     * cell that sees them all; the contradiction met, or null.
     */
    private String locked() {
        int[] places = new int[LOCKED];
        for (Rules.Group group : rules.groups) {
            // The digits with two or three places in the group and none placed there, counted for all digits at
            // once: a digit's bit is in one, two, three, four once it has that many places. The removals below
            // take a digit only from cells outside its places, so they change no other digit's count here.
            int one = 0;
            int two = 0;
            int three = 0;
            int four = 0;
            int placedDigits = 0;
            for (int c : group.cells()) {
                int m = marks.candidates(c);
                if (marks.isPlaced(c)) {
                    placedDigits |= m;
                    continue;
                }
                four |= three & m;
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            for (int want = two & ~four & ~placedDigits; want != 0; want &= want - 1) {
                int bit = want & -want;
                int n = 0;
                for (int c : group.cells()) {
                    if ((marks.candidates(c) & bit) != 0) {
                        places[n++] = c;
                    }
                }
                List<Integer> found = null;
                for (int c : rules.peers[places[0]]) {
                    if ((marks.candidates(c) & bit) != 0 && rules.seesAll(c, places, n)) {
                        found = found == null ? new ArrayList<>() : found;
                        found.add(c);
                    }
                }
                if (found == null) {
                    continue;
                }
                List<Integer> seeing = found;
                int digit = Integer.numberOfTrailingZeros(bit) + 1;
                int[] locked = java.util.Arrays.copyOf(places, n);
                write(() -> {
                    Deduction step = new Deduction(rules);
                    seeing.forEach(c -> step.eliminate(c, digit));
                    for (int place : locked) {
                        step.cell(place);
                    }
                    return step.build(RuleTechnique.MUST_PLACE, digit + " locked in " + group.name(rules.geometry), null);
                });
                for (int c : seeing) {
                    if (!marks.keep(c, ~bit)) {
                        return rules.cells[c] + " has no candidate left";
                    }
                }
            }
        }
        return null;
    }

    /** One part's narrowing; the contradiction met, or null. */
    private String narrow(Rules.Part part) {
        int[] before = null;
        if (writing) {
            before = new int[part.cells().length];
            for (int i = 0; i < before.length; i++) {
                before[i] = marks.candidates(part.cells()[i]);
            }
        }
        if (!part.part().narrow(marks)) {
            used.add(part.owner());
            return part.owner() + " cannot be kept";
        }
        if (writing) {
            Deduction found = new Deduction(rules).constraint(part.owner());
            for (int i = 0; i < before.length; i++) {
                for (int gone = before[i] & ~marks.candidates(part.cells()[i]); gone != 0; gone &= gone - 1) {
                    found.eliminate(part.cells()[i], Integer.numberOfTrailingZeros(gone) + 1);
                }
            }
            if (found.hasEffect()) {
                used.add(part.owner());
                steps.add(found.build(RuleTechnique.CONSTRAINT, part.owner().toString(), null));
            }
        }
        return null;
    }

    /** Keeps the step {@code step} makes, when writing; a null step is one already told. */
    private void write(java.util.function.Supplier<Step<RuleTechnique>> step) {
        if (writing) {
            Step<RuleTechnique> made = step.get();
            if (made != null) {
                steps.add(made);
            }
        }
    }
}
