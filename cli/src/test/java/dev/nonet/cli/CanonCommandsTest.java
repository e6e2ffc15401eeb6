package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.canon.Minlex;
import dev.nonet.canon.Transform;
import dev.nonet.grid.Puzzle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet canon}, {@code dedup}, {@code same}, {@code transform} and {@code generate --canonical}. */
class CanonCommandsTest {

    private static final String EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    private static final String EASY_MINLEX = "........1.....2.34156...27......8.......51..232974......16..9....34..7..28.91.45.";
    private static final String SEVENTEEN = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

    @Test
    void canonWritesOneFormPerRecordInOrderAndWordsTheBadOnes() {
        CliRun run = CliRun.run("", "canon", BatchCommandsTest.MIXED);
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(7);
        assertThat(out.get(0)).isEqualTo(EASY_MINLEX + " #easy");
        assertThat(out.subList(1, 3)).isEqualTo(BatchCommandsTest.BAD_RECORDS.subList(0, 2));
        // givens that break the rules, or have no solution, still have a minlex form
        assertThat(out.get(3)).hasSize(81);
        assertThat(run.err()).contains("7 puzzles in", "2 malformed");
    }

    @Test
    void canonAddsTheTransformAndAutomorphismsAndTheTransformMakesTheForm() {
        String copy = Transform.random(3).apply(Puzzle.parse(EASY)).givens().toString();
        CliRun run = CliRun.run(copy + "\n" + SEVENTEEN + "\n", "canon", "--with-transform", "--with-automorphisms");
        assertThat(run.exitCode()).isZero();
        List<String> out = run.out().lines().toList();
        assertThat(out.get(0)).startsWith(EASY_MINLEX + " #transform ").endsWith(" #automorphisms 1");
        Transform t = Transform.parse(out.get(0).substring(out.get(0).indexOf("#transform ") + 11, out.get(0).indexOf(" #automorphisms")));
        assertThat(t.apply(Puzzle.parse(copy)).givens().toString()).isEqualTo(EASY_MINLEX);
        assertThat(out.get(1)).isEqualTo(SEVENTEEN + " #transform rows=123456789 cols=123456789 digits=123456789 #automorphisms 1");
        assertThat(run.err()).contains("1 canonicalized, 1 unchanged");
    }

    @Test
    void canonJsonHasTheFormTransformAndAutomorphisms() {
        CliRun run = CliRun.run(EASY + "\n", "canon", "--json");
        assertThat(run.out()).contains("\"canonical\":\"" + EASY_MINLEX + "\"", "\"automorphisms\":1", "\"transform\":\"",
                "\"status\":\"canonicalized\"");
    }

    @Test
    void dedupKeepsTheFirstOfEachClassAndCountsThem(@TempDir Path dir) throws IOException {
        StringBuilder input = new StringBuilder(EASY + " #first\n");
        for (long seed = 1; seed <= 4; seed++) {
            input.append(Transform.random(seed).apply(Puzzle.parse(EASY)).givens()).append('\n');
            input.append(Transform.random(seed).apply(Puzzle.parse(SEVENTEEN)).givens()).append(" #copy ").append(seed).append('\n');
        }
        input.append("not a puzzle\n");
        Path file = dir.resolve("in.txt");
        Files.writeString(file, input);
        CliRun run = CliRun.run("", "dedup", "--threads", "2", file.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.out().lines().toList();
        assertThat(out).hasSize(3);
        assertThat(out.get(0)).isEqualTo(EASY + " #first");
        assertThat(out.get(1)).endsWith(" #copy 1");
        assertThat(out.get(2)).startsWith("malformed: line 10");
        assertThat(run.err()).contains("10 puzzles in", "2 new, 7 repeated, 1 malformed");

        CliRun counted = CliRun.run("", "dedup", "--count", file.toString());
        assertThat(counted.out().lines().toList()).containsExactly("malformed: line 10, column 1: 'n' is not a digit or a blank mark (r1c1)",
                EASY_MINLEX + " #count 5", SEVENTEEN + " #count 4");
    }

    @Test
    void dedupOfFourDataSetsWithRandomCopiesFindsExactlyTheirClasses(@TempDir Path dir) throws IOException {
        List<String> sample = Files.readAllLines(Path.of(BatchCommandsTest.resource("canon/sample.txt"))).stream()
                .filter(l -> !l.startsWith("#")).toList();
        Map<String, Integer> classes = new LinkedHashMap<>();
        for (String line : sample) {
            classes.merge(Minlex.canonical(Puzzle.parse(line)).form().givens().toString(), 1, Integer::sum);
        }
        Path copies = dir.resolve("copies.txt");
        Files.writeString(copies, CliRun.run("", "transform", "--random", "--seed", "17", "--copies", "2", "--quiet",
                BatchCommandsTest.resource("canon/sample.txt")).out());
        CliRun run = CliRun.run("", "dedup", "--count", "--quiet", BatchCommandsTest.resource("canon/sample.txt"), copies.toString());
        assertThat(run.exitCode()).isZero();
        List<String> expected = new ArrayList<>();
        classes.forEach((form, n) -> expected.add(form + " #count " + 3 * n));
        assertThat(run.out().lines().toList()).isEqualTo(expected);
        assertThat(expected).hasSizeGreaterThan(390); // the sample has a few repeats of its own, not many

        CliRun kept = CliRun.run("", "dedup", "--quiet", copies.toString(), BatchCommandsTest.resource("canon/sample.txt"));
        assertThat(kept.out().lines().count()).isEqualTo(classes.size());
    }

    @Test
    void sameSaysWhetherTwoPuzzlesAreOneAndHowToMapThem(@TempDir Path dir) throws IOException {
        String copy = Transform.random(11).apply(Puzzle.parse(EASY)).givens().toString();
        Path file = dir.resolve("copy.txt");
        Files.writeString(file, "# a copy\n" + copy + "\n");
        CliRun same = CliRun.run("", "same", EASY, file.toString());
        assertThat(same.exitCode()).isZero();
        List<String> out = same.out().lines().toList();
        assertThat(out.get(0)).isEqualTo("same");
        Transform t = Transform.parse(out.get(1).substring("transform ".length()));
        assertThat(t.apply(Puzzle.parse(EASY)).givens().toString()).isEqualTo(copy);

        CliRun different = CliRun.run("", "same", EASY, SEVENTEEN);
        assertThat(different.exitCode()).isEqualTo(1);
        assertThat(different.out()).isEqualTo("different\n");

        CliRun bad = CliRun.run("", "same", EASY, "12x45");
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err()).startsWith("nonet: B: line 1");
    }

    @Test
    void transformWritesSeededCopiesOrAppliesAGivenTransform() {
        CliRun random = CliRun.run(EASY + "\n", "transform", "--random", "--seed", "5", "--copies", "3");
        List<String> copies = random.out().lines().toList();
        assertThat(copies).hasSize(3).doesNotHaveDuplicates();
        for (String copy : copies) {
            assertThat(Minlex.canonical(Puzzle.parse(copy)).form().givens().toString()).isEqualTo(EASY_MINLEX);
        }
        assertThat(CliRun.run(EASY + "\n", "transform", "--random", "--seed", "5", "--copies", "3").out()).isEqualTo(random.out());

        CliRun applied = CliRun.run(EASY + "\n", "transform", "--apply", "rows=213456789 cols=123456789 digits=123456789");
        assertThat(applied.out()).startsWith("6..195...53..7....");

        CliRun neither = CliRun.run(EASY + "\n", "transform");
        assertThat(neither.exitCode()).isEqualTo(2);
        assertThat(neither.err()).contains("give --random or --apply TRANSFORM");
        CliRun badText = CliRun.run(EASY + "\n", "transform", "--apply", "rows=111456789 cols=123456789 digits=123456789");
        assertThat(badText.exitCode()).isEqualTo(2);
        assertThat(badText.err()).contains("--apply: rows must name each of 1 to 9 once");
    }

    @Test
    void generateCanonicalWritesMinlexPuzzlesWithTheirSolutionsMovedAlike() {
        CliRun run = CliRun.run("", "generate", "--canonical", "--seed", "4", "--count", "2", "--with-solution", "--quiet");
        assertThat(run.exitCode()).isZero();
        for (String line : run.out().lines().toList()) {
            Puzzle puzzle = Puzzle.parse(line.substring(0, 81));
            assertThat(Minlex.canonical(puzzle).form()).isEqualTo(puzzle);
            String solution = line.substring(line.indexOf("solution ") + 9, line.indexOf("solution ") + 90);
            assertThat(dev.nonet.solve.Sudoku.solve(puzzle).solution().orElseThrow().toString()).isEqualTo(solution);
        }
        CliRun sixteen = CliRun.run("", "generate", "--canonical", "--shape", "16x16");
        assertThat(sixteen.exitCode()).isEqualTo(2);
        assertThat(sixteen.err()).contains("--canonical is for classic 9x9 puzzles only");
    }
}
