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

class XSumTest {

    private static List<Cell> reversed(List<Cell> line) {
        List<Cell> out = new ArrayList<>(line);
        Collections.reverse(out);
        return out;
    }

    @Test
    void keepsTheSumOfTheFirstXCells() {
        // row 1: 5 3 4 6 7 8 9 1 2, so X = 5 and 5 + 3 + 4 + 6 + 7 = 25
        assertThat(new XSum(row(1, 9), 25).isKeptBy(SOLUTION)).isTrue();
        assertThat(new XSum(row(1, 9), 24).isKeptBy(SOLUTION)).isFalse();
        // row 4 from the right: 3 2 4 ...
        assertThat(new XSum(reversed(row(4, 9)), 9).isKeptBy(SOLUTION)).isTrue();
        assertThat(new XSum(row(1, 4), 1).keeps(filled(row(1, 4), 1, 3, 3, 2))).isFalse();
    }

    @Test
    void narrowsXToTheLengthsThatCanMakeTheSum() {
        Board board = new Board(9);
        // 6 = 2 + 4 (X = 2) or 3 + 1 + 2 (X = 3)
        assertThat(new XSum(row(1, 9), 6).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(2, 3));
        assertThat(board.get("r1c2")).isEqualTo(mask(1, 2, 4));
        assertThat(board.get("r1c3")).isEqualTo(mask(1, 2, 3, 5, 6, 7, 8, 9));
        assertThat(board.get("r1c4")).isEqualTo(mask(1, 3, 4, 5, 6, 7, 8, 9));
    }

    @Test
    void placesTheExtremes() {
        Board board = new Board(9);
        assertThat(new XSum(row(1, 9), 1).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1));
        assertThat(new XSum(row(2, 9), 45).narrow(board)).isTrue();
        assertThat(board.get("r2c1")).isEqualTo(mask(9));
        assertThat(new XSum(row(3, 9), 2).narrow(board)).isFalse();
    }

    @Test
    void namesItselfAndRefusesImpossibleSums() {
        XSum clue = new XSum(row(1, 4), 5);
        assertThat(clue.kind()).isEqualTo("xsum");
        assertThat(clue).hasToString("xsum 5 at r1c1 r1c2 r1c3 r1c4");
        assertThatThrownBy(() -> new XSum(row(1, 9), 46))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("xsum sum 46 is outside 1..45 for a line of 9 cells");
        assertThatThrownBy(() -> new XSum(row(1, 9), 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
