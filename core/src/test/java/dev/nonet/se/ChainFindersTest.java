package dev.nonet.se;

import dev.nonet.position.Position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChainFindersTest {

    @Test
    void eachCeilingPassedAddsATenth() {
        // SE's ceilings on complexity - 2: 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, ...
        assertThat(ChainLength.increment(6)).isZero();
        assertThat(ChainLength.increment(7)).isEqualTo(0.1);
        assertThat(ChainLength.increment(8)).isEqualTo(0.1);
        assertThat(ChainLength.increment(9)).isEqualTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.increment(11)).isEqualTo(0.3, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.increment(15)).isEqualTo(0.4, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.increment(66)).isEqualTo(0.8, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.increment(67)).isEqualTo(0.9, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ChainLength.increment(164)).isEqualTo(1.1, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void ratingsAreSesDoubles() {
        // SE prints 6.6 for a Turbot Fish (6.6 + 0) and 7.2 for a forcing chain of complexity 9 (7.0 + 0.2)
        assertThat(ChainLength.difficulty(6.6, 6)).isEqualTo(6.6);
        assertThat(String.format(java.util.Locale.ROOT, "%.1f", ChainLength.difficulty(7.0, 9))).isEqualTo("7.2");
    }

    static List<HintFinder> all() {
        return List.of(ChainFinders.cycles(), ChainFinders.nishio(), ChainFinders.multiple(), ChainFinders.dynamic(),
                ChainFinders.dynamicPlus(), ChainFinders.nested(2), ChainFinders.nested(3));
    }

    @Test
    void aSolvedGridHasNoChains() {
        String solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        int[] values = new int[81];
        for (int c = 0; c < 81; c++) {
            values[c] = solved.charAt(c) - '0';
        }
        Position board = SePositions.of(values, new int[81]);
        for (HintFinder finder : all()) {
            assertThat(finder.find(board, Deadline.NONE)).as(finder.family().displayName()).isNull();
        }
    }

    @Test
    void theFamiliesAreSes() {
        assertThat(all()).extracting(HintFinder::family).containsExactly(SeFamily.FORCING_CHAINS_AND_CYCLES,
                SeFamily.NISHIO_FORCING_CHAINS, SeFamily.MULTIPLE_FORCING_CHAINS, SeFamily.DYNAMIC_FORCING_CHAINS,
                SeFamily.DYNAMIC_FORCING_CHAINS_PLUS, SeFamily.NESTED_FORCING_CHAINS, SeFamily.NESTED_FORCING_CHAINS);
        assertThatThrownBy(() -> ChainFinders.nested(6)).isInstanceOf(IllegalArgumentException.class);

        assertThat(ChainFinders.nested(5).family()).isEqualTo(SeFamily.NESTED_FORCING_CHAINS);
    }

    @Test
    void aPassedDeadlineStopsTheSearch() {
        Position board = ChainOracleSteps.load("se-chain-steps-hardest.tsv.gz").get(0).board();
        Deadline stopped = Deadline.cancellable();
        stopped.cancel();
        for (HintFinder finder : all()) {
            assertThatThrownBy(() -> finder.find(board, stopped)).as(finder.family().displayName())
                    .isInstanceOf(StoppedException.class);
        }
    }
}
