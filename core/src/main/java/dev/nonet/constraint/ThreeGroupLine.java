package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * The rule entropic and modular lines share: the digits fall into three groups, and any two cells of the
 * line whose positions differ by a number that is not a multiple of 3 hold digits of different groups.
 * On a line of three cells or more every three consecutive cells hold one digit of each group, and cells
 * three apart share a group; a line of two cells holds two groups; a line of one cell says nothing. This
 * is SudokuVariantSolverJS's reading, which also makes the two-cell lines some puzzles draw mean something.
 *
 * <p>Narrowing works on groups: the cells at positions with the same remainder by 3 share a group, a
 * group possible for them has a candidate in each; the (at most 3) remainders take different groups, and
 * each cell keeps the digits of the groups some such assignment gives its remainder. This is complete for
 * the rule alone, up to which digit of a group a cell holds.
 */
final class ThreeGroupLine {

    private ThreeGroupLine() {
    }

    /** Which of the groups {@code g0}, {@code g1}, {@code g2} holds digit {@code d}: 0, 1, 2, or -1 for none. */
    private static int group(int d, int g0, int g1, int g2) {
        int bit = LineMasks.bit(d);
        return (g0 & bit) != 0 ? 0 : (g1 & bit) != 0 ? 1 : (g2 & bit) != 0 ? 2 : -1;
    }

    static boolean keeps(List<Cell> line, ToIntFunction<Cell> digitAt, int g0, int g1, int g2) {
        int size = line.size();
        for (int i = 0; i < size; i++) {
            int a = group(digitAt.applyAsInt(line.get(i)), g0, g1, g2);
            if (a < 0) {
                return false;
            }
            for (int j = i + 1; j < size; j++) {
                if ((j - i) % 3 != 0 && group(digitAt.applyAsInt(line.get(j)), g0, g1, g2) == a) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean narrow(Domains domains, List<Cell> line, int g0, int g1, int g2) {
        int size = line.size();
        if (size < 2) {
            return true;
        }
        // The groups each remainder's cells could all take: bit g for group g.
        int f0 = 7;
        int f1 = 7;
        int f2 = size >= 3 ? 7 : 0;
        for (int i = 0; i < size; i++) {
            int m = domains.candidates(line.get(i));
            int has = ((m & g0) != 0 ? 1 : 0) | ((m & g1) != 0 ? 2 : 0) | ((m & g2) != 0 ? 4 : 0);
            switch (i % 3) {
                case 0 -> f0 &= has;
                case 1 -> f1 &= has;
                default -> f2 &= has;
            }
        }
        int a0 = 0;
        int a1 = 0;
        int a2 = 0;
        for (int x = 0; x < 3; x++) {
            if ((f0 & (1 << x)) == 0) {
                continue;
            }
            for (int y = 0; y < 3; y++) {
                if (y == x || (f1 & (1 << y)) == 0) {
                    continue;
                }
                if (size < 3) {
                    a0 |= 1 << x;
                    a1 |= 1 << y;
                    continue;
                }
                int z = 3 - x - y;
                if ((f2 & (1 << z)) != 0) {
                    a0 |= 1 << x;
                    a1 |= 1 << y;
                    a2 |= 1 << z;
                }
            }
        }
        if (a0 == 0) {
            return false;
        }
        int k0 = digits(a0, g0, g1, g2);
        int k1 = digits(a1, g0, g1, g2);
        int k2 = digits(a2, g0, g1, g2);
        for (int i = 0; i < size; i++) {
            int keep = switch (i % 3) {
                case 0 -> k0;
                case 1 -> k1;
                default -> k2;
            };
            if (!domains.keep(line.get(i), keep)) {
                return false;
            }
        }
        return true;
    }

    /** The digits of the groups in {@code groups} (bit g for group g). */
    private static int digits(int groups, int g0, int g1, int g2) {
        return ((groups & 1) != 0 ? g0 : 0) | ((groups & 2) != 0 ? g1 : 0) | ((groups & 4) != 0 ? g2 : 0);
    }
}
