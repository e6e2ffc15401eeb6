package dev.nonet.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A result is immutable as documented: neither its path nor the grid it ended on can be changed through it. */
class LogicalResultTest {

    @Test
    void changingTheGridAResultEndedOnLeavesTheResultAsItWas() {
        LogicalResult stuck = new LogicalSolver().solve(Puzzle.parse(LogicalSolverTest.HARDEST));
        String before = stuck.end().toPencilmarks();
        CandidateGrid mine = stuck.end();
        Cell open = java.util.stream.IntStream.range(0, 81).mapToObj(i -> new Cell(i / 9, i % 9))
                .filter(c -> mine.value(c) == 0).findFirst().orElseThrow();
        int digit = mine.candidates(open).first();
        mine.eliminate(open, digit);
        assertThat(mine.has(open, digit)).isFalse();
        assertThat(stuck.end()).isNotSameAs(mine);
        assertThat(stuck.end().has(open, digit)).isTrue();
        assertThat(stuck.end().toPencilmarks()).isEqualTo(before);
    }

    @Test
    void theSolversGridIsCopiedInAndThePathCannotBeChanged() {
        CandidateGrid start = CandidateGrid.of(Puzzle.parse(LogicalSolverTest.EASY));
        List<Step<Technique>> steps = new ArrayList<>();
        LogicalResult result = new LogicalResult(LogicalStatus.STUCK, steps, start, Rating.of(List.of(), false));
        String before = result.end().toPencilmarks();
        start.place(new Cell(0, 2), 4);
        steps.add(null);
        assertThat(result.end().toPencilmarks()).isEqualTo(before);
        assertThat(result.path()).isEmpty();
        assertThatThrownBy(() -> result.path().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}
