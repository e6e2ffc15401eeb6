package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Domains;
import dev.nonet.grid.Grid;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * What the tests of the cell, sum and clue kinds share: a classic solution, cells by name, candidates in
 * an array, and a brute-force check of narrowing.
 */
final class KindsATesting {

    /** A classic solution the keeping tests read. */
    static final Grid SOLUTION = Grid.parse(
            "534678912" + "672195348" + "198342567" + "859761423" + "426853791" + "713924856" + "961537284" + "287419635" + "345286179");

    private KindsATesting() {
    }

    /** The cell named {@code r1c2} (rows and columns from 1, up to 9). */
    static Cell at(String name) {
        return new Cell(name.charAt(1) - '1', name.charAt(3) - '1');
    }

    /** The cells named in {@code names}, separated by spaces. */
    static List<Cell> cells(String names) {
        List<Cell> out = new ArrayList<>();
        for (String name : names.trim().split("\\s+")) {
            out.add(at(name));
        }
        return out;
    }

    /** Row {@code r} (from 1) of a grid of {@code side}, left to right. */
    static List<Cell> row(int r, int side) {
        List<Cell> out = new ArrayList<>();
        for (int c = 0; c < side; c++) {
            out.add(new Cell(r - 1, c));
        }
        return out;
    }

    /** The digits as a mask. */
    static int mask(int... digits) {
        int m = 0;
        for (int d : digits) {
            m |= 1 << (d - 1);
        }
        return m;
    }

    /** {@code digits} in the order of {@code cells}, for {@link Constraint#keeps}; other cells are an error. */
    static ToIntFunction<Cell> filled(List<Cell> cells, int... digits) {
        Map<Cell, Integer> map = new HashMap<>();
        for (int i = 0; i < cells.size(); i++) {
            map.put(cells.get(i), digits[i]);
        }
        return cell -> {
            Integer d = map.get(cell);
            if (d == null) {
                throw new AssertionError("asked for " + cell + ", which the rule does not read");
            }
            return d;
        };
    }

    /** Candidates of a grid in an array, every digit to start with. */
    static final class Board extends CandidateMasks {
        Board(int side) {
            super(side);
        }

        /** Every cell of {@code grid} holding its digit alone. */
        static Board filled(Grid grid) {
            int side = grid.shape().side();
            Board board = new Board(side);
            for (int i = 0; i < side * side; i++) {
                board.set(i, 1 << (grid.get(new Cell(i / side, i % side)) - 1));
            }
            return board;
        }

        int[] masks() {
            return masks.clone();
        }

        Board set(String cell, int... digits) {
            return set(at(cell), mask(digits));
        }

        Board set(Cell cell, int mask) {
            masks[cell.row() * side + cell.column()] = mask;
            return this;
        }

        /** The candidates of the named cell. */
        int get(String cell) {
            return candidates(at(cell));
        }



    }

    /**
     * Checks {@code rule}'s narrowing on {@code board} against brute force: every digit some assignment of
     * the rule's cells from their candidates keeping the rule uses must survive, narrowing only removes,
     * and a rule some assignment keeps is not called broken. Returns the number of keeping assignments.
     */
    static long assertSound(Constraint rule, Board board) {
        List<Cell> cells = rule.cells();
        int n = cells.size();
        int[] before = new int[n];
        for (int i = 0; i < n; i++) {
            before[i] = board.candidates(cells.get(i));
        }
        int[] used = new int[n];
        long[] count = {0};
        Map<Cell, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            index.put(cells.get(i), i);
        }
        int[] digits = new int[n];
        ToIntFunction<Cell> digitAt = cell -> digits[index.get(cell)];
        enumerate(rule, before, digits, 0, digitAt, used, count);
        int[] saved = board.masks();
        boolean ok = rule.narrow(board);
        if (count[0] > 0) {
            assertThat(ok).as("%s on %s: narrow says broken, yet %d assignments keep it", rule, describe(cells, before), count[0]).isTrue();
            for (int i = 0; i < n; i++) {
                int after = board.candidates(cells.get(i));
                assertThat(after & used[i]).as("%s on %s: %s lost digits some solution uses", rule, describe(cells, before), cells.get(i))
                        .isEqualTo(used[i]);
            }
        }
        for (int i = 0; i < saved.length; i++) {
            assertThat(board.candidates(i) & ~saved[i]).as("narrowing added candidates").isZero();
        }
        return count[0];
    }

    private static void enumerate(Constraint rule, int[] masks, int[] digits, int i, ToIntFunction<Cell> digitAt, int[] used, long[] count) {
        if (i == masks.length) {
            if (rule.keeps(digitAt)) {
                count[0]++;
                for (int j = 0; j < masks.length; j++) {
                    used[j] |= 1 << (digits[j] - 1);
                }
            }
            return;
        }
        for (int m = masks[i]; m != 0; m &= m - 1) {
            digits[i] = Integer.numberOfTrailingZeros(m) + 1;
            enumerate(rule, masks, digits, i + 1, digitAt, used, count);
        }
    }

    private static String describe(List<Cell> cells, int[] masks) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            out.append(cells.get(i)).append('=').append(Integer.toBinaryString(masks[i])).append(' ');
        }
        return out.toString().trim();
    }
}
