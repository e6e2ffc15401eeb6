package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.NoSuchElementException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Digit sets: the examples the logic relies on, and the set algebra checked against {@link BitSet}. */
class DigitSetTest {

    @Test
    void holdsTheDigitsItIsMadeOf() {
        DigitSet set = DigitSet.of(1, 3, 5);
        assertThat(set.contains(3)).isTrue();
        assertThat(set.contains(2)).isFalse();
        assertThat(set.size()).isEqualTo(3);
        assertThat(set.first()).isEqualTo(1);
        assertThat(set.mask()).isEqualTo(0b10101);
        assertThat(set.stream().toArray()).containsExactly(1, 3, 5);
        assertThat(set).containsExactly(1, 3, 5);
    }

    @Test
    void isWrittenAsTheBoardWritesDigits() {
        assertThat(DigitSet.of(1, 3, 5)).hasToString("{1,3,5}");
        assertThat(DigitSet.of(25, 10, 9)).hasToString("{9,A,P}");
        assertThat(DigitSet.EMPTY).hasToString("{}");
    }

    @Test
    void bitIsTheDigitsPlaceInTheMask() {
        assertThat(DigitSet.bit(1)).isEqualTo(1);
        assertThat(DigitSet.bit(9)).isEqualTo(0x100);
        assertThat(DigitSet.of(7).mask()).isEqualTo(DigitSet.bit(7));
    }

    @Test
    void upToHoldsEveryDigitOfASide() {
        assertThat(DigitSet.upTo(9).mask()).isEqualTo(0x1FF);
        assertThat(DigitSet.upTo(25).size()).isEqualTo(25);
        assertThat(DigitSet.upTo(0)).isEqualTo(DigitSet.EMPTY);
        assertThatThrownBy(() -> DigitSet.upTo(26)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void refusesWhatIsNoDigit() {
        assertThatThrownBy(() -> DigitSet.of(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DigitSet.of(26)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DigitSet.EMPTY.with(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DigitSet.ofMask(1 << 25)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DigitSet.ofMask(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(DigitSet.EMPTY::first).isInstanceOf(NoSuchElementException.class);
        assertThat(DigitSet.upTo(25).contains(0)).isFalse();
        assertThat(DigitSet.upTo(25).contains(26)).isFalse();
    }

    @Test
    void equalSetsAreEqualHoweverMade() {
        assertThat(DigitSet.of(2, 7)).isEqualTo(DigitSet.ofMask(0b1000010))
                .isEqualTo(DigitSet.EMPTY.with(7).with(2))
                .hasSameHashCodeAs(DigitSet.of(7, 2, 2));
        assertThat(DigitSet.of(2).without(2)).isSameAs(DigitSet.EMPTY);
    }

    @Property
    void algebraAgreesWithBitSet(@ForAll @Size(max = 30) List<@IntRange(min = 1, max = 25) Integer> a,
                                 @ForAll @Size(max = 30) List<@IntRange(min = 1, max = 25) Integer> b,
                                 @ForAll @IntRange(min = 1, max = 25) int d) {
        DigitSet x = of(a);
        DigitSet y = of(b);
        assertThat(x.union(y)).isEqualTo(from(bits(a), other -> other.or(bits(b))));
        assertThat(x.intersection(y)).isEqualTo(from(bits(a), other -> other.and(bits(b))));
        assertThat(x.minus(y)).isEqualTo(from(bits(a), other -> other.andNot(bits(b))));
        assertThat(x.with(d)).isEqualTo(from(bits(a), other -> other.set(d)));
        assertThat(x.without(d)).isEqualTo(from(bits(a), other -> other.clear(d)));
        assertThat(x.size()).isEqualTo(bits(a).cardinality());
        assertThat(x.isEmpty()).isEqualTo(a.isEmpty());
        assertThat(x.contains(d)).isEqualTo(a.contains(d));
        assertThat(x.stream().toArray()).containsExactly(bits(a).stream().toArray());
        assertThat(DigitSet.ofMask(x.mask())).isEqualTo(x);
        if (!x.isEmpty()) {
            assertThat(x.first()).isEqualTo(bits(a).nextSetBit(0));
        }
    }

    @Property
    void unionAndIntersectionLaws(@ForAll @IntRange(max = (1 << 25) - 1) int a,
                                  @ForAll @IntRange(max = (1 << 25) - 1) int b,
                                  @ForAll @IntRange(max = (1 << 25) - 1) int c) {
        DigitSet x = DigitSet.ofMask(a);
        DigitSet y = DigitSet.ofMask(b);
        DigitSet z = DigitSet.ofMask(c);
        assertThat(x.union(y)).isEqualTo(y.union(x));
        assertThat(x.intersection(y)).isEqualTo(y.intersection(x));
        assertThat(x.union(y.intersection(z))).isEqualTo(x.union(y).intersection(x.union(z)));
        assertThat(x.minus(y).intersection(y)).isEqualTo(DigitSet.EMPTY);
        assertThat(x.minus(y).union(x.intersection(y))).isEqualTo(x);
    }

    private static DigitSet of(List<Integer> digits) {
        return DigitSet.of(digits.stream().mapToInt(Integer::intValue).toArray());
    }

    private static BitSet bits(List<Integer> digits) {
        BitSet bits = new BitSet();
        digits.forEach(bits::set);
        return bits;
    }

    private static DigitSet from(BitSet start, java.util.function.Consumer<BitSet> change) {
        change.accept(start);
        List<Integer> digits = new ArrayList<>();
        start.stream().forEach(digits::add);
        return of(digits);
    }
}
