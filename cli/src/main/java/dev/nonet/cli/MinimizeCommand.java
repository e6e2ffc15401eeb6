package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.generate.Minimizer;
import dev.nonet.grid.Puzzle;
import dev.nonet.limit.Deadline;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet minimize}: each puzzle reduced to a minimal one with the same solution. */
@Command(
        name = "minimize",
        mixinStandardHelpOptions = true,
        header = "Reduce each puzzle to a minimal one with the same solution.",
        versionProvider = VersionProvider.class,
        description = {
            "Remove givens from every puzzle, in row-major order, while it keeps exactly one solution, and write one output record per input record, in input order: the minimal puzzle (every given needed), which solves to the same grid. The same input always gives the same output.",
            "--shape, --variant and --regions name other sizes and variants, as for 'nonet solve': uniqueness and minimality are then under every house of the layout (a jigsaw's regions, the diagonals of X-Sudoku), and a jigsaw's map is written after its cells.",
            "A record that is not a puzzle, repeats a digit, has no solution or has several is written as one line saying so ('malformed: ...', 'invalid: ...', 'no solution: ...', 'multiple solutions: ...') and the run goes on.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet minimize puzzles.txt > minimal.txt",
            "  nonet minimize --to pretty --json puzzle.txt",
            "  nonet minimize --shape 16x16 puzzles16.txt",
            "  nonet minimize --variant jigsaw,x jigsaws.txt",
            "",
            "Exit codes: 0 every record minimized; 1 some records malformed, invalid, unsolvable or not unique; 2 bad usage or unreadable input."
        })
final class MinimizeCommand extends LayoutBatchCommand {

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES}. Default: the input's own format (f-puzzles input is written as f-puzzles objects, its rules and drawing kept; JSON lines as lines).")
    private OutputFormat to;

    @Option(names = "--json", description = "Write one JSON object per record: puzzle, status, minimal and the givens before and after.")
    private boolean json;

    @Override
    public Integer call() {
        return runner().run(json ? OutputFormat.JSON : to, this::task).exitCode();
    }

    private RecordTask task(BatchRunner.Job job) {
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = parsed.puzzle();
            SolveResult check = Sudoku.count(puzzle, 2);
            if (check.status() != SolveStatus.SOLVED) {
                return Verdicts.unsolved(r, check, job);
            }
            if (!check.isUnique()) {
                return Verdicts.multiple(r, puzzle.givens().toString(), job);
            }
            Puzzle minimal = Minimizer.minimize(puzzle, check, Deadline.NONE);
            String verdict = minimal.equals(puzzle) ? "already minimal" : "minimized";
            if (job.output() == OutputFormat.JSON) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", puzzle.givens().toString());
                node.put("status", verdict);
                node.put("minimal", minimal.givens().toString());
                node.put("givensBefore", puzzle.givens().givenCount());
                node.put("givensAfter", minimal.givens().givenCount());
                return new Outcome(JsonOutput.line(node), verdict, false);
            }
            if (job.output() == OutputFormat.FPUZZLES && parsed.fpuzzle().isPresent()) {
                // The object read, every rule, note and drawing kept, less the givens taken out.
                return new Outcome(parsed.fpuzzle().get().withGivens(minimal.givens()).json() + "\n", verdict, false);
            }
            return new Outcome(SolveCommand.render(minimal, parsed.comment(), job.output()), verdict, false);
        };
    }

    /** A puzzle read from f-puzzles is written back as one: as a line its cages and other rules would be lost. */
    @Override
    OutputFormat ownFormat(InputFormat input) {
        return input == InputFormat.FPUZZLES ? OutputFormat.FPUZZLES : super.ownFormat(input);
    }

    @Override
    boolean takesConstraints() {
        return true;
    }
}
