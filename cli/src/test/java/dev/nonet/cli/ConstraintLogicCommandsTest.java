package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code explain}, {@code hint}, {@code rate} and {@code candidates --logical} on a puzzle with constraints:
 * the rule solver's steps, hints and rating. The killer is examples/killer.json, made by
 * {@code nonet generate --variant killer --difficulty easy --seed 1}.
 */
class ConstraintLogicCommandsTest {

    private static final String SOLUTION = "953674218876231945214895673362458791185769324497312856748126539521983467639547182";
    /** A 4x4 with one cage: many solutions, so logic gets stuck. */
    private static final String OPEN = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
            + "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]}";

    private static String killer() throws IOException {
        return Files.readString(Path.of("../examples/killer.json"));
    }

    @Test
    void explainShowsTheRuleSolversStepsAndRating() throws IOException {
        CliRun run = CliRun.run(killer(), "explain");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).isEqualTo("line 1: " + ".".repeat(81) + " with 33 constraints (killercage)");
        assertThat(lines.get(1)).startsWith("1. killercage 22 at r1c1 r1c2 r2c1: removes ");
        assertThat(lines.get(lines.size() - 2)).startsWith("solved in ");
        assertThat(lines.get(lines.size() - 1)).startsWith("rating ").contains("hardest: ");
    }

    @Test
    void explainJsonHasEveryStepWithItsConstraintsAndEachAgreesWithTheSolution() throws IOException {
        CliRun run = CliRun.run(killer(), "explain", "--json");
        JsonNode path = new ObjectMapper().readTree(run.out());
        assertThat(path.get("status").asText()).isEqualTo("solved");
        assertThat(path.at("/rating/scale").asText()).isEqualTo("nonet");
        JsonNode first = path.get("steps").get(0);
        assertThat(first.at("/constraints/0/kind").asText()).isEqualTo("killercage");
        assertThat(first.at("/constraints/0/cells").toString()).isEqualTo("[\"r1c1\",\"r1c2\",\"r2c1\"]");
        assertThat(first.has("because")).isFalse();
        for (JsonNode step : path.get("steps")) {
            step.get("placements").forEach(p -> assertThat(digit(p)).as(step.toString()).isEqualTo(p.get("digit").asInt()));
            step.get("eliminations").forEach(e -> assertThat(digit(e)).as(step.toString()).isNotEqualTo(e.get("digit").asInt()));
            if (step.get("technique").asText().equals("CONTRADICTION")) {
                assertThat(step.at("/because/0/technique").asText()).as(step.toString()).isEqualTo("ASSUMPTION");
                assertThat(step.at("/because/0/because")).as(step.toString()).isNotEmpty();
            }
        }
    }

    @Test
    void hintGivesTheFirstStepAtThreeLevels() throws IOException {
        String first = CliRun.run(killer(), "explain").out().lines().toList().get(1).substring("1. ".length());
        assertThat(CliRun.run(killer(), "hint", "--level", "1").out())
                .isEqualTo("look at killercage 22 at r1c1 r1c2 r2c1: there is a constraint step\n");
        assertThat(CliRun.run(killer(), "hint", "--level", "2").out())
                .isEqualTo("Constraint: the digits 1, 2, 3 and 4 in killercage 22 at r1c1 r1c2 r2c1\n");
        CliRun whole = CliRun.run(killer(), "hint");
        assertThat(whole.exitCode()).isZero();
        assertThat(whole.out()).isEqualTo(first + "\n");
    }

    @Test
    void rateGivesTheRatingOfTheRuleSolversPath() throws IOException {
        CliRun line = CliRun.run(killer(), "rate", "-q");
        assertThat(line.exitCode()).isZero();
        assertThat(line.out()).matches("\\d+\\.\\d (easy|medium|hard|expert|extreme) .+\n");
        JsonNode json = new ObjectMapper().readTree(CliRun.run(killer(), "rate", "--json", "-q").out());
        assertThat(json.get("model").asText()).isEqualTo("nonet");
        assertThat(json.get("status").asText()).isEqualTo("solved");
        assertThat(json.at("/rating/scale").asText()).isEqualTo("nonet");
        assertThat(line.out()).startsWith(String.format(java.util.Locale.ROOT, "%.1f ", json.at("/rating/difficulty").asDouble()));
    }

    @Test
    void candidatesLogicalShowsWhatLogicLeavesAndWhereItStops() throws IOException {
        assertThat(CliRun.run(killer(), "candidates", "--logical", "-q").out()).contains("logic alone: solved in ");
        CliRun stuck = CliRun.run(OPEN + "\n", "candidates", "--logical", "-q");
        List<String> lines = stuck.out().lines().toList();
        // the true candidates, then what logic leaves: the cage keeps 1 and 2 in its cells, its box 3 and 4 in the others
        assertThat(lines.get(0)).isEqualTo("12   12   34   34");
        assertThat(lines.get(4)).startsWith("logic alone: stuck after ");
        assertThat(lines.get(5)).isEqualTo("12   12   34   34");
        assertThat(lines.get(8)).isEqualTo("1234 1234 1234 1234");
        assertThat(lines.get(9)).startsWith("pencil marks: ").hasSize("pencil marks: ".length() + 64);
        JsonNode json = new ObjectMapper().readTree(CliRun.run(OPEN + "\n", "candidates", "--logical", "--json", "-q").out());
        assertThat(json.at("/logical/status").asText()).isEqualTo("stuck");
        assertThat(json.at("/logical/candidates/0").asText()).isEqualTo("12");
        assertThat(json.at("/logical/end").asText()).hasSize(64);
    }

    private static int digit(JsonNode candidate) {
        String cell = candidate.get("cell").asText();
        int row = cell.charAt(1) - '1';
        int column = cell.charAt(3) - '1';
        return SOLUTION.charAt(row * 9 + column) - '0';
    }
}
