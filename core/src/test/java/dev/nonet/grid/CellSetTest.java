package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.BitSet;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Cell sets: the examples, every word's edges, and the set algebra checked against {@link BitSet}. */
class CellSetTest {

    @Test
    void holdsTheCellsItIsMadeOf() {
        CellSet set = CellSet.of(80, 0, 10, 10);
        assertThat(set.contains(10)).isTrue();
        assertThat(set.contains(11)).isFalse();
        assertThat(set.size()).isEqualTo(3);
        assertThat(set).containsExactly(0, 10, 80);
        assertThat(set).hasToString("{0,10,80}");
        assertThat(set.toString(Shape.CLASSIC)).isEqualTo("{r1c1,r2c2,r9c9}");
    }

    @Test
    void reachesEveryCellOfTheLargestGrid() {
        CellSet edges = CellSet.of(0, 63, 64, 127, 128, 624);
        assertThat(edges.stream().toArray()).containsExactly(0, 63, 64, 127, 128, 624);
        assertThat(edges.toString(Shape.of(25))).isEqualTo("{r1c1,r3c14,r3c15,r6c3,r6c4,r25c25}");
        assertThat(edges.without(63).without(624)).containsExactly(0, 64, 127, 128);
    }

    @Test
    void refusesWhatIsNoCellIndex() {
        assertThatThrownBy(() -> CellSet.of(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CellSet.of(625)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CellSet.EMPTY.with(625)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CellSet.of(81).toString(Shape.CLASSIC))
                .isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(CellSet.of(1).contains(-1)).isFalse();
        assertThat(CellSet.of(1).contains(625)).isFalse();
    }

    @Test
    void isImmutable() {
        CellSet set = CellSet.of(5);
        set.with(6);
        set.without(5);
        assertThat(set).containsExactly(5);
        assertThat(CellSet.EMPTY.isEmpty()).isTrue();
        assertThat(CellSet.EMPTY.with(3).without(3)).isEqualTo(CellSet.EMPTY);
    }

    @Property
    void algebraAgreesWithBitSet(@ForAll @Size(max = 60) List<@IntRange(max = 624) Integer> a,
                                 @ForAll @Size(max = 60) List<@IntRange(max = 624) Integer> b,
                                 @ForAll @IntRange(max = 624) int c) {
        CellSet x = of(a);
        CellSet y = of(b);
        BitSet union = bits(a);
        union.or(bits(b));
        BitSet both = bits(a);
        both.and(bits(b));
        assertThat(x.union(y).stream().toArray()).containsExactly(union.stream().toArray());
        assertThat(x.intersection(y).stream().toArray()).containsExactly(both.stream().toArray());
        assertThat(x.union(y)).isEqualTo(y.union(x)).hasSameHashCodeAs(y.union(x));
        assertThat(x.intersection(y)).isEqualTo(y.intersection(x));
        assertThat(x.size()).isEqualTo(bits(a).cardinality());
        assertThat(x.isEmpty()).isEqualTo(a.isEmpty());
        assertThat(x.contains(c)).isEqualTo(a.contains(c));
        assertThat(x.with(c).contains(c)).isTrue();
        assertThat(x.without(c).contains(c)).isFalse();
        assertThat(x.with(c).size()).isEqualTo(x.size() + (a.contains(c) ? 0 : 1));
        assertThat(x.union(x.intersection(y))).isEqualTo(x);
        assertThat(x.filter(cell -> cell % 3 == 0).stream().toArray())
                .containsExactly(bits(a).stream().filter(cell -> cell % 3 == 0).toArray());
        assertThat(x.next(c)).isEqualTo(bits(a).nextSetBit(c) < 0 ? -1 : bits(a).nextSetBit(c));
    }

    @Test
    void walksItsCellsWithoutBoxingThem() {
        CellSet set = CellSet.of(3, 63, 64, 624);
        List<Integer> walked = new java.util.ArrayList<>();
        for (int c = set.next(0); c >= 0; c = set.next(c + 1)) {
            walked.add(c);
        }
        assertThat(walked).containsExactly(3, 63, 64, 624);
        assertThat(set.next(-5)).isEqualTo(3);
        assertThat(set.next(625)).isEqualTo(-1);
        assertThat(CellSet.EMPTY.next(0)).isEqualTo(-1);
    }

    @Test
    void aLayoutGivesEachCellsPeersAsASet() {
        Layout classic = Layout.CLASSIC;
        CellSet peers = classic.peersOf(new Cell(0, 0));
        assertThat(peers.size()).isEqualTo(20);
        assertThat(peers.contains(0)).isFalse();
        assertThat(peers).contains(1, 8, 9, 10, 20, 72);
        assertThat(Layout.of(Shape.CLASSIC).with(Variant.X).peersOf(new Cell(0, 0)).size()).isEqualTo(20 + 6);
    }

    private static CellSet of(List<Integer> cells) {
        return CellSet.of(cells.stream().mapToInt(Integer::intValue).toArray());
    }

    private static BitSet bits(List<Integer> cells) {
        BitSet bits = new BitSet();
        cells.forEach(bits::set);
        return bits;
    }
}
