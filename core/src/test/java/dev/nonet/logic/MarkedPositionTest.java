package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Grid;
import dev.nonet.grid.MarkedGrid;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Candidate grids of positions whose givens, placed digits and candidates are apart, and when such a position is known unique. */
class MarkedPositionTest {

    /** A 17-clue puzzle whose logical path uses a uniqueness technique once. */
    private static final String UNIQUENESS = "..............1..2..3.4..5.......46..2........78.........2.7..1...9.....5.4....8.";

    @Test
    void givensAndPlacedDigitsArePlacedTheirPeersClearedAndKeptApartOnTheWayBack() {
        Grid givens = Grid.parse(UNIQUENESS);
        List<DigitSet> all = new ArrayList<>();
        for (int i = 0; i < 81; i++) {
            all.add(DigitSet.upTo(9));
        }
        Grid placed = Grid.empty(givens.shape()).with(new Cell(0, 0), 9);
        CandidateGrid marks = CandidateGrid.of(MarkedGrid.of(givens, placed, all));
        assertThat(marks.value(new Cell(0, 0))).isEqualTo(9);
        assertThat(marks.value(new Cell(1, 5))).isEqualTo(1); // r2c6 is a given 1
        assertThat(marks.candidates(new Cell(0, 8))).doesNotContain(9);
        assertThat(marks.candidates(new Cell(1, 0))).doesNotContain(9).doesNotContain(1);
        MarkedGrid back = marks.toMarkedGrid();
        assertThat(back.givens()).isEqualTo(givens);
        assertThat(back.placed()).isEqualTo(placed);
        assertThat(marks.givens()).isEqualTo(givens);
    }

    @Test
    void aPositionIsKnownUniqueByItsGivensOrByItsOwnCandidates() {
        MarkedGrid fromGivens = CandidateGrid.of(Puzzle.parse(UNIQUENESS)).toMarkedGrid();
        assertThat(LogicalSolver.isKnownUnique(fromGivens, Deadline.NONE)).isTrue();
        MarkedGrid sukaku = MarkedGrid.ofCandidates(fromGivens.marks());
        assertThat(LogicalSolver.isKnownUnique(sukaku, Deadline.NONE)).isTrue();
        MarkedGrid several = MarkedGrid.ofCandidates(CandidateGrid.of(Puzzle.parse(UNIQUENESS.replaceFirst("1", "."))).toMarkedGrid().marks());
        assertThat(LogicalSolver.isKnownUnique(several, Deadline.NONE)).isFalse();
    }

    @Test
    void theUniquenessTechniquesApplyToAPositionKnownUnique() {
        MarkedGrid position = CandidateGrid.of(Puzzle.parse(UNIQUENESS)).toMarkedGrid();
        LogicalResult result = new LogicalSolver().solve(position, Deadline.NONE);
        assertThat(result.path()).anyMatch(s -> s.technique().assumesUniqueness());
        LogicalResult without = new LogicalSolver().withUniqueness(false).solve(position, Deadline.NONE);
        assertThat(without.path()).noneMatch(s -> s.technique().assumesUniqueness());
    }
}
