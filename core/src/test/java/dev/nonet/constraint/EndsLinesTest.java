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
import dev.nonet.grid.Constraint;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Lines ruled by their two ends: between lines and lockout lines. */
class EndsLinesTest {

    @Test
    void betweenLinesKeepTheMiddleStrictlyBetweenTheEnds() {
        BetweenLine line = new BetweenLine(cells("r1c1 r1c2 r1c3 r1c4"));
        assertThat(keeps(line, 2, 3, 6, 7)).isTrue();
        assertThat(keeps(line, 7, 3, 6, 2)).isTrue();
        assertThat(keeps(line, 7, 3, 7, 2)).isFalse();
        assertThat(keeps(line, 3, 3, 4, 7)).isFalse();
        assertThat(keeps(new BetweenLine(cells("r1c1 r1c2")), 5, 5)).isTrue();
    }

    @Test
    void betweenLinesNarrowEndsAndMiddle() {
        BetweenLine line = new BetweenLine(cells("r1c1 r1c2 r1c3"));
        Candidates domains = new Candidates(9);
        assertThat(line.narrow(domains)).isTrue();
        int all = mask(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(candidates(line, domains)).containsExactly(all, mask(2, 3, 4, 5, 6, 7, 8), all);
        domains = new Candidates(9).set("r1c1", 4).set("r1c2", 2, 5, 6);
        assertThat(line.narrow(domains)).isTrue();
        // Above 4 the middle is 5 or 6 and the end 6 to 9 beyond it; below 4 the middle is 2 and the end 1.
        assertThat(candidates(line, domains)).containsExactly(mask(4), mask(2, 5, 6), mask(1, 6, 7, 8, 9));
        assertThat(line.narrow(new Candidates(9).set("r1c1", 4).set("r1c3", 5))).isFalse();
    }

    @Test
    void lockoutLinesKeepTheEndsApartAndTheMiddleOutside() {
        Lockout line = new Lockout(cells("r1c1 r1c2 r1c3 r1c4"), 4);
        assertThat(keeps(line, 3, 1, 8, 7)).isTrue();
        assertThat(keeps(line, 7, 1, 8, 3)).isTrue();
        assertThat(keeps(line, 3, 1, 5, 7)).isFalse();
        assertThat(keeps(line, 3, 1, 9, 6)).isFalse();
        assertThat(keeps(line, 3, 1, 7, 7)).isFalse();
        assertThat(keeps(new Lockout(cells("r1c1 r1c2"), 4), 5, 1)).isTrue();
    }

    @Test
    void lockoutLinesNarrowEndsAndMiddle() {
        Lockout line = new Lockout(cells("r1c1 r1c2 r1c3"), 4);
        Candidates domains = new Candidates(9).set("r1c1", 5);
        assertThat(line.narrow(domains)).isTrue();
        // 5 needs 1 or 9 at the other end; the middle is then 6-9 or 1-4 without the end's side.
        assertThat(candidates(line, domains)).containsExactly(mask(5), mask(1, 2, 3, 4, 6, 7, 8, 9), mask(1, 9));
        // Ends 4 or more apart always enclose 5 on 9x9, so no middle cell holds it.
        domains = new Candidates(9);
        assertThat(line.narrow(domains)).isTrue();
        int all = mask(1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertThat(candidates(line, domains)).containsExactly(all, all & ~mask(5), all);
        assertThat(line.narrow(new Candidates(9).set("r1c2", 5))).isFalse();
        assertThat(new Lockout(cells("r1c1 r1c2"), 8).narrow(new Candidates(9).set("r1c1", 2))).isFalse();
    }

    @Test
    void narrowingIsCompleteOnRandomCandidates() {
        Random random = new Random(28);
        Constraint[] lines = {new BetweenLine(cells("r1c1 r1c2 r1c3 r1c4")), new BetweenLine(cells("r1c1 r1c2 r1c3")),
            new Lockout(cells("r1c1 r1c2 r1c3 r1c4"), 3), new Lockout(cells("r1c1 r1c2"), 2), new Lockout(cells("r1c1 r1c2 r1c3"), 1)};
        for (int round = 0; round < 300; round++) {
            Constraint line = lines[round % lines.length];
            Candidates domains = new Candidates(6);
            for (var c : line.cells()) {
                domains.set(c, 1 + random.nextInt(63));
            }
            int[] expected = support(line, domains.copy());
            boolean kept = line.narrow(domains);
            if (expected[0] == 0) {
                assertThat(kept).isFalse();
            } else {
                assertThat(kept).isTrue();
                assertThat(candidates(line, domains)).as("%s", line).containsExactly(expected);
            }
        }
    }

    @Test
    void namesThemselvesAndRefuseBadArguments() {
        assertThat(new BetweenLine(cells("r1c1 r1c2 r1c3"))).hasToString("betweenline at r1c1 r1c2 r1c3");
        assertThat(new Lockout(cells("r1c1 r1c2"), 4)).hasToString("lockout 4 at r1c1 r1c2");
        assertThatThrownBy(() -> new BetweenLine(List.of(cell("r1c1")))).hasMessage("betweenline needs at least 2 cells, not 1");
        assertThatThrownBy(() -> new Lockout(cells("r1c1 r1c2"), 0)).hasMessage("lockout difference 0 must be at least 1");
        assertThatThrownBy(() -> new Lockout(cells("r1c1 r1c2 r1c1"), 4)).hasMessage("lockout names r1c1 twice");
    }
}
