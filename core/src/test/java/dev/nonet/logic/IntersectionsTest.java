package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

class IntersectionsTest {

    @Test
    void pointingRemovesADigitConfinedInABoxFromTheRestOfItsLine() {
        CandidateGrid grid = Positions.start(
                "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");
        List<Step<Technique>> steps = Intersections.POINTING.findAll(grid);
        assertThat(steps).extracting(Step::description).containsExactly(
                "Pointing: 7 in box 2 lies only in row 3: removes 7 from r3c7, r3c8, r3c9",
                "Pointing: 8 in box 2 lies only in row 3: removes 8 from r3c7, r3c8, r3c9");
        assertThat(steps.get(0).eliminations()).containsExactly(
                new Candidate(new Cell(2, 6), 7), new Candidate(new Cell(2, 7), 7), new Candidate(new Cell(2, 8), 7));
        assertThat(steps.get(0).cells()).containsExactly(new Cell(2, 3), new Cell(2, 5));
    }

    @Test
    void pointingFindsNothingWhereNoBoxConfinesADigitUsefully() {
        CandidateGrid grid = Positions.start(
                "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5");
        assertThat(Intersections.POINTING.findAll(grid)).isEmpty();
    }

    @Test
    void claimingRemovesADigitConfinedInALineFromTheRestOfItsBox() {
        CandidateGrid grid = Positions.start(
                "2...4.5...1.....3............6...8.2.7.3.9......1.....4...5.6.....7...9...8......");
        assertThat(Intersections.CLAIMING.findAll(grid)).extracting(Step::description).containsExactly(
                "Claiming: 3 in row 4 lies only in box 4: removes 3 from r6c1, r6c2, r6c3",
                "Claiming: 9 in row 4 lies only in box 4: removes 9 from r6c1, r6c2, r6c3");
    }

    @Test
    void claimingFindsNothingWhereNoLineConfinesADigitUsefully() {
        CandidateGrid grid = Positions.start(
                "4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5");
        assertThat(Intersections.CLAIMING.findAll(grid)).isEmpty();
    }

    @Test
    void findingDoesNotChangeTheGrid() {
        CandidateGrid grid = Positions.start(
                "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");
        String before = grid.toPencilmarks();
        Intersections.POINTING.findAll(grid);
        Intersections.CLAIMING.findAll(grid);
        assertThat(grid.toPencilmarks()).isEqualTo(before);
    }
}
