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
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class KillerCageTest {

    @Test
    void keepsItsSumWithoutRepeats() {
        assertThat(new KillerCage(cells("r1c1 r1c2 r2c1"), OptionalInt.of(14)).isKeptBy(SOLUTION)).isTrue();
        assertThat(new KillerCage(cells("r1c1 r1c2 r2c1"), 15).isKeptBy(SOLUTION)).isFalse();
        assertThat(new KillerCage(cells("r1c1 r1c2"), OptionalInt.empty()).isKeptBy(SOLUTION)).isTrue();
        // r1c1 and r4c2 both hold 5
        assertThat(new KillerCage(cells("r1c1 r4c2"), OptionalInt.empty()).isKeptBy(SOLUTION)).isFalse();
        assertThat(new KillerCage(cells("r1c1 r4c2"), 10).isKeptBy(SOLUTION)).isFalse();
        assertThat(new KillerCage(cells("r1c1"), 5).isKeptBy(SOLUTION)).isTrue();
    }

    @Test
    void narrowsToTheDigitsOfTheSumsSets() {
        Board board = new Board(9);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), 6).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(1, 2, 3));
        assertThat(new KillerCage(cells("r2c1 r2c2"), 17).narrow(board)).isTrue();
        assertThat(board.get("r2c1")).isEqualTo(mask(8, 9));
        assertThat(new KillerCage(cells("r3c1 r3c2 r3c3"), 24).narrow(board)).isTrue();
        assertThat(board.get("r3c3")).isEqualTo(mask(7, 8, 9));
        assertThat(new KillerCage(cells("r4c1"), 7).narrow(board)).isTrue();
        assertThat(board.get("r4c1")).isEqualTo(mask(7));
    }

    @Test
    void keepsOnlySetsHoldingThePlacedDigits() {
        Board board = new Board(9).set("r1c1", 1);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), 10).narrow(board)).isTrue();
        // {1,2,7}, {1,3,6}, {1,4,5}
        assertThat(board.get("r1c2")).isEqualTo(mask(2, 3, 4, 5, 6, 7));
        assertThat(board.get("r1c1")).isEqualTo(mask(1));
        board.set("r1c2", 3);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), 10).narrow(board)).isTrue();
        assertThat(board.get("r1c3")).isEqualTo(mask(6));
    }

    @Test
    void dropsSetsWhoseDigitsCannotGoOneToACell() {
        // Every set of 15 with a 1 or a 2 has only one of them, which the two {1,2} cells cannot share.
        Board board = new Board(9).set("r1c1", 1, 2).set("r1c2", 1, 2);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), 15).narrow(board)).isFalse();
        // With sum 12: {1,2,9} only.
        board = new Board(9).set("r1c1", 1, 2).set("r1c2", 1, 2);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), 12).narrow(board)).isTrue();
        assertThat(board.get("r1c3")).isEqualTo(mask(9));
        assertThat(board.get("r1c1")).isEqualTo(mask(1, 2));
    }

    @Test
    void takesPlacedDigitsFromTheOtherCellsWithOrWithoutASum() {
        Board board = new Board(9).set("r1c1", 4).set("r1c2", 4, 5);
        assertThat(new KillerCage(cells("r1c1 r1c2 r1c3"), OptionalInt.empty()).narrow(board)).isTrue();
        assertThat(board.get("r1c2")).isEqualTo(mask(5));
        assertThat(board.get("r1c3")).isEqualTo(mask(1, 2, 3, 6, 7, 8, 9));
        assertThat(new KillerCage(cells("r2c1 r2c2"), OptionalInt.empty()).narrow(new Board(9).set("r2c1", 3).set("r2c2", 3))).isFalse();
    }

    @Test
    void failsWhenTheFilledCageMissesItsSum() {
        Board board = new Board(9).set("r1c1", 1).set("r1c2", 2);
        assertThat(new KillerCage(cells("r1c1 r1c2"), 4).narrow(board)).isFalse();
        assertThat(new KillerCage(cells("r1c1 r1c2"), 3).narrow(board)).isTrue();
        assertThat(new KillerCage(cells("r5c5 r5c6"), 17).narrow(new Board(9).set("r5c5", 1, 2, 3))).isFalse();
    }

    @Test
    void propagatesAsAnAllDifferentAndItsSum() {
        KillerCage cage = new KillerCage(cells("r1c1 r1c2"), 5);
        assertThat(cage.parts()).hasSize(2);
        assertThat(cage.parts().get(0)).isEqualTo(new AllDifferent("killercage", cells("r1c1 r1c2")));
        assertThat(cage.parts().get(1)).isSameAs(cage);
        assertThat(new KillerCage(cells("r1c1 r1c2"), OptionalInt.empty()).parts())
                .containsExactly(new AllDifferent("killercage", cells("r1c1 r1c2")));
        KillerCage single = new KillerCage(List.of(at("r1c1")), 3);
        assertThat(single.parts()).containsExactly((Constraint) single);
    }

    @Test
    void namesItselfAndComparesByValue() {
        KillerCage cage = new KillerCage(cells("r1c1 r1c2"), 10);
        assertThat(cage.kind()).isEqualTo("killercage");
        assertThat(cage).hasToString("killercage 10 at r1c1 r1c2");
        assertThat(new KillerCage(cells("r1c1 r1c2"), OptionalInt.empty())).hasToString("killercage at r1c1 r1c2");
        assertThat(cage).isEqualTo(new KillerCage(cells("r1c1 r1c2"), OptionalInt.of(10))).hasSameHashCodeAs(new KillerCage(cells("r1c1 r1c2"), 10));
        assertThat(cage).isNotEqualTo(new KillerCage(cells("r1c1 r1c2"), 11));
        assertThat(cage.sum()).hasValue(10);
        assertThat(cage.cells()).isEqualTo(cells("r1c1 r1c2"));
    }

    @Test
    void refusesBadCages() {
        // 25 + 24 + 23 = 72 is the most three different digits make on any grid.
        assertThatThrownBy(() -> new KillerCage(cells("r1c1 r1c2 r1c3"), 80))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("killercage sum 80 cannot be made by 3 different digits");
        assertThatThrownBy(() -> new KillerCage(cells("r1c1 r1c2"), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("killercage sum 2 cannot be made by 2 different digits");
        assertThatThrownBy(() -> new KillerCage(cells("r1c1 r1c1"), 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("killercage names r1c1 twice");
        assertThatThrownBy(() -> new KillerCage(List.of(), OptionalInt.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("killercage");
    }
}
