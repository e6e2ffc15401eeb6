package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The pieces of step descriptions that several techniques share: digits, digit lists, cell lists,
 * numbered lines. Digits are written as the board and the grid formats write them (10 as {@code A}),
 * so that a step on 16x16 names the symbol the player sees.
 */
final class Wording {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private Wording() {
    }

    /** Digit {@code d} as the board shows it: {@code 7}, or {@code C} for 12 on bigger grids. */
    static String digit(int d) {
        return String.valueOf(DigitSymbols.of(d));
    }

    /** The digits of a candidate mask, comma-separated without spaces: {@code 2,7} (or {@code 3,C} on bigger grids). */
    static String digits(int mask) {
        return DigitSet.ofMask(mask).stream().mapToObj(Wording::digit).collect(Collectors.joining(","));
    }

    /** Classic 9x9 cells in r1c1 notation, in the order given: {@code r3c1, r3c5}. */
    static String cells(List<Integer> cells) {
        return cells(CLASSIC, cells);
    }

    /** Cells of {@code geometry} in r1c1 notation, in the order given: {@code r3c1, r3c5}. */
    static String cells(Geometry geometry, List<Integer> cells) {
        List<String> parts = new ArrayList<>();
        for (int c : cells) {
            parts.add(geometry.cell(c).toString());
        }
        return String.join(", ", parts);
    }

    /**
     * Lines of one kind by their numbers, counting from 1: {@code rows 2 and 8} or
     * {@code columns 1, 4 and 7}.
     *
     * @param plural the kind of line in the plural, {@code rows} or {@code columns}
     * @param mask   the lines, bit i for the line numbered i + 1
     */
    static String lines(String plural, int mask) {
        List<String> numbers = new ArrayList<>();
        for (int i = 0; i < Integer.SIZE; i++) {
            if ((mask & (1 << i)) != 0) {
                numbers.add(Integer.toString(i + 1));
            }
        }
        int last = numbers.size() - 1;
        String head = String.join(", ", numbers.subList(0, last));
        return plural + " " + (head.isEmpty() ? "" : head + " and ") + numbers.get(last);
    }
}
