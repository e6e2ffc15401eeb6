package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.MIXED;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code nonet rate}: one line per record in input order, bad records as the other batch commands word them;
 * Sudoku Explainer's ER/EP/ED by default, Nonet's own rating with {@code --model nonet}.
 */
class RateCommandTest {

    @Test
    void ratesEachPuzzleAndReportsBadRecordsInOrder() {
        // Without its two costliest families (seconds on the hardest puzzles), SE's set leaves the last one stuck.
        CliRun run = CliRun.run(MIXED, "rate", "--threads", "3", "--exclude", "dynamic-forcing-chains+,Nested Forcing Chains");
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(5);
        assertThat(out.subList(0, 4)).containsExactly(
                "1.5/1.2/1.2 easy Hidden Single",
                "malformed: line 2, column 1: 'a' is not a digit or a blank mark (r1c1)",
                "invalid: line 3: digit 1 appears twice in row 1: r1c1 and r1c2",
                "no solution: line 4");
        assertThat(out.get(4)).isEqualTo("stuck extreme (after 0 steps)");
        assertThat(run.err()).startsWith("nonet rate: 5 puzzles in ").endsWith(": 1 solved, 1 malformed, 1 invalid, 1 no solution, 1 stuck\n");
    }

    @Test
    void nonetsOwnModelRatesNonetsPath() {
        CliRun run = CliRun.run(MIXED, "rate", "--threads", "3", "--model", "nonet", "--time-limit", "120");
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(5);
        assertThat(out.subList(0, 4)).containsExactly(
                "1.5 easy Hidden Single (row/column)",
                "malformed: line 2, column 1: 'a' is not a digit or a blank mark (r1c1)",
                "invalid: line 3: digit 1 appears twice in row 1: r1c1 and r1c2",
                "no solution: line 4");
        // Nonet's techniques find nothing at the start of the hardest puzzle: its path goes on with SE's chains, counted as forcing nets.
        assertThat(out.get(4)).matches("1\\d\\.\\d extreme Forcing Net");
        assertThat(run.err()).startsWith("nonet rate: 5 puzzles in ")
                .endsWith(": 2 solved, 1 malformed, 1 invalid, 1 no solution\n");
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
        CliRun run = CliRun.run(LogicPuzzles.EASY + "\n" + LogicPuzzles.STUCK + "\n", "rate", "--quiet", "--techniques", "hidden single,naked-single");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).containsExactly("1.5/1.2/1.2 easy Hidden Single", "stuck extreme (after 0 steps)");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void erFiltersPassOnlyTheMatchingPuzzlesWithTheirRatings() {
        String harder = "..............1..2..3..4.1........5.....6.....6.78........2.8.6..5.....79.1......"; // serate: 4.2/1.2/1.2
        CliRun run = CliRun.run(LogicPuzzles.EASY + "\n" + harder + "\n" + "abc\n", "rate", "--min-er", "2", "--max-er", "4.2");
        assertThat(run.out().lines()).containsExactly(harder + " 4.2/1.2/1.2 hard XY-Wing",
                "malformed: line 3, column 1: 'a' is not a digit or a blank mark (r1c1)"); // never dropped silently
        assertThat(run.err()).contains("1 filtered out").contains("1 malformed");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(CliRun.run(LogicPuzzles.EASY + "\n", "rate", "--min-er", "3", "--max-er", "2").exitCode()).isEqualTo(2);
    }

    @Test
    void theHeaderNamesTheVersionAndTheSettings() {
        CliRun run = CliRun.run(LogicPuzzles.EASY + "\n", "rate", "-q", "--header", "--exclude", "XY-Wing", "--time-limit", "2.5");
        assertThat(run.out().lines()).containsExactly(
                "# nonet " + Version.number() + " rate: model se (Sudoku Explainer 1.2.1 techniques and scale); excluding XY-Wing; uniqueness on; time limit 2.5 s per puzzle",
                "1.5/1.2/1.2 easy Hidden Single");
    }

    @Test
    void techniqueFamiliesAreNamedLooselyAndUnknownOnesAreUsageErrors() {
        assertThat(CliRun.run("", "rate", "--techniques", "list").out().lines()).contains("Hidden Single", "Pointing & Claiming", "Aligned Pair Exclusion");
        CliRun bad = CliRun.run(LogicPuzzles.EASY + "\n", "rate", "--exclude", "x-wing,Kraken Fish");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).contains("--exclude: no technique family 'Kraken Fish'; the families are: Hidden Single, ");
        assertThat(bad.out()).isEmpty();
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
        assertThat(json.get("model").asText()).isEqualTo("se");
        JsonNode rating = json.get("rating");
        assertThat(List.of(rating.get("er").asDouble(), rating.get("ep").asDouble(), rating.get("ed").asDouble())).containsExactly(1.5, 1.2, 1.2);
        assertThat(rating.get("level").asText()).isEqualTo("easy");
        assertThat(rating.get("hardest").asText()).isEqualTo("Hidden Single");
        assertThat(rating.get("uses").get("Hidden Single").asInt()).isEqualTo(64);
        assertThat(rating.get("scale").asText()).isEqualTo("se");
    }

    /** One hard puzzle's search shared by two threads: the same rating; less than one thread is refused. */
    @Test
    void threadsPerPuzzleGiveTheSameRating() {
        CliRun alone = CliRun.run(LogicPuzzles.STUCK + "\n", "rate", "-q");
        CliRun shared = CliRun.run(LogicPuzzles.STUCK + "\n", "rate", "-q", "--threads-per-puzzle", "2");
        assertThat(alone.out()).startsWith("11.1/11.1/11.1 extreme");
        assertThat(shared.out()).isEqualTo(alone.out());
        CliRun none = CliRun.run(LogicPuzzles.STUCK + "\n", "rate", "--threads-per-puzzle", "0");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).isEqualTo("nonet: --threads-per-puzzle must be at least 1, not 0\n");
    }
}
