package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Cell;
import dev.nonet.grid.CandidateMasks;
import dev.nonet.grid.Domains;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Given pencil marks: a cell that may hold only some digits (f-puzzles' {@code givenPencilMarks}). */
class GivenCandidatesTest {

    /** Candidates of a 9x9 grid in an array. */
    private static final class Candidates extends CandidateMasks {
        Candidates() {
            super(9);
        }



    }

    private static final Cell R2C3 = new Cell(1, 2);

    @Test
    void keepsTheDigitsSortedAndOnce() {
        GivenCandidates marks = new GivenCandidates(R2C3, List.of(7, 2, 7));
        assertThat(marks.digits()).containsExactly(2, 7);
        assertThat(marks.mask()).isEqualTo(0b1000010);
        assertThat(marks).isEqualTo(new GivenCandidates(R2C3, List.of(2, 7)));
        assertThat(marks.kind()).isEqualTo("givenpencilmarks");
        assertThat(marks.cells()).containsExactly(R2C3);
        assertThat(marks).hasToString("givenpencilmarks 27 at r2c3");
    }

    @Test
    void isKeptOnlyByOneOfItsDigits() {
        GivenCandidates marks = new GivenCandidates(R2C3, List.of(2, 7));
        assertThat(marks.keeps(c -> 7)).isTrue();
        assertThat(marks.keeps(c -> 3)).isFalse();
    }

    @Test
    void narrowsTheCellToItsDigits() {
        GivenCandidates marks = new GivenCandidates(R2C3, List.of(2, 7));
        Candidates candidates = new Candidates();
        candidates.set(11, 0b1000110); // 2, 3 and 7
        assertThat(marks.narrow(candidates)).isTrue();
        assertThat(candidates.candidates(11)).isEqualTo(0b1000010);
        assertThat(candidates.candidates(0)).isEqualTo(0x1FF);
        candidates.set(11, 0b100); // 3 alone: no digit of the marks is left
        assertThat(marks.narrow(candidates)).isFalse();
    }

    @Test
    void refusesNoDigitAndDigitsOutOfRange() {
        assertThatThrownBy(() -> new GivenCandidates(R2C3, List.of()))
                .hasMessage("givenpencilmarks at r2c3 names no digit");
        assertThatThrownBy(() -> new GivenCandidates(R2C3, List.of(0)))
                .hasMessage("givenpencilmarks at r2c3: 0 is not a digit");
        assertThatThrownBy(() -> new GivenCandidates(R2C3, List.of(26)))
                .hasMessage("givenpencilmarks at r2c3: 26 is not a digit");
    }
}
