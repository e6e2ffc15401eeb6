package dev.nonet.logic;

import java.util.ArrayList;
import java.util.List;

/**
 * The singles: a house with one empty cell (full house), a digit with one place in a box or a line
 * (hidden single), a cell with one candidate (naked single). Each finder reports one step per
 * placement.
 */
final class Singles {

    private Singles() {
    }

    /** A house whose only empty cell must hold its only missing digit. */
    static final TechniqueFinder FULL_HOUSE = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.FULL_HOUSE;
        }

        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            boolean[] placed = new boolean[81];
            for (int h = 0; h < 27; h++) {
                int empty = -1;
                int emptyCount = 0;
                for (int c : Geometry.HOUSE_CELLS[h]) {
                    if (grid.valueAt(c) == 0) {
                        empty = c;
                        emptyCount++;
                    }
                }
                int marks = emptyCount == 1 ? grid.candidatesAt(empty) : 0;
                if (marks != 0 && Integer.bitCount(marks) == 1 && !placed[empty]) {
                    placed[empty] = true;
                    int digit = Integer.numberOfTrailingZeros(marks) + 1;
                    steps.add(new StepBuilder(Technique.FULL_HOUSE).place(empty, digit).cell(empty).house(h)
                            .build("Full House in " + Geometry.house(h) + ": " + Geometry.cell(empty) + " = " + digit));
                }
            }
            return steps;
        }
    };

    static final TechniqueFinder HIDDEN_SINGLE_BOX = new HiddenSingle(Technique.HIDDEN_SINGLE_BOX, 18, 27);
    static final TechniqueFinder HIDDEN_SINGLE_LINE = new HiddenSingle(Technique.HIDDEN_SINGLE_LINE, 0, 18);

    /** A digit that has one place left in a house. */
    private record HiddenSingle(Technique technique, int fromHouse, int toHouse) implements TechniqueFinder {
        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            boolean[][] placed = new boolean[81][10];
            for (int h = fromHouse; h < toHouse; h++) {
                for (int d = 1; d <= 9; d++) {
                    int positions = grid.positions(h, d);
                    if (Integer.bitCount(positions) != 1 || grid.isPlacedIn(h, d)) {
                        continue;
                    }
                    int cell = Geometry.HOUSE_CELLS[h][Integer.numberOfTrailingZeros(positions)];
                    if (Integer.bitCount(grid.candidatesAt(cell)) == 1 && countEmpty(grid, h) == 1) {
                        continue; // a full house, found earlier in the order
                    }
                    if (!placed[cell][d]) {
                        placed[cell][d] = true;
                        steps.add(new StepBuilder(technique).place(cell, d).cell(cell).house(h)
                                .build("Hidden Single in " + Geometry.house(h) + ": " + Geometry.cell(cell) + " = " + d
                                        + " (the only place for " + d + ")"));
                    }
                }
            }
            return steps;
        }
    }

    /** A cell with a single candidate left. */
    static final TechniqueFinder NAKED_SINGLE = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.NAKED_SINGLE;
        }

        @Override
        public List<Step> findAll(CandidateGrid grid) {
            List<Step> steps = new ArrayList<>();
            for (int c = 0; c < 81; c++) {
                int marks = grid.candidatesAt(c);
                if (grid.valueAt(c) == 0 && Integer.bitCount(marks) == 1) {
                    int digit = Integer.numberOfTrailingZeros(marks) + 1;
                    steps.add(new StepBuilder(Technique.NAKED_SINGLE).place(c, digit).cell(c)
                            .build("Naked Single: " + Geometry.cell(c) + " = " + digit + " (its only candidate)"));
                }
            }
            return steps;
        }
    };

    private static int countEmpty(CandidateGrid grid, int house) {
        int n = 0;
        for (int c : Geometry.HOUSE_CELLS[house]) {
            if (grid.valueAt(c) == 0) {
                n++;
            }
        }
        return n;
    }
}
