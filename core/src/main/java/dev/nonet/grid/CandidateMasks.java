package dev.nonet.grid;

import java.util.Arrays;

/**
 * {@link Domains} held in an array, one mask per cell: what a check or a test narrows one constraint on,
 * apart from any search. The search keeps its own, which wakes the constraints a change concerns.
 */
public class CandidateMasks implements Domains {

    protected final int side;
    protected final int[] masks;

    /** Every digit in every cell of a {@code side}-by-{@code side} grid. */
    public CandidateMasks(int side) {
        this.side = side;
        this.masks = new int[side * side];
        Arrays.fill(masks, (1 << side) - 1);
    }

    /** The givens of {@code grid}, each alone in its cell, and every digit in the others. */
    public static CandidateMasks of(Grid grid) {
        int side = grid.shape().side();
        CandidateMasks domains = new CandidateMasks(side);
        for (int i = 0; i < domains.masks.length; i++) {
            int d = grid.get(i);
            if (d != 0) {
                domains.masks[i] = 1 << (d - 1);
            }
        }
        return domains;
    }

    /** Sets the candidates of the cell at {@code index} to {@code mask}. */
    public void set(int index, int mask) {
        masks[index] = mask;
    }

    @Override
    public int side() {
        return side;
    }

    @Override
    public int candidates(int index) {
        return masks[index];
    }

    @Override
    public boolean keep(int index, int mask) {
        masks[index] &= mask;
        return masks[index] != 0;
    }
}
