package dev.nonet.bench;

import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.Techniques;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes Nonet's own logical path (the one {@code explain} shows: every technique, no time limit that a
 * run could reach) of every puzzle of a file, one step a line, so that two builds can be compared with
 * {@code diff}: a change meant to make the finders faster must leave these files byte for byte the same.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:bench/target/classes dev.nonet.bench.LogicalPathDump PUZZLES OUT
 * </pre>
 *
 * Each puzzle is a line {@code # n puzzle status}, then one line per step: the technique, what it
 * places, what it removes, and its sentence.
 */
public final class LogicalPathDump {

    private LogicalPathDump() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: LogicalPathDump PUZZLES OUT");
            System.exit(2);
        }
        List<Puzzle> puzzles = PuzzleReader.readAll(Path.of(args[0]));
        LogicalSolver solver = new LogicalSolver(Techniques.all(), Duration.ofHours(1));
        List<String> paths = puzzles.parallelStream().map(p -> describe(p, solver.solve(p))).toList();
        write(Path.of(args[1]), paths);
    }

    private static String describe(Puzzle puzzle, LogicalResult result) {
        StringBuilder text = new StringBuilder();
        text.append(puzzle).append(' ').append(result.status()).append('\n');
        for (Step<Technique> step : result.path()) {
            text.append(step.name()).append(" | ")
                    .append(step.placements().stream().map(Object::toString).collect(Collectors.joining(" "))).append(" | ")
                    .append(step.eliminations().stream().map(Object::toString).collect(Collectors.joining(" "))).append(" | ")
                    .append(step).append('\n');
        }
        return text.toString();
    }

    private static void write(Path out, List<String> paths) throws IOException {
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out))) {
            for (int i = 0; i < paths.size(); i++) {
                writer.print("# " + (i + 1) + ' ' + paths.get(i));
            }
        }
    }
}
