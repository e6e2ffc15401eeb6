package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * An entropic line: every three consecutive cells along the line hold one low, one middle and one high
 * digit. On 9x9 those are 1-3, 4-6 and 7-9; on other sides, as SudokuVariantSolverJS splits them, the
 * low and high groups have {@code side/3} digits and the middle the rest when that adds up
 * ({@code 2*floor + ceil == side}: 1-2, 3-4, 5-6 on 6x6; 1, 2-3, 4 on 4x4), otherwise the low and high
 * groups have {@code ceil(side/3)} and the middle the rest (1-3, 4-5, 6-8 on 8x8). As in the JS solver,
 * any two cells whose positions differ by other than a multiple of 3 are in different groups, so a line
 * of two cells holds two groups.
 *
 * <p>It takes the side, which its groups depend on (the f-puzzles reader knows it).
 */
public final class EntropicLine extends Line {

    /** For each side, the low, middle and high digits as masks. */
    private static final int[][] GROUPS = new int[DigitSet.MAX_DIGIT + 1][];

    static {
        for (int side = 1; side <= DigitSet.MAX_DIGIT; side++) {
            int floor = side / 3;
            int ceil = (side + 2) / 3;
            int outer = 2 * floor + ceil == side ? floor : ceil;
            int middle = 2 * floor + ceil == side ? ceil : floor;
            int all = LineMasks.atMost(side);
            int low = LineMasks.atMost(outer);
            int mid = LineMasks.atMost(outer + middle) & ~low;
            GROUPS[side] = new int[] {low, mid, all & ~low & ~mid};
        }
    }

    /**
     * @param line the cells in order along the line, at least one, none twice
     * @param side the grid's side, 1 to 25
     * @throws IllegalArgumentException for an empty line, a cell named twice or a side outside 1..25
     */
    public EntropicLine(List<Cell> line, int side) {
        super("entropicline", line, 1, side, false);
        if (side < 1 || side > DigitSet.MAX_DIGIT) {
            throw new IllegalArgumentException("entropicline side " + side + " is not 1 to " + DigitSet.MAX_DIGIT);
        }
    }

    /** The grid's side. */
    public int side() {
        return value;
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int[] g = GROUPS[value];
        return ThreeGroupLine.keeps(line, digitAt, g[0], g[1], g[2]);
    }

    @Override
    public boolean narrow(Domains domains) {
        int[] g = GROUPS[value];
        return ThreeGroupLine.narrow(domains, line, g[0], g[1], g[2]);
    }
}
