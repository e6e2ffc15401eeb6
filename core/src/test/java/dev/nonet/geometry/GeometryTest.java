package dev.nonet.geometry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.House;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class GeometryTest {

    private static final Geometry CLASSIC = Geometry.of(Layout.CLASSIC);

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
        Geometry x4 = Geometry.of(Layout.of(Shape.of(4)).with(Variant.X));
        assertThat(x4.peers[0]).containsExactlyInAnyOrder(1, 2, 3, 4, 8, 12, 5, 10, 15);
        assertThat(x4.peers[1]).containsExactlyInAnyOrder(0, 2, 3, 5, 9, 13, 4);
    }

    @Test
    void equalLayoutsShareOneGeometryBuiltOnceAcrossThreads() {
        Geometry[] seen = IntStream.range(0, 8)
                .mapToObj(i -> CompletableFuture.supplyAsync(() -> Geometry.of(Layout.of(Shape.of(16)).with(Variant.X))))
                .map(CompletableFuture::join).toArray(Geometry[]::new);
        assertThat(seen).allMatch(g -> g == seen[0]);
        assertThat(Geometry.of(Layout.of(Shape.CLASSIC))).isSameAs(CLASSIC);
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
