package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.House;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubsetsTest {

    private static final String TOP_1 =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    private static final String TOP_2 =
            "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    private static final String PAIRED =
            "12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........";
    private static final String TRIPLED =
            "2.8.5.......7...4.3........5...2.9.......1......6......7.1.4.6.......3.2.1.......";
    private static final String QUADS =
            "3.7.4...........918........4.....7.....16.......25..........38..9....5...2.6.....";
    private static final String LOCKED_PAIR =
            ".4.5.....8...9..3..76.2.....146..........9..7.....36....1..4.5..6......3..71..2..";
    private static final String NO_HIDDEN_PAIR =
            ".......71.2.8........5.3...7.9.6.......2..8..1.........3...25..6...1..4..........";

    @Test
    void nakedPairRemovesItsDigitsFromTheRestOfTheHouse() {
        List<Step<Technique>> steps = Subsets.NAKED_PAIR.findAll(Positions.start(PAIRED));
        assertThat(steps).extracting(Step::description).containsExactly(
                "Naked Pair 6,8 in r8c2, r8c9 (row 8): removes 6 from r8c1; 8 from r8c1, r8c7");
        assertThat(steps.get(0).eliminations()).containsExactly(
                new Candidate(new Cell(7, 0), 6), new Candidate(new Cell(7, 0), 8), new Candidate(new Cell(7, 6), 8));
        assertThat(steps.get(0).houses()).containsExactly(new House(House.Kind.ROW, 7));
    }

    @Test
    void nakedPairInARowAndABoxRemovesItsDigitsFromBothInOneStep() {
        List<Step<Technique>> steps = Subsets.NAKED_PAIR.findAll(Positions.start(LOCKED_PAIR));
        Step<Technique> locked = steps.stream().filter(s -> s.houses().size() == 2).findFirst().orElseThrow();
        assertThat(locked.description()).isEqualTo("Naked Pair 2,5 in r2c2, r2c3 (row 2, box 1): removes 2 from"
                + " r1c1, r1c3, r2c9; 5 from r2c7, r2c9, r3c1");
        assertThat(locked.houses()).containsExactly(new House(House.Kind.ROW, 1), new House(House.Kind.BOX, 0));
        // Found from the row and from the box, it is one step.
        assertThat(steps).filteredOn(s -> s.cells().equals(locked.cells())).hasSize(1);
        String solution = Sudoku.solve(Puzzle.parse(LOCKED_PAIR)).solution().orElseThrow().toString();
        assertThat(locked.eliminations()).noneMatch(
                e -> solution.charAt(e.cell().row() * 9 + e.cell().column()) - '0' == e.digit());
    }

    @Test
    void nakedPairFindsNothingWithoutTwoCellsOfTheSameTwoDigits() {
        assertThat(Subsets.NAKED_PAIR.findAll(Positions.start(TOP_1))).isEmpty();
    }

    @Test
    void hiddenPairRemovesTheOtherDigitsFromItsCells() {
        assertThat(Subsets.HIDDEN_PAIR.findAll(Positions.start(TOP_2))).extracting(Step::description).containsExactly(
                "Hidden Pair 7,8 in r3c4, r3c6 (box 2): removes 3 from r3c4, r3c6; 4 from r3c4, r3c6; 6 from r3c6;"
                        + " 9 from r3c4, r3c6");
    }

    @Test
    void hiddenPairFindsNothingWithoutTwoDigitsConfinedToTwoCells() {
        assertThat(Subsets.HIDDEN_PAIR.findAll(Positions.start(NO_HIDDEN_PAIR))).isEmpty();
    }

    @Test
    void nakedTripleRemovesItsDigitsFromTheRestOfTheHouse() {
        assertThat(Subsets.NAKED_TRIPLE.findAll(Positions.start(TRIPLED))).extracting(Step::description)
                .containsExactly("Naked Triple 5,8,9 in r7c1, r7c7, r7c9 (row 7): removes 5 from r7c3; 8 from r7c5;"
                        + " 9 from r7c3, r7c5");
    }

    @Test
    void nakedTripleFindsNothingWhereNoThreeCellsShareThreeDigits() {
        assertThat(Subsets.NAKED_TRIPLE.findAll(Positions.start(TOP_2))).isEmpty();
    }

    @Test
    void hiddenTripleRemovesTheOtherDigitsFromItsCells() {
        assertThat(Subsets.HIDDEN_TRIPLE.findAll(Positions.start(TOP_1))).extracting(Step::description)
                .containsExactly("Hidden Triple 3,5,9 in r7c5, r7c8, r7c9 (row 7): removes 4 from r7c5;"
                        + " 6 from r7c5, r7c8, r7c9; 8 from r7c5, r7c8, r7c9");
    }

    @Test
    void hiddenTripleFindsNothingWhereNoThreeDigitsShareThreeCells() {
        assertThat(Subsets.HIDDEN_TRIPLE.findAll(Positions.start(TOP_2))).isEmpty();
    }

    @Test
    void nakedQuadRemovesItsDigitsFromTheRestOfTheHouse() {
        assertThat(Subsets.NAKED_QUAD.findAll(Positions.start(TOP_1))).extracting(Step::description)
                .containsExactly("Naked Quad 4,6,8,9 in r7c1, r7c2, r7c3, r7c5 (row 7): removes 6 from r7c8, r7c9;"
                        + " 8 from r7c8, r7c9; 9 from r7c9");
    }

    @Test
    void nakedQuadFindsNothingWhereNoFourCellsShareFourDigits() {
        assertThat(Subsets.NAKED_QUAD.findAll(Positions.start(TOP_2))).isEmpty();
    }

    @Test
    void hiddenQuadRemovesTheOtherDigitsFromItsCells() {
        assertThat(Subsets.HIDDEN_QUAD.findAll(Positions.start(QUADS))).extracting(Step::description)
                .containsExactly("Hidden Quad 1,2,5,6 in r4c2, r4c3, r4c8, r4c9 (row 4): removes 3 from r4c2, r4c3,"
                        + " r4c8, r4c9; 8 from r4c2, r4c3, r4c9; 9 from r4c3, r4c9");
    }

    @Test
    void hiddenQuadFindsNothingWhereNoFourDigitsShareFourCells() {
        assertThat(Subsets.HIDDEN_QUAD.findAll(Positions.start(TOP_1))).isEmpty();
    }
}
