package dev.nonet.bench;

import dev.nonet.format.Format;
import dev.nonet.format.PuzzleWriter;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.grid.Variant;
import dev.nonet.solve.VariantGrids;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Makes the variant data sets of {@code bench/data/variants}: for each set, puzzles made by taking a
 * random solved grid of the layout and emptying its cells in random order for as long as the puzzle
 * stays unique (checked with Nonet's own {@code Sudoku.isUnique}), down to a floor of givens: 30% on
 * 9x9 variants, 35% on 12x12, 40% on 16x16, 50% on 25x25, about what published puzzles of those sizes
 * keep (no published collection of these sizes was at hand); none on 6x6 and on the minimal 16x16 set.
 * The open 25x25 set is a stress test instead: each cell of a solved grid emptied with probability
 * 0.6, uniqueness unchecked, so its puzzles have many solutions and finding one is the work. Seeded,
 * but the solved grids come from the engine's own search, so a rerun writes the same files only with
 * the engine that wrote them: the six sets of 2026-11-29 predate the search order of 2026-12-01 and
 * are kept as written, so that figures before and after compare on the same puzzles (name the new
 * sets to write only those).
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.VariantPuzzleMaker bench/data/variants
 * </pre>
 */
public final class VariantPuzzleMaker {

    /**
     * One data set.
     *
     * @param file            its file name
     * @param layout          the rules of its puzzles
     * @param count           how many puzzles
     * @param leastGivenShare the share of cells kept at least (0 for minimal puzzles); for a set that
     *                        is not unique, the share of cells emptied at random
     * @param unique          whether every puzzle has one solution
     */
    record DataSet(String file, Layout layout, int count, double leastGivenShare, boolean unique) {

        DataSet(String file, Layout layout, int count, double leastGivenShare) {
            this(file, layout, count, leastGivenShare, true);
        }
    }

    static final List<DataSet> SETS = List.of(
            new DataSet("6x6.txt", Layout.of(Shape.of(6)), 100, 0),
            new DataSet("9x9-x.txt", Layout.CLASSIC.with(Variant.X), 100, 0.3),
            new DataSet("9x9-jigsaw.txt", Layout.jigsaw(VariantGrids.JIGSAW_9), 100, 0.3),
            new DataSet("12x12.txt", Layout.of(Shape.of(12)), 50, 0.35),
            new DataSet("16x16.txt", Layout.of(Shape.of(16)), 50, 0.4),
            new DataSet("16x16-minimal.txt", Layout.of(Shape.of(16)), 20, 0),
            new DataSet("25x25.txt", Layout.of(Shape.of(25)), 20, 0.5),
            new DataSet("25x25-open.txt", Layout.of(Shape.of(25)), 20, 0.6, false));

    private VariantPuzzleMaker() {
    }

    /** Writes every set into the folder given as the first argument, or only the sets named after it. */
    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: VariantPuzzleMaker FOLDER [FILE...]");
            System.exit(2);
        }
        Path folder = Path.of(args[0]);
        Files.createDirectories(folder);
        List<String> only = List.of(args).subList(1, args.length);
        for (DataSet set : SETS) {
            if (only.isEmpty() || only.contains(set.file())) {
                long start = System.nanoTime();
                write(folder.resolve(set.file()), set);
                System.err.printf("%s: %d puzzles in %.1f s%n", set.file(), set.count(), (System.nanoTime() - start) / 1e9);
            }
        }
    }

    private static void write(Path file, DataSet set) throws IOException {
        Random random = new Random(set.file().hashCode());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            PuzzleWriter writer = new PuzzleWriter(out, Format.LINE);
            for (int i = 0; i < set.count(); i++) {
                Grid solution = VariantGrids.solution(set.layout(), random);
                Grid puzzle = set.unique()
                        ? VariantGrids.uniquePuzzle(set.layout(), solution, random, set.leastGivenShare())
                        : VariantGrids.blanked(solution, random, set.leastGivenShare());
                writer.write(new Puzzle(set.layout(), puzzle), "# " + puzzle.givenCount() + " givens");
            }
        }
    }
}
