package dev.nonet.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.logic.Level;
import dev.nonet.logic.LogicalStatus;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The words the command line and the API both write: one per status and level, read back where they are read. */
class ProtocolWordsTest {

    @Test
    void statusesAndLevelsHaveOneWordEach() {
        assertThat(Arrays.stream(LogicalStatus.values()).map(LogicalStatus::word))
                .containsExactly("solved", "stuck", "contradiction", "timed out");
        assertThat(Arrays.stream(dev.nonet.hint.HintStatus.values()).map(dev.nonet.hint.HintStatus::word))
                .containsExactly("step", "solved", "wrong entries", "wrong marks", "multiple", "no solution");
        assertThat(Arrays.stream(Level.values()).map(Level::word)).containsExactly("easy", "medium", "hard", "expert", "extreme");
    }

    @Test
    void levelsAreReadBackFromTheirWords() {
        for (Level level : Level.values()) {
            assertThat(Level.ofWord(" " + level.word().toUpperCase(Locale.ROOT) + " ")).contains(level);
        }
        assertThat(Level.ofWord("fiendish")).isEmpty();
    }

    @Test
    void hintLevelsAreAskedForByNumber() {
        assertThat(Arrays.stream(HintLevel.values()).map(HintLevel::number)).containsExactly(1, 2, 3);
        assertThat(HintLevel.of(2)).isEqualTo(HintLevel.TECHNIQUE);
        assertThatThrownBy(() -> HintLevel.of(4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void limitsAndCountsInWords() {
        assertThat(DurationText.of(Duration.ofSeconds(5))).isEqualTo("5 s");
        assertThat(DurationText.of(Duration.ofMillis(250))).isEqualTo("0.25 s");
        assertThat(DurationText.of(Duration.ZERO)).isEqualTo("0 s");
        assertThat(OutcomeText.steps(1)).isEqualTo("1 step");
        assertThat(OutcomeText.steps(45)).isEqualTo("45 steps");
    }
}
