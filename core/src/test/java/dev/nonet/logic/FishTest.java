package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.grid.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

class FishTest {

    private static final String TOP_1 =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    private static final String TOP_2 =
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    private static final String CROSSED =
            "..36......4.....8.9.....7..86.4...........1.5.2.......5...17...1...9...........2.";
    private static final String SCHOOL =
            ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........";
    private static final String FINNED =
            "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";

    @Test
    void xWingOnColumnsRemovesTheDigitFromTheRestOfItsRows() {
        List<Step<Technique>> steps = Fish.X_WING.findAll(Positions.start(CROSSED));
        assertThat(steps).extracting(Step::description).containsExactly(
                "X-Wing on 1 in columns 2 and 8, rows 1 and 3: removes 1 from r1c6, r1c9, r3c3, r3c4, r3c6, r3c9");
        assertThat(steps.get(0).eliminations()).first().isEqualTo(new Candidate(new Cell(0, 5), 1));
        assertThat(steps.get(0).cells()).hasSize(4);
    }

    @Test
    void xWingFindsNothingWhereNoTwoLinesShareTwoPlaces() {
        assertThat(Fish.X_WING.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void swordfishOnRowsRemovesTheDigitFromTheRestOfItsColumns() {
        assertThat(Fish.SWORDFISH.findAll(Positions.start(SCHOOL))).extracting(Step::description).containsExactly(
                "Swordfish on 1 in rows 2, 5 and 7, columns 3, 6 and 8: removes 1 from r3c3, r4c6, r4c8, r9c3, r9c8");
    }

    @Test
    void swordfishFindsNothingWhereNoThreeLinesShareThreePlaces() {
        assertThat(Fish.SWORDFISH.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void jellyfishRemovesTheDigitFromTheRestOfItsCoverLines() {
        assertThat(Fish.JELLYFISH.findAll(Positions.start(SCHOOL))).extracting(Step::description).containsExactly(
                "Jellyfish on 1 in rows 2, 3, 5 and 7, columns 2, 3, 6 and 8: removes 1 from r4c6, r4c8, r9c2, r9c3,"
                        + " r9c8");
    }

    @Test
    void jellyfishFindsNothingWhereNoFourLinesShareFourPlaces() {
        assertThat(Fish.JELLYFISH.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void sashimiXWingRemovesOnlyWhatSeesItsFins() {
        assertThat(Fish.FINNED_X_WING.findAll(Positions.start(TOP_2))).extracting(Step::description).containsExactly(
                "Sashimi X-Wing on 8 in rows 2 and 4, columns 1 and 7, fins r2c8, r2c9: removes 8 from r3c7");
    }

    @Test
    void finnedXWingFindsNothingWhereNoFinsShareABox() {
        assertThat(Fish.FINNED_X_WING.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void sashimiSwordfishRemovesOnlyWhatSeesItsFins() {
        assertThat(Fish.FINNED_SWORDFISH.findAll(Positions.start(FINNED))).extracting(Step::description)
                .containsExactly("Sashimi Swordfish on 7 in rows 2, 5 and 6, columns 1, 2 and 6, fins r2c4, r2c5:"
                        + " removes 7 from r3c6");
    }

    @Test
    void finnedSwordfishFindsNothingWhereNoFinsShareABox() {
        assertThat(Fish.FINNED_SWORDFISH.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void finnedJellyfishRemovesOnlyWhatSeesItsFins() {
        assertThat(Fish.FINNED_JELLYFISH.findAll(Positions.start(FINNED))).extracting(Step::description)
                .containsExactly("Finned Jellyfish on 7 in columns 4, 5, 8 and 9, rows 3, 7, 8 and 9, fins r2c4, r2c5:"
                        + " removes 7 from r3c6");
    }

    @Test
    void finnedJellyfishFindsNothingWhereNoFinsShareABox() {
        assertThat(Fish.FINNED_JELLYFISH.findAll(Positions.start(TOP_1))).isEmpty();
    }

    /** HoDoKu reglib-1.3, line 590 (code 03111, a Siamese Finned Swordfish): removes 5 from r2c1, r3c1 and r6c2. */
    private static final String SIAMESE_FINNED = "6 357 34 347 2 1 9 578 3458 59 1 2 3467 579 8 4567 567 3456 589 357 348"
            + " 3467 579 359 4567 +1 +2 58 9 +7 +2 6 4 1 3 58 2 4 368 +1 5789 359 567 56789 5689 +1 35 368 37 5789 359 4567"
            + " +2 45689 +7 +2 9 5 +3 6 8 4 +1 3 68 +1 89 4 7 2 569 569 +4 68 5 89 1 +2 +3 69 7";

    /** HoDoKu reglib-1.3, line 645 (code 03211, a Siamese Sashimi Swordfish): removes 2 from r3c4, r4c5 and r5c5. */
    private static final String SIAMESE_SASHIMI = "2 34 7 +8 9 +5 +6 34 +1 5 136 16 7 123 +4 +9 23 8 134 9 +8 12 123 6 235"
            + " 23457 257 136 123567 1256 +4 127 +9 1258 1258 25 14 12457 1245 6 127 +8 125 9 3 8 12 9 12 5 +3 7 6 4 149"
            + " 1458 145 +3 +6 2 158 1578 579 169 1268 126 5 4 +7 1238 1238 29 +7 25 3 +9 +8 1 4 25 6";

    @Test
    void siameseFishMakesTheEliminationsOfTwoFinnedFishOnTheSameBaseLines() throws PuzzleFormatException {
        List<Step<Technique>> steps = Positions.stepsOfPmLine(Fish.FINNED_SWORDFISH, SIAMESE_FINNED);
        assertThat(steps).extracting(Step::description).contains(
                "Finned Swordfish on 5 in rows 1, 4 and 8, columns 1, 8 and 9, fin r1c2: removes 5 from r2c1, r3c1",
                "Siamese Finned Swordfish on 5 in rows 1, 4 and 8, columns 1, 8 and 9, fin r1c2, and columns 2, 8 and 9,"
                        + " fin r4c1: removes 5 from r2c1, r3c1, r6c2");
        assertThat(steps.get(0).description()).doesNotStartWith("Siamese"); // each fish alone comes first
    }

    @Test
    void siameseSashimiFishNamesBothHalvesSashimi() throws PuzzleFormatException {
        assertThat(Positions.stepsOfPmLine(Fish.FINNED_SWORDFISH, SIAMESE_SASHIMI)).filteredOn(s -> s.description().startsWith("Siamese")).extracting(Step::eliminations)
                .contains(List.of(new Candidate(new Cell(2, 3), 2), new Candidate(new Cell(3, 4), 2),
                        new Candidate(new Cell(4, 4), 2)));
    }
}
