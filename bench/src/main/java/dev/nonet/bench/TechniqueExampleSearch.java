package dev.nonet.bench;

import dev.nonet.format.PmGrid;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Finds an example of every technique for docs/TECHNIQUES.md's list of examples. Best is a position
 * where the logical solver takes the technique (nothing easier applies): the first such step on the
 * paths of the files' puzzles. For a technique no path takes, the first position holding an instance:
 * a puzzle's start, else a position along a path, taking the instance with the shortest description.
 * A start position is written as the puzzle's line, any other as a PM line, and only a position a PM
 * line can say (no open cell down to one candidate, which it would write as placed) is taken. Prints one line per
 * technique ({@code - **X-Wing** (3.2): `position` → step}), which {@code TechniqueExamplesDocTest}
 * (cli) holds to what the technique's finder finds there.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.TechniqueExampleSearch [--puzzles=N] [--only=NAME,...] FILE...
 * </pre>
 */
public final class TechniqueExampleSearch {

    private TechniqueExampleSearch() {
    }

    public static void main(String[] args) throws IOException, PuzzleFormatException {
        int perFile = 200;
        List<Technique> wanted = new ArrayList<>(List.of(Technique.values()));
        List<Path> files = new ArrayList<>();
        for (String arg : args) {
            try {
                if (arg.startsWith("--puzzles=")) {
                    perFile = Integer.parseInt(arg.substring(10));
                } else if (arg.startsWith("--only=")) {
                    wanted.clear();
                    for (String name : arg.substring(7).split(",")) {
                        wanted.add(technique(name.trim()));
                    }
                } else if (Files.isRegularFile(Path.of(arg))) {
                    files.add(Path.of(arg));
                } else {
                    throw new IllegalArgumentException("no such file");
                }
            } catch (IllegalArgumentException e) {
                System.err.println("TechniqueExampleSearch: " + arg + ": " + e.getMessage()
                        + "\nusage: TechniqueExampleSearch [--puzzles=N] [--only=TECHNIQUE,...] FILE...");
                System.exit(2);
            }
        }
        Map<Technique, String> rows = new EnumMap<>(Technique.class);
        for (Pass pass : Pass.values()) {
            for (Path file : files) {
                List<Puzzle> puzzles = PuzzleReader.readAll(file);
                for (Puzzle puzzle : puzzles.subList(0, Math.min(perFile, puzzles.size()))) {
                    if (rows.keySet().containsAll(wanted)) {
                        break;
                    }
                    CandidateGrid grid = CandidateGrid.of(puzzle);
                    if (pass == Pass.ANY_AT_START) {
                        look(grid, puzzle.givens().toString(), wanted, rows);
                        continue;
                    }
                    boolean start = true;
                    for (Step<Technique> step : new LogicalSolver().solve(puzzle).path()) {
                        String position = start ? puzzle.givens().toString() : PmGrid.writeLine(grid.toMarkedGrid());
                        if (!start && !writesFaithfully(grid)) {
                            // A PM line writes an open cell with one candidate as placed: not this position.
                        } else if (pass == Pass.CHOSEN && wanted.contains(step.technique())
                                && !rows.containsKey(step.technique())) {
                            rows.put(step.technique(), row(step, position));
                        } else if (pass == Pass.ANY_ALONG_PATHS) {
                            look(grid, position, wanted, rows);
                        }
                        step.applyTo(grid);
                        start = false;
                    }
                }
            }
        }
        for (Technique t : wanted) {
            System.out.println(rows.getOrDefault(t, "- **" + t.displayName() + "**: no example found"));
        }
    }

    /** Whether every open cell has two candidates or more, so that a PM line says what the grid holds. */
    private static boolean writesFaithfully(CandidateGrid grid) {
        for (int i = 0; i < 81; i++) {
            Cell cell = new Cell(i / 9, i % 9);
            if (grid.value(cell) == 0 && grid.candidates(cell).size() < 2) {
                return false;
            }
        }
        return true;
    }

    private static Technique technique(String name) {
        try {
            return Technique.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + name + "' is no technique (the enum names of docs/TECHNIQUES.md)");
        }
    }

    /** Where to look, best first. */
    private enum Pass {
        CHOSEN, ANY_AT_START, ANY_ALONG_PATHS
    }

    private static String row(Step<Technique> step, String position) {
        Technique t = step.technique();
        return String.format(Locale.ROOT, "- **%s** (%.1f): `%s` → %s", t.displayName(), t.difficulty(), position,
                step.description());
    }

    private static void look(CandidateGrid grid, String position, List<Technique> wanted, Map<Technique, String> rows) {
        for (Technique t : wanted) {
            if (rows.containsKey(t)) {
                continue;
            }
            TechniqueFinder finder = Techniques.finder(t);
            finder.findAll(grid.copy()).stream().min(Comparator.comparingInt(s -> s.description().length()))
                    .ifPresent(step -> rows.put(t, row(step, position)));
        }
    }
}
