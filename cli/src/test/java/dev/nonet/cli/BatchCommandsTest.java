package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The batch commands on {@code batch/mixed.txt}: one good puzzle with a comment, a short line, a bad
 * character, a repeated digit, a valid grid with no solution, the empty grid (many solutions) and a
 * minimal unique puzzle. Every output record and the exit code are asserted.
 */
class BatchCommandsTest {

    static final String MIXED = resource("batch/mixed.txt");
    static final String SOLVED_EASY = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    static final String EMPTY_FIRST = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    static final String MINIMAL_SOLVED = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";
    static final List<String> BAD_RECORDS = List.of(
            "malformed: line 3: expected 81 cells, found 80",
            "malformed: line 4, column 41: 'x' is not a digit or a blank mark (r5c5)",
            "invalid: line 5: digit 5 appears twice in row 1: r1c1 and r1c2",
            "no solution: line 6");

    static String resource(String name) {
        try {
            return Path.of(BatchCommandsTest.class.getResource("/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> lines(String text) {
        return text.lines().toList();
    }

    @Test
    void solveWritesOneRecordPerInputRecordInOrder() {
        CliRun run = CliRun.run("", "solve", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = lines(run.out());
        assertThat(out).hasSize(7);
        assertThat(out.get(0)).isEqualTo(SOLVED_EASY + " #easy");
        assertThat(out.subList(1, 5)).isEqualTo(BAD_RECORDS);
        assertThat(out.get(5)).hasSize(81).doesNotContain(".");
        assertThat(out.get(6)).isEqualTo(MINIMAL_SOLVED);
        assertThat(run.err()).isEqualTo("nonet solve: " + summaryOf(run.err()) + "\n")
                .contains("7 puzzles in", "3 solved, 2 malformed, 1 invalid, 1 no solution");
    }

    private static String summaryOf(String err) {
        return err.substring("nonet solve: ".length()).strip();
    }

    @Test
    void solveUniqueMarksSeveralSolutionsAndFirstGivesTheSmallest() {
        CliRun run = CliRun.run("", "solve", "--unique", "--first", "--quiet", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEmpty();
        List<String> out = lines(run.out());
        assertThat(out.get(0)).isEqualTo(SOLVED_EASY + " #easy");
        assertThat(out.get(5)).isEqualTo(EMPTY_FIRST + " # multiple solutions");
        assertThat(out.get(6)).isEqualTo(MINIMAL_SOLVED);
    }

    @Test
    void solveWritesJsonLines() throws IOException {
        CliRun run = CliRun.run("", "solve", "--to", "json", "--unique", "-q", MIXED);
        List<String> out = lines(run.out());
        assertThat(out).hasSize(7);
        ObjectMapper json = new ObjectMapper();
        JsonNode first = json.readTree(out.get(0));
        assertThat(first.get("line").asInt()).isEqualTo(2);
        assertThat(first.get("status").asText()).isEqualTo("solved");
        assertThat(first.get("solution").asText()).isEqualTo(SOLVED_EASY);
        assertThat(first.get("unique").asBoolean()).isTrue();
        JsonNode malformed = json.readTree(out.get(2));
        assertThat(malformed.get("status").asText()).isEqualTo("malformed");
        assertThat(malformed.get("error").asText()).isEqualTo("line 4, column 41: 'x' is not a digit or a blank mark (r5c5)");
        assertThat(json.readTree(out.get(3)).get("error").asText()).isEqualTo("digit 5 appears twice in row 1: r1c1 and r1c2");
        assertThat(json.readTree(out.get(4)).get("status").asText()).isEqualTo("no solution");
        assertThat(json.readTree(out.get(5)).get("unique").asBoolean()).isFalse();
    }

    @Test
    void solveWritesEveryTextFormat() {
        CliRun pretty = CliRun.run("", "solve", "--to", "pretty", "-q", MIXED);
        assertThat(pretty.out()).startsWith("""
                #easy
                5 3 4 | 6 7 8 | 9 1 2
                6 7 2 | 1 9 5 | 3 4 8
                """);
        assertThat(pretty.out()).contains("""
                3 4 5 | 2 8 6 | 1 7 9

                malformed: line 3: expected 81 cells, found 80

                malformed: line 4""");
        CliRun grid = CliRun.run("", "solve", "--to", "grid", "-q", MIXED);
        assertThat(lines(grid.out()).get(1)).isEqualTo("5 3 4 6 7 8 9 1 2");
    }

    @Test
    void countIsExactUpToTheCap() {
        CliRun run = CliRun.run("", "count", "-q", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(lines(run.out())).containsExactly(
                "1", BAD_RECORDS.get(0), BAD_RECORDS.get(1), BAD_RECORDS.get(2), "0", "2+", "1");
        CliRun capped = CliRun.run(".".repeat(81) + "\n", "count", "--cap", "100000", "-q");
        assertThat(capped.out()).isEqualTo("100000+\n");
        assertThat(capped.exitCode()).isZero();
        CliRun lastRowBlank = CliRun.run(EMPTY_FIRST.substring(0, 72) + ".........\n", "count", "--cap", "1000", "-q");
        assertThat(lastRowBlank.out()).isEqualTo("1\n");
        // r1c1, r1c2, r4c1, r4c2 hold 1 2 / 2 1: blanking them leaves exactly the two ways to fill them.
        String rectangle = ".." + EMPTY_FIRST.substring(2, 27) + ".." + EMPTY_FIRST.substring(29);
        CliRun two = CliRun.run(rectangle + "\n", "count", "--cap", "1000", "-q");
        assertThat(two.out()).isEqualTo("2\n");
    }

    @Test
    void checkClassifiesEveryRecordAndFindsRemovableGivens() {
        CliRun run = CliRun.run("", "check", "--minimal", "-q", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = lines(run.out());
        assertThat(out.get(0)).startsWith("unique, not minimal: r1c1 r1c2 r1c5 ");
        assertThat(out.subList(1, 5)).isEqualTo(BAD_RECORDS);
        assertThat(out.subList(5, 7)).containsExactly("multiple", "unique, minimal");
        CliRun proper = CliRun.run(lines(readMixed()).get(7) + "\n", "check", "-q");
        assertThat(proper.exitCode()).isZero();
        assertThat(proper.out()).isEqualTo("unique\n");
    }

    @Test
    void convertKeepsCommentsAndNormalisesBlanks() {
        CliRun run = CliRun.run("", "convert", "--to", "compact", "-q", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("#easy\n530070000\n600195000\n");
        CliRun back = CliRun.run(run.out(), "convert", "--to", "line", "-q");
        List<String> out = lines(back.out());
        assertThat(out).hasSize(7);
        assertThat(out.get(0)).isEqualTo(lines(readMixed()).get(1));
        assertThat(out.get(1)).isEqualTo("malformed: line 12, column 1: 'm' is not a digit or a blank mark (r1c1)");
        CliRun dashes = CliRun.run(lines(readMixed()).get(1).replace('.', '-') + "\n", "convert", "--to", "line", "-q");
        assertThat(dashes.out()).isEqualTo(lines(readMixed()).get(1) + "\n");
    }

    @Test
    void statsCountsStatusesAndClues() {
        CliRun run = CliRun.run("", "stats", "-q", MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains(
                "records                   7",
                "  unique                  2   28.6%",
                "  multiple                1   14.3%",
                "  no solution             1   14.3%",
                "  invalid                 1   14.3%",
                "  malformed               2   28.6%",
                "clues          min 0, mean 17.40, max 30",
                "  18                      1");
    }

    @Test
    void severalThreadsGiveTheSameOutputInTheSameOrder(@TempDir Path dir) throws IOException {
        StringBuilder many = new StringBuilder();
        List<String> mixed = lines(readMixed());
        for (int i = 0; i < 600; i++) {
            many.append(mixed.get(1 + i % 7)).append('\n');
        }
        Path file = dir.resolve("many.txt");
        Files.writeString(file, many);
        CliRun one = CliRun.run("", "solve", "--unique", "--first", "-t", "1", "-q", file.toString());
        CliRun two = CliRun.run("", "solve", "--unique", "--first", "-t", "2", "-q", file.toString());
        CliRun eight = CliRun.run("", "solve", "--unique", "--first", "-t", "8", "-q", file.toString());
        assertThat(lines(one.out())).hasSize(600);
        assertThat(two.out()).isEqualTo(one.out());
        assertThat(eight.out()).isEqualTo(one.out());
    }

    @Test
    void messagesNameTheFileWhenSeveralAreRead() {
        CliRun run = CliRun.run(lines(readMixed()).get(1) + "\n", "solve", "-q", MIXED, "-");
        List<String> out = lines(run.out());
        assertThat(out).hasSize(8);
        assertThat(out.get(1)).isEqualTo("malformed: " + MIXED + ": line 3: expected 81 cells, found 80");
        assertThat(out.get(4)).isEqualTo("no solution: " + MIXED + ": line 6");
        assertThat(out.get(7)).isEqualTo(SOLVED_EASY + " #easy");
    }

    @Test
    void readsJsonLinesAndEveryGridFormatFromStandardInput() {
        String json = "{\"puzzle\": \"" + lines(readMixed()).get(7) + "\"}\n{\"nope\": 1}\n";
        CliRun run = CliRun.run(json, "solve", "-q");
        assertThat(lines(run.out())).containsExactly(MINIMAL_SOLVED,
                "malformed: line 2: expected a JSON object with a \"puzzle\" string");
        CliRun grid = CliRun.run(Examples.text("boj2580-sample.in"), "solve", "-q");
        assertThat(grid.out()).isEqualTo(Examples.text("boj2580-sample.out"));
        CliRun verbose = CliRun.run(Examples.text("boj2239-sample.in"), "solve", "--verbose");
        assertThat(verbose.err()).startsWith("nonet: reading compact (detected), writing compact\n");
    }

    @Test
    void anEndlessJsonLineIsOneMalformedRecordAndTheNextLineStillReads() {
        // Read whole, a line like this one (or one of gigabytes) once sat in memory in full.
        String endless = "{\"puzzle\": \"" + lines(readMixed()).get(7) + "\", \"note\": \"" + "x".repeat(200_000) + "\"}\n";
        String json = endless + "{\"puzzle\": \"" + lines(readMixed()).get(7) + "\"}\n";
        CliRun run = CliRun.run(json, "solve", "-q");
        assertThat(lines(run.out())).containsExactly(
                "malformed: line 1: a JSON line longer than 4,096 characters: one line holds one puzzle", MINIMAL_SOLVED);
    }

    @Test
    void unreadableInputIsOneLineAndExitTwo() {
        CliRun missing = CliRun.run("", "solve", "no-such-file.txt");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("nonet: cannot read 'no-such-file.txt': no such file\n");
        CliRun unknown = CliRun.run("hello world\n", "count");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo(
                "nonet: stdin: line 1: cannot tell the puzzle format from this line; name it with --format (line, grid, compact, pretty, tokens, boj4056, json, fpuzzles)\n");
        CliRun badOption = CliRun.run("", "solve", "--to", "xml");
        assertThat(badOption.exitCode()).isEqualTo(2);
        assertThat(badOption.err()).contains("--to", "xml", "nonet solve --help");
        CliRun threads = CliRun.run("", "solve", "-t", "0");
        assertThat(threads.exitCode()).isEqualTo(2);
        assertThat(threads.err()).isEqualTo("nonet: --threads must be at least 1, not 0\n");
        CliRun empty = CliRun.run("", "solve", "");
        assertThat(empty.exitCode()).isEqualTo(2);
        assertThat(empty.err()).isEqualTo("nonet: cannot read '': an empty file name names no file\n");
    }

    /** A named pipe is read as cat reads it (so are /dev/stdin and a shell's process substitution, which are pipes too). */
    @Test
    @org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aNamedPipeIsReadAsAFile(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("puzzles.fifo");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor() == 0, "mkfifo is needed");
        Thread writer = new Thread(() -> {
            try {
                Files.writeString(fifo, Files.readAllLines(Path.of(MIXED)).get(1) + "\n");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        writer.start();
        CliRun run = CliRun.run("", "solve", fifo.toString());
        writer.join(10_000);
        assertThat(run.err()).doesNotContain("cannot read");
        assertThat(run.out()).startsWith(SOLVED_EASY);
    }

    @Test
    void emptyInputIsFineAndSaysSo() {
        CliRun run = CliRun.run("", "solve");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("nonet solve: 0 puzzles in ");
    }

    static String readMixed() {
        try {
            return Files.readString(Path.of(MIXED));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
