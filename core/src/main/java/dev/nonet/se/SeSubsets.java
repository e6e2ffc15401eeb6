package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.geometry.Combinations;
import dev.nonet.grid.DigitSet;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's naked and hidden sets ({@code rules/NakedSet}, {@code rules/HiddenSet}), regions in SE's order
 * blocks, columns, rows, each in number order, tuples in SE's order (its {@code Permutations}: the masks
 * of {@code degree} bits out of 9 in increasing value, as {@link Combinations#of} gives them).
 *
 * <ul>
 *   <li>Naked Pair 3.0, Triplet 3.6, Quad 5.0: {@code degree} cells of a region with at least
 *       {@code 2 * degree} open cells, each with more than one candidate, together with {@code degree}
 *       candidates; those digits leave the region's other cells.</li>
 *   <li>Hidden Pair 3.4, Triplet 4.0, Quad 5.4: {@code degree} digits of a region with more than
 *       {@code 2 * degree} open cells, each with more than one place, together in {@code degree} cells;
 *       the cells lose their other candidates.</li>
 *   <li>Direct Hidden Pair 2.0, Triplet 2.5: a hidden set (in a region of more than {@code degree} open
 *       cells) that leaves another digit one place in the region, the first such digit; that single
 *       is placed, and the set's cells lose their other candidates (as {@link SeIntersections} explains, the
 *       reference ratings are matched only so).</li>
 * </ul>
 */
final class SeSubsets {

    private static final int[] PASS = {SeRegions.BLOCK, SeRegions.COLUMN, SeRegions.ROW};
    private static final SeFamily[] NAKED = {SeFamily.NAKED_PAIR, SeFamily.NAKED_TRIPLET, SeFamily.NAKED_QUAD};
    private static final SeFamily[] HIDDEN = {SeFamily.HIDDEN_PAIR, SeFamily.HIDDEN_TRIPLET, SeFamily.HIDDEN_QUAD};
    private static final SeFamily[] DIRECT_HIDDEN = {SeFamily.DIRECT_HIDDEN_PAIR, SeFamily.DIRECT_HIDDEN_TRIPLET};

    private SeSubsets() {
    }

    /** SE's naked sets of one degree. */
    static final class Naked implements HintFinder {
        private final int degree;
        private final int[] tuples;

        Naked(int degree) {
            this.degree = degree;
            this.tuples = Combinations.of(SeRegions.ALL, degree);
        }

        @Override
        public SeFamily family() {
            return NAKED[degree - 2];
        }

        @Override
        public SeHint find(Position board, Deadline deadline) {
            for (int kind : PASS) {
                for (int n = 0; n < 9; n++) {
                    int[] cells = SeRegions.CELLS[kind][n];
                    if (SeRegions.openCells(board, SeRegions.region(kind, n)) < degree * 2) {
                        continue;
                    }
                    int open = 0; // the cells with two candidates or more: a tuple of any other fails at once
                    for (int k = 0; k < 9; k++) {
                        if (Integer.bitCount(board.candidates(cells[k])) > 1) {
                            open |= 1 << k;
                        }
                    }
                    for (int tuple : tuples) {
                        if ((tuple & ~open) != 0) {
                            continue;
                        }
                        int union = 0;
                        boolean fit = true;
                        for (int k = 0; k < 9 && fit; k++) {
                            if ((tuple & (1 << k)) != 0) {
                                int mask = board.candidates(cells[k]);
                                fit = Integer.bitCount(mask) > 1;
                                union |= mask;
                            }
                        }
                        if (!fit || Integer.bitCount(union) != degree) {
                            continue;
                        }
                        List<Integer> removed = new ArrayList<>();
                        for (int k = 0; k < 9; k++) {
                            if ((tuple & (1 << k)) == 0) {
                                addAll(removed, cells[k], board.candidates(cells[k]) & union);
                            }
                        }
                        if (!removed.isEmpty()) {
                            double difficulty = degree == 2 ? 3.0 : degree == 3 ? 3.6 : 5.0;
                            return new SeHint(family().displayName(), difficulty, new int[0], toArray(removed));
                        }
                    }
                }
            }
            return null;
        }
    }

    /** SE's hidden sets of one degree, direct or not. */
    static final class Hidden implements HintFinder {
        private final int degree;
        private final boolean direct;
        private final int[] tuples;

        Hidden(int degree, boolean direct) {
            this.degree = degree;
            this.direct = direct;
            this.tuples = Combinations.of(SeRegions.ALL, degree);
        }

        @Override
        public SeFamily family() {
            return (direct ? DIRECT_HIDDEN : HIDDEN)[degree - 2];
        }

        @Override
        public SeHint find(Position board, Deadline deadline) {
            int[] places = new int[243]; // each region's places of each digit, found once
            SeRegions.allPositions(board.candidatesArray(), places);
            for (int kind : PASS) {
                for (int n = 0; n < 9; n++) {
                    int[] cells = SeRegions.CELLS[kind][n];
                    int open = SeRegions.openCells(board, SeRegions.region(kind, n));
                    if (!(open > degree * 2 || direct && open > degree)) {
                        continue;
                    }
                    int[] positions = new int[10];
                    int spread = 0; // the digits with two places or more: a tuple of any other fails at once
                    for (int digit = 1; digit <= 9; digit++) {
                        positions[digit] = places[SeRegions.region(kind, n) * 9 + digit - 1];
                        if (Integer.bitCount(positions[digit]) > 1) {
                            spread |= 1 << (digit - 1);
                        }
                    }
                    for (int tuple : tuples) {
                        if ((tuple & ~spread) != 0) {
                            continue;
                        }
                        int common = 0;
                        boolean fit = true;
                        for (int d = 0; d < 9 && fit; d++) {
                            if ((tuple & (1 << d)) != 0) {
                                fit = Integer.bitCount(positions[d + 1]) > 1;
                                common |= positions[d + 1];
                            }
                        }
                        if (!fit || Integer.bitCount(common) != degree) {
                            continue;
                        }
                        SeHint hint = direct ? following(board, cells, positions, tuple, common)
                                : hidden(board, cells, tuple, common);
                        if (hint != null) {
                            return hint;
                        }
                    }
                }
            }
            return null;
        }

        private SeHint hidden(Position board, int[] cells, int digits, int common) {
            List<Integer> removed = new ArrayList<>();
            for (int k = 0; k < 9; k++) {
                if ((common & (1 << k)) != 0) {
                    addAll(removed, cells[k], board.candidates(cells[k]) & ~digits);
                }
            }
            if (removed.isEmpty()) {
                return null;
            }
            double difficulty = degree == 2 ? 3.4 : degree == 3 ? 4.0 : 5.4;
            return new SeHint(family().displayName(), difficulty, new int[0], toArray(removed));
        }

        private SeHint following(Position board, int[] cells, int[] positions, int digits, int common) {
            for (int digit = 1; digit <= 9; digit++) {
                if ((digits & (1 << (digit - 1))) == 0 && Integer.bitCount(positions[digit]) > 1) {
                    int rest = positions[digit] & ~common;
                    if (Integer.bitCount(rest) == 1) {
                        SeHint set = hidden(board, cells, digits, common);
                        return new SeHint(family().displayName(), degree == 2 ? 2.0 : 2.5, new int[] {SeHint.candidate(
                                cells[Integer.numberOfTrailingZeros(rest)], digit)}, set.eliminations());
                    }
                }
            }
            return null;
        }
    }

    static void addAll(List<Integer> removed, int cell, int digits) {
        for (int d = 1; d <= 9; d++) {
            if ((digits & (DigitSet.bit(d))) != 0) {
                removed.add(SeHint.candidate(cell, d));
            }
        }
    }

    static int[] toArray(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
