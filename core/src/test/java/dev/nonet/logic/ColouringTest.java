package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.Pencilmarks;
import dev.nonet.geometry.Geometry;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import org.junit.jupiter.api.Test;

class ColouringTest {

    // 17-clue puzzles whose singles get stuck where a colouring applies.
    static final String TRAP = "................12..3..4.........3.4.1..5.....6......7...56..8...2.1......4...9..";
    static final String WRAP = "................12..3..4...........5.....6.2..74..8.......138...6.....3.2..5.....";
    static final String REMOTE_PAIR = "................12..3..4................5.4.6.7.12......84.73...2.......4....6...";
    /** top1465: two opposite colours share row 3 with a third 1 in it. */
    static final String SHARED_HOUSE_TRAP = "..9..25..13.......8..97..........61....6...4......8..2.......575.21.......6.8...9";

    @Test
    void aCellSeeingBothColoursLosesTheDigit() {
        assertThat(stepsKeepingTheSolution(Colouring.SIMPLE_COLOURING, TRAP)).extracting(Step::description).contains(
                "Simple Colouring on 7: r1c2, r4c5, r5c3, r7c1 | r1c4, r2c1, r4c2, r7c3: removes 7 from r2c5, r5c4");
    }

    @Test
    void oppositeColoursInOneHouseWithoutAStrongLinkEmptyTheRestOfIt() {
        // r3c6 and r3c9 differ in colour and share row 3, which holds 1 three times: r3c7 sees both.
        assertThat(stepsKeepingTheSolution(Colouring.SIMPLE_COLOURING, SHARED_HOUSE_TRAP)).extracting(Step::description)
                .containsExactly("Simple Colouring on 1: r1c5, r3c9, r5c6 | r1c9, r3c6: removes 1 from r3c7");
    }

    @Test
    void oppositeColoursThatAreAStrongLinkMakeNoTrap() throws Exception {
        // 1 only in r1c1, r1c2 (box 1's link), r5c1 (column 1's link with r1c1) and r1c5: r1c5 sees both
        // colours in row 1, but box 1's 1s both lie in row 1, so removing it is a pointing, not a colouring.
        StringBuilder marks = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            boolean one = cell == 0 || cell == 1 || cell == 4 || cell == 36;
            marks.append(one ? '1' : '.').append("23456789");
        }
        CandidateGrid grid = CandidateGrid.ofPencilmarks(Pencilmarks.parse(marks, 1));
        assertThat(Colouring.SIMPLE_COLOURING.findAll(grid)).isEmpty();
    }

    @Test
    void aColourThatSeesItselfIsFalse() {
        assertThat(stepsKeepingTheSolution(Colouring.SIMPLE_COLOURING, WRAP)).extracting(Step::description).contains(
                "Simple Colouring on 4: r4c8, r5c4, r9c9 | r5c7, r8c9, r9c8; r8c9 and r9c8 share a colour and see each"
                        + " other: removes 4 from r5c7, r8c9, r9c8");
    }

    @Test
    void remotePairRemovesBothDigitsFromCellsSeeingBothColours() {
        assertThat(stepsKeepingTheSolution(Colouring.REMOTE_PAIR, REMOTE_PAIR)).extracting(Step::description).containsExactly(
                "Remote Pair {8,9}: r1c2, r2c7, r3c4 | r1c4, r2c1, r3c9: removes 8 from r1c7, r1c8, r1c9; 9 from r1c7, r1c8, r1c9");
    }

    @Test
    void colouringFindsNothingWithoutLinks() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        assertThat(Colouring.SIMPLE_COLOURING.findAll(empty)).isEmpty();
        assertThat(Colouring.REMOTE_PAIR.findAll(empty)).isEmpty();
    }

    @Test
    void clustersLeaveOutOddCycles() {
        // r1c1-r1c2-r2c1 is a triangle; r5c5-r5c6 is a plain link.
        var clusters = Colouring.clusters(Geometry.of(Layout.CLASSIC), java.util.List.of(new int[] {0, 1}, new int[] {1, 9}, new int[] {9, 0},
                new int[] {40, 41}));
        assertThat(clusters).hasSize(1);
        assertThat(clusters.get(0).cells()).containsExactly(40, 41);
        assertThat(clusters.get(0).coloured(0)).containsExactly(40);
    }
}
