package dev.nonet.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * Naked and hidden subsets in a row, column or box. A naked subset is n cells whose candidates
 * together are n digits: those digits fill those cells, so they leave the rest of the house. A hidden
 * subset is n digits whose places together are n cells: those cells hold those digits, so every other
 * candidate leaves the cells.
 */
final class Subsets {

    private Subsets() {
    }

    static final TechniqueFinder NAKED_PAIR = new NakedSubset(Technique.NAKED_PAIR, 2);
    static final TechniqueFinder HIDDEN_PAIR = new HiddenSubset(Technique.HIDDEN_PAIR, 2);
    static final TechniqueFinder NAKED_TRIPLE = new NakedSubset(Technique.NAKED_TRIPLE, 3);
    static final TechniqueFinder HIDDEN_TRIPLE = new HiddenSubset(Technique.HIDDEN_TRIPLE, 3);
    static final TechniqueFinder NAKED_QUAD = new NakedSubset(Technique.NAKED_QUAD, 4);
    static final TechniqueFinder HIDDEN_QUAD = new HiddenSubset(Technique.HIDDEN_QUAD, 4);

    /** {@code size} cells of a house with {@code size} candidates among them. */
    private record NakedSubset(Technique technique, int size) implements TechniqueFinder {
        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            for (int h = 0; h < 27; h++) {
                int[] cells = Geometry.HOUSE_CELLS[h];
                // A cell with one candidate is a single; one with more than size cannot be in the subset.
                int open = 0;
                for (int k = 0; k < 9; k++) {
                    int count = Integer.bitCount(grid.candidatesAt(cells[k]));
                    if (count >= 2 && count <= size) {
                        open |= 1 << k;
                    }
                }
                for (int positions : Combinations.of(open, size)) {
                    int digits = 0;
                    for (int k = 0; k < 9; k++) {
                        if ((positions & (1 << k)) != 0) {
                            digits |= grid.candidatesAt(cells[k]);
                        }
                    }
                    if (Integer.bitCount(digits) != size) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(technique);
                    for (int d = 1; d <= 9; d++) {
                        if ((digits & (1 << (d - 1))) == 0) {
                            continue;
                        }
                        for (int k = 0; k < 9; k++) {
                            if ((positions & (1 << k)) == 0 && (grid.candidatesAt(cells[k]) & (1 << (d - 1))) != 0) {
                                step.eliminate(cells[k], d);
                            }
                        }
                    }
                    addIfEffective(steps, step, technique, digits, h, positions);
                }
            }
            return steps;
        }
    }

    /** {@code size} digits of a house with {@code size} places among them. */
    private record HiddenSubset(Technique technique, int size) implements TechniqueFinder {
        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            for (int h = 0; h < 27; h++) {
                int[] cells = Geometry.HOUSE_CELLS[h];
                // A digit with one place is a hidden single; one with more than size cannot be in the subset.
                int open = 0;
                for (int d = 1; d <= 9; d++) {
                    int count = Integer.bitCount(grid.positions(h, d));
                    if (count >= 2 && count <= size) {
                        open |= 1 << (d - 1);
                    }
                }
                for (int digits : Combinations.of(open, size)) {
                    int positions = 0;
                    for (int d = 1; d <= 9; d++) {
                        if ((digits & (1 << (d - 1))) != 0) {
                            positions |= grid.positions(h, d);
                        }
                    }
                    if (Integer.bitCount(positions) != size) {
                        continue;
                    }
                    StepBuilder step = new StepBuilder(technique);
                    for (int d = 1; d <= 9; d++) {
                        if ((digits & (1 << (d - 1))) != 0) {
                            continue;
                        }
                        for (int k = 0; k < 9; k++) {
                            if ((positions & (1 << k)) != 0 && (grid.candidatesAt(cells[k]) & (1 << (d - 1))) != 0) {
                                step.eliminate(cells[k], d);
                            }
                        }
                    }
                    addIfEffective(steps, step, technique, digits, h, positions);
                }
            }
            return steps;
        }
    }

    /**
     * Adds the subset's step when it removes something, described as
     * {@code Naked Pair 2,7 in r3c1, r3c5 (row 3)}.
     */
    private static void addIfEffective(List<Step> steps, StepBuilder step, Technique technique, int digits, int h,
            int positions) {
        if (!step.hasEffect()) {
            return;
        }
        List<Integer> subsetCells = new ArrayList<>();
        for (int k = 0; k < 9; k++) {
            if ((positions & (1 << k)) != 0) {
                subsetCells.add(Geometry.HOUSE_CELLS[h][k]);
            }
        }
        subsetCells.forEach(step::cell);
        step.house(h);
        steps.add(step.build(technique.displayName() + " " + Wording.digits(digits) + " in "
                + Wording.cells(subsetCells) + " (" + Geometry.house(h) + ")"));
    }
}
