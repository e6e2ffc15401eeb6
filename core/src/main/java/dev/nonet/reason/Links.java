package dev.nonet.reason;

import dev.nonet.constraint.AllDifferent;
import dev.nonet.grid.Constraint;
import java.util.ArrayList;
import java.util.List;

/**
 * The links between a position's candidates that chains follow ({@link RuleChains}), a candidate being a
 * cell's index times the side plus its digit less one. A weak link joins two candidates that cannot both be
 * true: two digits of one cell, one digit in two cells that see each other, or two candidates a constraint
 * forbids together (with the first placed, one narrowing of a part reading its cell removes the second). A
 * strong link joins two that cannot both be false: the two digits of a cell holding two, the two places of a
 * digit in a group.
 */
final class Links {

    final int side;
    /** For each candidate, the candidates weakly linked to it, and the constraint making each link (null: the houses or a cell). */
    final List<List<Integer>> weak = new ArrayList<>();
    final List<List<Constraint>> weakBy = new ArrayList<>();
    /** For each candidate, the candidates strongly linked to it. */
    final List<List<Integer>> strong = new ArrayList<>();
    private final boolean[] linked;
    private final int count;

    Links(Rules rules, Marks marks) {
        this.side = rules.side;
        this.count = rules.cellCount * side;
        this.linked = new boolean[count * count];
        for (int i = 0; i < count; i++) {
            weak.add(new ArrayList<>());
            weakBy.add(new ArrayList<>());
            strong.add(new ArrayList<>());
        }
        for (int c = 0; c < rules.cellCount; c++) {
            int m = marks.candidates(c);
            if (open(marks, c)) {
                for (int a = m; a != 0; a &= a - 1) {
                    int x = c * side + Integer.numberOfTrailingZeros(a);
                    for (int b = a & (a - 1); b != 0; b &= b - 1) {
                        addWeak(x, c * side + Integer.numberOfTrailingZeros(b), null);
                    }
                    for (int peer : rules.peers[c]) {
                        if (open(marks, peer) && (marks.candidates(peer) & (a & -a)) != 0) {
                            addWeak(x, peer * side + Integer.numberOfTrailingZeros(a), null);
                        }
                    }
                }
                if (Integer.bitCount(m) == 2) {
                    addStrong(c * side + Integer.numberOfTrailingZeros(m), c * side + 31 - Integer.numberOfLeadingZeros(m));
                }
            }
        }
        for (Rules.Group group : rules.groups) {
            for (int d = 0; d < side; d++) {
                int first = -1;
                int second = -1;
                int n = 0;
                for (int c : group.cells()) {
                    if ((marks.candidates(c) & (1 << d)) != 0) {
                        n++;
                        second = first < 0 ? -1 : c;
                        first = first < 0 ? c : first;
                    }
                }
                if (n == 2 && open(marks, first) && open(marks, second)) {
                    addStrong(first * side + d, second * side + d);
                }
            }
        }
        constraintLinks(rules, marks);
    }

    /** Whether cell {@code c} is still open: more than one candidate. */
    static boolean open(Marks marks, int c) {
        int m = marks.candidates(c);
        return (m & (m - 1)) != 0;
    }

    /** With each open candidate placed in turn, what one narrowing of each part reading its cell removes. */
    private void constraintLinks(Rules rules, Marks marks) {
        for (int c = 0; c < rules.cellCount; c++) {
            if (!open(marks, c)) {
                continue;
            }
            for (int p : rules.partsOf[c]) {
                Rules.Part part = rules.parts.get(p);
                if (part.part() instanceof AllDifferent) {
                    continue; // the cells see each other: links of the houses' kind
                }
                for (int m = marks.candidates(c); m != 0; m &= m - 1) {
                    int d = Integer.numberOfTrailingZeros(m);
                    Marks placed = marks.copy();
                    placed.keep(c, 1 << d);
                    if (!part.part().narrow(placed)) {
                        continue; // the candidate breaks the rule alone: the constraint's own step removes it
                    }
                    for (int k = 0; k < placed.changedCount(); k++) {
                        int other = placed.changed(k);
                        int gone = marks.candidates(other) & ~placed.candidates(other);
                        for (int g = other == c ? 0 : gone; g != 0; g &= g - 1) {
                            addWeak(c * side + d, other * side + Integer.numberOfTrailingZeros(g), part.owner());
                        }
                    }
                }
            }
        }
    }

    private void addWeak(int a, int b, Constraint by) {
        if (a == b || linked[a * count + b]) {
            return;
        }
        linked[a * count + b] = true;
        linked[b * count + a] = true;
        weak.get(a).add(b);
        weakBy.get(a).add(by);
        weak.get(b).add(a);
        weakBy.get(b).add(by);
    }

    private void addStrong(int a, int b) {
        if (!strong.get(a).contains(b)) {
            strong.get(a).add(b);
            strong.get(b).add(a);
        }
    }

    /** Whether {@code a} and {@code b} cannot both be true. */
    boolean weaklyLinked(int a, int b) {
        return linked[a * count + b];
    }

    /** The constraint that links {@code a} weakly to {@code b}, null for a cell or the houses. */
    Constraint weakBy(int a, int b) {
        return weakBy.get(a).get(weak.get(a).indexOf(b));
    }
}
