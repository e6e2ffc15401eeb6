package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static dev.nonet.logic.SingleDigitPatternsTest.stuckAfterSingles;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DualPatternsTest {

    /** 17-clue: r8c5 and r9c6 join two kites on 9 in box 8. */
    static final String DUAL_KITE = ".................1..2.34...........3...1...2456.7..........89....4.......8.6..5..";
    /** top1465: box 4's cross on 1 meets the links of row 7 and column 9. */
    static final String DUAL_RECTANGLE = ".34...8.7.5.8....41....6..3..3....45...6.12.............832.7.....9.5.....5.....9";

    @Test
    void twoKitesThroughTheSameBoxCellsAreOneStep() {
        List<Step<Technique>> steps = stepsKeepingTheSolution(DualPatterns.DUAL_TWO_STRING_KITE, DUAL_KITE);
        assertThat(steps).extracting(Step::description).containsExactly(
                "Dual 2-String Kite on 9 (r8c5, r9c6 in box 8): row 8 and column 6, ends r8c2, r4c6; row 9 and column 5,"
                        + " ends r9c3, r4c5: removes 9 from r4c2, r4c3");
        assertThat(steps.get(0).cells()).hasSize(6);
        assertThat(stepsKeepingTheSolution(SingleDigitPatterns.TWO_STRING_KITE, DUAL_KITE)).extracting(Step::description)
                .contains("2-String Kite on 9 in row 8 and column 6 (r8c5, r9c6 in box 8; ends r8c2, r4c6): removes 9 from r4c2",
                        "2-String Kite on 9 in row 9 and column 5 (r9c6, r8c5 in box 8; ends r9c3, r4c5): removes 9 from r4c3");
    }

    @Test
    void twoRectanglesInOneBoxAreOneStep() {
        assertThat(stepsKeepingTheSolution(DualPatterns.DUAL_EMPTY_RECTANGLE, DUAL_RECTANGLE)).extracting(Step::description)
                .containsExactly("Dual Empty Rectangle on 1 in box 4 (row 6, column 2) with r7c2=r7c9 in row 7 and r6c9=r7c9"
                        + " in column 9: removes 1 from r6c9, r7c2");
    }

    /** top1465: 5 in box 5 only at r4c4 and r6c6, so both crosses hold, each with a link of its own. */
    static final MarkedExample DUAL_RECTANGLE_OF_TWO = new MarkedExample(
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
            "7 126 8 +9 46 46 3 15 125 +9 +3 +4 2 +5 1 +6 78 78 5 126 26 78 +3 78 29 +4 129 "
                    + "+1 4 57 57 +9 +3 +8 2 6 3 26 +9 +4 8 26 +1 57 57 +8 57 2567 1 26 2567 +4 9 +3 "
                    + "+2 9 35 6 +1 58 +7 38 4 +4 +8 +1 +3 7 29 5 +6 29 +6 57 357 58 24 24589 29 138 1289");

    @Test
    void aBoxOfTwoCandidatesGivesTwoCrossesAndTheirRectanglesAreOneStep() {
        assertThat(DUAL_RECTANGLE_OF_TWO.descriptions(DualPatterns.DUAL_EMPTY_RECTANGLE)).containsExactly(
                "Dual Empty Rectangle on 5 in box 5 (row 4, column 6) with r7c3=r7c6 in row 7 and (row 6, column 4)"
                        + " with r6c2=r9c2 in column 2: removes 5 from r4c3, r9c4",
                "Dual Empty Rectangle on 5 in box 7 (row 9, column 3) with r4c3=r4c4 in row 4 and r4c4=r9c4 in column 4:"
                        + " removes 5 from r4c3, r9c4");
        // Alone, such a box is a strong link: the single rectangle leaves it to the Turbot Fish.
        assertThat(DUAL_RECTANGLE_OF_TWO.descriptions(SingleDigitPatterns.EMPTY_RECTANGLE))
                .noneMatch(d -> d.contains("box 5"));
    }

    @Test
    void aLoneKiteOrRectangleIsNoDual() {
        // Box 6 and box 7 each have one rectangle on 1, with the same elimination: two boxes, no dual.
        CandidateGrid grid = stuckAfterSingles(DUAL_RECTANGLE);
        assertThat(DualPatterns.DUAL_EMPTY_RECTANGLE.findAll(grid)).noneMatch(s -> s.description().contains("box 6")
                || s.description().contains("box 7"));
        assertThat(DualPatterns.DUAL_TWO_STRING_KITE.findAll(stuckAfterSingles(SingleDigitPatternsTest.KITE))).isEmpty();
    }

    @Test
    void findNothingWhereNoPatternApplies() {
        CandidateGrid grid = stuckAfterSingles(SingleDigitPatternsTest.NONE);
        assertThat(DualPatterns.DUAL_TWO_STRING_KITE.findAll(grid)).isEmpty();
        assertThat(DualPatterns.DUAL_EMPTY_RECTANGLE.findAll(grid)).isEmpty();
    }
}
