package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.geometry.Combinations;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's basic fish ({@code rules/Fisherman}): X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2 (the difficulties of
 * its {@code LockingHint}). Base lines are the columns first, then the rows; for each set of
 * {@code degree} base lines in SE's tuple order, each digit 1-9 that is placed at most
 * {@code 9 - 2 * degree} times; every base line must hold the digit in more than one place and all of them
 * together in {@code degree} cover lines, from which the digit leaves the other cells.
 */
final class SeFish implements HintFinder {

    private static final SeFamily[] FAMILIES = {SeFamily.X_WING, SeFamily.SWORDFISH, SeFamily.JELLYFISH};
    private static final double[] DIFFICULTIES = {3.2, 3.8, 5.2};

    private final int degree;
    private final int[] tuples;

    SeFish(int degree) {
        this.degree = degree;
        this.tuples = Combinations.of(SeRegions.ALL, degree);
    }

    @Override
    public SeFamily family() {
        return FAMILIES[degree - 2];
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        int[] placed = new int[10];
        for (int cell = 0; cell < 81; cell++) {
            placed[board.value(cell)]++;
        }
        int[] places = new int[243]; // each region's places of each digit, found once
        SeRegions.allPositions(board.candidatesArray(), places);
        for (int base : new int[] {SeRegions.COLUMN, SeRegions.ROW}) {
            int cover = base == SeRegions.COLUMN ? SeRegions.ROW : SeRegions.COLUMN;
            // the base lines where each digit has two places or more: a tuple with any other line fails
            int[] spread = new int[10];
            for (int digit = 1; digit <= 9; digit++) {
                for (int line = 0; line < 9; line++) {
                    if (Integer.bitCount(places[SeRegions.region(base, line) * 9 + digit - 1]) > 1) {
                        spread[digit] |= 1 << line;
                    }
                }
            }
            for (int tuple : tuples) {
                for (int digit = 1; digit <= 9; digit++) {
                    if (placed[digit] + degree * 2 > 9 || (tuple & ~spread[digit]) != 0) {
                        continue;
                    }
                    int covers = 0;
                    boolean fit = true;
                    for (int line = 0; line < 9 && fit; line++) {
                        if ((tuple & (1 << line)) != 0) {
                            int positions = places[SeRegions.region(base, line) * 9 + digit - 1];
                            fit = Integer.bitCount(positions) > 1;
                            covers |= positions;
                        }
                    }
                    if (!fit || Integer.bitCount(covers) != degree) {
                        continue;
                    }
                    List<Integer> removed = new ArrayList<>();
                    for (int line = 0; line < 9; line++) {
                        if ((covers & (1 << line)) == 0) {
                            continue;
                        }
                        int[] cells = SeRegions.CELLS[cover][line];
                        for (int k = 0; k < 9; k++) {
                            if ((tuple & (1 << k)) == 0 && board.has(cells[k], digit)) {
                                removed.add(SeHint.candidate(cells[k], digit));
                            }
                        }
                    }
                    if (!removed.isEmpty()) {
                        return new SeHint(family().displayName(), DIFFICULTIES[degree - 2], new int[0], SeSubsets.toArray(removed));
                    }
                }
            }
        }
        return null;
    }
}
