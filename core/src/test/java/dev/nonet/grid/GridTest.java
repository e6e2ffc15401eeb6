package dev.nonet.grid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GridTest {

    static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void parsesDigitsAndBlanksInRowMajorOrder() {
        Grid g = Grid.parse(PUZZLE);
        assertThat(g.get(new Cell(0, 0))).isEqualTo(5);
        assertThat(g.get(new Cell(0, 2))).isZero();
        assertThat(g.get(new Cell(8, 8))).isEqualTo(9);
        assertThat(g.givenCount()).isEqualTo(30);
        assertThat(g.isFilled()).isFalse();
        assertThat(g).hasToString(PUZZLE);
    }

    @Test
    void isImmutable() {
        Grid g = Grid.parse(PUZZLE);
        int[] digits = g.toArray();
        digits[0] = 9;
        Grid changed = g.with(new Cell(0, 0), 0);
        assertThat(g.get(0)).isEqualTo(5);
        assertThat(changed.get(0)).isZero();
        assertThat(changed).isNotEqualTo(g);
        assertThat(Grid.of(g.toArray())).isEqualTo(g).hasSameHashCodeAs(g);
    }

    @Test
    void rejectsWrongSizesAndDigits() {
        assertThatThrownBy(() -> Grid.parse("123")).hasMessageContaining("81 characters, not 3");
        assertThatThrownBy(() -> Grid.parse("x" + PUZZLE.substring(1))).hasMessageContaining("'x' at r1c1");
        assertThatThrownBy(() -> Grid.of(new int[80])).hasMessageContaining("81 cells, not 80");
        int[] bad = new int[81];
        bad[10] = 10;
        assertThatThrownBy(() -> Grid.of(bad)).hasMessageContaining("digit 10 at r2c2");
    }
}
