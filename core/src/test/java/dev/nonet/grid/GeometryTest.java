package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class GeometryTest {

    private static final Geometry CLASSIC = Layout.CLASSIC.geometry();

    @Test
    void everyClassicCellHasTwentyDistinctPeersAndIsNotItsOwn() {
        for (int cell = 0; cell < 81; cell++) {
            int[] peers = CLASSIC.peers[cell];
            assertThat(Arrays.stream(peers).distinct().count()).isEqualTo(20);
            assertThat(peers).doesNotContain(cell);
        }
        assertThat(CLASSIC.peers[0]).contains(8, 72, 10, 20).doesNotContain(30, 12);
    }

    @Test
    void aLayoutsPeersShareAHouseWithTheCell() {
        Geometry x4 = Layout.of(Shape.of(4)).with(Variant.X).geometry();
        assertThat(x4.peers[0]).containsExactlyInAnyOrder(1, 2, 3, 4, 8, 12, 5, 10, 15);
        assertThat(x4.peers[1]).containsExactlyInAnyOrder(0, 2, 3, 5, 9, 13, 4);
    }

    @Test
    void equalLayoutsShareOneGeometryBuiltOnceAcrossThreads() {
        Geometry[] seen = IntStream.range(0, 8)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> Layout.of(Shape.of(16)).with(Variant.X).geometry()))
                .map(CompletableFuture::join).toArray(Geometry[]::new);
        assertThat(seen).allMatch(g -> g == seen[0]);
        assertThat(Layout.of(Shape.CLASSIC).geometry()).isSameAs(CLASSIC);
    }

    @Test
    void houseKindsAndIntersectionsFollowTheLayout() {
        assertThat(CLASSIC.kind[0]).isEqualTo(House.Kind.ROW);
        assertThat(CLASSIC.kind[9]).isEqualTo(House.Kind.COLUMN);
        assertThat(CLASSIC.kind[18]).isEqualTo(House.Kind.BOX);
        assertThat(CLASSIC.isLine(17)).isTrue();
        assertThat(CLASSIC.isLine(18)).isFalse();
        // Each of the 54 box-line pairs, both ways round; a row and a column share one cell only.
        assertThat(CLASSIC.intersections).hasSize(108).allMatch(i -> i.shared().length == 3
                && i.firstOnly().length == 6 && i.secondOnly().length == 6);
        Geometry.Intersection first = CLASSIC.intersections.get(0);
        assertThat(first.first()).isEqualTo(0);
        assertThat(first.second()).isEqualTo(18);
        assertThat(first.shared()).containsExactly(0, 1, 2);
    }
}
