package dev.nonet.reason;

import dev.nonet.constraint.LittleKiller;
import dev.nonet.constraint.Sandwich;
import dev.nonet.constraint.Skyscraper;
import dev.nonet.constraint.XSum;
import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.FixedSum;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A constraint read with the houses: every way to fill its cells from their candidates that keeps its rule
 * ({@link Constraint#keeps}), and the rule of every other constraint on those cells alone, and puts different
 * digits in cells that see each other (three cells of a line in one box, a cage's cells) is tried, and a
 * candidate no way uses goes. Exact where a constraint's own narrowing is not, and stronger, since the
 * narrowing knows nothing of the houses. Tried only on constraints of a few cells, within a budget of ways,
 * so that a step stays quick. {@link #TOGETHER} does the same for two constraints that share cells (a cage
 * and a line through it), over the cells of both.
 */
final class Combinations implements RuleFinder {

    /** One constraint at a time. */
    static final Combinations FINDER = new Combinations(false);
    /** Two constraints sharing cells, together. */
    static final Combinations TOGETHER = new Combinations(true);

    /** Constraints of more cells are left to their narrowing. */
    private static final int MOST_CELLS = 12;
    /** Two constraints of more cells between them are not read together. */
    private static final int MOST_CELLS_TOGETHER = 8;
    /** Cells tried, at most, per constraint and step. */
    private static final int BUDGET = 200_000;

    private final boolean together;

    private Combinations(boolean together) {
        this.together = together;
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        for (int a = 0; a < rules.constraints.size(); a++) {
            deadline.check();
            Constraint first = rules.constraints.get(a);
            int[] cells = rules.indexes(first.cells());
            if (cells.length > MOST_CELLS) {
                continue;
            }
            if (!together) {
                Optional<Step<RuleTechnique>> step = walk(rules, marks, cells, List.of(first));
                if (step.isPresent()) {
                    return step;
                }
                continue;
            }
            for (int b = a + 1; b < rules.constraints.size(); b++) {
                Constraint second = rules.constraints.get(b);
                int[] both = union(cells, rules.indexes(second.cells()));
                if (both != null && both.length <= MOST_CELLS_TOGETHER) {
                    Optional<Step<RuleTechnique>> step = walk(rules, marks, both, List.of(first, second));
                    if (step.isPresent()) {
                        return step;
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The cells of {@code a} then those of {@code b} not in {@code a}; null if they share none. */
    private static int[] union(int[] a, int[] b) {
        int[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        int n = a.length;
        for (int c : b) {
            boolean shared = false;
            for (int k = 0; k < a.length && !shared; k++) {
                shared = a[k] == c;
            }
            if (!shared) {
                out[n++] = c;
            }
        }
        return n == out.length ? null : java.util.Arrays.copyOf(out, n);
    }

    /** The step removing what no filling of {@code cells} keeping every constraint on them uses, if any. */
    private static Optional<Step<RuleTechnique>> walk(Rules rules, Marks marks, int[] cells, List<Constraint> named) {
        // A walk reads the candidates of its cells alone: with them as in a walk before, it finds what that found.
        int[] read = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            read[i] = marks.candidates(cells[i]);
        }
        RecentFillings.WalkedCells walked = rules.walked.computeIfAbsent(named, k -> RecentFillings.WalkedCells.of(rules, cells));
        int[] support = rules.fillings.support(walked, read, () -> {
            Walk walk = new Walk(rules, marks, cells);
            return walk.run() && !walk.none() ? walk.support : null;
        });
        if (support == null) {
            return Optional.empty(); // over budget, or the rules cannot be kept: the solver's contradiction, not a step
        }
        Deduction found = new Deduction(rules);
        named.forEach(found::constraint);
        for (int i = 0; i < cells.length; i++) {
            int gone = marks.candidates(cells[i]) & ~support[i];
            for (int m = gone; m != 0; m &= m - 1) {
                found.eliminate(cells[i], Integer.numberOfTrailingZeros(m) + 1);
            }
            found.cell(cells[i]);
        }
        if (!found.hasEffect()) {
            return Optional.empty();
        }
        if (named.size() == 1) {
            Constraint constraint = named.get(0);
            return Optional.of(found.build(RuleTechnique.COMBINATIONS, constraint.toString(),
                    constraint.ruleInWords() + ", and cells that see each other differ: no way to fill it holds them"));
        }
        return Optional.of(found.build(RuleTechnique.COMBINED, named.get(0) + " with " + named.get(1),
                named.get(0).ruleInWords() + "; " + named.get(1).ruleInWords() + ": no way to fill both holds them"));
    }

    /**
     * The fillings of some cells in which every constraint whose cells all lie among them keeps its rule,
     * checked as soon as its last cell is filled; one that fixes a sum ({@link Constraint#fixedSum}) also turns
     * the walk back as soon as the sum is out of reach ({@link PartialSum}): a little killer's diagonal or a
     * long cage has far too many fillings to try them all.
     */
    private static final class Walk extends Fillings {
        final int[] digitAt;
        /** The constraints to check once the cell at each position is filled. */
        final List<List<Constraint>> checks = new ArrayList<>();
        /**
         * The outside clues (a sandwich's row) to narrow once the cell at each position is filled, but for their
         * last: a whole row has far too many fillings to wait for its last cell, and its clue's own narrowing tells
         * early that a beginning leads nowhere.
         */
        final List<List<Constraint>> narrowed = new ArrayList<>();
        final int[] position;
        /** The clue's cells, those filled holding their digit, for {@link #narrowed} to narrow. */
        final CandidateMasks scratch;
        /** Whether the walk is over a sandwich's row alone ({@link #sandwichRowAlone}). */
        final boolean sandwichRow;

        Walk(Rules rules, Marks marks, int[] cells) {
            super(rules, marks, cells, BUDGET);
            this.digitAt = new int[rules.cellCount];
            this.position = new int[rules.cellCount];
            this.scratch = new CandidateMasks(rules.side);
            java.util.Arrays.fill(position, -1);
            for (int i = 0; i < cells.length; i++) {
                position[cells[i]] = i;
                checks.add(new ArrayList<>());
                narrowed.add(new ArrayList<>());
            }
            for (Constraint constraint : rules.constraints) {
                int last = -1;
                for (var cell : constraint.cells()) {
                    int at = position[rules.geometry.indexOf(cell)];
                    if (at < 0) {
                        last = -1;
                        break;
                    }
                    last = Math.max(last, at);
                }
                if (last >= 0) {
                    checks.get(last).add(constraint);
                    constraint.fixedSum().ifPresent(sum -> bound(rules, marks, position, sum));
                    if (!(constraint instanceof LittleKiller)) { // its rule is its sum alone, which the state holds
                        List<Integer> positions = new ArrayList<>();
                        constraint.cells().forEach(cell -> positions.add(position[rules.geometry.indexOf(cell)]));
                        link(positions);
                    }
                    if (isOutside(constraint, rules.side)) {
                        for (var cell : constraint.cells()) {
                            int at = position[rules.geometry.indexOf(cell)];
                            if (at != last) {
                                narrowed.get(at).add(constraint);
                            }
                        }
                    }
                }
            }
            this.sandwichRow = sandwichRowAlone();
        }

        /**
         * Whether the walk is over a sandwich's whole row alone (no other rule lies within it, and the walk goes along
         * the row from the clue): then below a beginning what counts is which digits lie before, between and after the
         * 1 and the largest digit filled, not their order ({@link #alike}).
         */
        private boolean sandwichRowAlone() {
            List<Constraint> inside = new ArrayList<>();
            checks.forEach(inside::addAll);
            if (inside.size() != 1 || !(inside.get(0) instanceof Sandwich sandwich) || !sums.isEmpty()
                    || sandwich.cells().size() != cells.length || cells.length > 14) {
                return false;
            }
            for (int k = 0; k < cells.length; k++) {
                if (position[rules.geometry.indexOf(sandwich.cells().get(k))] != k) {
                    return false;
                }
                for (int j = 0; j < k; j++) {
                    if (!rules.sees[cells[k]][cells[j]]) {
                        return false;
                    }
                }
            }
            return true;
        }

        /**
         * For a sandwich's row alone: the beginning's length, which of the 1 and the largest digit came first, and for
         * each digit between them whether it lies before, between or after those two (two bits each, in 32 bits for a
         * line of up to 14 cells). What the walk tries below reads no more: the cells left take the digits not used,
         * and the clue's narrowing ({@link Sandwich#mayBeKept}) and check read each filled cell only as lying before,
         * between or after those two.
         */
        @Override
        boolean keysAlike() {
            return sandwichRow;
        }

        @Override
        long alike(int i) {
            int largest = cells.length;
            int parts = 0;
            int part = 1;
            int first = 0;
            for (int k = 0; k < i; k++) {
                int digit = digits[k];
                if (digit == 1 || digit == largest) {
                    first = part == 1 ? (digit == 1 ? 1 : 2) : first;
                    part++;
                } else {
                    parts |= part << 2 * (digit - 2);
                }
            }
            return i | first << 4 | (long) parts << 6;
        }

        /** Whether an outside clue of a grid {@code side} cells square (a sandwich, an X-sum, a skyscraper). */
        private static boolean isOutside(Constraint constraint, int side) {
            for (var cell : constraint.cells()) {
                if (cell.row() >= side || cell.column() >= side) {
                    return false; // the scratch holds one square grid
                }
            }
            return constraint instanceof Sandwich || constraint instanceof XSum || constraint instanceof Skyscraper;
        }

        /** Whether {@code clue}'s narrowing leaves each of its cells a digit, the first {@code i} cells as filled. */
        private boolean leavesOpen(Constraint clue, int i) {
            for (var cell : clue.cells()) {
                int at = position[rules.geometry.indexOf(cell)];
                scratch.set(cell.row() * rules.side + cell.column(),
                        at < i ? 1 << (digits[at] - 1) : marks.candidates(cells[at]));
            }
            return clue.mayBeKept(scratch);
        }

        /** Adds {@code sum}'s bounds, if its cells all lie among the walk's. */
        private void bound(Rules rules, Marks marks, int[] position, FixedSum sum) {
            int[] weights = new int[cells.length];
            for (int k = 0; k < sum.cells().size(); k++) {
                int at = position[rules.geometry.indexOf(sum.cells().get(k))];
                if (at < 0) {
                    return;
                }
                weights[at] += sum.weights().get(k);
            }
            sums.add(new PartialSum(marks, cells, weights, sum.value()));
        }

        /** Whether every constraint completed by the cell just filled keeps its rule. */
        @Override
        boolean fits(int i) {
            if (i > 0) {
                digitAt[cells[i - 1]] = digits[i - 1];
                for (Constraint constraint : checks.get(i - 1)) {
                    if (!constraint.keeps(cell -> digitAt[rules.geometry.indexOf(cell)])) {
                        return false;
                    }
                }
                for (Constraint clue : narrowed.get(i - 1)) {
                    if (!leavesOpen(clue, i)) {
                        return false;
                    }
                }
            }
            for (PartialSum sum : sums) {
                if (!sum.fits(i, digits)) {
                    return false;
                }
            }
            return true;
        }
    }
}
