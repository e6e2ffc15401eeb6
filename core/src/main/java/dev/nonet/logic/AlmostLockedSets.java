package dev.nonet.logic;

import dev.nonet.grid.CellSet;
import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Techniques that join almost locked sets (see {@link AlmostLockedSet}) by restricted common digits:
 * a digit x both sets hold where every place of x in one sees every place of x in the other, so at
 * most one of them holds x and the other is locked on its remaining digits.
 * <ul>
 * <li>ALS-XZ: sets A and B with a restricted common x and another common digit z. One of them lacks
 * x, so holds z: z goes from every cell seeing all places of z in both. One step makes this for
 * every such z. With a second restricted
 * common (doubly linked) neither set can lack anything but a restricted common, so each set's other
 * digits are locked in it, and each restricted common lies in one of the two.</li>
 * <li>ALS-XY-Wing: a set C with restricted common x to A and y to B. C lacks at most one digit, so it
 * holds x or y, and then A or B lacks it and holds a common digit z of A and B (every such z, in one
 * step).</li>
 * </ul>
 * Sets in one step may share cells, as HoDoKu allows: each restricted common has no place in the
 * cells two linked sets share (see {@link AlmostLockedSet#restrictedCommons}), and the rest of the
 * argument asks only that each set lacks at most one of its digits, which holds of every set on its
 * own. A digit z may lie in the shared cells; the cells it goes from lie outside both sets.
 */
final class AlmostLockedSets {

    private AlmostLockedSets() {
    }

    /** Two sets with a restricted common x: a common digit z lies in one of them. */
    static final TechniqueFinder ALS_XZ = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.ALS_XZ;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            AlmostLockedSetLinks links = AlmostLockedSetLinks.of(grid);
            List<Step<Technique>> steps = new ArrayList<>();
            for (int i = 0; i < links.size(); i++) {
                deadline.check();
                AlmostLockedSet a = links.set(i);
                int[] linked = links.linked(i);
                for (int k = 0; k < linked.length; k++) {
                    if (linked[k] < i) {
                        continue;
                    }
                    AlmostLockedSet b = links.set(linked[k]);
                    int restricted = links.commons(i)[k];
                    if (Integer.bitCount(restricted) == 1) {
                        addSinglyLinked(grid, a, b, restricted, steps);
                    } else if (Integer.bitCount(restricted) == 2) {
                        addDoublyLinked(grid, a, b, restricted, steps);
                    }
                }
            }
            return steps;
        }
    };

    /**
     * One step for every common digit z other than the restricted common x that removes something: each
     * such z lies in A or B (HoDoKu gives them together too).
     */
    private static void addSinglyLinked(CandidateGrid grid, AlmostLockedSet a, AlmostLockedSet b, int x,
            List<Step<Technique>> steps) {
        int others = a.digits() & b.digits() & ~x;
        StepBuilder step = null; // made once something goes: most pairs remove nothing
        int zs = 0;
        for (int z = 1; z <= 9; z++) {
            if ((others & DigitSet.bit(z)) == 0) {
                continue;
            }
            CellSet targets = AlmostLockedSet.seeingAll(grid, z, a, b);
            if (!targets.isEmpty()) {
                step = step == null ? builder(Technique.ALS_XZ, a, b) : step;
                for (int t = targets.next(0); t >= 0; t = targets.next(t + 1)) {
                    step.eliminate(t, z);
                }
                zs |= DigitSet.bit(z);
            }
        }
        if (zs != 0) {
            steps.add(step.build("ALS-XZ: A = " + a.describe() + ", B = " + b.describe() + ", X = "
                    + Wording.digits(x) + ", Z = " + Wording.digits(zs)));
        }
    }

    /**
     * Both sets locked but for one restricted common each: a restricted common goes from cells seeing
     * its places in both sets, any other digit from cells seeing its places in its own set.
     */
    private static void addDoublyLinked(CandidateGrid grid, AlmostLockedSet a, AlmostLockedSet b, int restricted,
            List<Step<Technique>> steps) {
        // Keyed digit first, then cell, so that the description groups the digits.
        TreeSet<Integer> removed = new TreeSet<>();
        for (int d = 1; d <= 9; d++) {
            int bit = DigitSet.bit(d);
            int digit = d;
            if ((restricted & bit) != 0) {
                addKeys(removed, digit, AlmostLockedSet.seeingAll(grid, d, a, b));
                continue;
            }
            if ((a.digits() & bit) != 0) {
                addKeys(removed, digit, AlmostLockedSet.seeingAll(grid, d, a));
            }
            if ((b.digits() & bit) != 0) {
                addKeys(removed, digit, AlmostLockedSet.seeingAll(grid, d, b));
            }
        }
        if (removed.isEmpty()) {
            return;
        }
        StepBuilder step = builder(Technique.ALS_XZ, a, b);
        removed.forEach(key -> step.eliminate(key % 81, key / 81));
        steps.add(step.build("ALS-XZ: A = " + a.describe() + ", B = " + b.describe() + ", X = "
                + Wording.digits(restricted) + " (doubly linked)"));
    }

    /** Adds {@code 81 * digit + cell} for each cell of {@code cells} (walked by index: this runs for every doubly linked pair). */
    private static void addKeys(TreeSet<Integer> removed, int digit, CellSet cells) {
        for (int t = cells.next(0); t >= 0; t = cells.next(t + 1)) {
            removed.add(81 * digit + t);
        }
    }

    /** Three sets: C joined to A by x and to B by y, so a common digit z of A and B lies in one of them. */
    static final TechniqueFinder ALS_XY_WING = new StoppableFinder() {
        @Override
        public Technique technique() {
            return Technique.ALS_XY_WING;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid, Deadline deadline) {
            deadline.check();
            AlmostLockedSetLinks links = AlmostLockedSetLinks.of(grid);
            List<Step<Technique>> steps = new ArrayList<>();
            for (int c = 0; c < links.size(); c++) {
                deadline.check();
                int[] joined = links.linked(c);
                int[] commons = links.commons(c);
                for (int i = 0; i < joined.length; i++) {
                    for (int j = i + 1; j < joined.length; j++) {
                        addWings(grid, links.set(c), links.set(joined[i]), commons[i], links.set(joined[j]), commons[j],
                                steps);
                    }
                }
            }
            return steps;
        }
    };

    /**
     * The wings on A and B around C: one step for each choice of x and y, with every digit z it removes
     * (HoDoKu gives them together too).
     */
    private static void addWings(CandidateGrid grid, AlmostLockedSet c, AlmostLockedSet a, int xs, AlmostLockedSet b,
            int ys, List<Step<Technique>> steps) {
        int common = a.digits() & b.digits();
        if (common == 0) {
            return;
        }
        // Keyed by 10 * x + y, in the order found, which is z's; made once something goes (this runs for
        // every pair of sets linked to C, and most remove nothing).
        Map<Integer, StepBuilder> wings = null;
        Map<Integer, Integer> zsOf = null;
        for (int z = 1; z <= 9; z++) {
            if ((common & DigitSet.bit(z)) == 0 || !a.mayShareSeersWith(b, z)) {
                continue; // most pairs have no cell seeing z in both: that is the cheapest test, so it comes first
            }
            // With several choices of x and y the wing is the same, so it is reported once.
            int x = 0;
            int y = 0;
            for (int d = 1; d <= 9 && y == 0; d++) {
                if ((xs & DigitSet.bit(d)) != 0 && d != z) {
                    x = d;
                    y = otherThan(ys, z, x);
                }
            }
            CellSet targets = y == 0 ? CellSet.EMPTY : AlmostLockedSet.seeingAll(grid, z, a, b);
            if (!targets.isEmpty()) {
                if (wings == null) {
                    wings = new LinkedHashMap<>();
                    zsOf = new LinkedHashMap<>();
                }
                int digit = z;
                StepBuilder step = wings.computeIfAbsent(10 * x + y, k -> builder(Technique.ALS_XY_WING, a, b, c));
                targets.forEach(t -> step.eliminate(t, digit));
                zsOf.merge(10 * x + y, DigitSet.bit(z), (p, q) -> p | q);
            }
        }
        if (wings == null) {
            return;
        }
        Map<Integer, Integer> removedDigits = zsOf;
        wings.forEach((xy, step) -> steps.add(step.build("ALS-XY-Wing: A = " + a.describe() + ", B = " + b.describe()
                + ", C = " + c.describe() + ", X = " + xy / 10 + ", Y = " + xy % 10 + ", Z = " + Wording.digits(removedDigits.get(xy)))));
    }

    /** The lowest digit of {@code mask} that is neither {@code z} nor {@code taken}, or 0. */
    private static int otherThan(int mask, int z, int taken) {
        for (int d = 1; d <= 9; d++) {
            if ((mask & DigitSet.bit(d)) != 0 && d != z && d != taken) {
                return d;
            }
        }
        return 0;
    }

    /** A step whose pattern is the cells of the given sets, each cell once though sets overlap. */
    static StepBuilder builder(Technique technique, AlmostLockedSet... sets) {
        StepBuilder step = new StepBuilder(technique);
        TreeSet<Integer> cells = new TreeSet<>();
        for (AlmostLockedSet set : sets) {
            cells.addAll(set.cells());
        }
        cells.forEach(step::cell);
        return step;
    }
}
