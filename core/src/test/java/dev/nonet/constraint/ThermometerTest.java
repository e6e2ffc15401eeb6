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
import dev.nonet.grid.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Thermometers and slow thermometers: the rule, the position bounds, propagation along the line, errors. */
class ThermometerTest {

    private static final Grid SOLVED = Grid.parse(
            "123456789456789123789123456214365897365897214897214365531642978642978531978531642");

    @Test
    void keepsRisingDigitsOnly() {
        Thermometer thermo = new Thermometer(cells("r1c1 r1c2 r1c3 r2c4"));
        assertThat(thermo.isKeptBy(SOLVED)).isTrue();                     // 1 2 3 7
        assertThat(new Thermometer(cells("r1c3 r1c2")).isKeptBy(SOLVED)).isFalse();
        assertThat(keeps(thermo, 1, 2, 2, 5)).isFalse();
        assertThat(keeps(new Thermometer(cells("r1c1")), 9)).isTrue();
    }

    @Test
    void slowThermometersAllowRepeats() {
        SlowThermometer slow = new SlowThermometer(cells("r1c1 r2c2 r3c3 r4c4"));
        assertThat(keeps(slow, 2, 2, 5, 5)).isTrue();
        assertThat(keeps(slow, 2, 3, 2, 5)).isFalse();
        assertThat(slow.isKeptBy(SOLVED)).isFalse();                      // 1 5 9 3
        assertThat(new SlowThermometer(cells("r1c1 r1c2 r1c3")).isKeptBy(SOLVED)).isTrue();
    }

    @Test
    void boundsEachCellByItsPosition() {
        Thermometer thermo = new Thermometer(cells("r1c1 r1c2 r1c3 r1c4"));
        Candidates domains = new Candidates(9);
        assertThat(thermo.narrow(domains)).isTrue();
        assertThat(candidates(thermo, domains)).containsExactly(
                mask(1, 2, 3, 4, 5, 6), mask(2, 3, 4, 5, 6, 7), mask(3, 4, 5, 6, 7, 8), mask(4, 5, 6, 7, 8, 9));
    }

    @Test
    void carriesBoundsAlongTheLineAcrossHoles() {
        Thermometer thermo = new Thermometer(cells("r1c1 r1c2 r1c3 r1c4"));
        Candidates domains = new Candidates(9).set("r1c2", 2, 5, 9).set("r1c3", 1, 2, 6).set("r1c4", 1, 6, 7);
        int[] expected = support(thermo, domains.copy());
        assertThat(thermo.narrow(domains)).isTrue();
        // r1c3 must be above r1c2's least 2, so 6; r1c4 is 7; r1c2 below 6, r1c1 below 5.
        assertThat(candidates(thermo, domains)).containsExactly(mask(1, 2, 3, 4), mask(2, 5), mask(6), mask(7))
                .containsExactly(expected);
    }

    @Test
    void slowThermometerBoundsByNeighboursOnly() {
        SlowThermometer slow = new SlowThermometer(cells("r1c1 r2c2 r3c3"));
        Candidates domains = new Candidates(9).set("r1c1", 4, 8).set("r3c3", 2, 4, 6);
        assertThat(slow.narrow(domains)).isTrue();
        assertThat(candidates(slow, domains)).containsExactly(mask(4), mask(4, 5, 6), mask(4, 6));
    }

    @Test
    void findsTooLongAndFallingLinesContradictory() {
        Thermometer long10 = new Thermometer(List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2), new Cell(0, 3),
                new Cell(0, 4), new Cell(0, 5), new Cell(0, 6), new Cell(0, 7), new Cell(0, 8), new Cell(1, 8)));
        assertThat(long10.narrow(new Candidates(9))).isFalse();
        assertThat(new Thermometer(cells("r1c1 r1c2")).narrow(new Candidates(9).set("r1c1", 5).set("r1c2", 5))).isFalse();
        assertThat(new SlowThermometer(cells("r1c1 r1c2")).narrow(new Candidates(9).set("r1c1", 5).set("r1c2", 5))).isTrue();
        assertThat(new SlowThermometer(cells("r1c1 r1c2")).narrow(new Candidates(9).set("r1c1", 6).set("r1c2", 5))).isFalse();
    }

    @Test
    void namesItselfAndRefusesBadLines() {
        assertThat(new Thermometer(cells("r1c1 r1c2"))).hasToString("thermometer at r1c1 r1c2");
        assertThat(new SlowThermometer(cells("r1c1 r1c2")).kind()).isEqualTo("slowthermometer");
        assertThatThrownBy(() -> new Thermometer(List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("thermometer");
        assertThatThrownBy(() -> new SlowThermometer(List.of(cell("r1c1"), cell("r1c2"), cell("r1c1"))))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("slowthermometer names r1c1 twice");
    }
}
