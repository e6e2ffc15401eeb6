package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import java.util.List;
import org.junit.jupiter.api.Test;

class SinglesTest {

    static final String SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    static Grid blank(String solution, int... cells) {
        char[] c = solution.toCharArray();
        for (int i : cells) {
            c[i] = '.';
        }
        return Grid.parse(new String(c));
    }

    @Test
    void fullHouseFillsTheLastCellOfAHouse() {
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(blank(SOLUTION, 4)));
        List<Step<Technique>> steps = Singles.FULL_HOUSE.findAll(grid);
        assertThat(steps).hasSize(1);
        Step<Technique> step = steps.get(0);
        assertThat(step.placements()).containsExactly(new Candidate(new Cell(0, 4), 7));
        assertThat(step.eliminations()).isEmpty();
        assertThat(step.description()).isEqualTo("Full House in row 1: r1c5 = 7");
    }

    @Test
    void hiddenSingleInABoxIsTheOnlyPlaceForItsDigit() {
        // Row 1 and column 5 both lack two digits, so r1c5 is no full house; in box 2 only r1c5 takes 7.
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(blank(SOLUTION, 4, 5, 13, 3 * 9 + 4)));
        List<Step<Technique>> box = Singles.HIDDEN_SINGLE_BOX.findAll(grid);
        assertThat(box).extracting(Step::description)
                .contains("Hidden Single in box 2: r1c5 = 7 (the only place for 7)");
        assertThat(Singles.NAKED_SINGLE.findAll(grid)).isNotEmpty();
    }

    @Test
    void nakedSingleIsACellWithOneCandidate() {
        CandidateGrid grid = CandidateGrid.of(Puzzle.of(blank(SOLUTION, 0, 10, 20)));
        List<Step<Technique>> steps = Singles.NAKED_SINGLE.findAll(grid);
        assertThat(steps).extracting(Step::description).containsExactly(
                "Naked Single: r1c1 = 5 (its only candidate)",
                "Naked Single: r2c2 = 7 (its only candidate)",
                "Naked Single: r3c3 = 8 (its only candidate)");
    }
}
