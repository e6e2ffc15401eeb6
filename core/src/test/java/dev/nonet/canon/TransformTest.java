package dev.nonet.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Variant;
import org.junit.jupiter.api.Test;

class TransformTest {

    private static final Puzzle EASY = Puzzle.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    @Test
    void theTextNamesRowsColumnsAndDigitsFromOne() {
        Transform t = Transform.parse("transpose rows=213456789 cols=123456789 digits=912345678");
        assertThat(t.transposed()).isTrue();
        assertThat(t.rows()).startsWith(1, 0, 2);
        assertThat(t.digit(1)).isEqualTo(9);
        assertThat(t).hasToString("transpose rows=213456789 cols=123456789 digits=912345678");
        assertThat(Transform.IDENTITY).hasToString("rows=123456789 cols=123456789 digits=123456789");
    }

    @Test
    void applyingMovesRowsColumnsAndDigits() {
        Transform swapRows = Transform.parse("rows=213456789 cols=123456789 digits=123456789");
        assertThat(swapRows.apply(EASY).givens().toString()).startsWith("6..195...53..7....");
        Transform transpose = Transform.parse("transpose rows=123456789 cols=123456789 digits=123456789");
        assertThat(transpose.apply(EASY).givens().toString()).startsWith("56.847...3.9");
        Transform relabel = Transform.parse("rows=123456789 cols=123456789 digits=234567891");
        assertThat(relabel.apply(EASY).givens().toString()).startsWith("64..8....");
    }

    @Test
    void badTextIsRefusedNamingThePart() {
        assertThatThrownBy(() -> Transform.parse("rows=123456789")).hasMessageContaining("[transpose] rows=");
        assertThatThrownBy(() -> Transform.parse("rows=142356789 cols=123456789 digits=123456789"))
                .hasMessageContaining("rows must keep bands whole");
        assertThatThrownBy(() -> Transform.parse("rows=123456789 cols=123456789 digits=113456789"))
                .hasMessageContaining("digits must be 1 to 9, each once");
        assertThatThrownBy(() -> Transform.parse("rows=123456789 cols=12345678 digits=123456789"))
                .hasMessageContaining("expected cols= and nine digits");
        assertThatThrownBy(() -> Transform.parse("rows=123456780 cols=123456789 digits=123456789"))
                .hasMessageContaining("rows= takes digits 1 to 9, not '0'");
    }

    @Test
    void randomTransformsFollowTheirSeed() {
        assertThat(Transform.random(7)).isEqualTo(Transform.random(7)).isNotEqualTo(Transform.random(8));
    }

    @Test
    void otherLayoutsAreRefused() {
        Puzzle x = new Puzzle(Layout.CLASSIC.with(Variant.X), EASY.givens());
        assertThatThrownBy(() -> Minlex.canonical(x)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("classic 9x9 Sudoku only, not 9x9 x");
        assertThatThrownBy(() -> Transform.IDENTITY.apply(x)).hasMessageContaining("classic 9x9 Sudoku only");
    }
}
