package dev.nonet.se;

import dev.nonet.position.Position;

import dev.nonet.geometry.Combinations;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE 1.2.1's Bivalue Universal Grave ({@code rules/unique/BivalueUniversalGrave}, types 1 to 4; as
 * 1to9only's build keeps it, without SukakuExplainer's lkSudoku fix). The BUG cells are found region by
 * region (blocks, rows, columns; digits 1-9): where a digit has one place or more than two in a region,
 * the cells there with three candidates or more are the suspects; one suspect is a BUG cell holding that
 * extra digit, none means there is no BUG, several decide nothing. Without their extra digits every open
 * cell must be left with two candidates and every digit with zero or two places in each region. Then:
 *
 * <ul>
 *   <li>BUG type 1 (5.6): one BUG cell; it keeps only its extra digits;</li>
 *   <li>BUG type 2 (5.7): one extra digit for all; it leaves the cells that see every BUG cell;</li>
 *   <li>BUG type 3 (5.7 plus 0.1 per digit of the naked set beyond the first: a pair 5.8): the extras act as one cell of a
 *       naked set with cells of a region all BUG cells share;</li>
 *   <li>BUG type 4 (5.7): two BUG cells in one region that share one more digit: they lose all but that
 *       digit and their extras.</li>
 * </ul>
 * SE takes the first hint in this order: type 1; else (one extra digit) type 2 then type 4; else type 4 then
 * type 3 (blocks, rows, columns, each with naked sets of 2 to 6 digits in SE's tuple order).
 */
final class SeBivalueGrave implements HintFinder {

    private static final int[] KINDS = {SeRegions.BLOCK, SeRegions.ROW, SeRegions.COLUMN};

    @Override
    public SeFamily family() {
        return SeFamily.BIVALUE_UNIVERSAL_GRAVE;
    }

    @Override
    public SeHint find(Position board, Deadline deadline) {
        int[] temp = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            temp[cell] = board.candidates(cell);
        }
        List<Integer> bugCells = new ArrayList<>();
        int[] bugValues = new int[81];
        int allBugValues = 0;
        List<Integer> common = null;
        for (int kind : KINDS) {
            for (int n = 0; n < 9; n++) {
                int[] cells = SeRegions.CELLS[kind][n];
                for (int value = 1; value <= 9; value++) {
                    int positions = SeRegions.places(board, SeRegions.region(kind, n), value);
                    int count = Integer.bitCount(positions);
                    if (count == 0 || count == 2) {
                        continue;
                    }
                    List<Integer> suspects = new ArrayList<>();
                    for (int k = 0; k < 9; k++) {
                        if ((positions & (1 << k)) != 0 && Integer.bitCount(board.candidates(cells[k])) >= 3) {
                            suspects.add(cells[k]);
                        }
                    }
                    if (suspects.size() == 1) {
                        int cell = suspects.get(0);
                        if (!bugCells.contains(cell)) {
                            bugCells.add(cell);
                        }
                        bugValues[cell] |= 1 << (value - 1);
                        allBugValues |= 1 << (value - 1);
                        temp[cell] &= ~(1 << (value - 1));
                        common = narrow(common, cell, bugCells);
                        if (bugCells.size() > 1 && Integer.bitCount(allBugValues) > 1 && none(common)) {
                            return null;
                        }
                    }
                    if (suspects.isEmpty()) {
                        return null;
                    }
                }
            }
        }
        if (!isGrave(board, temp)) {
            return null;
        }
        if (bugCells.size() == 1) {
            int cell = bugCells.get(0);
            return hint("BUG type 1", 5.6, removals(cell, board.candidates(cell) & ~allBugValues));
        }
        if (Integer.bitCount(allBugValues) == 1) {
            SeHint type2 = type2(board, allBugValues, common);
            if (type2 != null) {
                return type2;
            }
            return bugCells.size() == 2 ? type4(board, bugCells, bugValues, allBugValues) : null;
        }
        if (common != null && !none(common)) {
            SeHint type4 = bugCells.size() == 2 ? type4(board, bugCells, bugValues, allBugValues) : null;
            return type4 != null ? type4 : type3(board, bugCells, allBugValues, common);
        }
        return null;
    }

    /** Without the extra digits: every open cell has two candidates, every digit 0 or 2 places a region. */
    private static boolean isGrave(Position board, int[] temp) {
        for (int cell = 0; cell < 81; cell++) {
            if (board.value(cell) == 0 && Integer.bitCount(temp[cell]) != 2) {
                return false;
            }
        }
        for (int kind : KINDS) {
            for (int n = 0; n < 9; n++) {
                for (int value = 1; value <= 9; value++) {
                    int count = 0;
                    for (int cell : SeRegions.CELLS[kind][n]) {
                        count += (temp[cell] >> (value - 1)) & 1;
                    }
                    if (count != 0 && count != 2) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static SeHint type2(Position board, int value, List<Integer> common) {
        if (common == null) {
            return null;
        }
        List<Integer> removed = new ArrayList<>();
        int digit = Integer.numberOfTrailingZeros(value) + 1;
        for (int cell : common) {
            if (board.has(cell, digit)) {
                removed.add(SeHint.candidate(cell, digit));
            }
        }
        return hint("BUG type 2", 5.7, SeSubsets.toArray(removed));
    }

    private static SeHint type4(Position board, List<Integer> bugCells, int[] bugValues, int allBugValues) {
        int c1 = bugCells.get(0);
        int c2 = bugCells.get(1);
        int shared = board.candidates(c1) & board.candidates(c2) & ~allBugValues;
        if (Integer.bitCount(shared) != 1) {
            return null;
        }
        for (int kind : KINDS) {
            if (SeRegions.OF[kind][c1] == SeRegions.OF[kind][c2]) {
                List<Integer> removed = new ArrayList<>();
                SeSubsets.addAll(removed, c1, board.candidates(c1) & ~bugValues[c1] & ~shared);
                SeSubsets.addAll(removed, c2, board.candidates(c2) & ~bugValues[c2] & ~shared);
                return hint("BUG type 4", 5.7, SeSubsets.toArray(removed));
            }
        }
        return null;
    }

    /**
     * SE 1.2.1's type 3: for each kind of region (blocks, rows, columns) that holds all BUG cells, naked
     * sets of 2 to 6 digits made of the extras and cells of that region that see every BUG cell; the set's
     * digits leave the region's other such cells.
     */
    private static SeHint type3(Position board, List<Integer> bugCells, int allBugValues, List<Integer> common) {
        for (int kind : KINDS) {
            int number = SeRegions.OF[kind][bugCells.get(0)];
            boolean shared = true;
            for (int cell : bugCells) {
                shared &= SeRegions.OF[kind][cell] == number;
            }
            if (!shared) {
                continue;
            }
            List<Integer> regionCells = new ArrayList<>();
            for (int cell : common) {
                if (SeRegions.OF[kind][cell] == number) {
                    regionCells.add(cell);
                }
            }
            for (int degree = 2; degree <= 6; degree++) {
                if (regionCells.size() < degree) {
                    continue;
                }
                for (int tuple : Combinations.of((1 << regionCells.size()) - 1, degree - 1)) {
                    List<Integer> naked = new ArrayList<>();
                    int union = 0;
                    boolean fit = Integer.bitCount(allBugValues) > 1;
                    for (int k = 0; k < regionCells.size(); k++) {
                        if ((tuple & (1 << k)) != 0) {
                            int mask = board.candidates(regionCells.get(k));
                            naked.add(regionCells.get(k));
                            union |= mask;
                            fit &= Integer.bitCount(mask) > 1;
                        }
                    }
                    if (Integer.bitCount(union) != degree || !fit || Integer.bitCount(union | allBugValues) != degree) {
                        continue;
                    }
                    int nakedSet = union | allBugValues;
                    List<Integer> removed = new ArrayList<>();
                    for (int cell : regionCells) {
                        if (!naked.contains(cell) && !bugCells.contains(cell)) {
                            SeSubsets.addAll(removed, cell, board.candidates(cell) & nakedSet);
                        }
                    }
                    SeHint hint = hint("BUG type 3", 5.7 + (Integer.bitCount(nakedSet) - 1) * 0.1,
                            SeSubsets.toArray(removed));
                    if (hint != null) {
                        return hint;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The cells that see every BUG cell so far, the BUG cells left out, in SE's order (the first BUG
     * cell's peers, {@link SeRegions#HOUSE}).
     */
    private static List<Integer> narrow(List<Integer> common, int cell, List<Integer> bugCells) {
        List<Integer> result = new ArrayList<>();
        if (common == null) {
            for (int peer : SeRegions.HOUSE[cell]) {
                result.add(peer);
            }
        } else {
            for (int other : common) {
                if (SeRegions.sees(cell, other)) {
                    result.add(other);
                }
            }
        }
        result.removeAll(bugCells);
        return result;
    }

    private static boolean none(List<Integer> cells) {
        return cells == null || cells.isEmpty();
    }

    private static int[] removals(int cell, int digits) {
        List<Integer> removed = new ArrayList<>();
        SeSubsets.addAll(removed, cell, digits);
        return SeSubsets.toArray(removed);
    }

    private static SeHint hint(String name, double difficulty, int[] eliminations) {
        return eliminations.length == 0 ? null : new SeHint(name, difficulty, new int[0], eliminations);
    }
}
