package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Layout;
import java.util.List;

/**
 * The bivalue universal grave: a position where every open cell holds two candidates and every digit
 * has two places or none in every house. Such a position has either no solution or at least two, so
 * a puzzle with one solution never reaches it. Assumes a unique solution
 * ({@link Technique#assumesUniqueness()}).
 */
final class BivalueGrave {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private BivalueGrave() {
    }

    /**
     * BUG+1: one open cell holds three candidates, every other two, and only one digit of the three
     * breaks the two-places rule, appearing three times in that cell's row, column and box. Removing
     * it would leave the grave, so the cell holds it.
     */
    static final TechniqueFinder BUG_PLUS_ONE = new TechniqueFinder() {
        @Override
        public Technique technique() {
            return Technique.BUG_PLUS_ONE;
        }

        @Override
        public List<Step<Technique>> findAll(CandidateGrid grid) {
            int extraCell = onlyTrivalueCell(grid);
            if (extraCell < 0) {
                return List.of();
            }
            int[] houses = CLASSIC.cellHouses[extraCell];
            int extraDigit = 0;
            for (int h = 0; h < CLASSIC.houseCount(); h++) {
                for (int d = 1; d <= 9; d++) {
                    int places = Integer.bitCount(grid.positions(h, d));
                    if (places == 0 || places == 2) {
                        continue;
                    }
                    boolean ofTheExtraCell = places == 3 && (h == houses[0] || h == houses[1] || h == houses[2])
                            && (grid.candidatesAt(extraCell) & DigitSet.bit(d)) != 0;
                    if (!ofTheExtraCell || (extraDigit != 0 && extraDigit != d)) {
                        return List.of();
                    }
                    extraDigit = d;
                }
            }
            // Without the extra digit, each of the cell's houses must be left with two places for it.
            if (extraDigit == 0 || Integer.bitCount(grid.positions(houses[0], extraDigit)) != 3
                    || Integer.bitCount(grid.positions(houses[1], extraDigit)) != 3
                    || Integer.bitCount(grid.positions(houses[2], extraDigit)) != 3) {
                return List.of();
            }
            Step<Technique> step = new StepBuilder(Technique.BUG_PLUS_ONE).place(extraCell, extraDigit).cell(extraCell)
                    .house(houses[0]).house(houses[1]).house(houses[2])
                    .build("BUG+1: every open cell but " + CLASSIC.cell(extraCell) + " holds two candidates, and "
                            + extraDigit + " has three places in its row, column and box: " + CLASSIC.cell(extraCell)
                            + " = " + extraDigit);
            return List.of(step);
        }
    };

    /** The one open cell with three candidates when every other open cell has two; otherwise -1. */
    private static int onlyTrivalueCell(CandidateGrid grid) {
        int found = -1;
        for (int c = 0; c < 81; c++) {
            if (grid.valueAt(c) != 0) {
                continue;
            }
            int count = Integer.bitCount(grid.candidatesAt(c));
            if (count == 3 && found < 0) {
                found = c;
            } else if (count != 2) {
                return -1;
            }
        }
        return found;
    }
}
