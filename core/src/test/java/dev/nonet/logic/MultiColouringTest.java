package dev.nonet.logic;

import static dev.nonet.logic.SingleDigitPatternsTest.stepsKeepingTheSolution;
import static dev.nonet.logic.SingleDigitPatternsTest.stuckAfterSingles;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MultiColouringTest {

    // Puzzles of top1465 whose singles get stuck where multi-colours apply.
    static final String TYPE_1 = "....7...1..6.....5......4...9....5..6.81.5..........8731..9....76..2....2..31...9";
    static final String TYPE_2 = "....1...78....562...5..7....58.7..1...26...........7.6........14....38....3.9..5.";

    @Test
    void coloursOfTwoClustersThatSeeEachOtherLeaveTheirOppositesOneTrue() {
        assertThat(stepsKeepingTheSolution(MultiColouring.TYPE_1, TYPE_1)).extracting(Step::description).containsExactly(
                "Multi-Colours 1 on 1: r4c3 | r6c3 and r4c8, r8c7 | r6c7, r8c8; r4c3 sees r4c8, so colour r6c3 or colour"
                        + " r6c7, r8c8 is true; r6c3 sees r6c7, so colour r4c3 or colour r4c8, r8c7 is true: removes 1 from"
                        + " r4c1, r6c1");
    }

    @Test
    void aColourThatSeesBothColoursOfAnotherClusterIsFalse() {
        assertThat(stepsKeepingTheSolution(MultiColouring.TYPE_2, TYPE_2)).extracting(Step::description).containsExactly(
                "Multi-Colours 2 on 6: r1c6, r3c2 | r3c5 and r9c2 | r9c6; r3c2 sees r9c2 and r1c6 sees r9c6, so colour"
                        + " r1c6, r3c2 is false: removes 6 from r1c6, r3c2");
    }

    @Test
    void twoSingleLinksAreLeftToTheFishAndShortChains() throws Exception {
        CandidateGrid grid = SingleDigitPatternsTest.xWingOnOne();
        assertThat(MultiColouring.TYPE_1.findAll(grid)).isEmpty();
        assertThat(MultiColouring.TYPE_2.findAll(grid)).isEmpty();
    }

    @Test
    void findNothingWhereNoPatternApplies() {
        CandidateGrid grid = stuckAfterSingles(SingleDigitPatternsTest.NONE);
        assertThat(MultiColouring.TYPE_1.findAll(grid)).isEmpty();
        assertThat(MultiColouring.TYPE_2.findAll(grid)).isEmpty();
    }
}
