package dev.nonet.logic;

import static dev.nonet.logic.ComplexFishTest.stepsKeepingTheSolution;
import static dev.nonet.logic.ComplexFishTest.stuckAfterBasics;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import java.util.List;
import org.junit.jupiter.api.Test;

class TemplatesTest {

    // Puzzles of hardest-1905-11plus and top1465, stuck after ComplexFishTest.BASICS.
    private static final String SETS =
            ".................1..1..2.3.....4.....4.56.7...8.....2...2........3..1...7...8...4";
    private static final String DELETES =
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    private static final String TOP_1 =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    @Test
    void templateSetPlacesWhatEveryFittingTemplateHolds() {
        // Five of 5's six templates that fit the candidates meet every fitting template of another digit:
        // the one left places all of 5, and, the refinement going round, six more digits.
        List<String> steps = stepsKeepingTheSolution(Templates.TEMPLATE_SET, SETS).stream().map(Step::description).toList();
        assertThat(steps).hasSize(7).contains("Template Set on 5: r1c5 = 5, r2c1 = 5, r3c9 = 5, r4c8 = 5, r6c3 = 5,"
                + " r7c2 = 5, r8c7 = 5, r9c6 = 5 (in the one template of 5 that fits the candidates and the other digits)");
    }

    @Test
    void templateDeleteRemovesWhatNoFittingTemplateHolds() {
        assertThat(stepsKeepingTheSolution(Templates.TEMPLATE_DELETE, DELETES)).extracting(Step::description)
                .containsExactly("Template Delete on 2 (in none of the 43 templates of 2 that fit the candidates and the other digits):"
                        + " removes 2 from r9c2");
    }

    @Test
    void aDigitPlacedEightTimesHasOneTemplate() {
        // Hand-made: 1 placed in boxes 1 to 8 leaves it one cell, which a single would take as well.
        CandidateGrid grid = CandidateGrid.of(Puzzle.parse("1........" + "...1....." + "......1.." + ".1......."
                + "....1...." + ".......1." + "..1......" + ".....1..." + "........."));
        assertThat(Templates.TEMPLATE_SET.findAll(grid)).extracting(Step::description).containsExactly(
                "Template Set on 1: r9c9 = 1 (in the one template of 1 that fits the candidates and the other digits)");
        // Every other digit's templates then meet 1's in r9c9, and leave it.
        assertThat(Templates.TEMPLATE_DELETE.findAll(grid)).hasSize(8).first().extracting(Step::description).isEqualTo(
                "Template Delete on 2 (in none of the 17972 templates of 2 that fit the candidates and the other digits):"
                        + " removes 2 from r9c9");
    }

    @Test
    void nothingWhereEveryCandidateHasATemplate() {
        CandidateGrid empty = CandidateGrid.of(Puzzle.parse(".".repeat(81)));
        CandidateGrid stuck = stuckAfterBasics(TOP_1);
        for (TechniqueFinder finder : new TechniqueFinder[] {Templates.TEMPLATE_SET, Templates.TEMPLATE_DELETE}) {
            assertThat(finder.findAll(empty)).isEmpty();
            assertThat(finder.findAll(stuck)).isEmpty();
        }
    }
}
