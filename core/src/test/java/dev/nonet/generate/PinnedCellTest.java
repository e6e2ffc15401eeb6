package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.solve.Sudoku;
import org.junit.jupiter.api.Test;

class PinnedCellTest {

    private static final Grid SOLUTION =
            Grid.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    private static final int[][] CLASSIC_PEERS = Geometry.of(Layout.CLASSIC).peers;

    @Test
    void aCellOfA16x16IsPinnedWhenItsPeersGivensHoldTheOtherFifteenDigits() {
        Layout layout = Layout.of(Shape.of(16));
        Grid solution = Sudoku.solve(new Puzzle(layout, Grid.empty(layout.shape()))).solution().orElseThrow();
        int[][] peers = Geometry.of(layout).peers;
        assertThat(Carver.pinned(solution, 100, peers[100])).isTrue();
        int[] digits = solution.toArray();
        int other = digits[0] % 16 + 1; // a digit that r1c1 does not hold
        for (int peer : peers[0]) {
            if (digits[peer] == other) {
                digits[peer] = 0;
            }
        }
        assertThat(Carver.pinned(Grid.of(layout.shape(), digits), 0, peers[0])).isFalse();
    }

    @Test
    void aCellIsPinnedWhenItsPeersGivensHoldTheOtherEightDigits() {
        assertThat(Carver.pinned(SOLUTION, 40, CLASSIC_PEERS[40])).isTrue();
        int[] digits = SOLUTION.toArray();
        for (int peer : CLASSIC_PEERS[0]) {
            if (digits[peer] == 3) {
                digits[peer] = 0; // 3 no longer among r1c1's peers' givens
            }
        }
        assertThat(Carver.pinned(Grid.of(digits), 0, CLASSIC_PEERS[0])).isFalse();
        assertThat(Carver.pinned(Grid.of(digits), 40, CLASSIC_PEERS[40])).isTrue();
    }
}
