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
import dev.nonet.grid.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of equal sums: region sum lines (by segment) and zipper lines (by mirrored pair). */
class SumLinesTest {

    @Test
    void regionSumLinesAskEverySegmentForTheSameTotal() {
        RegionSumLine line = new RegionSumLine(List.of(cells("r1c1 r1c2"), cells("r1c4"), cells("r2c4 r3c4 r3c5")));
        assertThat(keeps(line, 2, 7, 9, 1, 3, 5)).isTrue();
        assertThat(keeps(line, 2, 7, 8, 1, 3, 5)).isFalse();
        assertThat(keeps(line, 4, 5, 9, 3, 3, 3)).isTrue();
        assertThat(keeps(new RegionSumLine(List.of(cells("r1c1 r1c2"))), 1, 9)).isTrue();
        assertThat(line.cells()).containsExactly(cell("r1c1"), cell("r1c2"), cell("r1c4"), cell("r2c4"), cell("r3c4"), cell("r3c5"));
    }

    @Test
    void regionSumLinesNarrowByTheTotalsEverySegmentCanMake() {
        RegionSumLine line = new RegionSumLine(List.of(cells("r1c1 r1c2"), cells("r1c4")));
        Candidates domains = new Candidates(9).set("r1c4", 2, 3, 9);
        int[] expected = support(line, domains.copy());
        assertThat(line.narrow(domains)).isTrue();
        // Two cells make 2 at least, so the single cell is 2, 3 or 9 and the pair's cells at most 8.
        assertThat(candidates(line, domains)).containsExactly(mask(1, 2, 3, 4, 5, 6, 7, 8), mask(1, 2, 3, 4, 5, 6, 7, 8),
                mask(2, 3, 9)).containsExactly(expected);
        domains = new Candidates(9).set("r1c4", 3).set("r1c1", 1, 2, 5);
        assertThat(line.narrow(domains)).isTrue();
        assertThat(candidates(line, domains)).containsExactly(mask(1, 2), mask(1, 2), mask(3));
        assertThat(line.narrow(new Candidates(9).set("r1c4", 1))).isFalse();
    }

    @Test
    void longSegmentsNarrowByBounds() {
        // Eight cells of 1-9 can make 72, past what the exact sets of totals hold: bounds narrow first.
        List<Cell> eight = cells("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8");
        RegionSumLine line = new RegionSumLine(List.of(eight, cells("r2c1 r2c2")));
        Candidates domains = new Candidates(9).set("r2c2", 1, 2, 3);
        assertThat(line.narrow(domains)).isTrue();
        // The pair makes 8 to 12: each of the eight is at most 12 - 7, the pair's first cell at least 8 - 3.
        int[] narrowed = candidates(line, domains);
        for (int i = 0; i < 8; i++) {
            assertThat(narrowed[i]).isEqualTo(mask(1, 2, 3, 4, 5));
        }
        assertThat(narrowed[8]).isEqualTo(mask(5, 6, 7, 8, 9));
        assertThat(narrowed[9]).isEqualTo(mask(1, 2, 3));
        assertThat(line.narrow(new Candidates(9).set("r2c1", 1).set("r2c2", 1, 2, 3, 4, 5, 6))).isFalse();
    }

    @Test
    void zipperLinesPairCellsAroundTheCentre() {
        ZipperLine odd = new ZipperLine(cells("r1c1 r1c2 r1c3 r1c4 r1c5"));
        assertThat(keeps(odd, 1, 5, 8, 3, 7)).isTrue();
        assertThat(keeps(odd, 1, 5, 8, 3, 6)).isFalse();
        assertThat(keeps(odd, 4, 3, 8, 5, 4)).isTrue();
        ZipperLine even = new ZipperLine(cells("r1c1 r1c2 r1c3 r1c4"));
        assertThat(keeps(even, 2, 6, 3, 9)).isFalse();
        assertThat(keeps(even, 2, 8, 3, 9)).isTrue();
        assertThat(keeps(new ZipperLine(cells("r1c1 r1c2")), 4, 9)).isTrue();
    }

    @Test
    void zipperLinesNarrowToCommonTotals() {
        ZipperLine odd = new ZipperLine(cells("r1c1 r1c2 r1c3"));
        Candidates domains = new Candidates(9);
        assertThat(odd.narrow(domains)).isTrue();
        // A centre of at least 2 and the ends at most 8.
        int upTo8 = mask(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(candidates(odd, domains)).containsExactly(upTo8, mask(2, 3, 4, 5, 6, 7, 8, 9), upTo8);
        ZipperLine line = new ZipperLine(cells("r1c1 r1c2 r1c3 r1c4 r1c5"));
        domains = new Candidates(9).set("r1c1", 7, 8).set("r1c5", 1).set("r1c2", 1, 2, 3);
        int[] expected = support(line, domains.copy());
        assertThat(line.narrow(domains)).isTrue();
        assertThat(candidates(line, domains)).containsExactly(mask(7, 8), mask(1, 2, 3), mask(8, 9), mask(5, 6, 7, 8), mask(1))
                .containsExactly(expected);
        assertThat(line.narrow(new Candidates(9).set("r1c3", 2).set("r1c1", 2))).isFalse();
    }

    @Test
    void namesThemselvesAndRefuseBadArguments() {
        assertThat(new ZipperLine(cells("r1c1 r1c2 r1c3"))).hasToString("zipperline at r1c1 r1c2 r1c3");
        assertThat(new RegionSumLine(List.of(cells("r1c1 r1c2"), cells("r2c3"))))
                .hasToString("regionsumline at r1c1 r1c2 | r2c3");
        assertThatThrownBy(() -> new RegionSumLine(List.of())).hasMessage("regionsumline needs at least 1 segment, not 0");
        assertThatThrownBy(() -> new RegionSumLine(List.of(cells("r1c1"), List.of())))
                .hasMessage("regionsumline needs at least 1 cell, not 0");
        assertThatThrownBy(() -> new RegionSumLine(List.of(cells("r1c1 r1c2"), cells("r1c2"))))
                .hasMessage("regionsumline names r1c2 twice");
        assertThatThrownBy(() -> new ZipperLine(List.of())).hasMessage("zipperline needs at least 1 cell, not 0");
    }
}
