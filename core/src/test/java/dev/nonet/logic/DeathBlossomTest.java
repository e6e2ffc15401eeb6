package dev.nonet.logic;

import static dev.nonet.logic.AlmostLockedSetsTest.stepsWhereTheEasierOnesEnd;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import org.junit.jupiter.api.Test;

class DeathBlossomTest {

    // A puzzle of top1465 where the techniques up to ALS-XY-Chain get stuck.
    static final String BLOSSOM = "3..8.1....5....6.9......4..5..7...8..4..6...........2.2..3.........9.1....7......";

    @Test
    void everyPetalHoldsZUnlessItLacksTheStemsDigit() {
        assertThat(stepsWhereTheEasierOnesEnd(DeathBlossom.DEATH_BLOSSOM, BLOSSOM)).extracting(Step::description)
                .containsExactly("Death Blossom: stem r7c5 {1,7,8}, petals 1: r3c4, r5c4, r8c4, r9c4 {1,4,5,6,9}; "
                        + "7: r8c2, r8c3, r8c4, r8c6, r8c9 {2,3,4,5,7,8}; 8: r2c6, r3c6, r4c6, r5c6, r7c6, r8c6 "
                        + "{2,3,4,6,7,8,9}, Z = 4: removes 4 from r9c6");
    }

    @Test
    void noBlossomWithoutPetals() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        assertThat(DeathBlossom.DEATH_BLOSSOM.findAll(empty)).isEmpty();
    }

    @Test
    void stopsAtItsDeadline() {
        Deadline over = Deadline.cancellable();
        over.cancel();
        assertThatThrownBy(() -> DeathBlossom.DEATH_BLOSSOM.findAll(CandidateGrid.of(Puzzle.parse(".".repeat(81))), over))
                .isInstanceOf(StoppedException.class);
    }
}
