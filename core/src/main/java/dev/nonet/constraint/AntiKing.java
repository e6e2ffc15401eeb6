package dev.nonet.constraint;

/**
 * Anti-king: two cells a king's move (next to each other, diagonals included) apart never hold the same
 * digit. The pairs in one row or column are in a house already; they are listed all the same, so the
 * rule says what it says on any grid.
 */
public final class AntiKing extends ChessMoves {

    private static final int[][] STEPS = {{0, 1}, {1, -1}, {1, 0}, {1, 1}};

    private AntiKing(int side) {
        super("antiking", STEPS, side);
    }

    /**
     * The rule on a grid of {@code side}.
     *
     * @throws IllegalArgumentException for a side outside 1..25
     */
    public static AntiKing of(int side) {
        return new AntiKing(side);
    }

    @Override
    public String ruleInWords() {
        return "cells a king's move apart differ";
    }
}
