package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

class WingsTest {

    // A 17-clue puzzle and two of top1465 whose singles get stuck where one wing applies.
    static final String XY_WING = ".................1..2..3.4......2..5..4.......6..1...7.....432..1..6..8..7.......";
    static final String XYZ_WING = "1..........4..1.9..6..8......3.7.8.......51..7..1..........3..8..5..497.4.685..1.";
    static final String W_WING = "....8.61..53............5.2...4......2..58..74..7.9.5.964..........2.86.3.....7..";

    @Test
    void xyWingPincersShareTheDigitThePivotLacks() {
        // The second has all three cells in column 6: a naked triple too, but still a wing.
        assertThat(stepsKeepingTheSolution(Wings.XY_WING, XY_WING)).extracting(Step::description).containsExactly(
                "XY-Wing: pivot r6c6 {5,8}, pincers r5c5 {5,9}, r9c6 {8,9}: removes 9 from r9c5",
                "XY-Wing: pivot r6c6 {5,8}, pincers r8c6 {5,9}, r9c6 {8,9}: removes 9 from r8c4, r9c4, r9c5");
    }

    @Test
    void xyzWingAlsoNeedsThePivotSeen() {
        assertThat(stepsKeepingTheSolution(Wings.XYZ_WING, XYZ_WING)).extracting(Step::description).containsExactly(
                "XYZ-Wing: pivot r7c5 {2,6,9}, pincers r8c4 {2,6}, r7c1 {2,9}: removes 2 from r7c4");
    }

    @Test
    void wWingJoinsEqualPairsByAStrongLink() {
        assertThat(stepsKeepingTheSolution(Wings.W_WING, W_WING)).extracting(Step::description).containsExactly(
                "W-Wing: r2c7 {4,9}, r9c8 {4,9} joined by the strong link r5c7=r5c8 on 4 in row 5: removes 9 from r2c8, r3c8");
    }

    @Test
    void wingsFindNothingWithoutBivalueCells() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.of(dev.nonet.grid.Grid.parse(".".repeat(81))));
        assertThat(Wings.XY_WING.findAll(empty)).isEmpty();
        assertThat(Wings.XYZ_WING.findAll(empty)).isEmpty();
        assertThat(Wings.W_WING.findAll(empty)).isEmpty();
    }
}
