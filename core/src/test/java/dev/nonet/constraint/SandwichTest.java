package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.filled;
import static dev.nonet.constraint.KindsATesting.mask;
import static dev.nonet.constraint.KindsATesting.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Cell;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandwichTest {

    private static List<Cell> reversed(List<Cell> line) {
        List<Cell> out = new ArrayList<>(line);
        Collections.reverse(out);
        return out;
    }

    @Test
    void keepsTheSumBetweenTheOneAndTheNine() {
        // row 4: 8 5 9 7 6 1 4 2 3
        assertThat(new Sandwich(row(4, 9), 13).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Sandwich(reversed(row(4, 9)), 13).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Sandwich(row(4, 9), 12).isKeptBy(SOLUTION)).isFalse();
        // row 1: 5 3 4 6 7 8 9 1 2, the crusts side by side
        assertThat(new Sandwich(row(1, 9), 0).isKeptBy(SOLUTION)).isTrue();
        // a line with a repeat is no row
        assertThat(new Sandwich(row(1, 4), 0).keeps(filled(row(1, 4), 1, 4, 2, 2))).isFalse();
    }

    @Test
    void narrowsTheCrustsToTheEndsForTheLargestSum() {
        Board board = new Board(9);
        assertThat(new Sandwich(row(1, 9), 35).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 9));
        assertThat(board.get("r1c9")).isEqualTo(mask(1, 9));
        assertThat(board.get("r1c5")).isEqualTo(mask(2, 3, 4, 5, 6, 7, 8));
    }

    @Test
    void narrowsTheOtherCrustBesideAPlacedOneForZero() {
        Board board = new Board(9).set("r1c1", 1);
        assertThat(new Sandwich(row(1, 9), 0).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(9));
        assertThat(board.get("r1c3")).isEqualTo(mask(2, 3, 4, 5, 6, 7, 8));
    }

    @Test
    void keepsOnlyPlacingsWhoseMiddleMakesTheSum() {
        // Sum 2: the crusts are two apart with a 2 between them.
        Board board = new Board(9).set("r1c1", 9);
        assertThat(new Sandwich(row(1, 9), 2).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(2));
        assertThat(board.get("r1c3")).isEqualTo(mask(1));
        assertThat(new Sandwich(row(2, 9), 1).narrow(new Board(9))).isFalse();
    }

    @Test
    void namesItselfAndRefusesImpossibleSums() {
        Sandwich clue = new Sandwich(row(1, 4), 5);
        assertThat(clue.kind()).isEqualTo("sandwichsum");
        assertThat(clue).hasToString("sandwichsum 5 at r1c1 r1c2 r1c3 r1c4");
        assertThatThrownBy(() -> new Sandwich(row(1, 9), 36))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("sandwichsum sum 36 is outside 0..35 for a line of 9 cells");
        assertThatThrownBy(() -> new Sandwich(row(1, 9), -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Sandwich(List.of(new Cell(0, 0)), 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
