package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.candidates;
import static dev.nonet.constraint.LineTesting.cell;
import static dev.nonet.constraint.LineTesting.cells;
import static dev.nonet.constraint.LineTesting.keeps;
import static dev.nonet.constraint.LineTesting.mask;
import static dev.nonet.constraint.LineTesting.support;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.LineTesting.Candidates;
import dev.nonet.grid.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Renban lines: a run of different consecutive digits, narrowed by the windows that fit. */
class RenbanTest {

    private static final Grid SOLVED = Grid.parse(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642");

    @Test
    void keepsDifferentConsecutiveDigitsInAnyOrder() {
        Renban line = new Renban(cells("r1c1 r1c2 r1c3 r1c4"));
        assertThat(keeps(line, 4, 2, 5, 3)).isTrue();
        assertThat(keeps(line, 4, 2, 6, 3)).isFalse();
        assertThat(keeps(line, 4, 3, 3, 5)).isFalse();
        assertThat(new Renban(cells("r1c1 r1c2 r1c3")).isKeptBy(SOLVED)).isTrue();
        assertThat(new Renban(cells("r1c1 r2c1")).isKeptBy(SOLVED)).isFalse();
        assertThat(keeps(new Renban(cells("r1c1")), 7)).isTrue();
    }

    @Test
    void keepsOnlyTheWindowsThatFit() {
        Renban line = new Renban(cells("r1c1 r1c2 r1c3 r1c4"));
        Candidates domains = new Candidates(9).set("r1c1", 2, 8);
        assertThat(line.narrow(domains)).isTrue();
        // A 4-run through 2 is within 1-5, through 8 within 5-9: 5 on either side is still possible.
        int[] all = candidates(line, domains);
        assertThat(all[0]).isEqualTo(mask(2, 8));
        domains = new Candidates(9).set("r1c1", 1, 2).set("r1c2", 4);
        int[] expected = support(line, domains.copy());
        assertThat(line.narrow(domains)).isTrue();
        assertThat(candidates(line, domains)).containsExactly(mask(1, 2), mask(4), mask(1, 2, 3, 5), mask(1, 2, 3, 5))
                .containsExactly(expected);
    }

    @Test
    void aMissingDigitRulesOutItsWindows() {
        Renban line = new Renban(cells("r1c1 r1c2 r1c3"));
        int noFour = mask(1, 2, 3, 5, 6, 7, 8, 9);
        Candidates domains = new Candidates(9).set(cell("r1c1"), noFour).set(cell("r1c2"), noFour).set(cell("r1c3"), noFour)
                .set("r1c1", 3, 5);
        assertThat(line.narrow(domains)).isTrue();
        // Windows 1-3 and 5-7 remain; 8 and 9 go.
        assertThat(candidates(line, domains)).containsExactly(mask(3, 5), mask(1, 2, 3, 5, 6, 7), mask(1, 2, 3, 5, 6, 7));
        assertThat(new Renban(cells("r1c1 r1c2 r1c3 r1c4 r1c5")).narrow(new Candidates(4))).isFalse();
        assertThat(line.narrow(new Candidates(9).set("r1c1", 1).set("r1c2", 5))).isFalse();
    }

    @Test
    void isPropagatedWithAnAllDifferent() {
        Renban line = new Renban(cells("r1c1 r1c2 r1c3"));
        assertThat(line.parts()).hasSize(2).contains(line, new AllDifferent("renban", line.line()));
        assertThat(new Renban(cells("r1c1")).parts()).containsExactly(new Renban(cells("r1c1")));
        Candidates domains = new Candidates(9).set("r1c1", 4).set("r1c2", 4, 5);
        assertThat(line.narrow(domains)).isTrue();
        assertThat(candidates(line, domains)).containsExactly(mask(4), mask(5), mask(3, 6));
    }

    @Test
    void namesItselfAndRefusesBadLines() {
        assertThat(new Renban(cells("r1c1 r1c2"))).hasToString("renban at r1c1 r1c2");
        assertThat(new Renban(cells("r1c1 r1c2")).kind()).isEqualTo("renban");
        assertThatThrownBy(() -> new Renban(List.of())).hasMessage("renban needs at least 1 cell, not 0");
        assertThatThrownBy(() -> new Renban(List.of(cell("r2c2"), cell("r2c2")))).hasMessage("renban names r2c2 twice");
    }
}
