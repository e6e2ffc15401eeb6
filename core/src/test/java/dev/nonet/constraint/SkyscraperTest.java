package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.filled;
import static dev.nonet.constraint.KindsATesting.mask;
import static dev.nonet.constraint.KindsATesting.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import org.junit.jupiter.api.Test;

class SkyscraperTest {

    @Test
    void countsTheBuildingsTallerThanAllBefore() {
        // row 1: 5 3 4 6 7 8 9 1 2 shows 5 6 7 8 9
        assertThat(new Skyscraper(row(1, 9), 5).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Skyscraper(row(1, 9), 4).isKeptBy(SOLUTION)).isFalse();
        assertThat(new Skyscraper(row(1, 4), 2).keeps(filled(row(1, 4), 1, 4, 4, 2))).isFalse();
        assertThat(new Skyscraper(row(1, 4), 2).keeps(filled(row(1, 4), 3, 4, 1, 2))).isTrue();
    }

    @Test
    void narrowsTheEasyClues() {
        Board board = new Board(9);
        assertThat(new Skyscraper(row(1, 9), 1).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(9));
        assertThat(new Skyscraper(row(2, 9), 9).narrow(board)).isTrue();
        for (int c = 1; c <= 9; c++) {
            assertThat(board.get("r2c" + c)).isEqualTo(mask(c));
        }
    }

    @Test
    void boundsEachPlaceByTheCount() {
        Board board = new Board(9);
        // Three visible: the first is at most 7, the second at most 8, and 9 is not first or second.
        assertThat(new Skyscraper(row(1, 9), 3).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7));
        assertThat(board.get("r1c2")).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7, 8));
        assertThat(board.get("r1c3")).isEqualTo(511);
        board = new Board(9).set("r2c1", 9);
        assertThat(new Skyscraper(row(2, 9), 2).narrow(board)).isFalse();
    }

    @Test
    void namesItselfAndRefusesImpossibleCounts() {
        Skyscraper clue = new Skyscraper(row(1, 4), 2);
        assertThat(clue.kind()).isEqualTo("skyscraper");
        assertThat(clue).hasToString("skyscraper 2 at r1c1 r1c2 r1c3 r1c4");
        assertThatThrownBy(() -> new Skyscraper(row(1, 9), 10))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("skyscraper clue 10 is outside 1..9");
        assertThatThrownBy(() -> new Skyscraper(row(1, 9), 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
