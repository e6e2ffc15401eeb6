package dev.nonet.logic;

import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Geometry;
import java.util.ArrayList;
import java.util.List;

/**
 * Naked and hidden subsets in a row, column or box, or any house of another layout. A naked subset is n cells whose candidates
 * together are n digits: those digits fill those cells, so they leave the rest of the house. A hidden
 * subset is n digits whose places together are n cells: those cells hold those digits, so every other
 * candidate leaves the cells. The two are one search seen from either side: members (cells, or
 * digits) whose sets (digits, or places) together number as many as the members.
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
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
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
        private void addIfEffective(CandidateGrid grid, int h, int digits, int positions, List<Step> steps) {
            Geometry geometry = grid.geometry();
            int[] cells = geometry.houseCells[h];
            StepBuilder step = new StepBuilder(technique, geometry);
            for (int d = 1; d <= cells.length; d++) {
                boolean subsetDigit = (digits & DigitSet.bit(d)) != 0;
                for (int k = 0; k < cells.length; k++) {
                    boolean subsetCell = (positions & (1 << k)) != 0;
                    // Naked: the subset's digits leave the other cells. Hidden: other digits leave its cells.
                    boolean removed = hidden ? subsetCell && !subsetDigit : !subsetCell && subsetDigit;
                    if (removed && (grid.candidatesAt(cells[k]) & DigitSet.bit(d)) != 0) {
                        step.eliminate(cells[k], d);
                    }
                }
            }
            if (!step.hasEffect()) {
                return;
            }
            List<Integer> subsetCells = new ArrayList<>();
            for (int k = 0; k < cells.length; k++) {
                if ((positions & (1 << k)) != 0) {
                    subsetCells.add(cells[k]);
                }
            }
            subsetCells.sort(null);
            subsetCells.forEach(step::cell);
            step.house(h);
            steps.add(step.build(technique.displayName() + " " + Wording.digits(digits) + " in "
                    + Wording.cells(geometry, subsetCells) + " (" + geometry.house(h) + ")"));
        }
    }
}
