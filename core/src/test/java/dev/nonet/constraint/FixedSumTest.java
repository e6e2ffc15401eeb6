package dev.nonet.constraint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Cell;
import dev.nonet.grid.FixedSum;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** What a kind tells the rule solver of itself: the sum it fixes over which cells, and its rule in words. */
class FixedSumTest {

    private static final Cell A = new Cell(0, 0);
    private static final Cell B = new Cell(0, 1);
    private static final Cell C = new Cell(0, 2);

    @Test
    void theKindsThatFixASumSaySoWithTheirCellsWeights() {
        assertThat(new KillerCage(List.of(A, B), 10).fixedSum()).contains(FixedSum.of(List.of(A, B), 10));
        assertThat(new KillerCage(List.of(A, B), OptionalInt.empty()).fixedSum()).isEmpty();
        assertThat(new XV(A, B, 5).fixedSum()).contains(FixedSum.of(List.of(A, B), 5));
        assertThat(new SumDot(A, B, 7).fixedSum()).contains(FixedSum.of(List.of(A, B), 7));
        assertThat(new Difference(A, B, 1).fixedSum()).isEmpty();
        // an arrow with a one-cell circle: the circle less the shaft is 0
        assertThat(new Arrow(List.of(A), List.of(B, C)).fixedSum()).contains(new FixedSum(List.of(A, B, C), List.of(1, -1, -1), 0));
        assertThat(new Arrow(List.of(A, B), List.of(C)).fixedSum()).isEmpty();
        assertThat(new Thermometer(List.of(A, B, C)).fixedSum()).isEmpty();
    }

    @Test
    void aKindSaysItsRuleInWords() {
        assertThat(new Thermometer(List.of(A, B)).ruleInWords()).isEqualTo("digits rise from the bulb");
        assertThat(new XV(A, B, 10).ruleInWords()).isEqualTo("the dotted digits add up to the dot's value");
        assertThat(new Clone(List.of(A), List.of(B)).ruleInWords()).isEqualTo("no way to keep the rule holds them");
    }
}
