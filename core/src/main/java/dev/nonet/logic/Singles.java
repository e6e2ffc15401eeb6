package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import java.util.ArrayList;
import java.util.List;

/**
 * The singles: a house with one empty cell (full house), a digit with one place in a box or a line
 * (hidden single), a cell with one candidate (naked single). Each finder reports one step per
 * placement. They hold on every layout: a jigsaw region or Windoku window counts as a box, a diagonal
 * or disjoint group as a line.
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
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            boolean[] placed = new boolean[geometry.cellCount];
            for (int h = 0; h < geometry.houseCount(); h++) {
                int empty = -1;
                int emptyCount = 0;
                for (int c : geometry.houseCells[h]) {
                    if (grid.valueAt(c) == 0) {
                        empty = c;
                        emptyCount++;
                    }
                }
                int marks = emptyCount == 1 ? grid.candidatesAt(empty) : 0;
                if (marks != 0 && Integer.bitCount(marks) == 1 && !placed[empty]) {
                    placed[empty] = true;
                    int digit = Integer.numberOfTrailingZeros(marks) + 1;
                    steps.add(new StepBuilder(Technique.FULL_HOUSE, geometry).place(empty, digit).cell(empty).house(h)
                            .build("Full House in " + geometry.house(h) + ": " + geometry.cell(empty) + " = " + Wording.digit(digit)));
                }
            }
            return steps;
        }
    };

    static final TechniqueFinder HIDDEN_SINGLE_BOX = new HiddenSingle(Technique.HIDDEN_SINGLE_BOX, true);
    static final TechniqueFinder HIDDEN_SINGLE_LINE = new HiddenSingle(Technique.HIDDEN_SINGLE_LINE, false);

    /** A digit that has one place left in a house, box-shaped or not. */
    private record HiddenSingle(Technique technique, boolean inBoxes) implements TechniqueFinder {
        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            boolean[][] placed = new boolean[geometry.cellCount][geometry.side + 1];
            for (int h = 0; h < geometry.houseCount(); h++) {
                if (geometry.boxShaped[h] != inBoxes) {
                    continue;
                }
                for (int d = 1; d <= geometry.side; d++) {
                    int positions = grid.positions(h, d);
                    if (Integer.bitCount(positions) != 1 || grid.isPlacedIn(h, d)) {
                        continue;
                    }
                    int cell = geometry.houseCells[h][Integer.numberOfTrailingZeros(positions)];
                    if (Integer.bitCount(grid.candidatesAt(cell)) == 1 && countEmpty(grid, geometry, h) == 1) {
                        continue; // a full house, found earlier in the order
                    }
                    if (!placed[cell][d]) {
                        placed[cell][d] = true;
                        steps.add(new StepBuilder(technique, geometry).place(cell, d).cell(cell).house(h)
                                .build("Hidden Single in " + geometry.house(h) + ": " + geometry.cell(cell) + " = "
                                        + Wording.digit(d) + " (the only place for " + Wording.digit(d) + ")"));
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
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            List<Step<Technique>> steps = new ArrayList<>();
            Geometry geometry = grid.geometry();
            for (int c = 0; c < geometry.cellCount; c++) {
                int marks = grid.candidatesAt(c);
                if (grid.valueAt(c) == 0 && Integer.bitCount(marks) == 1) {
                    int digit = Integer.numberOfTrailingZeros(marks) + 1;
                    steps.add(new StepBuilder(Technique.NAKED_SINGLE, geometry).place(c, digit).cell(c)
                            .build("Naked Single: " + geometry.cell(c) + " = " + Wording.digit(digit) + " (its only candidate)"));
                }
            }
            return steps;
        }
    };

    private static int countEmpty(CandidateGrid grid, Geometry geometry, int house) {
        int n = 0;
        for (int c : geometry.houseCells[house]) {
            if (grid.valueAt(c) == 0) {
                n++;
            }
        }
        return n;
    }
}
