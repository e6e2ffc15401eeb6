package dev.nonet.bench;

import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Single-thread throughput of {@link Sudoku#solve} and {@link Sudoku#count} with cap 2 over a data
 * set. One benchmark operation is one puzzle, taken in file order and wrapping around, so the score in
 * ops/s is puzzles per second, the unit published for other solvers.
 *
 * <p>Run from the repository root, where the default {@code dataset} paths point at {@code shared/data}:
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -jar bench/target/benchmarks.jar SolveBenchmark
 * java -jar bench/target/benchmarks.jar SolveBenchmark -p dataset=path/to/puzzles.txt
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class SolveBenchmark {

    /** The puzzle file, one puzzle a line; any path works. */
    @Param({
        "../shared/data/17-clue.txt",
        "../shared/data/top1465.txt",
        "../shared/data/hardest-1905-11plus.txt",
        "../shared/data/serg-multi-solution.txt"})
    public String dataset;

    private Puzzle[] puzzles;
    private int next;

    /** Reads the data set once per run. */
    @Setup
    public void readPuzzles() throws IOException {
        Path path = Path.of(dataset);
        if (!Files.isRegularFile(path)) {
            throw new IllegalArgumentException("no puzzle file at " + path.toAbsolutePath()
                    + "; run from the repository root or pass -p dataset=PATH");
        }
        List<Puzzle> all = PuzzleLines.read(path);
        puzzles = all.toArray(new Puzzle[0]);
    }

    /** Finds one solution of the next puzzle. */
    @Benchmark
    public SolveResult solve() {
        return Sudoku.solve(nextPuzzle());
    }

    /** Counts the next puzzle's solutions up to 2: the uniqueness check. */
    @Benchmark
    public SolveResult countToTwo() {
        return Sudoku.count(nextPuzzle(), 2);
    }

    private Puzzle nextPuzzle() {
        Puzzle puzzle = puzzles[next];
        next = next + 1 == puzzles.length ? 0 : next + 1;
        return puzzle;
    }
}
