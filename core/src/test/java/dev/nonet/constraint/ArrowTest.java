package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.cells;
import static dev.nonet.constraint.KindsATesting.filled;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Cell;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Arrows and double arrows. */
class ArrowTest {

    @Test
    void arrowKeepsTheShaftsSumInTheCircle() {
        // r2c9 = 8 = r2c6 + r2c7 = 5 + 3
        assertThat(new Arrow(cells("r2c9"), cells("r2c6 r2c7")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Arrow(cells("r2c9"), cells("r2c6 r2c8")).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void aPillReadsItsDigitsInOrder() {
        // r3c1 r3c2 = 1 9 reads 19 = r4c1 + r4c3 + r4c8 = 8 + 9 + 2; read the other way it is 91
        assertThat(new Arrow(cells("r3c1 r3c2"), cells("r4c1 r4c3 r4c8")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Arrow(cells("r3c2 r3c1"), cells("r4c1 r4c3 r4c8")).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void onBigGridsAPillWritesTwoFigureDigitsWhole() {
        // 12 then 3 reads 123 = 7 * 16 + 11
        List<Cell> circle = cells("r1c1 r1c2");
        List<Cell> shaft = new ArrayList<>();
        for (int c = 0; c < 8; c++) {
            shaft.add(new Cell(5, c));
        }
        Arrow arrow = new Arrow(circle, shaft);
        List<Cell> all = new ArrayList<>(circle);
        all.addAll(shaft);
        assertThat(arrow.keeps(filled(all, 12, 3, 16, 16, 16, 16, 16, 16, 16, 11))).isTrue();
        assertThat(arrow.keeps(filled(all, 1, 13, 16, 16, 16, 16, 16, 16, 16, 11))).isFalse(); // 113
        // The bounds know it: a 16-cell board with the shaft at most 123 keeps 1..12 first.
        Board board = new Board(16).set(new Cell(0, 1), mask(3));
        for (Cell cell : shaft) {
            board.set(cell, (1 << 16) - 1);
        }
        assertThat(arrow.narrow(board)).isTrue();
        // 13 then 3 reads 133, beyond 8 * 16 = 128
        assertThat(board.candidates(new Cell(0, 0))).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
    }

    @Test
    void arrowNarrowsTheCircleByTheShaftAndTheShaftByTheCircle() {
        Board board = new Board(9);
        assertThat(new Arrow(cells("r1c1"), cells("r1c2 r1c3")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(2, 3, 4, 5, 6, 7, 8, 9));
        assertThat(board.get("r1c2")).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7, 8));
        board.set("r1c1", 3);
        assertThat(new Arrow(cells("r1c1"), cells("r1c2 r1c3")).narrow(board)).isTrue();
        assertThat(board.get("r1c3")).isEqualTo(mask(1, 2));
        board = new Board(9).set("r2c2", 4, 5);
        assertThat(new Arrow(cells("r2c1"), cells("r2c2 r2c3 r2c4")).narrow(board)).isTrue();
        assertThat(board.get("r2c1")).isEqualTo(mask(6, 7, 8, 9));
    }

    @Test
    void longShaftsOnBigGridsNarrowByBounds() {
        // a shaft of five cells up to 16 can sum beyond 63: the bounds take over
        Board board = new Board(16);
        assertThat(new Arrow(cells("r1c1"), cells("r2c1 r2c2 r2c3 r2c4 r2c5")).narrow(board)).isTrue();
        assertThat(board.get("r2c3")).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
        assertThat(board.get("r1c1")).isEqualTo(mask(5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16));
        // four middle cells of 8..16 make 32 at least: both ends are 16
        board = new Board(16);
        for (String cell : new String[] {"r3c2", "r3c3", "r3c4", "r3c5"}) {
            board.set(cell, 8, 9, 10, 11, 12, 13, 14, 15, 16);
        }
        assertThat(new DoubleArrow(cells("r3c1 r3c2 r3c3 r3c4 r3c5 r3c6")).narrow(board)).isTrue();
        assertThat(board.get("r3c1")).isEqualTo(mask(16));
        assertThat(board.get("r3c3")).isEqualTo(mask(8));
        board.set("r3c2", 9);
        assertThat(new DoubleArrow(cells("r3c1 r3c2 r3c3 r3c4 r3c5 r3c6")).narrow(board)).isFalse();
    }

    @Test
    void aPillsFirstDigitFollowsTheShaftsLargestSum() {
        Board board = new Board(9);
        assertThat(new Arrow(cells("r1c1 r1c2"), cells("r2c1 r2c2 r2c3")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2));
        assertThat(new Arrow(cells("r3c1 r3c2"), cells("r4c1")).narrow(board)).isFalse();
    }

    @Test
    void aOneCellArrowIsAClone() {
        Board board = new Board(9).set("r1c1", 1, 2, 3).set("r1c2", 3, 4, 2);
        assertThat(new Arrow(cells("r1c1"), cells("r1c2")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(2, 3));
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 3));
    }

    @Test
    void arrowNamesItselfAndRefusesBadShapes() {
        Arrow arrow = new Arrow(cells("r1c1"), cells("r1c2 r1c3"));
        assertThat(arrow.kind()).isEqualTo("arrow");
        assertThat(arrow.cells()).isEqualTo(cells("r1c1 r1c2 r1c3"));
        assertThat(arrow).hasToString("arrow at r1c1 along r1c2 r1c3").isEqualTo(new Arrow(cells("r1c1"), cells("r1c2 r1c3")));
        assertThatThrownBy(() -> new Arrow(cells("r1c1"), cells("r1c2 r1c1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("arrow names r1c1 in both its circle and its shaft");
        assertThatThrownBy(() -> new Arrow(List.of(), cells("r1c2"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Arrow(cells("r1c1"), List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void doubleArrowKeepsTheEndsSumBetweenThem() {
        // row 2 from c2: 7 2 1 9 5, 7 + 5 = 2 + 1 + 9
        assertThat(new DoubleArrow(cells("r2c2 r2c3 r2c4 r2c5 r2c6")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new DoubleArrow(cells("r2c2 r2c3 r2c4 r2c5")).isKeptBy(SOLUTION)).isFalse();
        assertThat(new DoubleArrow(cells("r1c6 r1c7 r1c8")).isKeptBy(SOLUTION)).isTrue();
    }

    @Test
    void doubleArrowNarrowsBothSums() {
        Board board = new Board(9);
        assertThat(new DoubleArrow(cells("r1c1 r1c2 r1c3")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2, 3, 4, 5, 6, 7, 8));
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 3, 4, 5, 6, 7, 8, 9));
        board = new Board(9).set("r2c1", 1).set("r2c4", 1);
        assertThat(new DoubleArrow(cells("r2c1 r2c2 r2c3 r2c4")).narrow(board)).isTrue();
        assertThat(board.get("r2c2")).isEqualTo(mask(1));
        board = new Board(9).set("r3c1", 9).set("r3c3", 9);
        assertThat(new DoubleArrow(cells("r3c1 r3c2 r3c3")).narrow(board)).isFalse();
    }

    @Test
    void doubleArrowNamesItselfAndNeedsAMiddle() {
        DoubleArrow arrow = new DoubleArrow(cells("r1c1 r1c2 r1c3"));
        assertThat(arrow.kind()).isEqualTo("doublearrow");
        assertThat(arrow).hasToString("doublearrow at r1c1 r1c2 r1c3").isEqualTo(new DoubleArrow(cells("r1c1 r1c2 r1c3")));
        assertThatThrownBy(() -> new DoubleArrow(cells("r1c1 r1c2")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("doublearrow needs at least 3 cells, not 2");
    }
}
