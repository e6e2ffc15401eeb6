package dev.nonet.reason;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What follows from an assumption by the simple deductions alone, to a fixed point: singles (a placed digit
 * leaves every cell that sees it; a digit with one place in a group goes there) and every constraint's own
 * narrowing, woken when a cell it reads changes. It ends at a contradiction (a cell or a group left without a
 * candidate, a constraint that cannot be kept) or at a position with nothing more to deduce. Told to, it
 * writes each deduction as a line, and names the constraints it used.
 */
final class Propagation {

    /** The most places of a digit in a group that {@link #locked} reads. */
    private static final int LOCKED = 3;

    private final Rules rules;
    private final Marks marks;
    private final boolean writing;
    private final List<String> lines = new ArrayList<>();
    private final Set<Constraint> used = new LinkedHashSet<>();

    /** A propagation on {@code marks} (changed in place), writing its lines if {@code writing}. */
    Propagation(Rules rules, Marks marks, boolean writing) {
        this.rules = rules;
        this.marks = marks;
        this.writing = writing;
    }

    /** The deductions made, one line each (when writing). */
    List<String> lines() {
        return lines;
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
        marks.clearChanged();
        write(() -> "assume " + rules.cells[c] + "=" + digit);
        if (!marks.keep(c, 1 << (digit - 1))) {
            return rules.cells[c] + " cannot hold " + digit;
        }
        return run();
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
                    Cell cell = rules.cells[c];
                    write(() -> cell + "=" + Deduction.digits(m));
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
                            Cell cell = rules.cells[c];
                            write(() -> cell + "=" + Deduction.digits(bit) + " (hidden single in "
                                    + group.name(rules.geometry) + ")");
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
            for (int bit = 1; bit <= rules.geometry.allDigits; bit <<= 1) {
                int n = 0;
                for (int c : group.cells()) {
                    if ((marks.candidates(c) & bit) != 0) {
                        if (marks.isPlaced(c) || n == LOCKED) {
                            n = LOCKED + 1;
                            break;
                        }
                        places[n++] = c;
                    }
                }
                if (n < 2 || n > LOCKED) {
                    continue;
                }
                for (int c : rules.peers[places[0]]) {
                    if ((marks.candidates(c) & bit) != 0 && rules.seesAll(c, places, n)) {
                        int digit = bit;
                        write(() -> Deduction.digits(digit) + " locked in " + group.name(rules.geometry)
                                + ": removes it from " + rules.cells[c]);
                        if (!marks.keep(c, ~bit)) {
                            return rules.cells[c] + " has no candidate left";
                        }
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
            List<String> removed = new ArrayList<>();
            for (int i = 0; i < before.length; i++) {
                int gone = before[i] & ~marks.candidates(part.cells()[i]);
                if (gone != 0) {
                    removed.add(Deduction.digits(gone) + " from " + rules.cells[part.cells()[i]]);
                }
            }
            if (!removed.isEmpty()) {
                used.add(part.owner());
                lines.add(part.owner() + ": removes " + String.join("; ", removed));
            }
        }
        return null;
    }

    private void write(java.util.function.Supplier<String> line) {
        if (writing) {
            lines.add(line.get());
        }
    }
}
