package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.MIXED;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet rate}: one line per record in input order, bad records as the other batch commands word them. */
class RateCommandTest {

    @Test
    void ratesEachPuzzleAndReportsBadRecordsInOrder() {
        CliRun run = CliRun.run(MIXED, "rate", "--threads", "3");
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(5);
        assertThat(out.subList(0, 4)).containsExactly(
                "1.5 easy Hidden Single (row/column)",
                "malformed: line 2, column 1: 'a' is not a digit or a blank mark (r1c1)",
                "invalid: line 3: digit 1 appears twice in row 1: r1c1 and r1c2",
                "no solution: line 4");
        // Which step logic gets stuck after depends on the techniques registered; that it gets stuck does not.
        assertThat(out.get(4)).matches("stuck extreme \\(after \\d+ steps?\\)");
        assertThat(run.err()).startsWith("nonet rate: 5 puzzles in ")
                .endsWith(": 1 solved, 1 malformed, 1 invalid, 1 no solution, 1 stuck\n");
    }

    /** An empty grid or one with several solutions has no rating of its own: logic would only get stuck on it. */
    @Test
    void aPuzzleWithSeveralSolutionsIsSaidToHaveThem() {
        String several = LogicPuzzles.EASY.replaceFirst("1", ".").replaceFirst("2", ".");
        CliRun run = CliRun.run(".".repeat(81) + "\n" + several + "\n", "rate", "-q");
        assertThat(run.out()).isEqualTo("multiple solutions: line 1\nmultiple solutions: line 2\n");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(CliRun.run(".".repeat(81) + "\n", "rate", "-q", "--json").out()).contains("\"status\":\"multiple solutions\"");
    }

    @Test
    void goodPuzzlesOnlyExitZeroEvenWhenLogicGetsStuck() {
        CliRun run = CliRun.run(LogicPuzzles.EASY + "\n" + LogicPuzzles.STUCK + "\n", "rate", "--quiet");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSize(2).first().isEqualTo("1.5 easy Hidden Single (row/column)");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aTinyTimeLimitGivesTimedOutAndTheRunGoesOn() {
        CliRun run = CliRun.run(MIXED, "rate", "--time-limit", "0", "--threads", "1");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).containsExactly(
                "timed out (after 0 steps)",
                "malformed: line 2, column 1: 'a' is not a digit or a blank mark (r1c1)",
                "invalid: line 3: digit 1 appears twice in row 1: r1c1 and r1c2",
                "no solution: line 4",
                "timed out (after 0 steps)");
        assertThat(run.err()).contains("2 timed out");
    }

    @Test
    void jsonGivesTheRatingAsData() throws Exception {
        CliRun run = CliRun.run(LogicPuzzles.EASY + "\n", "rate", "--json", "--quiet");
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("record").asInt()).isEqualTo(1);
        assertThat(json.get("puzzle").asText()).isEqualTo(LogicPuzzles.EASY);
        assertThat(json.get("status").asText()).isEqualTo("solved");
        assertThat(json.get("steps").asInt()).isEqualTo(64);
        assertThat(json.get("rating").get("difficulty").asDouble()).isEqualTo(1.5);
        assertThat(json.get("rating").get("level").asText()).isEqualTo("easy");
        assertThat(json.get("rating").get("hardest").asText()).isEqualTo("Hidden Single (row/column)");
    }
}
