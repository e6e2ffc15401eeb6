package dev.nonet.bench;

import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.logic.TechniqueFinder;
import dev.nonet.logic.Techniques;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What every finder of {@link Techniques#all()} finds, position by position, so that two builds can be
 * compared with {@code diff} deeper than the paths themselves (a path stops at the first step found; this
 * asks every finder at every position). Two modes:
 *
 * <pre>
 * java -cp CORE:BENCH dev.nonet.bench.FinderDump positions PUZZLES [SOLVER_CLASS] OUT
 *     the positions (729-character pencil marks, one a line) along the path of each puzzle by the solver
 *     that SOLVER_CLASS's static solver(Duration) gives, for example dev.nonet.rating.NonetPath (Nonet's
 *     path, ending in Sudoku Explainer's steps); without SOLVER_CLASS, Nonet's techniques alone ({@link #solver()})
 * java -cp CORE:BENCH dev.nonet.bench.FinderDump finders POSITIONS OUT [TECHNIQUE_REGEX]
 *     every finder's steps at each position, in order, on one thread (the finders' per-thread memory is
 *     then exercised as the solver exercises it, from one position to the next): per position and finder
 *     a line with the number of steps and a digest of their text (technique, placements, eliminations,
 *     sentence); with a regular expression, only the finders whose technique's enum name matches it
 * </pre>
 *
 * The positions are read back as pencil marks alone (a placed digit becomes a cell with one candidate), the
 * same for both builds.
 */
public final class FinderDump {

    private FinderDump() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length >= 3 && args[0].equals("positions")) {
            positions(Path.of(args[1]), args.length > 3 ? args[2] : null, Path.of(args[args.length - 1]));
        } else if ((args.length == 3 || args.length == 4) && args[0].equals("finders")) {
            finders(Path.of(args[1]), Path.of(args[2]), args.length == 4 ? args[3] : ".*");
        } else {
            System.err.println("usage: FinderDump positions PUZZLES [SOLVER_CLASS] OUT | finders POSITIONS OUT [TECHNIQUE_REGEX]");
            System.exit(2);
        }
    }

    /** Nonet's own techniques, no time limit a run could reach. */
    public static LogicalSolver solver() {
        return new LogicalSolver(Techniques.all(), java.time.Duration.ofHours(1));
    }

    private static void positions(Path puzzles, String solverClass, Path out) throws Exception {
        LogicalSolver solver = solverClass == null ? solver()
                : (LogicalSolver) Class.forName(solverClass).getMethod("solver", java.time.Duration.class)
                        .invoke(null, java.time.Duration.ofHours(1));
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out))) {
            for (Puzzle puzzle : PuzzleReader.readAll(puzzles)) {
                LogicalResult result = solver.solve(puzzle);
                CandidateGrid grid = CandidateGrid.of(puzzle);
                writer.println(grid.toPencilmarks());
                for (Step<Technique> step : result.path()) {
                    step.applyTo(grid);
                    writer.println(grid.toPencilmarks());
                }
            }
        }
    }

    private static void finders(Path positions, Path out, String techniques) throws Exception {
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out))) {
            int n = 0;
            for (String line : Files.readAllLines(positions)) {
                CandidateGrid grid = CandidateGrid.ofPencilmarks(marks(line.trim()));
                n++;
                for (TechniqueFinder finder : Techniques.all()) {
                    if (!finder.technique().name().matches(techniques)) {
                        continue;
                    }
                    // The steps' text can run to megabytes a position: a count and a digest of it compare as well.
                    StringBuilder text = new StringBuilder();
                    List<Step<Technique>> steps = finder.findAll(grid);
                    for (Step<Technique> step : steps) {
                        text.append(step.technique()).append(" | ").append(step.placements()).append(" | ")
                                .append(step.eliminations()).append(" | ").append(step).append('\n');
                    }
                    writer.println(n + " " + finder.technique().name() + " " + steps.size() + " " + digest(text.toString()));
                }
            }
        }
    }

    private static String digest(String text) throws java.security.NoSuchAlgorithmException {
        byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return java.util.HexFormat.of().formatHex(hash, 0, 12);
    }

    private static List<DigitSet> marks(String line) {
        List<DigitSet> marks = new ArrayList<>(81);
        for (int cell = 0; cell < 81; cell++) {
            int mask = 0;
            for (int d = 0; d < 9; d++) {
                char c = line.charAt(9 * cell + d);
                if (c >= '1' && c <= '9') {
                    mask |= 1 << (c - '1');
                }
            }
            marks.add(DigitSet.ofMask(mask));
        }
        return marks;
    }
}
