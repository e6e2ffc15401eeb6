package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

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
        List<Step> steps = Fish.X_WING.findAll(Positions.start(CROSSED));
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
}
