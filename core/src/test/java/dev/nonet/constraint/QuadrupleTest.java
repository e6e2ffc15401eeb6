package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.cells;
import static dev.nonet.constraint.KindsATesting.filled;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuadrupleTest {

    private static final String CORNER = "r1c1 r1c2 r2c1 r2c2";

    @Test
    void keepsEveryListedDigitAsOftenAsListed() {
        // r1c1 r1c2 r2c1 r2c2 = 5 3 6 7
        assertThat(new Quadruple(cells(CORNER), List.of(3, 5)).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Quadruple(cells(CORNER), List.of(7, 6, 5, 3)).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Quadruple(cells(CORNER), List.of(1)).isKeptBy(SOLUTION)).isFalse();
        assertThat(new Quadruple(cells(CORNER), List.of(3, 3)).isKeptBy(SOLUTION)).isFalse();
        assertThat(new Quadruple(cells("r1c2 r1c3 r2c2 r2c3"), List.of(3, 3)).keeps(filled(cells("r1c2 r1c3 r2c2 r2c3"), 3, 1, 2, 3))).isTrue();
    }

    @Test
    void fillsTheCellsWhenFourDigitsAreListed() {
        Board board = new Board(9);
        assertThat(new Quadruple(cells(CORNER), List.of(1, 2, 3, 4)).narrow(board)).isTrue();
        assertThat(board.get("r2c2")).isEqualTo(mask(1, 2, 3, 4));
    }

    @Test
    void placesADigitWithAsManyPlacesAsItNeeds() {
        Board board = new Board(9).set("r1c1", 2, 3).set("r1c2", 2, 3);
        assertThat(new Quadruple(cells(CORNER), List.of(1, 1)).narrow(board)).isTrue();
        assertThat(board.get("r2c1")).isEqualTo(mask(1));
        assertThat(board.get("r2c2")).isEqualTo(mask(1));
        board = new Board(9).set("r1c1", 2, 3).set("r1c2", 2, 3).set("r2c1", 4, 5);
        assertThat(new Quadruple(cells(CORNER), List.of(9)).narrow(board)).isTrue();
        assertThat(board.get("r2c2")).isEqualTo(mask(9));
        board = new Board(9).set("r1c1", 2, 3).set("r1c2", 2, 3).set("r2c1", 4, 5);
        assertThat(new Quadruple(cells(CORNER), List.of(9, 8)).narrow(board)).isFalse();
    }

    @Test
    void keepsRoomForTheListedDigitsBeforeOthers() {
        // Three listed digits, and r1c1 can only be 1: the other three cells hold 2 and 3 and one free digit.
        Board board = new Board(9).set("r1c1", 1).set("r1c2", 2, 7);
        assertThat(new Quadruple(cells(CORNER), List.of(1, 2, 3)).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 7));
        board.set("r2c1", 2, 3);
        board.set("r2c2", 2, 3, 8);
        // r1c2 = 7 would leave 2 and 3 to r2c1 and r2c2: still fine; r2c2 = 8 leaves 2, 3 to r1c2, r2c1: fine too.
        assertThat(new Quadruple(cells(CORNER), List.of(1, 2, 3)).narrow(board)).isTrue();
        assertThat(board.get("r2c2")).isEqualTo(mask(2, 3, 8));
        board.set("r2c1", 3);
        // r1c2 = 7 and r2c2 = 8 cannot both hold, yet each alone can: nothing goes
        assertThat(new Quadruple(cells(CORNER), List.of(1, 2, 3)).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 7));
        board.set("r1c2", 7);
        assertThat(new Quadruple(cells(CORNER), List.of(1, 2, 3)).narrow(board)).isTrue();
        assertThat(board.get("r2c2")).isEqualTo(mask(2));
    }

    @Test
    void namesItselfAndRefusesBadLists() {
        Quadruple quad = new Quadruple(cells(CORNER), List.of(1, 2));
        assertThat(quad.kind()).isEqualTo("quadruple");
        assertThat(quad).hasToString("quadruple 1,2 at r1c1 r1c2 r2c1 r2c2").isEqualTo(new Quadruple(cells(CORNER), List.of(1, 2)));
        assertThat(quad.digits()).containsExactly(1, 2);
        assertThatThrownBy(() -> new Quadruple(cells(CORNER), List.of(1, 2, 3, 4, 5)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("quadruple lists 5 digits for 4 cells");
        assertThatThrownBy(() -> new Quadruple(cells(CORNER), List.of(0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("quadruple digit 0 is outside 1..25");
        assertThatThrownBy(() -> new Quadruple(cells(CORNER), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("quadruple at r1c1 r1c2 r2c1 r2c2 lists no digit");
    }
}
