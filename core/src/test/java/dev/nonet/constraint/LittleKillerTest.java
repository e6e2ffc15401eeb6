package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.cells;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import org.junit.jupiter.api.Test;

class LittleKillerTest {

    @Test
    void keepsTheDiagonalsSum() {
        assertThat(new LittleKiller(cells("r1c2 r2c1"), 9).isKeptBy(SOLUTION)).isTrue();
        assertThat(new LittleKiller(cells("r1c2 r2c1"), 10).isKeptBy(SOLUTION)).isFalse();
        assertThat(new LittleKiller(cells("r9c1"), 3).isKeptBy(SOLUTION)).isTrue();
    }

    @Test
    void narrowsByTheBoundsOfTheSumAndLetsDigitsRepeat() {
        Board board = new Board(9);
        assertThat(new LittleKiller(cells("r1c2 r2c1"), 3).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(1, 2));
        assertThat(new LittleKiller(cells("r3c1 r4c2"), 2).narrow(board)).isTrue();
        assertThat(board.get("r4c2")).isEqualTo(mask(1));
        assertThat(new LittleKiller(cells("r5c1 r6c2 r7c3"), 27).narrow(board)).isTrue();
        assertThat(board.get("r6c2")).isEqualTo(mask(9));
        board.set("r8c1", 5);
        assertThat(new LittleKiller(cells("r8c1 r9c2"), 8).narrow(board)).isTrue();
        assertThat(board.get("r9c2")).isEqualTo(mask(3));
        assertThat(new LittleKiller(cells("r8c1 r9c2"), 15).narrow(board)).isFalse();
    }

    @Test
    void narrowsLargeSumsByBounds() {
        // beyond 63 the bounds take over: 5 cells making 78 from 1..16 hold 14 or more each
        Board board = new Board(16);
        assertThat(new LittleKiller(cells("r1c1 r2c2 r3c3 r4c4 r5c5"), 78).narrow(board)).isTrue();
        assertThat(board.get("r3c3")).isEqualTo(mask(14, 15, 16));
        assertThat(new LittleKiller(cells("r1c1 r2c2 r3c3 r4c4 r5c5"), 81).narrow(board)).isFalse();
    }

    @Test
    void namesItselfAndRefusesImpossibleSums() {
        LittleKiller clue = new LittleKiller(cells("r1c2 r2c1"), 9);
        assertThat(clue.kind()).isEqualTo("littlekillersum");
        assertThat(clue).hasToString("littlekillersum 9 at r1c2 r2c1").isEqualTo(new LittleKiller(cells("r1c2 r2c1"), 9));
        assertThatThrownBy(() -> new LittleKiller(cells("r1c2 r2c1"), 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("littlekillersum sum 1 cannot be made by 2 digits");
        assertThatThrownBy(() -> new LittleKiller(cells("r1c2"), 26))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("littlekillersum sum 26 cannot be made by 1 digit");
        assertThatThrownBy(() -> new LittleKiller(cells("r1c2 r1c2"), 4))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("littlekillersum names r1c2 twice");
    }
}
