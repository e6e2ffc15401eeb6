package dev.nonet.reason;

import dev.nonet.grid.Constraint;
import dev.nonet.grid.House;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The 45 rule (innies and outies): the digits of a house, or of two or three adjacent rows or columns, add
 * up to a known total (45 a house on a 9x9 grid); take away the sums that cages, little killers, dots and
 * arrows fix over cells inside it, and the cells left over inside (innies), with those of the sums sticking
 * out (outies, counted negative), add up to what remains. When few cells are left, every way to fill them
 * from their candidates to that total, different digits in cells that see each other, is tried: a candidate
 * no way uses goes.
 *
 * <p>Which sums to take away is chosen greedily, those inside the region first (the innies), then those
 * sticking out while each leaves fewer open cells (the outies); placed digits count as known.
 */
final class Innies implements RuleFinder {

    static final Innies FINDER = new Innies();

    /** More open cells left over are not tried. */
    private static final int MOST_CELLS = 5;

    private Innies() {
    }

    /** Cells that add up to {@code total}: a house, a rule's group, or adjacent rows or columns. */
    private record Region(String name, int[] cells, int total, int[] houses, Constraint owner) {
    }

    @Override
    public Optional<Step<RuleTechnique>> find(Rules rules, Marks marks, CandidateGrid grid, Deadline deadline) {
        List<Total> totals = rules.totals;
        if (totals.isEmpty()) {
            return Optional.empty();
        }
        for (Region region : regions(rules)) {
            deadline.check();
            Equation inner = new Equation(rules, marks, region);
            inner.takeAway(totals, true);
            Optional<Step<RuleTechnique>> step = inner.step(region);
            if (step.isPresent()) {
                return step;
            }
            Equation outer = new Equation(rules, marks, region);
            outer.takeAway(totals, false);
            if (outer.used.size() > inner.used.size()) {
                step = outer.step(region);
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /** The houses and groups of {@code rules}, then every two and three adjacent rows, then columns. */
    private static List<Region> regions(Rules rules) {
        int full = rules.side * (rules.side + 1) / 2;
        List<Region> regions = new ArrayList<>();
        for (Rules.Group group : rules.groups) {
            int[] houses = group.house() < 0 ? new int[0] : new int[] {group.house()};
            regions.add(new Region(group.name(rules.geometry), group.cells(), full, houses, group.owner()));
        }
        for (House.Kind kind : new House.Kind[] {House.Kind.ROW, House.Kind.COLUMN}) {
            List<Integer> lines = new ArrayList<>();
            for (int h = 0; h < rules.geometry.houseCount(); h++) {
                if (rules.geometry.kind[h] == kind) {
                    lines.add(h);
                }
            }
            for (int size = 2; size <= 3; size++) {
                for (int from = 0; from + size <= lines.size(); from++) {
                    int[] houses = new int[size];
                    int[] cells = new int[size * rules.side];
                    for (int k = 0; k < size; k++) {
                        houses[k] = lines.get(from + k);
                        System.arraycopy(rules.geometry.houseCells[houses[k]], 0, cells, k * rules.side, rules.side);
                    }
                    String name = kind.word() + "s " + (from + 1) + "-" + (from + size);
                    regions.add(new Region(name, cells, size * full, houses, null));
                }
            }
        }
        return regions;
    }

    /** A region's cells weighted, less the sums taken away: the weighted digits add up to {@code value}. */
    private static final class Equation {
        final Rules rules;
        final Marks marks;
        final int[] weight;
        int value;
        final List<Total> used = new ArrayList<>();

        Equation(Rules rules, Marks marks, Region region) {
            this.rules = rules;
            this.marks = marks;
            this.weight = new int[rules.cellCount];
            for (int c : region.cells()) {
                weight[c] = 1;
            }
            this.value = region.total();
        }

        /**
         * Takes away sums while one leaves fewer open cells, the best first: only those inside if {@code inside}
         * (no cell outside gains a weight), else those sticking out too. An arrow is taken away or added.
         */
        void takeAway(List<Total> totals, boolean inside) {
            boolean[] taken = new boolean[totals.size()];
            while (true) {
                int best = -1;
                int bestSign = 0;
                int bestGain = 0;
                for (int t = 0; t < totals.size(); t++) {
                    for (int sign = 1; sign >= -1 && !taken[t]; sign -= 2) {
                        int gain = gain(totals.get(t), sign, inside);
                        if (gain > bestGain) {
                            best = t;
                            bestSign = sign;
                            bestGain = gain;
                        }
                    }
                }
                if (best < 0) {
                    return;
                }
                taken[best] = true;
                Total total = totals.get(best);
                for (int i = 0; i < total.cells().length; i++) {
                    weight[total.cells()[i]] -= bestSign * total.weights()[i];
                }
                value -= bestSign * total.value();
                used.add(total);
            }
        }

        /** How many fewer open cells weigh something with {@code sign} times {@code total} taken away. */
        private int gain(Total total, int sign, boolean inside) {
            int gain = 0;
            for (int i = 0; i < total.cells().length; i++) {
                int c = total.cells()[i];
                int before = weight[c];
                int after = before - sign * total.weights()[i];
                if (inside && before == 0 && after != 0) {
                    return 0;
                }
                if (!known(c)) {
                    gain += (before != 0 ? 1 : 0) - (after != 0 ? 1 : 0);
                }
            }
            return gain;
        }

        private boolean known(int c) {
            int m = marks.candidates(c);
            return (m & (m - 1)) == 0;
        }

        /** What the equation removes, when few open cells are left; none if nothing. */
        Optional<Step<RuleTechnique>> step(Region region) {
            if (used.isEmpty()) {
                return Optional.empty();
            }
            int left = value;
            int n = 0;
            int[] cells = new int[MOST_CELLS];
            int[] weights = new int[MOST_CELLS];
            for (int c = 0; c < rules.cellCount; c++) {
                if (weight[c] == 0) {
                    continue;
                }
                if (known(c)) {
                    left -= weight[c] * (Integer.numberOfTrailingZeros(marks.candidates(c)) + 1);
                } else if (n == MOST_CELLS) {
                    return Optional.empty();
                } else {
                    cells[n] = c;
                    weights[n++] = weight[c];
                }
            }
            if (n == 0) {
                return Optional.empty();
            }
            cells = java.util.Arrays.copyOf(cells, n);
            weights = java.util.Arrays.copyOf(weights, n);
            int[] support = SumFillings.support(rules, marks, cells, weights, left);
            if (support == null || support[0] == 0) {
                return Optional.empty(); // over budget, or no way at all: the solver's contradiction, not a step
            }
            Deduction found = new Deduction(rules);
            for (int i = 0; i < n; i++) {
                int gone = marks.candidates(cells[i]) & ~support[i];
                if (Integer.bitCount(support[i]) == 1 && gone != 0) {
                    found.place(marks, cells[i], Integer.numberOfTrailingZeros(support[i]) + 1);
                } else {
                    for (int m = gone; m != 0; m &= m - 1) {
                        found.eliminate(cells[i], Integer.numberOfTrailingZeros(m) + 1);
                    }
                }
                found.cell(cells[i]);
            }
            if (!found.hasEffect()) {
                return Optional.empty();
            }
            for (int h : region.houses()) {
                found.house(h);
            }
            if (region.owner() != null) {
                found.constraint(region.owner());
            }
            List<String> names = new ArrayList<>();
            for (Total total : used) {
                found.constraint(total.owner());
                names.add(total.owner().toString());
            }
            return Optional.of(found.build(RuleTechnique.INNIES_OUTIES, "45 rule on " + region.name() + ": "
                    + expression(cells, weights) + " = " + left, region.name() + " adds up to " + region.total()
                    + "; with " + String.join(", ", names)));
        }

        private String expression(int[] cells, int[] weights) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < cells.length; i++) {
                int w = weights[i];
                if (i > 0) {
                    sb.append(w < 0 ? " - " : " + ");
                } else if (w < 0) {
                    sb.append('-');
                }
                sb.append(Math.abs(w) == 1 ? "" : Math.abs(w) + "*").append(rules.cells[cells[i]]);
            }
            return sb.toString();
        }
    }
}
