package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.candidates;
import static dev.nonet.constraint.LineTesting.cell;
import static dev.nonet.constraint.LineTesting.keeps;
import static dev.nonet.constraint.LineTesting.mask;
import static dev.nonet.constraint.LineTesting.support;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.LineTesting.Candidates;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Grid;
import org.junit.jupiter.api.Test;

/** White and black kropki dots, XV and sum dots: the rule, complete narrowing, errors. */
class DotsTest {

    private static final Cell A = cell("r1c1");
    private static final Cell B = cell("r1c2");
    private static final Grid SOLVED = Grid.parse(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642");

    @Test
    void differenceDotsAskForTheirDifferenceEitherWay() {
        assertThat(new Difference(A, B, 1).isKeptBy(SOLVED)).isTrue();
        assertThat(new Difference(A, cell("r2c1"), 3).isKeptBy(SOLVED)).isTrue();
        assertThat(new Difference(cell("r2c1"), A, 3).isKeptBy(SOLVED)).isTrue();
        assertThat(new Difference(A, B, 2).isKeptBy(SOLVED)).isFalse();
        assertThat(keeps(new Difference(A, B, 0), 4, 4)).isTrue();
    }

    @Test
    void ratioDotsAskForTheirRatioEitherWay() {
        assertThat(new Ratio(A, B, 2).isKeptBy(SOLVED)).isTrue();              // 1 2
        assertThat(keeps(new Ratio(A, B, 2), 8, 4)).isTrue();
        assertThat(keeps(new Ratio(A, B, 3), 3, 9)).isTrue();
        assertThat(keeps(new Ratio(A, B, 3), 2, 5)).isFalse();
        assertThat(new Ratio(A, cell("r1c3"), 2).isKeptBy(SOLVED)).isFalse();  // 1 3
    }

    @Test
    void xvAndSumDotsAskForTheirTotal() {
        assertThat(new XV(cell("r1c1"), cell("r1c9"), 10).isKeptBy(SOLVED)).isTrue();
        assertThat(new XV(A, cell("r1c4"), 5).isKeptBy(SOLVED)).isTrue();
        assertThat(new XV(A, B, 5).isKeptBy(SOLVED)).isFalse();
        assertThat(new SumDot(A, B, 3).isKeptBy(SOLVED)).isTrue();
        assertThat(keeps(new SumDot(A, B, 13), 6, 8)).isFalse();
    }

    @Test
    void narrowingIsCompleteForThePair() {
        Constraint[] dots = {new Difference(A, B, 1), new Difference(A, B, 4), new Ratio(A, B, 2), new Ratio(A, B, 3),
            new XV(A, B, 10), new XV(A, B, 5), new SumDot(A, B, 7), new SumDot(A, B, 17)};
        int[][] starts = {{mask(1, 2, 3, 4, 5, 6, 7, 8, 9), mask(1, 2, 3, 4, 5, 6, 7, 8, 9)}, {mask(1, 5, 9), mask(2, 3, 4, 8)},
            {mask(3, 6), mask(1, 2, 3, 4, 5, 6, 7, 8, 9)}, {mask(9), mask(1, 2, 3)}};
        for (Constraint dot : dots) {
            for (int[] start : starts) {
                Candidates domains = new Candidates(9).set(A, start[0]).set(B, start[1]);
                int[] expected = support(dot, domains.copy());
                boolean kept = dot.narrow(domains);
                if (expected[0] == 0) {
                    assertThat(kept).as("%s on %s", dot, start).isFalse();
                } else {
                    assertThat(kept).as("%s", dot).isTrue();
                    assertThat(candidates(dot, domains)).as("%s", dot).containsExactly(expected);
                }
            }
        }
    }

    @Test
    void narrowsWhatItMust() {
        Candidates domains = new Candidates(9);
        assertThat(new Ratio(A, B, 2).narrow(domains)).isTrue();
        assertThat(candidates(new Ratio(A, B, 2), domains)).containsExactly(mask(1, 2, 3, 4, 6, 8), mask(1, 2, 3, 4, 6, 8));
        domains = new Candidates(9).set(A, mask(5));
        assertThat(new Difference(A, B, 1).narrow(domains)).isTrue();
        assertThat(domains.candidates(B)).isEqualTo(mask(4, 6));
        domains = new Candidates(9);
        assertThat(new XV(A, B, 5).narrow(domains)).isTrue();
        assertThat(domains.candidates(A)).isEqualTo(mask(1, 2, 3, 4));
        assertThat(new SumDot(A, B, 19).narrow(new Candidates(9))).isFalse();
        assertThat(new Difference(A, B, 9).narrow(new Candidates(9))).isFalse();
        assertThat(new Difference(A, B, 40).narrow(new Candidates(9))).isFalse();
        assertThat(new Ratio(A, B, 40).narrow(new Candidates(9))).isFalse();
    }

    @Test
    void namesItselfAndRefusesBadArguments() {
        assertThat(new Difference(A, B, 1)).hasToString("difference 1 at r1c1 r1c2");
        assertThat(new Ratio(A, B, 2)).hasToString("ratio 2 at r1c1 r1c2");
        assertThat(new XV(A, B, 10)).hasToString("xv X at r1c1 r1c2");
        assertThat(new SumDot(A, B, 7)).hasToString("sum 7 at r1c1 r1c2");
        assertThat(new XV(A, B, 5).kind()).isEqualTo("xv");
        assertThat(new SumDot(A, B, 5).cells()).containsExactly(A, B);
        assertThatThrownBy(() -> new Difference(A, A, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("difference names r1c1 twice");
        assertThatThrownBy(() -> new Difference(A, B, -1)).hasMessage("difference value -1 is negative");
        assertThatThrownBy(() -> new Ratio(A, B, 0)).hasMessage("ratio value 0 must be at least 1");
        assertThatThrownBy(() -> new XV(A, B, 7)).hasMessage("xv sum 7 is neither V (5) nor X (10)");
        assertThatThrownBy(() -> new SumDot(A, B, 1)).hasMessage("sum 1 cannot be made by two digits");
        assertThatThrownBy(() -> new SumDot(B, B, 9)).hasMessage("sum names r1c2 twice");
    }
}
