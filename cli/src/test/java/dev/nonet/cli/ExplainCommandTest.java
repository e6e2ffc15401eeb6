package dev.nonet.cli;

import static dev.nonet.cli.LogicPuzzles.EASY;
import static dev.nonet.cli.LogicPuzzles.STUCK_SEVERAL;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code nonet explain}: the path, the outcome and the rating, as text and JSON; one technique alone; pencil marks. */
class ExplainCommandTest {

    @Test
    void explainsASinglesOnlyPathStepByStep() {
        CliRun run = CliRun.run(EASY + "\n", "explain");
        assertThat(run.exitCode()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(67);
        assertThat(out.subList(0, 4)).containsExactly(
                "line 1: " + EASY,
                "1. Hidden Single in box 5: r5c6 = 2 (the only place for 2)",
                "2. Hidden Single in box 4: r6c1 = 2 (the only place for 2)",
                "3. Hidden Single in box 6: r4c7 = 5 (the only place for 5)");
        assertThat(out.get(14)).isEqualTo("14. Hidden Single in row 6: r6c7 = 8 (the only place for 8)");
        assertThat(out.subList(63, 67)).containsExactly(
                "63. Full House in column 2: r2c2 = 9",
                "64. Full House in row 2: r2c7 = 6",
                "solved in 64 steps",
                "rating 1.5/1.2/1.2 (easy, Sudoku Explainer's scale), hardest: Hidden Single; uses: Hidden Single x64");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void jsonHoldsTheStepsAsData() throws Exception {
        CliRun run = CliRun.run(EASY + "\n", "explain", "--json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSize(1);
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("puzzle").asText()).isEqualTo(EASY);
        assertThat(json.get("status").asText()).isEqualTo("solved");
        assertThat(json.get("steps")).hasSize(64);
        JsonNode first = json.get("steps").get(0);
        assertThat(first.get("technique").asText()).isEqualTo("HIDDEN_SINGLE_BOX");
        assertThat(first.get("name").asText()).isEqualTo("Hidden Single (box)");
        assertThat(first.get("difficulty").asDouble()).isEqualTo(1.2);
        assertThat(first.get("placements").toString()).isEqualTo("[{\"cell\":\"r5c6\",\"digit\":2}]");
        assertThat(first.get("eliminations").toString()).isEqualTo("[]");
        assertThat(first.get("cells").toString()).isEqualTo("[\"r5c6\"]");
        assertThat(first.get("houses").toString()).isEqualTo("[\"box 5\"]");
        assertThat(first.get("text").asText()).isEqualTo("Hidden Single in box 5: r5c6 = 2 (the only place for 2)");
        assertThat(json.get("rating").toString()).isEqualTo("{\"difficulty\":1.5,\"er\":1.5,\"ep\":1.2,\"ed\":1.2,\"level\":\"easy\","
                + "\"hardest\":\"Hidden Single\",\"uses\":{\"Hidden Single\":64},\"scale\":\"se\"}");
        assertThat(json.has("end")).isFalse();
    }

    /** Where Nonet's techniques find nothing, its path goes on with Sudoku Explainer's chains, to the end. */
    @Test
    void aPuzzleOfTheHardestListIsSolvedToTheEndWithSudokuExplainersChains() {
        CliRun run = CliRun.run(LogicPuzzles.STUCK + "\n", "explain", "--time-limit", "120"); // about 3 s alone
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out).anyMatch(line -> line.matches("\\d+\\. [A-Za-z -]+ Forcing Chains? \\(Sudoku Explainer, \\d+\\.\\d\\): .*"));
        assertThat(out.get(out.size() - 2)).matches("solved in \\d+ steps");
    }

    /** --threads shares the search for SE's chains: the same steps and rating; less than one is refused. */
    @Test
    void explainOnTwoThreadsGivesTheSamePath() {
        CliRun alone = CliRun.run(LogicPuzzles.STUCK + "\n", "explain", "--model", "se", "--threads", "1", "--time-limit", "120");
        CliRun shared = CliRun.run(LogicPuzzles.STUCK + "\n", "explain", "--model", "se", "--threads", "2", "--time-limit", "120");
        assertThat(alone.out()).contains("rating 11.1/11.1/11.1");
        assertThat(shared.out()).isEqualTo(alone.out());
        CliRun none = CliRun.run(EASY + "\n", "hint", "--threads", "0");
        assertThat(none.exitCode()).isEqualTo(2);
        assertThat(none.err()).isEqualTo("nonet: --threads must be at least 1, not 0\n");
    }

    @Test
    void aStuckPuzzlePrintsThePencilMarksItStoppedOn() {
        CliRun run = CliRun.run(STUCK_SEVERAL + "\n", "explain");
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        int stuckLine = out.size() - 3;
        assertThat(out.get(stuckLine)).startsWith("stuck after ").endsWith("; pencil marks:");
        assertThat(out.get(stuckLine + 1)).hasSize(729).matches("[.1-9]+");
        assertThat(out.get(stuckLine + 2)).startsWith("rating ").contains("(extreme");
    }

    @Test
    void sudokuExplainersPathIsShownStepByStepWithModelSe() throws Exception {
        String xyWing = "..............1..2..3..4.1........5.....6.....6.78........2.8.6..5.....79.1......"; // serate: 4.2/1.2/1.2
        CliRun run = CliRun.run(xyWing + "\n", "explain", "--model", "se");
        assertThat(run.exitCode()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out.get(0)).isEqualTo("line 1: " + xyWing);
        assertThat(out.get(1)).matches("1\\. Hidden Single \\(1\\.2\\): r\\dc\\d = \\d");
        assertThat(out).anyMatch(line -> line.matches("\\d+\\. XY-Wing \\(4\\.2\\): removes \\d from r\\dc\\d.*"));
        assertThat(out.get(out.size() - 2)).matches("solved in \\d+ steps");
        assertThat(out.get(out.size() - 1)).startsWith("rating 4.2/1.2/1.2 (hard, Sudoku Explainer's scale), hardest: XY-Wing; uses: Hidden Single x");
        JsonNode json = new ObjectMapper().readTree(CliRun.run(xyWing + "\n", "explain", "--model", "se", "--json").out());
        assertThat(json.get("steps").get(0).get("name").asText()).isEqualTo("Hidden Single");
        assertThat(json.get("steps").size()).isEqualTo(out.size() - 3);
        assertThat(json.get("rating").get("er").asDouble()).isEqualTo(4.2);
        CliRun jigsawless = CliRun.run("1234" + ".".repeat(12) + "\n", "explain", "--model", "se");
        assertThat(jigsawless.exitCode()).isEqualTo(1);
        assertThat(jigsawless.out()).contains("Sudoku Explainer's techniques are for classic 9x9, not ");
    }

    @Test
    void listsEveryInstanceOfOneTechniqueWithoutApplyingOthers() {
        CliRun box = CliRun.run(EASY + "\n", "explain", "--technique", "hidden single (BOX)");
        assertThat(box.exitCode()).isZero();
        assertThat(box.out().lines()).containsExactly(
                "line 1: " + EASY,
                "1. Hidden Single in box 5: r5c6 = 2 (the only place for 2)",
                "2. Hidden Single in box 6: r4c7 = 5 (the only place for 5)",
                "2 instances of Hidden Single (box)");
        CliRun naked = CliRun.run(EASY + "\n", "explain", "--technique", "NAKED_SINGLE");
        assertThat(naked.out().lines()).containsExactly("line 1: " + EASY, "no Naked Single in this position");
    }

    @Test
    void anUnknownTechniqueIsAUsageErrorThatListsTheValidNames() {
        CliRun run = CliRun.run(EASY + "\n", "explain", "--technique", "Swordfishy");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("nonet: unknown technique 'Swordfishy'; valid names: FULL_HOUSE (\"Full House\"), ")
                .contains("HIDDEN_SINGLE_BOX (\"Hidden Single (box)\")", "NAKED_SINGLE (\"Naked Single\")");
    }

    @Test
    void readsPencilMarksAsGivenRecognisedByLengthOrFlag() {
        // Pencil marks need not follow from givens: an empty grid whose r1c1 is cut down to 7 alone.
        String line = "......7.." + "123456789".repeat(80);
        CliRun detected = CliRun.run(line + "\n", "explain", "--technique", "naked single");
        assertThat(detected.exitCode()).isZero();
        assertThat(detected.out().lines()).containsExactly(
                "line 1: " + line,
                "1. Naked Single: r1c1 = 7 (its only candidate)",
                "1 instance of Naked Single");
        CliRun flagged = CliRun.run("# one grid\n" + line + "\n", "explain", "--pencilmarks");
        assertThat(flagged.exitCode()).isEqualTo(1);
        String without7 = "123456.89";
        String all = "123456789";
        String after = "......7.." + without7.repeat(8) // the rest of row 1
                + (without7.repeat(3) + all.repeat(6)).repeat(2) // the rest of box 1
                + (without7 + all.repeat(8)).repeat(6); // the rest of column 1
        assertThat(flagged.out().lines()).containsExactly(
                "line 2: " + line,
                "1. Naked Single: r1c1 = 7 (its only candidate)",
                "stuck after 1 step; pencil marks:",
                after,
                "rating 2.3 (extreme), hardest: Naked Single; uses: Naked Single x1");
        CliRun shortLine = CliRun.run(line.substring(0, 728) + "\n", "explain", "--pencilmarks");
        assertThat(shortLine.exitCode()).isEqualTo(1);
        assertThat(shortLine.out()).isEqualTo("malformed: line 1: expected 729 pencil marks, found 728\n");
    }

    @Test
    void aTinyTimeLimitEndsEachSolveAndTheRunGoesOn() {
        CliRun run = CliRun.run(EASY + "\n" + EASY + "\n", "explain", "--time-limit", "0");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).containsExactly(
                "line 1: " + EASY, "timed out after 0 steps (limit 0 s)", "rating 0.0 (extreme), hardest: none; uses: none",
                "",
                "line 2: " + EASY, "timed out after 0 steps (limit 0 s)", "rating 0.0 (extreme), hardest: none; uses: none");
    }
}
