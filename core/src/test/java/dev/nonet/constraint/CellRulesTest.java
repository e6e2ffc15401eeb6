package dev.nonet.constraint;

import static dev.nonet.constraint.KindsATesting.SOLUTION;
import static dev.nonet.constraint.KindsATesting.at;
import static dev.nonet.constraint.KindsATesting.cells;
import static dev.nonet.constraint.KindsATesting.mask;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.KindsATesting.Board;
import dev.nonet.grid.Constraint;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Odd, even, minimum, maximum and clone: rules on single cells and pairs. */
class CellRulesTest {

    @Test
    void oddAndEvenKeepTheirParity() {
        // r1c1 = 5, r1c3 = 4
        assertThat(new Odd(at("r1c1")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Odd(at("r1c3")).isKeptBy(SOLUTION)).isFalse();
        assertThat(new Even(at("r1c3")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Even(at("r1c1")).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void oddAndEvenNarrowToTheirDigits() {
        Board board = new Board(9);
        assertThat(new Odd(at("r1c1")).narrow(board)).isTrue();
        assertThat(new Even(at("r1c2")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 3, 5, 7, 9));
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 4, 6, 8));
        board = new Board(16);
        assertThat(new Even(at("r1c2")).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 4, 6, 8, 10, 12, 14, 16));
        assertThat(new Odd(at("r1c1")).narrow(new Board(9).set("r1c1", 2, 4))).isFalse();
    }

    @Test
    void oddAndEvenNameThemselves() {
        assertThat(new Odd(at("r1c1"))).hasToString("odd at r1c1").isEqualTo(new Odd(at("r1c1")));
        assertThat(new Even(at("r1c1")).kind()).isEqualTo("even");
        assertThat(new Odd(at("r1c1")).cells()).containsExactly(at("r1c1"));
        assertThatThrownBy(() -> new Odd(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void minimumAndMaximumCompareWithEveryNeighbour() {
        // r2c4 = 1 below 6, 3, 2, 9; r2c5 = 9 above 7, 4, 1, 5
        assertThat(new Minimum(at("r2c4"), cells("r1c4 r3c4 r2c3 r2c5")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Maximum(at("r2c5"), cells("r1c5 r3c5 r2c4 r2c6")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Minimum(at("r2c3"), cells("r1c3 r3c3 r2c2 r2c4")).isKeptBy(SOLUTION)).isFalse();
        assertThat(new Maximum(at("r2c4"), cells("r1c4")).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void minimumAndMaximumNarrowByTheirNeighbours() {
        Board board = new Board(9).set("r1c2", 3);
        Minimum minimum = new Minimum(at("r1c1"), cells("r1c2 r2c1"));
        assertThat(minimum.narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2));
        assertThat(board.get("r2c1")).isEqualTo(mask(2, 3, 4, 5, 6, 7, 8, 9));
        board = new Board(9).set("r5c5", 4, 6);
        assertThat(new Maximum(at("r5c5"), cells("r4c5 r6c5 r5c4 r5c6")).narrow(board)).isTrue();
        assertThat(board.get("r4c5")).isEqualTo(mask(1, 2, 3, 4, 5));
        assertThat(new Maximum(at("r5c5"), cells("r4c5")).narrow(new Board(9).set("r5c5", 1))).isFalse();
    }

    @Test
    void minimumAndMaximumPropagateAsPairsAndNameThemselves() {
        Minimum minimum = new Minimum(at("r1c1"), cells("r1c2 r2c1"));
        assertThat(minimum.parts()).hasSize(2);
        assertThat(minimum.parts().get(0).cells()).containsExactly(at("r1c1"), at("r1c2"));
        assertThat(minimum.cells()).containsExactly(at("r1c1"), at("r1c2"), at("r2c1"));
        assertThat(minimum).hasToString("minimum at r1c1").isEqualTo(new Minimum(at("r1c1"), cells("r1c2 r2c1")));
        Maximum lonely = new Maximum(at("r1c1"), List.of());
        assertThat(lonely.parts()).containsExactly((Constraint) lonely);
        assertThat(lonely.narrow(new Board(9))).isTrue();
        assertThat(lonely.kind()).isEqualTo("maximum");
        assertThatThrownBy(() -> new Minimum(at("r1c1"), cells("r1c1 r1c2")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("minimum at r1c1 names itself as a neighbour");
        assertThatThrownBy(() -> new Maximum(at("r1c1"), cells("r1c2 r1c2")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("maximum names r1c2 twice");
    }

    @Test
    void cloneKeepsEqualDigitsCellByCell() {
        // r1c1 = 5 = r5c5, r1c2 = 3 = r5c6
        assertThat(new Clone(cells("r1c1 r1c2"), cells("r5c5 r5c6")).isKeptBy(SOLUTION)).isTrue();
        assertThat(new Clone(cells("r1c1 r1c2"), cells("r5c6 r5c5")).isKeptBy(SOLUTION)).isFalse();
    }

    @Test
    void cloneNarrowsEachPairToWhatBothAllow() {
        Board board = new Board(9).set("r1c1", 1, 2).set("r1c2", 2, 3).set("r1c3", 2, 3, 4);
        // overlapping shapes: r1c1 = r1c2 and r1c2 = r1c3
        assertThat(new Clone(cells("r1c1 r1c2"), cells("r1c2 r1c3")).narrow(board)).isTrue();
        assertThat(board.get("r1c1")).isEqualTo(mask(2));
        assertThat(board.get("r1c3")).isEqualTo(mask(2));
        assertThat(new Clone(cells("r2c1"), cells("r2c2")).narrow(new Board(9).set("r2c1", 1).set("r2c2", 2))).isFalse();
    }

    @Test
    void clonePropagatesAsPairsAndNamesItself() {
        Clone clone = new Clone(cells("r1c1 r1c2"), cells("r1c2 r1c3"));
        assertThat(clone.parts()).hasSize(2);
        assertThat(clone.cells()).containsExactly(at("r1c1"), at("r1c2"), at("r1c3"));
        assertThat(clone.kind()).isEqualTo("clone");
        assertThat(clone).hasToString("clone at r1c1 r1c2 of r1c2 r1c3").isEqualTo(new Clone(cells("r1c1 r1c2"), cells("r1c2 r1c3")));
        Clone itself = new Clone(cells("r1c1"), cells("r1c1"));
        assertThat(itself.parts()).containsExactly((Constraint) itself);
        assertThatThrownBy(() -> new Clone(cells("r1c1 r1c2"), cells("r2c1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("clone of 2 cells has 1 clone cells");
    }
}
