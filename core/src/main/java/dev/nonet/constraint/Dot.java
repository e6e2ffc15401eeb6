package dev.nonet.constraint;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Domains;
import dev.nonet.grid.FixedSum;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A marker between two cells whose digits stand in one relation, either way round: what a white kropki
 * dot ({@link Difference}), a black one ({@link Ratio}), an {@link XV} and a {@link SumDot} are, written
 * once. A kind says only which digits its relation pairs with a digit ({@link #partners}); the check and
 * the narrowing, which keeps in each cell the partners of the other's candidates, follow from it, and
 * since every such relation is symmetric the narrowing is complete for the pair.
 */
abstract sealed class Dot implements Constraint permits Difference, Ratio, SumDot, XV {

    private final String kind;
    private final Cell a;
    private final Cell b;
    /** The marker's number: the difference, the ratio or the sum. */
    final int value;

    /** @throws IllegalArgumentException for the same cell twice */
    Dot(String kind, Cell a, Cell b, int value) {
        Cells.distinct(kind, List.of(a, b), 2);
        this.kind = kind;
        this.a = a;
        this.b = b;
        this.value = value;
    }

    /** One cell. */
    public Cell a() {
        return a;
    }

    /** The other cell. */
    public Cell b() {
        return b;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public List<Cell> cells() {
        return List.of(a, b);
    }

    /** The digits the relation pairs with some digit of {@code mask}, as a mask. */
    abstract int partners(int mask);

    /** The number as the marker shows it, for {@link #toString()}. */
    String label() {
        return String.valueOf(value);
    }

    @Override
    public boolean keeps(ToIntFunction<Cell> digitAt) {
        return (partners(DigitSet.bit(digitAt.applyAsInt(a))) & DigitSet.bit(digitAt.applyAsInt(b))) != 0;
    }

    @Override
    public boolean narrow(Domains domains) {
        return domains.keep(b, partners(domains.candidates(a))) && domains.keep(a, partners(domains.candidates(b)));
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Dot other && other.getClass() == getClass() && other.a.equals(a) && other.b.equals(b)
                && other.value == value;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, a, b, value);
    }

    @Override
    public String toString() {
        return kind + " " + label() + " at " + a + " " + b;
    }

    /** Whether the two digits add up to the value (a sum dot, an X or a V): a sum the 45 rule can use. */
    boolean addsUp() {
        return false;
    }

    /** For a dot that adds up, that the digits do; a kind of another relation says its own. */
    @Override
    public String ruleInWords() {
        return addsUp() ? "the dotted digits add up to the dot's value" : Constraint.super.ruleInWords();
    }

    @Override
    public Optional<FixedSum> fixedSum() {
        return addsUp() ? Optional.of(FixedSum.of(cells(), value)) : Optional.empty();
    }
}
