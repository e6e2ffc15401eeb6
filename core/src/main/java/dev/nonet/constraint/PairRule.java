package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Two cells whose digits must stand in a relation: the part every dot, letter and pairwise rule
 * propagates as (a white dot's difference, a black dot's ratio, XV's sum, a thermometer's step,
 * nonconsecutive's neighbours). The relation is tabled once for every digit up to the largest side,
 * so narrowing is a few mask operations.
 */
final class PairRule implements Constraint {

    /** Whether digits {@code x} in the first cell and {@code y} in the second keep the rule. */
    @FunctionalInterface
    interface Relation {
        boolean holds(int x, int y);
    }

    private final String kind;
    private final String name;
    private final Cell first;
    private final Cell second;
    /** For each digit x of the first cell, the digits y of the second that keep the rule with it. */
    private final int[] secondFor;
    /** For each digit y of the second cell, the digits x of the first. */
    private final int[] firstFor;

    /**
     * A relation tabled for every pair of digits. A rule of many pairs under one relation (a nabner line
     * of n cells has n(n-1)/2) tables it once for all of them: tabling it for each pair took a second
     * for a line of 625 cells.
     */
    static final class Table {
        private final int[] secondFor = new int[DigitSet.MAX_DIGIT + 1];
        private final int[] firstFor = new int[DigitSet.MAX_DIGIT + 1];

        Table(Relation relation) {
            for (int x = 1; x <= DigitSet.MAX_DIGIT; x++) {
                for (int y = 1; y <= DigitSet.MAX_DIGIT; y++) {
                    if (relation.holds(x, y)) {
                        secondFor[x] |= DigitSet.bit(y);
                        firstFor[y] |= DigitSet.bit(x);
                    }
                }
            }
        }
    }

    /**
     * @param kind     the kind it is part of, for {@link #kind()}
     * @param name     how it is named in messages, for example {@code difference 1 at r1c1 r1c2}
     * @param relation the rule, true when a pair keeps it
     */
    PairRule(String kind, String name, Cell first, Cell second, Relation relation) {
        this(kind, name, first, second, new Table(relation));
    }

    /** A pair under a relation already {@link Table tabled}, shared with other pairs. */
    PairRule(String kind, String name, Cell first, Cell second, Table table) {
        this.kind = kind;
        this.name = name;
        this.first = first;
        this.second = second;
        this.secondFor = table.secondFor;
        this.firstFor = table.firstFor;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public List<Cell> cells() {
        return List.of(first, second);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        int y = digitAt.applyAsInt(second);
        return (secondFor[digitAt.applyAsInt(first)] & DigitSet.bit(y)) != 0;
    }

    @Override
    public boolean narrow(Domains domains) {
        int a = domains.candidates(first);
        return domains.keep(second, supported(secondFor, a)) && domains.keep(first, supported(firstFor, domains.candidates(second)));
    }

    /** The digits the table allows beside any digit of {@code mask}. */
    private static int supported(int[] table, int mask) {
        int allowed = 0;
        while (mask != 0) {
            int d = LineMasks.min(mask);
            mask &= mask - 1;
            allowed |= table[d];
        }
        return allowed;
    }

    @Override
    public String toString() {
        return name;
    }
}
