package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.LogicalResult;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Techniques;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.OutcomeText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code nonet rate}: how hard each puzzle is for a person, one line per puzzle, in input order. */
@Command(
        name = "rate",
        mixinStandardHelpOptions = true,
        header = "Rate how hard each puzzle is to solve by logic.",
        versionProvider = VersionProvider.class,
        description = {
            "Solve every puzzle by logic (as 'nonet explain' does) and write one line per input record, in input order:",
            "  2.3 easy Naked Single        the rating (the hardest step's difficulty), the level and the hardest technique",
            "  stuck extreme (after 12 steps)   no technique nonet knows applies before the grid is full",
            "  timed out (after 40 steps)       --time-limit ran out; the run goes on",
            "  malformed: ..., invalid: ..., no solution: ..., multiple solutions: ...   records that are not puzzles with one solution",
            "The scale and the levels are those of docs/TECHNIQUES.md. Other sizes and variants come with --shape, --variant and --regions as for 'nonet solve' (or by a line's length); their ratings use the techniques that work on every layout (singles, locked candidates, subsets, fish, wings, colouring, X- and XY-Chains, AIC and nice loops), so a puzzle that needs more is stuck.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet rate puzzles.txt",
            "  nonet rate --json --time-limit 1 ../shared/data/top1465.txt",
            "  cat puzzles.txt | nonet rate --threads 1 --quiet",
            "  nonet rate --regions map.txt jigsaws.txt",
            "",
            "Exit codes: 0 every record is a puzzle with one solution (rated, stuck or timed out); 1 some records malformed, invalid, unsolvable or with several solutions; 2 bad usage, unreadable input or unwritable output."
        })
final class RateCommand extends LayoutBatchCommand {

    @Mixin
    private TimeLimitOption timeLimit;

    @Mixin
    private UniquenessOption uniqueness;

    @Option(names = "--json", description = "Write one JSON object per record: puzzle, status, steps (their count) and rating.")
    private boolean json;

    @Override
    public Integer call() {
        LogicalSolver solver = uniqueness.apply(new LogicalSolver(Techniques.all(), timeLimit.limit()));
        return runner()
                .run(json ? OutputFormat.JSON : OutputFormat.LINE, job -> r -> rate(r, job, solver)).exitCode();
    }

    private Outcome rate(SourcedRecord r, BatchRunner.Job job, LogicalSolver solver) {
        if (r.record() instanceof PuzzleRecord.Malformed m) {
            return Verdicts.malformed(r, m, job);
        }
        PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
        Puzzle puzzle = parsed.puzzle();
        SolveResult check = Sudoku.count(puzzle, 2);
        if (check.status() != SolveStatus.SOLVED) {
            return Verdicts.unsolved(r, check, job);
        }
        if (!check.isUnique()) { // a rating is of the one solution's path; logic alone would only get stuck
            return Verdicts.multiple(r, puzzle.givens(), job);
        }
        LogicalResult result = solver.solve(puzzle);
        String verdict = result.status().word();
        if (json) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", puzzle.givens().toString());
            node.put("status", verdict);
            node.put("steps", result.path().size());
            node.set("rating", LogicJson.rating(result.rating()));
            return new Outcome(JsonOutput.line(node), verdict, false);
        }
        return new Outcome(OutcomeText.rated(result) + "\n", verdict, false);
    }
}
