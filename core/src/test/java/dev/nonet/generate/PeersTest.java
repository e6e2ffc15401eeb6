package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.Sudoku;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PeersTest {

    private static final Grid SOLUTION =
            Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");

    @Test
    void everyCellHasTwentyDistinctPeersAndIsNotItsOwn() {
        for (int cell = 0; cell < 81; cell++) {
            int[] peers = Peers.OF[cell];
            assertThat(Arrays.stream(peers).distinct().count()).isEqualTo(20);
            assertThat(peers).doesNotContain(cell);
        }
        assertThat(Peers.OF[0]).contains(8, 72, 10, 20).doesNotContain(30, 12);
    }

    @Test
    void aLayoutsPeersShareAHouseWithTheCell() {
        int[][] classic = Peers.of(Layout.CLASSIC);
        for (int cell = 0; cell < 81; cell++) {
            assertThat(classic[cell]).containsExactlyInAnyOrder(Peers.OF[cell]);
        }
        int[][] x4 = Peers.of(Layout.of(Shape.of(4)).with(Variant.X));
        assertThat(x4[0]).containsExactlyInAnyOrder(1, 2, 3, 4, 8, 12, 5, 10, 15);
        assertThat(x4[1]).containsExactlyInAnyOrder(0, 2, 3, 5, 9, 13, 4);
    }

    @Test
    void aCellOfA16x16IsPinnedWhenItsPeersGivensHoldTheOtherFifteenDigits() {
        Layout layout = Layout.of(Shape.of(16));
        Grid solution = Sudoku.solve(layout, Grid.empty(layout.shape())).solution().orElseThrow();
        int[][] peers = Peers.of(layout);
        assertThat(Peers.pinned(solution, 100, peers[100])).isTrue();
        int[] digits = solution.toArray();
        int other = digits[0] % 16 + 1; // a digit that r1c1 does not hold
        for (int peer : peers[0]) {
            if (digits[peer] == other) {
                digits[peer] = 0;
            }
        }
        assertThat(Peers.pinned(Grid.of(layout.shape(), digits), 0, peers[0])).isFalse();
    }

    @Test
    void aCellIsPinnedWhenItsPeersGivensHoldTheOtherEightDigits() {
        assertThat(Peers.pinned(SOLUTION, 40)).isTrue();
        int[] digits = SOLUTION.toArray();
        for (int peer : Peers.OF[0]) {
            if (digits[peer] == 3) {
                digits[peer] = 0; // 3 no longer among r1c1's peers' givens
            }
        }
        assertThat(Peers.pinned(Grid.of(digits), 0)).isFalse();
        assertThat(Peers.pinned(Grid.of(digits), 40)).isTrue();
    }
}
