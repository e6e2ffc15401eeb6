package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nonet bench}'s report: its columns, the spread and CPU figures, and the median over JVM forks. Never its speed. */
class BenchCommandTest {

    static final String PUZZLES = """
            53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
            4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
            ...............................................................................1.
            """;

    static Path file(Path dir) throws IOException {
        return Files.writeString(dir.resolve("three.txt"), PUZZLES);
    }

    @Test
    void aRowHasTheWallRateItsSpreadAndTheCpuFiguresWithALegend(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.run("", "bench", "--warmup", "0", "--runs", "3", "--run-time", "0.01", file(dir).toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("nonet bench: mode solve, 1 thread, scalar search, Java ").doesNotContain("forks");
        assertThat(lines.get(1).split(" {2,}")).containsExactly(
                "file", "puzzles", "puzzles/sec", "spread", "per cpu-sec", "cpu", "us/puzzle", "guesses/puzzle", "no guess");
        assertThat(lines.get(2)).startsWith("three.txt").matches(".* 3 +[0-9,]+ +[0-9.]+% +[0-9,]+ +[0-9]+% +[0-9.]+ +[0-9.]+ +[0-9.]+%");
        assertThat(lines.get(3)).isEqualTo("puzzles/sec, per cpu-sec, cpu: medians of 3 timed runs; spread: (max - min) / median of their rates");
    }

    @Test
    void forksMeasureInFreshJvmsAndReportTheirMedian(@TempDir Path dir) throws IOException {
        CliRun run = CliRun.run("", "bench", "--forks", "2", "--mode", "count", "--warmup", "0", "--runs", "1", "--run-time", "0.01",
                file(dir).toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("nonet bench: mode count, 1 thread, 2 forks, scalar search, Java ");
        assertThat(lines.get(2)).startsWith("three.txt").contains(" 3 ");
        assertThat(lines.get(3)).isEqualTo(
                "puzzles/sec, per cpu-sec, cpu: medians of 2 JVM forks (each the median of 1 timed run); spread: (max - min) / median of the forks' rates");
    }

    @Test
    void theHeaderNamesTheSearchMeasuredAndEngineTakesOnlyItsThreeWords(@TempDir Path dir) throws IOException {
        // In process, so only the scalar search: this JVM has no Vector API module (and the choice,
        // once made, is the JVM's); the vector search's own tests are in its module, vector/.
        CliRun scalar = CliRun.run("", "bench", "--engine", "scalar", "--warmup", "0", "--runs", "1", "--run-time", "0.01",
                file(dir).toString());
        assertThat(scalar.exitCode()).isZero();
        assertThat(scalar.out().lines().findFirst().orElseThrow()).startsWith("nonet bench: mode solve, 1 thread, scalar search, Java ");
        CliRun wrong = CliRun.run("", "bench", "--engine", "simd", file(dir).toString());
        assertThat(wrong.exitCode()).isEqualTo(2);
        assertThat(wrong.err()).contains("--engine").contains("scalar, vector, auto");
    }

    @Test
    void aBadFileOrCountFailsBeforeAnyForkStarts(@TempDir Path dir) {
        CliRun missing = CliRun.run("", "bench", "--forks", "3", dir.resolve("none.txt").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.out()).isEmpty();
        assertThat(missing.err()).isEqualTo("nonet: cannot read '" + dir.resolve("none.txt") + "': no such file\n");
        CliRun zero = CliRun.run("", "bench", "--forks", "0", dir.resolve("none.txt").toString());
        assertThat(zero.exitCode()).isEqualTo(2);
        assertThat(zero.err()).isEqualTo("nonet: --threads, --runs and --forks must be at least 1, --run-time above 0, --warmup not negative\n");
    }

    @Test
    void medianSpreadAndAForksLineAreExact() {
        assertThat(BenchCommand.median(new double[] {3, 1, 2})).isEqualTo(2);
        assertThat(BenchCommand.median(new double[] {4, 1, 2, 3})).isEqualTo(2.5);
        assertThat(BenchCommand.spread(new double[] {90, 100, 110})).isCloseTo(0.2, within(1e-12));
        assertThat(BenchCommand.spread(new double[] {100})).isZero();
        BenchCommand.Figures f = new BenchCommand.Figures(49_158, 217_749.123456789, 0.0625, 220_001.5, 0.987654321, 0.55, 0.76);
        assertThat(BenchCommand.Figures.parse(f.line())).isEqualTo(f);
        BenchCommand.Figures over = BenchCommand.Figures.overForks(List.of(
                new BenchCommand.Figures(3, 100, 0.5, 110, 0.9, 1, 0.5),
                new BenchCommand.Figures(3, 120, 0.1, 130, 1.0, 1, 0.5),
                new BenchCommand.Figures(3, 80, 0.2, 90, 0.8, 1, 0.5)));
        assertThat(over).isEqualTo(new BenchCommand.Figures(3, 100, 0.4, 110, 0.9, 1, 0.5));
    }

    @Test
    void helpNamesTheNewFiguresAndForks() {
        CliRun run = CliRun.run("", "bench", "--help");
        assertThat(run.out()).contains("--forks=N", "spread is (max - min) / median of the rates", "per cpu-sec counts the CPU", "(100% per", "nonet bench --forks 5");
    }
}
