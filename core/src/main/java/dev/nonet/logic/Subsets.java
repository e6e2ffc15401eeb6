package dev.nonet.logic;

import dev.nonet.geometry.Combinations;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Naked and hidden subsets in a row, column or box, or any house of another layout. A naked subset is n cells whose candidates
 * together are n digits: those digits fill those cells, so they leave the rest of the house. A hidden
 * subset is n digits whose places together are n cells: those cells hold those digits, so every other
 * candidate leaves the cells. The two are one search seen from either side: members (cells, or
 * digits) whose sets (digits, or places) together number as many as the members.
 *
 * <p>A naked subset whose cells also share a second house (a pair in one row and one box: HoDoKu's
 * "Locked Pair") fills that house's share of its digits too, so one step removes them from both
 * houses; it is reported once, from the first house that holds all its cells.
 */
final class Subsets {

    private Subsets() {
    }

    static final TechniqueFinder NAKED_PAIR = new Subset(Technique.NAKED_PAIR, 2, false);
    static final TechniqueFinder HIDDEN_PAIR = new Subset(Technique.HIDDEN_PAIR, 2, true);
    static final TechniqueFinder NAKED_TRIPLE = new Subset(Technique.NAKED_TRIPLE, 3, false);
    static final TechniqueFinder HIDDEN_TRIPLE = new Subset(Technique.HIDDEN_TRIPLE, 3, true);
    static final TechniqueFinder NAKED_QUAD = new Subset(Technique.NAKED_QUAD, 4, false);
    static final TechniqueFinder HIDDEN_QUAD = new Subset(Technique.HIDDEN_QUAD, 4, true);

    /**
     * {@code size} members of a house with {@code size} bits among their sets: cells and their digits
     * for a naked subset, digits and their places for a hidden one.
     */
    private record Subset(Technique technique, int size, boolean hidden) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int h = 0; h < geometry.houseCount(); h++) {
                int[] sets = sets(grid, h);
                // One bit is a single; more than size cannot fit in the subset.
                int open = 0;
                for (int m = 0; m < sets.length; m++) {
                    int count = Integer.bitCount(sets[m]);
                    if (count >= 2 && count <= size) {
                        open |= 1 << m;
                    }
                }
                for (int members : Combinations.of(open, size)) {
                    int union = 0;
                    for (int m = 0; m < sets.length; m++) {
                        if ((members & (1 << m)) != 0) {
                            union |= sets[m];
                        }
                    }
                    if (Integer.bitCount(union) == size) {
                        addIfEffective(grid, h, hidden ? members : union, hidden ? union : members, steps);
                    }
                }
            }
            return steps;
        }

        /** For each member of house {@code h}: a cell's digits (naked), or a digit's places (hidden). */
        private int[] sets(CandidateGrid grid, int h) {
            int[] cells = grid.geometry().houseCells[h];
            int[] sets = new int[cells.length];
            for (int m = 0; m < cells.length; m++) {
                sets[m] = hidden ? grid.positions(h, m + 1) : grid.candidatesAt(cells[m]);
            }
            return sets;
        }

        /**
         * Adds the step of the subset of {@code digits} in the cells at {@code positions} when it
         * removes something, described as {@code Naked Pair 2,7 in r3c1, r3c5 (row 3)}.
         */
        private void addIfEffective(CandidateGrid grid, int h, int digits, int positions, List<Step<Technique>> steps) {
            Geometry geometry = grid.geometry();
            int[] cells = geometry.houseCells[h];
            List<Integer> subsetCells = new ArrayList<>();
            for (int k = 0; k < cells.length; k++) {
                if ((positions & (1 << k)) != 0) {
                    subsetCells.add(cells[k]);
                }
            }
            subsetCells.sort(null);
            List<Integer> houses = hidden ? List.of(h) : housesHoldingAll(geometry, subsetCells);
            if (houses.get(0) != h) {
                return; // the same naked subset, reported from the first house holding it
            }
            // Only the houses it removes something from are named: a pair whose box has nothing to lose is
            // a plain pair of its row.
            List<Integer> effective = houses.stream()
                    .filter(house -> removesFrom(grid, house, digits, subsetCells)).toList();
            if (effective.isEmpty()) {
                return;
            }
            SortedSet<Integer> reached = new TreeSet<>();
            for (int house : effective) {
                for (int cell : geometry.houseCells[house]) {
                    reached.add(cell);
                }
            }
            StepBuilder step = new StepBuilder(technique, geometry);
            for (int d = 1; d <= cells.length; d++) {
                for (int cell : reached) {
                    if (removed(grid, cell, d, digits, subsetCells)) {
                        step.eliminate(cell, d);
                    }
                }
            }
            subsetCells.forEach(step::cell);
            effective.forEach(step::house);
            steps.add(step.build(technique.displayName() + " " + Wording.digits(digits) + " in "
                    + Wording.cells(geometry, subsetCells) + " ("
                    + String.join(", ", effective.stream().map(house -> geometry.house(house).toString()).toList())
                    + ")"));
        }

        private boolean removesFrom(CandidateGrid grid, int house, int digits, List<Integer> subsetCells) {
            int[] houseCells = grid.geometry().houseCells[house];
            for (int cell : houseCells) {
                for (int d = 1; d <= houseCells.length; d++) {
                    if (removed(grid, cell, d, digits, subsetCells)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Whether the subset of {@code digits} in {@code subsetCells} removes {@code d} from {@code cell}. */
        private boolean removed(CandidateGrid grid, int cell, int d, int digits, List<Integer> subsetCells) {
            boolean subsetDigit = (digits & DigitSet.bit(d)) != 0;
            boolean subsetCell = subsetCells.contains(cell);
            // Naked: the subset's digits leave the other cells. Hidden: other digits leave its cells.
            boolean removes = hidden ? subsetCell && !subsetDigit : !subsetCell && subsetDigit;
            return removes && (grid.candidatesAt(cell) & DigitSet.bit(d)) != 0;
        }

        /** Every house that holds all of {@code cells}, ascending. */
        private static List<Integer> housesHoldingAll(Geometry geometry, List<Integer> cells) {
            List<Integer> houses = new ArrayList<>();
            for (int house : geometry.cellHouses[cells.get(0)]) {
                boolean all = true;
                for (int cell : cells) {
                    all &= contains(geometry.cellHouses[cell], house);
                }
                if (all) {
                    houses.add(house);
                }
            }
            houses.sort(null);
            return houses;
        }

        private static boolean contains(int[] values, int value) {
            for (int v : values) {
                if (v == value) {
                    return true;
                }
            }
            return false;
        }
    }
}
