package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet count}: the number of solutions of each puzzle, exact up to a cap. */
@Command(
        name = "count",
        mixinStandardHelpOptions = true,
        header = "Count the solutions of every puzzle, exactly up to a cap.",
        versionProvider = VersionProvider.class,
        description = {
            "Count the solutions of every puzzle, exactly up to the cap, and write one line per input record, in input order: the count, or the cap followed by '+' when the search stopped there (at least that many solutions).",
            "Classic positions with pencil marks, a sukaku among them (729 marks, HoDoKu's PM grid or PM lines, recognised by the first line), are counted with their candidates as constraints.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet count puzzles.txt            # 0, 1 or 2+ for each puzzle",
            "  nonet count --cap 1000000 sparse.txt",
            "  nonet count --json puzzles.txt",
            "  nonet count --shape 16x16 --variant x puzzles16.txt",
            "",
            "Exit codes: 0 every record is a valid puzzle; 1 some records malformed, invalid or unsolvable (count 0); 2 bad usage or unreadable input."
        })
final class CountCommand extends LayoutRecordCommand {

    @Option(names = "--cap", paramLabel = "N", description = "Stop counting at N solutions (default ${DEFAULT-VALUE}).")
    private long cap = 2;

    @Option(names = "--json", description = "Write one JSON object per record instead of plain counts.")
    private boolean json;

    @Override
    public Integer call() {
        checkCap();
        return runBatch();
    }

    private void checkCap() {
        if (cap < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--cap must be at least 1, not " + cap);
        }
    }

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : OutputFormat.LINE;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        checkCap();
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            SolveResult result = r.record() instanceof PuzzleRecord.Marked m ? Sudoku.count(m.position(), cap)
                    : Sudoku.count(((PuzzleRecord.Parsed) r.record()).puzzle(), cap);
            if (result.status() == SolveStatus.INVALID) {
                return Verdicts.unsolved(r, result, job);
            }
            long n = result.count();
            String verdict = Verdict.ofCount(n).word();
            if (json) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", Verdicts.puzzleText(r.record()));
                node.put("solutions", n);
                node.put("capped", result.reachedCap());
                return new Outcome(JsonOutput.line(node), verdict, n == 0);
            }
            return new Outcome(n + (result.reachedCap() ? "+" : "") + "\n", verdict, n == 0);
        };
    }

    @Override
    boolean takesPencilmarks() {
        return true;
    }

    @Override
    boolean takesConstraints() {
        return true;
    }
}
