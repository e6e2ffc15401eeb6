package dev.nonet.rating;

import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;

/**
 * SE's Bivalue Universal Grave ({@code rules/unique/BivalueUniversalGrave}, types 1 to 4, with lkSudoku's
 * fix, on by default in SukakuExplainer). The BUG cells are found region by region (blocks, rows,
 * columns; digits 1-9): where a digit has one place or more than two in a region, the cells there with
 * three candidates or more are the suspects; one suspect is a BUG cell holding that extra digit, none means
 * there is no BUG, several decide nothing (but if every such region is about one digit, all its suspects
 * become BUG cells). Without their extra digits every open cell must be left with two candidates and every
 * digit with zero or two places in each region. Then:
 *
 * <ul>
 *   <li>BUG type 1 (5.6): one BUG cell; it keeps only its extra digits;</li>
 *   <li>BUG type 2 (5.7): one extra digit for all; it leaves the cells that see every BUG cell;</li>
 *   <li>BUG type 3 (5.7, +0.1 per digit of the naked set beyond two): the extras act as one cell of a
 *       naked set with cells of a region all BUG cells share;</li>
 *   <li>BUG type 4 (5.7): two BUG cells in one region that share one more digit: they lose all but that
 *       digit and their extras.</li>
 * </ul>
 * SE takes the first hint in this order: type 1; else (one extra digit) type 2 then type 4; else type 4 then
 * type 3 (naked sets of 2 to 6 digits, blocks, rows, columns, SE's tuple order).
 */
final class BivalueGrave implements HintFinder {

    private static final int[] KINDS = {SeRegions.BLOCK, SeRegions.ROW, SeRegions.COLUMN};

    @Override
    public String name() {
        return "Bivalue Universal Grave";
    }

    @Override
    public Hint find(Board board, Deadline deadline) {
        int[] temp = new int[81];
        for (int cell = 0; cell < 81; cell++) {
            temp[cell] = board.candidates(cell);
        }
        List<Integer> bugCells = new ArrayList<>();
        int[] bugValues = new int[81];
        int allBugValues = 0;
        boolean[] common = null;
        boolean[] allExtra = null;
        int onlyValue = 0;
        boolean oneValue = true;
        for (int kind : KINDS) {
            for (int n = 0; n < 9; n++) {
                int[] cells = SeRegions.CELLS[kind][n];
                for (int value = 1; value <= 9; value++) {
                    int positions = SeRegions.positions(board, cells, value);
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
                    if (allExtra == null) {
                        allExtra = new boolean[81];
                        for (int c : suspects) {
                            allExtra[c] = true;
                        }
                        onlyValue = value;
                    } else if (oneValue) {
                        if (onlyValue == value) {
                            for (int c : suspects) {
                                allExtra[c] = true;
                            }
                        } else {
                            oneValue = false;
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
        if (oneValue && allExtra != null && count(allExtra) > bugCells.size()) {
            for (int cell = 0; cell < 81; cell++) {
                if (!allExtra[cell] || bugCells.contains(cell)) {
                    continue;
                }
                bugCells.add(cell);
                bugValues[cell] = 1 << (onlyValue - 1);
                temp[cell] &= ~(1 << (onlyValue - 1));
                common = narrow(common, cell, bugCells);
                if (bugCells.size() > 1 && Integer.bitCount(allBugValues) > 1 && none(common)) {
                    return null;
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
            Hint type2 = type2(board, allBugValues, common);
            if (type2 != null) {
                return type2;
            }
            return bugCells.size() == 2 ? type4(board, bugCells, bugValues, allBugValues) : null;
        }
        if (common != null && !none(common)) {
            Hint type4 = bugCells.size() == 2 ? type4(board, bugCells, bugValues, allBugValues) : null;
            return type4 != null ? type4 : type3(board, bugCells, allBugValues, common);
        }
        return null;
    }

    /** Without the extra digits: every open cell has two candidates, every digit 0 or 2 places a region. */
    private static boolean isGrave(Board board, int[] temp) {
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

    private static Hint type2(Board board, int value, boolean[] common) {
        if (common == null) {
            return null;
        }
        List<Integer> removed = new ArrayList<>();
        int digit = Integer.numberOfTrailingZeros(value) + 1;
        for (int cell = 0; cell < 81; cell++) {
            if (common[cell] && board.has(cell, digit)) {
                removed.add(Board.candidate(cell, digit));
            }
        }
        return hint("BUG type 2", 5.7, Subsets.toArray(removed));
    }

    private static Hint type4(Board board, List<Integer> bugCells, int[] bugValues, int allBugValues) {
        int c1 = bugCells.get(0);
        int c2 = bugCells.get(1);
        int shared = board.candidates(c1) & board.candidates(c2) & ~allBugValues;
        if (Integer.bitCount(shared) != 1) {
            return null;
        }
        for (int kind : KINDS) {
            if (SeRegions.OF[kind][c1] == SeRegions.OF[kind][c2]) {
                List<Integer> removed = new ArrayList<>();
                Subsets.addAll(removed, c1, board.candidates(c1) & ~bugValues[c1] & ~shared);
                Subsets.addAll(removed, c2, board.candidates(c2) & ~bugValues[c2] & ~shared);
                return hint("BUG type 4", 5.7, Subsets.toArray(removed));
            }
        }
        return null;
    }

    private static Hint type3(Board board, List<Integer> bugCells, int allBugValues, boolean[] common) {
        for (int degree = 2; degree <= 6; degree++) {
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
                for (int cell = 0; cell < 81; cell++) {
                    if (common[cell] && SeRegions.OF[kind][cell] == number) {
                        regionCells.add(cell);
                    }
                }
                if (regionCells.size() < degree) {
                    continue;
                }
                for (int tuple : Subsets.combinations(degree - 1, regionCells.size())) {
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
                    List<Integer> members = new ArrayList<>(naked);
                    members.addAll(bugCells);
                    for (int digit = 1; digit <= 9; digit++) {
                        if ((nakedSet & (1 << (digit - 1))) == 0) {
                            continue;
                        }
                        for (int cell = 0; cell < 81; cell++) {
                            if (!board.has(cell, digit)) {
                                continue;
                            }
                            boolean seesAll = true;
                            boolean held = false;
                            for (int member : members) {
                                if (board.has(member, digit)) {
                                    held = true;
                                    seesAll &= SeRegions.sees(cell, member);
                                }
                            }
                            if (seesAll && held) {
                                removed.add(Board.candidate(cell, digit));
                            }
                        }
                    }
                    Hint hint = hint("BUG type 3", 5.7 + (Integer.bitCount(nakedSet) - 1) * 0.1,
                            Subsets.toArray(removed));
                    if (hint != null) {
                        return hint;
                    }
                }
            }
        }
        return null;
    }

    /** The cells that see every BUG cell so far, the BUG cells left out. */
    private static boolean[] narrow(boolean[] common, int cell, List<Integer> bugCells) {
        boolean[] result = new boolean[81];
        for (int other = 0; other < 81; other++) {
            result[other] = (common == null || common[other]) && SeRegions.sees(cell, other);
        }
        for (int bug : bugCells) {
            result[bug] = false;
        }
        return result;
    }

    private static boolean none(boolean[] cells) {
        return cells == null || count(cells) == 0;
    }

    private static int count(boolean[] cells) {
        int n = 0;
        for (boolean b : cells) {
            n += b ? 1 : 0;
        }
        return n;
    }

    private static int[] removals(int cell, int digits) {
        List<Integer> removed = new ArrayList<>();
        Subsets.addAll(removed, cell, digits);
        return Subsets.toArray(removed);
    }

    private static Hint hint(String name, double difficulty, int[] eliminations) {
        return eliminations.length == 0 ? null : new Hint(name, difficulty, new int[0], eliminations);
    }
}
