package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.UNIQUENESS;
import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import org.junit.jupiter.api.Test;

/**
 * {@code --no-uniqueness} of explain, hint and rate, and the rule behind it: the uniqueness techniques
 * apply to positions checked to be unique: a puzzle's givens, or pencil marks whose own candidates allow
 * one solution, never pencil marks that allow several.
 */
class UniquenessOptionTest {

    private static final String UNIQUENESS_STEP = "(?s).*\\d+\\. (Unique Rectangle|Hidden Rectangle|Avoidable Rectangle|BUG\\+1).*";

    @Test
    void explainUsesThemOnAUniquePuzzleUnlessSwitchedOff() {
        assertThat(CliRun.run(UNIQUENESS + "\n", "explain").out()).matches(UNIQUENESS_STEP);
        assertThat(CliRun.run(UNIQUENESS + "\n", "explain", "--no-uniqueness").out()).doesNotMatch(UNIQUENESS_STEP);
    }

    @Test
    void pencilMarksGetThemOnlyWhenTheyAllowOneSolution() {
        String marks = CandidateGrid.of(Puzzle.parse(UNIQUENESS)).toPencilmarks();
        assertThat(CliRun.run(marks + "\n", "explain").out()).matches(UNIQUENESS_STEP);
        assertThat(CliRun.run(marks + "\n", "explain", "--no-uniqueness").out()).doesNotMatch(UNIQUENESS_STEP);
        String several = CandidateGrid.of(Puzzle.parse(UNIQUENESS.replaceFirst("1", "."))).toPencilmarks();
        assertThat(CliRun.run(several + "\n", "count").out()).isEqualTo("2+\n");
        assertThat(CliRun.run(several + "\n", "explain").out()).doesNotMatch(UNIQUENESS_STEP);
        CliRun listed = CliRun.run(several + "\n", "explain", "--technique", "UNIQUE_RECTANGLE_1");
        assertThat(listed.out()).endsWith("no Unique Rectangle Type 1 in this position\n");
    }

    @Test
    void hintAndRateTakeTheSwitch() {
        assertThat(CliRun.run(UNIQUENESS + "\n", "hint", "--no-uniqueness").exitCode()).isZero();
        CliRun on = CliRun.run(UNIQUENESS + "\n", "rate", "--json");
        CliRun off = CliRun.run(UNIQUENESS + "\n", "rate", "--json", "--no-uniqueness");
        assertThat(on.out()).contains("Unique Rectangle");
        assertThat(off.out()).doesNotContain("Unique Rectangle").doesNotContain("Hidden Rectangle");
    }
}
