package dev.nonet.constraint;

import static dev.nonet.constraint.LineTesting.candidates;
import static dev.nonet.constraint.LineTesting.cell;
import static dev.nonet.constraint.LineTesting.cells;
import static dev.nonet.constraint.LineTesting.keeps;
import static dev.nonet.constraint.LineTesting.mask;
import static dev.nonet.constraint.LineTesting.narrowByParts;
import static dev.nonet.constraint.LineTesting.support;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.constraint.LineTesting.Candidates;
import dev.nonet.grid.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines made of pairs: palindromes, whispers and nabner lines. */
class PairLinesTest {

    private static final Grid SOLVED = Grid.parse(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642");

    @Test
    void palindromesReadTheSameBothWays() {
        assertThat(keeps(new Palindrome(cells("r1c1 r1c2 r1c3 r1c4 r1c5")), 3, 7, 1, 7, 3)).isTrue();
        assertThat(keeps(new Palindrome(cells("r1c1 r1c2 r1c3 r1c4")), 3, 7, 7, 4)).isFalse();
        assertThat(new Palindrome(cells("r1c1 r2c4")).isKeptBy(SOLVED)).isFalse();
        assertThat(new Palindrome(cells("r1c1 r2c7")).isKeptBy(SOLVED)).isTrue();     // 1 .. 1
        assertThat(keeps(new Palindrome(cells("r1c1")), 5)).isTrue();
    }

    @Test
    void palindromesNarrowMirroredCellsToTheirCommonDigits() {
        Palindrome line = new Palindrome(cells("r1c1 r1c2 r1c3 r1c4 r1c5"));
        Candidates domains = new Candidates(9).set("r1c1", 1, 2, 3).set("r1c5", 3, 4).set("r1c2", 6);
        assertThat(line.narrow(domains)).isTrue();
        assertThat(candidates(line, domains)).containsExactly(mask(3), mask(6), mask(1, 2, 3, 4, 5, 6, 7, 8, 9), mask(6), mask(3));
        assertThat(line.parts()).hasSize(2).allSatisfy(part -> assertThat(part.kind()).isEqualTo("palindrome"));
        assertThat(line.narrow(new Candidates(9).set("r1c1", 1).set("r1c5", 2))).isFalse();
    }

    @Test
    void whispersKeepNeighboursApart() {
        Whispers german = new Whispers(cells("r1c1 r1c2 r1c3"), 5);
        assertThat(keeps(german, 1, 6, 1)).isTrue();
        assertThat(keeps(german, 1, 6, 2)).isFalse();
        assertThat(keeps(german, 9, 4, 9)).isTrue();
        assertThat(new Whispers(cells("r1c1 r1c9"), 8).isKeptBy(SOLVED)).isTrue();
        assertThat(new Whispers(cells("r1c1 r1c9 r1c8"), 8).isKeptBy(SOLVED)).isFalse();
    }

    @Test
    void whispersRemoveTheMiddleAndWhatCannotSitBesideANeighbour() {
        Whispers german = new Whispers(cells("r1c1 r1c2 r1c3"), 5);
        Candidates domains = new Candidates(9);
        assertThat(narrowByParts(german, domains)).isTrue();
        int noFive = mask(1, 2, 3, 4, 6, 7, 8, 9);
        assertThat(candidates(german, domains)).containsExactly(noFive, noFive, noFive);
        domains = new Candidates(9).set("r1c2", 3, 4);
        int[] expected = support(german, domains.copy());
        assertThat(german.narrow(domains)).isTrue();
        assertThat(candidates(german, domains)).containsExactly(mask(8, 9), mask(3, 4), mask(8, 9)).containsExactly(expected);
        assertThat(german.parts()).hasSize(2);
        domains = new Candidates(9).set("r1c1", 4, 5, 6);
        assertThat(new Whispers(cells("r1c1 r1c2"), 5).narrow(domains)).isTrue();
        assertThat(domains.candidates(cell("r1c1"))).isEqualTo(mask(4, 6));
        assertThat(domains.candidates(cell("r1c2"))).isEqualTo(mask(1, 9));
        assertThat(new Whispers(cells("r1c1 r1c2"), 5).narrow(new Candidates(9).set("r1c1", 5))).isFalse();
    }

    @Test
    void nabnerLinesHoldNoEqualOrConsecutiveDigits() {
        Nabner line = new Nabner(cells("r1c1 r2c2 r3c3"));
        assertThat(keeps(line, 1, 3, 5)).isTrue();
        assertThat(keeps(line, 1, 5, 4)).isFalse();
        assertThat(keeps(line, 7, 2, 7)).isFalse();
        assertThat(line.isKeptBy(SOLVED)).isTrue();                                   // 1 5 9
    }

    @Test
    void fullNabnerLinesOnOddSidesTakeTheOddDigits() {
        Nabner five = new Nabner(cells("r1c1 r1c2 r1c3 r1c4 r1c5"));
        Candidates domains = new Candidates(9);
        assertThat(five.narrow(domains)).isTrue();
        int odd = mask(1, 3, 5, 7, 9);
        assertThat(candidates(five, domains)).containsExactly(odd, odd, odd, odd, odd);
        assertThat(new Nabner(cells("r1c1 r1c2 r1c3 r1c4 r1c5 r1c6")).narrow(new Candidates(9))).isFalse();
        assertThat(new Nabner(cells("r1c1 r1c2 r1c3 r1c4")).narrow(new Candidates(6))).isFalse();
    }

    @Test
    void nabnerNarrowsAroundPlacedDigits() {
        Nabner line = new Nabner(cells("r1c1 r2c2 r3c3"));
        Candidates domains = new Candidates(9).set("r1c1", 5).set("r2c2", 1, 2, 3, 4, 6, 7);
        int[] expected = support(line, domains.copy());
        assertThat(line.narrow(domains)).isTrue();
        // r2c2 and r3c3 stay two or more from 5 and from each other.
        assertThat(candidates(line, domains)).containsExactly(mask(5), mask(1, 2, 3, 7), mask(1, 2, 3, 7, 8, 9))
                .containsExactly(expected);
        assertThat(line.parts()).hasSize(4);
    }

    @Test
    void namesThemselvesAndRefuseBadArguments() {
        assertThat(new Whispers(cells("r1c1 r1c2"), 5)).hasToString("whispers 5 at r1c1 r1c2");
        assertThat(new Nabner(cells("r1c1 r1c2"))).hasToString("nabner at r1c1 r1c2");
        assertThat(new Palindrome(cells("r1c1 r1c2"))).hasToString("palindrome at r1c1 r1c2");
        assertThatThrownBy(() -> new Whispers(cells("r1c1 r1c2"), 0)).hasMessage("whispers difference 0 must be at least 1");
        assertThatThrownBy(() -> new Palindrome(List.of())).hasMessage("palindrome needs at least 1 cell, not 0");
        assertThatThrownBy(() -> new Nabner(List.of(cell("r1c1"), cell("r1c1")))).hasMessage("nabner names r1c1 twice");
    }
}
