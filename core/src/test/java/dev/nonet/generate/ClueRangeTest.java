package dev.nonet.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link ClueRange#parse}: the text {@code nonet generate --clues} and the server's {@code "clues"} field take. */
class ClueRangeTest {

    @Test
    void readsARangeOrOneCount() {
        assertThat(ClueRange.parse("36..40")).isEqualTo(new ClueRange(36, 40));
        assertThat(ClueRange.parse(" 36 .. 40 ")).isEqualTo(new ClueRange(36, 40));
        assertThat(ClueRange.parse("36.0..40")).isEqualTo(new ClueRange(36, 40));
        assertThat(ClueRange.parse("30")).isEqualTo(new ClueRange(30, 30));
        assertThat(ClueRange.parse("0..0")).isEqualTo(new ClueRange(0, 0));
        assertThat(ClueRange.parse(new ClueRange(24, 28).toString())).isEqualTo(new ClueRange(24, 28));
    }

    @Test
    void badTextIsRefusedSayingWhatIsWrongWithIt() {
        assertThatThrownBy(() -> ClueRange.parse("30..x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("30..x: 'x' is not a number");
        assertThatThrownBy(() -> ClueRange.parse("40..36")).hasMessage("40..36: the minimum is above the maximum");
        assertThatThrownBy(() -> ClueRange.parse("36.5..40")).hasMessage("36.5..40: counts of givens are whole numbers");
        assertThatThrownBy(() -> ClueRange.parse("-1..40")).hasMessage("-1..40: counts of givens run from 0 up, not -1");
        assertThatThrownBy(() -> ClueRange.parse("36..99999999999")).hasMessageContaining("run from 0 up");
        assertThatThrownBy(() -> ClueRange.parse("easy")).hasMessage("easy: 'easy' is not a number (give MIN..MAX, for example 24..28, or one count of givens)");
        assertThatThrownBy(() -> ClueRange.parse("36f")).hasMessageContaining("'36f' is not a number");
        assertThatThrownBy(() -> ClueRange.parse("36-40")).hasMessageContaining("is not a number");
        assertThatThrownBy(() -> ClueRange.parse("36..")).hasMessage("36..: '' is not a number");
        assertThatThrownBy(() -> ClueRange.parse("")).hasMessageContaining("give MIN..MAX");
    }
}
