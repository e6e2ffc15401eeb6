package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Cell;
import dev.nonet.grid.DigitSet;
import dev.nonet.grid.DigitSymbols;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.limit.Deadline;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.logic.LogicalStatus;
import dev.nonet.reason.RulePath;
import dev.nonet.reason.RuleSolver;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.solve.TrueCandidates;
import dev.nonet.view.OutcomeText;
import dev.nonet.view.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet candidates}: the true candidates of each puzzle, the digits some solution puts in each cell. */
@Command(
        name = "candidates",
        mixinStandardHelpOptions = true,
        header = "Show the true candidates of every puzzle: the digits some solution puts in each cell.",
        versionProvider = VersionProvider.class,
        description = {
            "For every puzzle, write the digits that appear in each cell in at least one solution (its true candidates), as a grid of one row per line, cells separated by spaces, then an empty line. A cell with one true candidate is settled; where the solutions differ, a cell shows several. What setters use to see where a puzzle breaks.",
            "With --cap N, the JSON output also counts the solutions each candidate appears in, exactly up to N. Puzzles with constraints (f-puzzles: killer cages, thermometers, arrows, dots, lines, outside clues) and every layout are taken.",
            "When --time-limit cuts a puzzle's search short after solutions that differ, the puzzle has several solutions: it gets the candidates of the solutions met, all true, with a line saying they are partial (others may be true too; in JSON \"partial\": true). Before two solutions, it is reported as timed out.",
            "With --logical, each puzzle also gets what logic alone leaves (the steps 'nonet explain' takes, never a guess): 'logic alone: solved in 45 steps', or where it stops ('stuck after 12 steps') the candidates it left, as a second grid, and that position's pencil marks on one line, to pick up from by hand or with 'nonet explain --pencilmarks'.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet candidates puzzle.txt",
            "  nonet candidates --json --cap 8 killer.fpuzzles",
            "  nonet candidates --logical killer.fpuzzles",
            "  echo 'https://f-puzzles.com/?load=N4Ig...' | nonet candidates",
            "",
            "Exit codes: 0 every record has one solution; 1 some records malformed, invalid, unsolvable, with several solutions or timed out; 2 bad usage or unreadable input."
        })
final class CandidatesCommand extends LayoutRecordCommand {

    /** The default limit per puzzle: a cell and digit at a time, a hard puzzle's true candidates take thousands of searches. */
    static final Duration DEFAULT_LIMIT = Duration.ofSeconds(60);

    /** The line under the candidates of a search the time limit cut short after solutions that differ. */
    static final String PARTIAL = "partial: the time limit ran out first; these are the candidates of the solutions met, and others may be true too";

    @Option(names = "--cap", paramLabel = "N", description = "Count the solutions of each candidate up to N (default ${DEFAULT-VALUE}: only whether it has one).")
    private long cap = 1;

    @Option(names = "--json", description = "Write one JSON object per record: the candidates of each cell, row by row, with --cap their counts, and with --logical what logic alone leaves (\"logical\": status, text, candidates, end).")
    private boolean json;

    @Option(names = "--logical", description = "Also show what logic alone leaves in each cell, and the position where it gets stuck (for setters: where a puzzle does not break in).")
    private boolean logical;

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "Give up on a puzzle after this many seconds; the run goes on. One whose search met solutions that differ by then gets the candidates of those (marked partial, several solutions), any other is reported as timed out. Default: 60.")
    private Double seconds;

    @Override
    public Integer call() {
        limit();
        return runBatch();
    }

    private Duration limit() {
        if (cap < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--cap must be at least 1, not " + cap);
        }
        if (seconds == null) {
            return DEFAULT_LIMIT;
        }
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--time-limit must be a number of seconds above 0, not " + seconds);
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : OutputFormat.LINE;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        Duration limit = limit();
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            if (!(r.record() instanceof PuzzleRecord.Parsed p)) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "candidates takes puzzles, not positions with pencil marks (" + job.where(r) + ")");
            }
            Puzzle puzzle = p.puzzle();
            TrueCandidates found = Sudoku.trueCandidates(puzzle, cap, Deadline.after(limit));
            switch (found.status()) {
                case INVALID, NO_SOLUTION -> {
                    SolveResult why = found.status() == SolveStatus.INVALID ? Sudoku.count(puzzle, 1)
                            : new SolveResult(SolveStatus.NO_SOLUTION, Optional.empty(), 0, 1, 0, List.of());
                    return Verdicts.unsolved(r, why, job);
                }
                case TIMED_OUT -> {
                    if (found.solutionsSeen() >= 2) {
                        // Solutions that differ were met: not unique, which is what a setter asks first.
                        return candidates(r, job, puzzle, found, true, logicalPath(puzzle, limit));
                    }
                    String verdict = "timed out";
                    if (json) {
                        ObjectNode node = JsonOutput.start(r, job);
                        node.put("puzzle", Verdicts.puzzleText(r.record()));
                        node.put("status", verdict);
                        return new Outcome(JsonOutput.line(node), verdict, true);
                    }
                    return new Outcome(verdict + ": " + job.where(r) + "\n", verdict, true);
                }
                default -> {
                    return candidates(r, job, puzzle, found, false, logicalPath(puzzle, limit));
                }
            }
        };
    }

    /** The rule solver's path of {@code puzzle} within {@code limit} where --logical asks for it, else null. */
    private RulePath logicalPath(Puzzle puzzle, Duration limit) {
        return logical ? new RuleSolver(limit).solve(puzzle, Deadline.after(limit)) : null;
    }

    /**
     * The outcome of a puzzle whose true candidates are {@code found}, {@code partial} when the time limit cut the search
     * short after solutions that differ (the candidates met are true, others may be too), with the rule solver's
     * {@code path} of it where asked for (else null).
     */
    private Outcome candidates(SourcedRecord r, BatchRunner.Job job, Puzzle puzzle, TrueCandidates found, boolean partial, RulePath path) {
        boolean unique = found.solutionsSeen() == 1;
        String verdict = Verdict.ofCount(found.solutionsSeen()).word();
        Shape shape = puzzle.givens().shape();
        int side = shape.side();
        if (json) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", Verdicts.puzzleText(r.record()));
            node.put("status", verdict);
            if (partial) {
                node.put("partial", true);
            }
            ArrayNode cells = node.putArray("candidates");
            ArrayNode counts = cap > 1 ? node.putArray("counts") : null;
            for (int i = 0; i < shape.cellCount(); i++) {
                Cell cell = shape.cell(i);
                cells.add(digits(found, cell, side));
                if (counts != null) {
                    ObjectNode perDigit = counts.addObject();
                    for (int d = 1; d <= side; d++) {
                        long n = found.count(cell, d);
                        if (n > 0) {
                            perDigit.put(String.valueOf(DigitSymbols.of(d)), n);
                        }
                    }
                }
            }
            if (cap > 1) {
                node.put("cap", cap);
            }
            if (path != null) {
                ObjectNode logic = node.putObject("logical");
                logic.put("status", path.status().word());
                logic.put("text", OutcomeText.of(path, limit()));
                ArrayNode left = logic.putArray("candidates");
                CandidateGrid end = path.end();
                for (String digits : digitsLeft(end)) {
                    left.add(digits);
                }
                if (path.status() != LogicalStatus.SOLVED) {
                    logic.put("end", end.toPencilmarks());
                }
            }
            return new Outcome(JsonOutput.line(node), verdict, !unique);
        }
        String[] texts = new String[shape.cellCount()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = digits(found, shape.cell(i), side);
        }
        StringBuilder out = new StringBuilder(gridText(texts, side));
        if (partial) {
            out.append(PARTIAL).append('\n');
        }
        if (path != null) {
            out.append("logic alone: ").append(OutcomeText.of(path, limit())).append('\n');
            if (path.status() != LogicalStatus.SOLVED) {
                CandidateGrid end = path.end();
                out.append(gridText(digitsLeft(end), side)).append("pencil marks: ").append(end.toPencilmarks()).append('\n');
            }
        }
        return new Outcome(out.append('\n').toString(), verdict, !unique);
    }

    /** {@code texts}, one per cell, as a grid of {@code side} rows, each cell padded to the widest. */
    private static String gridText(String[] texts, int side) {
        int width = 1;
        for (String text : texts) {
            width = Math.max(width, text.length());
        }
        StringBuilder out = new StringBuilder();
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                String text = texts[row * side + column];
                out.append(text);
                if (column < side - 1) {
                    out.append(" ".repeat(width - text.length() + 1));
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** What each cell of {@code position} holds, row by row: its digit, or its candidates left. */
    private static String[] digitsLeft(CandidateGrid position) {
        Shape shape = position.layout().shape();
        String[] texts = new String[shape.cellCount()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = digits(position, shape.cell(i));
        }
        return texts;
    }

    /** The digit placed in {@code cell} of {@code position}, or its candidates left. */
    private static String digits(CandidateGrid position, Cell cell) {
        int value = position.value(cell);
        DigitSet left = value != 0 ? DigitSet.of(value) : position.candidates(cell);
        StringBuilder text = new StringBuilder();
        for (int d = 1; d <= position.layout().shape().side(); d++) {
            if (left.contains(d)) {
                text.append(DigitSymbols.of(d));
            }
        }
        return text.toString();
    }

    private static String digits(TrueCandidates found, Cell cell, int side) {
        StringBuilder text = new StringBuilder();
        for (int d = 1; d <= side; d++) {
            if (found.count(cell, d) > 0) {
                text.append(DigitSymbols.of(d));
            }
        }
        return text.toString();
    }

    @Override
    boolean takesConstraints() {
        return true;
    }
}
