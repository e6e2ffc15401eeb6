package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Grid;
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
