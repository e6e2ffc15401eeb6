package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.logic.Colouring.Cluster;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Multi-Colours (Multi-Colors in HoDoKu's American spelling): two clusters of one digit's strong links,
 * each coloured as in simple colouring, joined where a cell of one sees a cell of the other.
 * <ul>
 * <li>Multi-Colours 1: a cell of colour {@code a1} sees a cell of colour {@code b1}, so the two colours
 * are not both true, and one of their opposites {@code a2}, {@code b2} is: a cell outside those two
 * colours that sees a cell of {@code a2} and one of {@code b2} loses the digit;</li>
 * <li>Multi-Colours 2: colour {@code a1} sees both colours of cluster B, one of which is true, so
 * {@code a1} is false throughout.</li>
 * </ul>
 * A cluster here may be one strong link. Two single links joined once or twice are a Skyscraper,
 * 2-String Kite, Turbot Fish or X-Wing, found earlier, so type 1 needs a cluster of three cells or
 * more; and one cell seeing
 * both colours of a cluster of three or more is Simple Colouring's trap, so type 2 removes a colour of
 * two cells or more there. Like simple colouring, both reason about cells that see each other and
 * strong links in a house, so they hold on every layout.
 */
final class MultiColouring {

    private MultiColouring() {
    }

    static final TechniqueFinder TYPE_1 = new ClusterPairs(Technique.MULTI_COLOURS_1, false, MultiColouring::addType1);
    static final TechniqueFinder TYPE_2 = new ClusterPairs(Technique.MULTI_COLOURS_2, true, MultiColouring::addType2);

    /** What one type finds in two clusters of a digit. */
    private interface PairRule {
        void addSteps(CandidateGrid grid, int digit, Cluster a, Cluster b, List<Step<Technique>> steps);
    }

    /** Every two clusters of each digit, in both orders where the rule tells them apart. */
    private record ClusterPairs(Technique technique, boolean ordered, PairRule rule) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            for (int digit = 1; digit <= grid.geometry().side; digit++) {
                List<Cluster> clusters = Colouring.clustersOf(grid, digit);
                for (int i = 0; i < clusters.size(); i++) {
                    for (int j = ordered ? 0 : i + 1; j < clusters.size(); j++) {
                        if (i != j) {
                            rule.addSteps(grid, digit, clusters.get(i), clusters.get(j), steps);
                        }
                    }
                }
            }
            return steps;
        }
    }

    /**
     * Where a colour of {@code a} sees a colour of {@code b}, their opposites' common peers go: one step
     * for the two clusters, with every pair of colours that see each other.
     */
    private static void addType1(CandidateGrid grid, int digit, Cluster a, Cluster b, List<Step<Technique>> steps) {
        if (a.cells().size() < 3 && b.cells().size() < 3) {
            return;
        }
        Geometry geometry = grid.geometry();
        SortedSet<Integer> targets = new TreeSet<>();
        StringBuilder reasons = new StringBuilder();
        for (int x = 0; x < 2; x++) {
            for (int y = 0; y < 2; y++) {
                int[] join = seeing(geometry, a.coloured(x), b.coloured(y));
                if (join == null) {
                    continue;
                }
                List<Integer> aTrue = a.coloured(1 - x);
                List<Integer> bTrue = b.coloured(1 - y);
                SortedSet<Integer> found = new TreeSet<>();
                for (int cell = 0; cell < geometry.cellCount; cell++) {
                    // A cell of either opposite colour cannot go: that colour may be the true one.
                    if ((grid.candidatesAt(cell) & DigitSet.bit(digit)) != 0 && !aTrue.contains(cell)
                            && !bTrue.contains(cell) && seesAny(geometry, cell, aTrue) && seesAny(geometry, cell, bTrue)) {
                        found.add(cell);
                    }
                }
                if (!found.isEmpty()) {
                    targets.addAll(found);
                    reasons.append("; ").append(geometry.cell(join[0])).append(" sees ").append(geometry.cell(join[1]))
                            .append(", so colour ").append(Wording.cells(geometry, aTrue)).append(" or colour ")
                            .append(Wording.cells(geometry, bTrue)).append(" is true");
                }
            }
        }
        if (targets.isEmpty()) {
            return;
        }
        StepBuilder step = new StepBuilder(Technique.MULTI_COLOURS_1, geometry);
        a.cells().forEach(step::cell);
        b.cells().forEach(step::cell);
        targets.forEach(t -> step.eliminate(t, digit));
        steps.add(step.build("Multi-Colours 1 on " + Wording.digit(digit) + ": " + a.text() + " and " + b.text() + reasons));
    }

    /** A colour of {@code a} that sees both colours of {@code b} is false. */
    private static void addType2(CandidateGrid grid, int digit, Cluster a, Cluster b, List<Step<Technique>> steps) {
        for (int x = 0; x < 2; x++) {
            addType2(grid.geometry(), digit, a, x, b, steps);
        }
    }

    private static void addType2(Geometry geometry, int digit, Cluster a, int x, Cluster b, List<Step<Technique>> steps) {
        List<Integer> falseColour = a.coloured(x);
        if (falseColour.size() < 2 && b.cells().size() >= 3) {
            return;
        }
        int[] first = seeing(geometry, falseColour, b.coloured(0));
        int[] second = first == null ? null : seeing(geometry, falseColour, b.coloured(1));
        if (second == null) {
            return;
        }
        StepBuilder step = new StepBuilder(Technique.MULTI_COLOURS_2, geometry);
        a.cells().forEach(step::cell);
        b.cells().forEach(step::cell);
        falseColour.forEach(c -> step.eliminate(c, digit));
        steps.add(step.build("Multi-Colours 2 on " + Wording.digit(digit) + ": " + a.text() + " and " + b.text() + "; "
                + geometry.cell(first[0]) + " sees " + geometry.cell(first[1]) + " and " + geometry.cell(second[0])
                + " sees " + geometry.cell(second[1]) + ", so colour " + Wording.cells(geometry, falseColour) + " is false"));
    }

    /** A cell of {@code from} and a cell of {@code to} that see each other, or null. */
    private static int[] seeing(Geometry geometry, List<Integer> from, List<Integer> to) {
        for (int u : from) {
            for (int v : to) {
                if (geometry.sees[u][v]) {
                    return new int[] {u, v};
                }
            }
        }
        return null;
    }

    private static boolean seesAny(Geometry geometry, int cell, List<Integer> cells) {
        for (int c : cells) {
            if (geometry.sees[cell][c]) {
                return true;
            }
        }
        return false;
    }
}
