package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.LzString;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * f-puzzles puzzles through the commands: read from a payload, a link or the JSON object, solved,
 * counted, checked, their true candidates shown, written back, and refused by name where a kind is
 * unknown. The puzzle is "The Initials" by ElChiglia (CC BY 4.0), from SudokuVariantSolverJS's test set
 * (see core/src/test/resources/variants/ATTRIBUTION.md).
 */
class FPuzzlesCommandsTest {

    static final String PAYLOAD = "N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1p7rjtn/nQaCR3PgIm9hk0UM6zR4rssX0QMAG4wAdvlABjGABsjCEACUArAGEA7CAohDJs1esAOB2oAuACxgYALYA9oEw3gF6IEYQ2jBg+HgWttYAjCCo5gBsaRkWNumZACy5mQDMpRYlAEwgtLSOMXEJ8ATJ1kV52R1dNp3FPeWDVdZldQ2k0bHxiRYVWV0lC5k2yxY5a+YpC/WN0y1t5hWIi9YnK2ddOeftJ7tqMd7eRjAA1hAmAWAAroFRzqZ4BYAAyjPIAg4WVLWWqZaq5NTYCAYGD6bwQYK6IEAEQAMnkNABDIzfOBA1LpRwA1yg+yoCH4KEeLrwu6oJEotEYrEgbHmAnE0lmTxU4yAqGg2FOMWQ8yIBHs5Go9GYswAVXxqCJJLJIEpk2pQPMqVBY3pMsZcphXXcCpAHOV3PVmpA2qFQJOopcRpNdnBFtaFnlnkytrZ9qVXNVQLV/K1gt1IoNYtcvpD0pMsvl4YdUZ5sYFOuFXkVADNSwEdIZ/gGkuZbWaLLbahMDLWm37Q8yGmoMISVTXM5boY3jdbWxmjLLoXSmZ4e6gAI7fQnYDDfAAOL0HU8tOVHOX67VHKU6ajdM1aqWQ1WQZWQRQnDMD3U2OVnW2smxS9nPCYOWTILYyDuMgiA9kQQA===";
    static final String SOLUTION = "824975361915364872736821594689712435471593286352486917263158749598647123147239658";

    @Test
    void solvesCountsAndChecksAPayloadALinkAndAnObject() {
        CliRun solved = CliRun.run(PAYLOAD + "\n", "solve", "-q");
        assertThat(solved.exitCode()).isZero();
        assertThat(solved.out()).startsWith(SOLUTION);
        assertThat(CliRun.run("https://www.f-puzzles.com/?load=" + PAYLOAD + "\n", "count", "-q").out()).isEqualTo("1\n");
        assertThat(CliRun.run("https://sudokupad.app/fpuzzles" + PAYLOAD + "\n", "check", "-q").out()).isEqualTo("unique\n");
        String object = CliRun.run(PAYLOAD + "\n", "convert", "--to", "fpuzzles", "-q").out();
        assertThat(object).startsWith("{").contains("\"littlekillersum\"");
        assertThat(CliRun.run(object, "solve", "-q").out()).startsWith(SOLUTION);
    }

    @Test
    void writesTheSolutionBackIntoTheFPuzzlesObject() throws Exception {
        CliRun run = CliRun.run(PAYLOAD + "\n", "solve", "--to", "fpuzzles", "-q");
        JsonNode object = new ObjectMapper().readTree(run.out());
        StringBuilder grid = new StringBuilder();
        for (JsonNode row : object.get("grid")) {
            for (JsonNode cell : row) {
                grid.append(cell.get("value").asInt());
            }
        }
        assertThat(grid.toString()).isEqualTo(SOLUTION);
        assertThat(object.get("littlekillersum")).isNotNull();
    }

    @Test
    void trueCandidatesOfAUniquePuzzleAreItsSolution() throws Exception {
        CliRun text = CliRun.run(PAYLOAD + "\n", "candidates", "-q");
        assertThat(text.exitCode()).isZero();
        assertThat(text.out().lines().toList().get(0)).isEqualTo(String.join(" ", SOLUTION.substring(0, 9).split("")));
        JsonNode json = new ObjectMapper().readTree(CliRun.run(PAYLOAD + "\n", "candidates", "--json", "--cap", "3", "-q").out());
        assertThat(json.get("status").asText()).isEqualTo("unique");
        assertThat(json.get("candidates").get(80).asText()).isEqualTo(SOLUTION.substring(80));
        assertThat(json.get("counts").get(0).get(SOLUTION.substring(0, 1)).asInt()).isEqualTo(1);
        assertThat(json.get("constraints")).isNotEmpty();
    }

    /**
     * Zipper Lines without its givens (cli/src/test/resources/variants/ATTRIBUTION.md): its true candidates take
     * more than 5 s, a count to two a few tenths, so a limit of 1.5 s cuts them short after solutions that differ.
     */
    @Test
    void trueCandidatesCutShortAfterSolutionsThatDifferAreGivenAsPartial() throws Exception {
        String open = new String(FPuzzlesCommandsTest.class.getResourceAsStream("/variants/zipper-lines-without-givens.json").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        CliRun text = CliRun.run(open, "candidates", "--time-limit", "1.5", "-q");
        assertThat(text.exitCode()).isEqualTo(1);
        List<String> lines = text.out().lines().toList();
        assertThat(lines).hasSize(11).contains(CandidatesCommand.PARTIAL);
        assertThat(lines.subList(0, 9)).allSatisfy(row -> assertThat(row.split(" +")).hasSize(9));
        assertThat(String.join("", lines.subList(0, 9))).as("two solutions met differ in some cell").matches(".*[1-9]{2}.*");
        JsonNode json = new ObjectMapper().readTree(CliRun.run(open, "candidates", "--json", "--time-limit", "1.5", "-q").out());
        assertThat(json.get("status").asText()).isEqualTo("multiple");
        assertThat(json.get("partial").asBoolean()).isTrue();
        assertThat(json.get("candidates")).hasSize(81);
        // Nothing is partial in a search that ended.
        assertThat(new ObjectMapper().readTree(CliRun.run(PAYLOAD + "\n", "candidates", "--json", "-q").out()).has("partial")).isFalse();
    }

    @Test
    void anUnknownKindIsRefusedByNameUnlessIgnored() {
        String unknown = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],"
                + "\"chaotic\":[{\"cells\":[\"R1C1\"]}]}";
        CliRun refused = CliRun.run(unknown + "\n", "count", "--cap", "1000");
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.out()).startsWith("malformed: line 1").contains("chaotic");
        assertThat(refused.err()).doesNotContain("Exception");
        CliRun ignored = CliRun.run(unknown + "\n", "count", "--cap", "1000", "--ignore", "chaotic", "-q");
        assertThat(ignored.out()).isEqualTo("288\n");
    }

    @Test
    void aPuzzleBeyondTheSizesOfOneIsRefusedInOneLineNamingTheFieldAndItsLimit() {
        String titled = "{\"size\":4,\"title\":\"" + "t".repeat(5_000) + "\",\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}";
        CliRun run = CliRun.run(LzString.compressToBase64(titled) + "\n", "solve");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("malformed: line 1: f-puzzles \"title\" is 5,000 characters long, more than the 2,000 it may have\n");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void givensThatBreakAConstraintAreNamed() {
        // A 4x4 with a thermometer from r1c1 to r1c2 whose givens fall.
        String falling = "{\"size\":4,\"grid\":[[{\"value\":3,\"given\":true},{\"value\":1,\"given\":true},{},{}],[{},{},{},{}],"
                + "[{},{},{},{}],[{},{},{},{}]],\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}";
        CliRun run = CliRun.run(falling + "\n", "check");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo("no solution: line 1: the givens break thermometer at r1c1 r1c2\n");
    }

    @Test
    void commandsOfHousesAloneRefuseAPuzzleWithConstraintsNamingThem() {
        for (String command : java.util.List.of("canon", "dedup")) {
            CliRun run = CliRun.run(PAYLOAD + "\n", command);
            assertThat(run.exitCode()).as(command).isEqualTo(1);
            assertThat(run.out()).as(command).startsWith("malformed: line 1: ").contains("houses alone").contains("thermometer");
            assertThat(run.err()).doesNotContain("Exception");
        }
    }
}
