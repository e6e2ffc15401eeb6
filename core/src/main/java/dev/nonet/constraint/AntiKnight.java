package dev.nonet.constraint;

/** Anti-knight: two cells a knight's move (two cells one way and one the other) apart never hold the same digit. */
public final class AntiKnight extends ChessMoves {

    private static final int[][] STEPS = {{1, 2}, {2, 1}, {1, -2}, {2, -1}};

    private AntiKnight(int side) {
        super("antiknight", STEPS, side);
    }

    /**
     * The rule on a grid of {@code side}.
     *
     * @throws IllegalArgumentException for a side outside 1..25
     */
    public static AntiKnight of(int side) {
        return new AntiKnight(side);
    }

    @Override
    public String ruleInWords() {
        return "cells a knight's move apart differ";
    }
}
