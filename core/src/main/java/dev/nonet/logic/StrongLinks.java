package dev.nonet.logic;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * The strong links of one digit: houses where it has exactly two places, so that one of the two
 * cells must hold it. Shared by the single-digit patterns and the W-Wing, which all chain such links.
 */
final class StrongLinks {

    /** Classic 9x9's tables, from its layout: what this code asks of them holds for classic grids alone. */
    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

    private StrongLinks() {
    }

    /**
     * A strong link on a digit between cells {@code a < b} in {@code house}: a conjugate pair, the only two
     * places of the digit in the house.
     *
     * @param house the house index; a pair that is a link in both a line and a box keeps the line,
     *              which is what the single-digit patterns name it by
     * @param a     the lower cell index
     * @param b     the higher cell index
     */
    record Conjugate(int house, int a, int b) {

        // The kinds of line in classic 9x9's tables: the single-digit patterns that ask are classic-only.

        boolean inRow() {
            return CLASSIC.kind[house] == House.Kind.ROW;
        }

        boolean inColumn() {
            return CLASSIC.kind[house] == House.Kind.COLUMN;
        }

        boolean inLine() {
            return CLASSIC.isLine(house);
        }

        /** The end that is not {@code end}. */
        int other(int end) {
            return end == a ? b : a;
        }

        /** The link in the {@code a=b} notation of chains. */
        String text() {
            return CLASSIC.cell(a) + "=" + CLASSIC.cell(b);
        }
    }

    /** Every strong link on {@code digit}, one per pair of cells, in house order. */
    static List<Conjugate> of(CandidateGrid grid, int digit) {
        List<Conjugate> links = new ArrayList<>();
        Geometry geometry = grid.geometry();
        for (int h = 0; h < geometry.houseCount(); h++) {
            int positions = grid.positions(h, digit);
            if (Integer.bitCount(positions) != 2) {
                continue;
            }
            int[] cells = geometry.houseCells[h];
            int a = cells[Integer.numberOfTrailingZeros(positions)];
            int b = cells[31 - Integer.numberOfLeadingZeros(positions)];
            if (!contains(links, Math.min(a, b), Math.max(a, b))) {
                links.add(new Conjugate(h, Math.min(a, b), Math.max(a, b)));
            }
        }
        return links;
    }

    private static boolean contains(List<Conjugate> links, int a, int b) {
        for (Conjugate link : links) {
            if (link.a() == a && link.b() == b) {
                return true;
            }
        }
        return false;
    }
}
