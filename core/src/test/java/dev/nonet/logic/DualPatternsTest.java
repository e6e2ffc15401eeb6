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
        List<Step> steps = stepsKeepingTheSolution(DualPatterns.DUAL_TWO_STRING_KITE, DUAL_KITE);
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
