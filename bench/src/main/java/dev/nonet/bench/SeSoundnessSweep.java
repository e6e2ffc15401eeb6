package dev.nonet.bench;

import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Puzzle;
import dev.nonet.se.SeSweep;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The SE rater's soundness over whole data sets: every placement and elimination of every step of its
 * path checked against each puzzle's unique solution ({@code SeSweep}, the test suite's sweep, on as
 * many puzzles as asked). Prints, per file, the puzzles and steps checked, the steps per technique and
 * every violation; exits 1 if there is one.
 *
 * <pre>
 * mvn -B -q -o -pl core,bench -am package -DskipTests
 * java -cp core/target/classes:core/target/test-classes:bench/target/classes dev.nonet.bench.SeSoundnessSweep \
 *     --count=2000 ../shared/data/17-clue.txt ../shared/data/top1465.txt
 * </pre>
 */
public final class SeSoundnessSweep {

    private SeSoundnessSweep() {
    }

    public static void main(String[] args) throws IOException, PuzzleFormatException {
        int count = 1000;
        Duration limit = Duration.ofSeconds(60);
        boolean unsound = false;
        for (String arg : args) {
            if (arg.startsWith("--count=")) {
                count = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--limit=")) {
                limit = Duration.ofMillis((long) (Double.parseDouble(arg.substring(8)) * 1000));
            } else if (!Files.isRegularFile(Path.of(arg))) {
                System.err.println("usage: SeSoundnessSweep [--count=N] [--limit=SECONDS] FILE... (" + arg + " not found)");
                System.exit(2);
            } else {
                long start = System.nanoTime();
                List<Puzzle> puzzles = PuzzleReader.readAll(Path.of(arg));
                SeSweep.Result result = SeSweep.sweep(puzzles.stream().map(Puzzle::givens).toList(), count, limit);
                System.out.printf(Locale.ROOT, "%s: %,d puzzles, %,d steps checked, %d unsound, %.1f s%n", arg,
                        result.puzzles(), result.steps(), result.violations().size(), (System.nanoTime() - start) / 1e9);
                System.out.println("  steps per technique: " + result.uses());
                result.violations().forEach(v -> System.out.println("  UNSOUND " + v));
                unsound |= !result.violations().isEmpty();
            }
        }
        System.exit(unsound ? 1 : 0);
    }
}
