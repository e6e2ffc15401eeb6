package dev.nonet.bench;

import dev.nonet.canon.BruteForceMinlex;
import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.nio.file.Path;
import java.util.List;

/**
 * The minlex search against the brute-force oracle (every one of the 3,359,232 cell maps) on an evenly
 * spaced sample of a data file: for each sampled puzzle, whether the two forms and automorphism counts
 * agree, whether the transform makes the form, and whether the line was in minlex form already. The
 * oracle takes one to two seconds a puzzle. With {@code --grids}, the sampled puzzles' solution grids
 * instead (puzzles with several solutions skipped). Exits 1 on any disagreement.
 *
 * <pre>
 * mvn -B -q -o -pl core,server,bench test-compile
 * java -cp core/target/classes:core/target/test-classes:bench/target/classes dev.nonet.bench.CanonSweep FILE [SAMPLES] [--grids]
 * </pre>
 */
public final class CanonSweep {

    private CanonSweep() {
    }

    public static void main(String[] args) throws Exception {
        List<Puzzle> puzzles = PuzzleLines.read(Path.of(args[0]));
        int samples = args.length > 1 ? Integer.parseInt(args[1]) : 201;
        boolean grids = List.of(args).contains("--grids");
        int agreed = 0;
        int tried = 0;
        int unchanged = 0;
        int n = Math.min(samples, puzzles.size());
        for (int k = 0; k < n; k++) {
            int index = (int) ((long) k * (puzzles.size() - 1) / Math.max(1, n - 1));
            Puzzle puzzle = puzzles.get(index);
            if (grids) {
                var solved = Sudoku.count(puzzle, 2);
                if (!solved.isUnique()) {
                    continue;
                }
                puzzle = new Puzzle(puzzle.layout(), solved.solution().orElseThrow());
            }
            BruteForceMinlex.Result oracle = BruteForceMinlex.of(puzzle.givens());
            Canonical fast = Minlex.canonical(puzzle);
            boolean same = fast.form().givens().equals(oracle.form()) && fast.automorphisms() == oracle.automorphisms()
                    && fast.transform().apply(puzzle).equals(fast.form());
            tried++;
            agreed += same ? 1 : 0;
            unchanged += oracle.form().equals(puzzle.givens()) ? 1 : 0;
            if (!same) {
                System.out.println("DISAGREE puzzle " + (index + 1) + ": " + puzzle.givens() + " oracle " + oracle.form() + " x"
                        + oracle.automorphisms() + ", search " + fast.form().givens() + " x" + fast.automorphisms());
            }
        }
        System.out.printf("%s: %d %s sampled of %d puzzles; search and oracle agree on %d; %d already in minlex form%n",
                args[0], tried, grids ? "solution grids" : "puzzles", puzzles.size(), agreed, unchanged);
        System.exit(agreed == tried ? 0 : 1);
    }
}
