package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.format.PuzzleWriter;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Layout;
import dev.nonet.grid.Puzzle;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet solve}: one solution per puzzle, in input order. */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        header = "Solve every puzzle: one solution per input record, in order.",
        versionProvider = VersionProvider.class,
        description = {
            "Solve every puzzle of the input files (or standard input) and write one output record per input record, in input order. A record that is not a puzzle, repeats a digit or has no solution is written as one line saying so ('malformed: ...', 'invalid: ...', 'no solution: ...') and the run goes on.",
            "Classic positions with pencil marks, a sukaku among them (729 marks, HoDoKu's PM grid or PM lines, recognised by the first line of an input where no --format is named), are solved with their candidates as constraints: the solution keeps every given and placed digit and puts in each open cell one of its candidates.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet solve puzzles.txt > solutions.txt",
            "  nonet solve --to pretty --unique puzzle.txt",
            "  cat puzzles.txt | nonet solve --threads 1 --quiet",
            "  nonet solve --variant x --to pretty x-sudoku.txt",
            "  nonet solve --regions map.txt jigsaws.txt",
            "",
            "Exit codes: 0 every puzzle solved; 1 some records malformed, invalid or unsolvable; 2 bad usage or unreadable input."
        })
final class SolveCommand extends LayoutRecordCommand {

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES}. Default: the input's own format.")
    private OutputFormat to;

    @Option(names = "--unique", description = "Also check uniqueness: a puzzle with several solutions is marked '# multiple solutions'.")
    private boolean unique;

    @Option(names = "--first", description = "Write the lexicographically smallest solution (row by row, digits ascending).")
    private boolean first;

    @Override
    OutputFormat requestedOutput() {
        return to;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            if (r.record() instanceof PuzzleRecord.Marked m) {
                return solved(r, job, Verdicts.puzzleText(m), Layout.CLASSIC, "", unique ? Sudoku.count(m.position(), 2)
                        : first ? Sudoku.solveLexFirst(m.position()) : Sudoku.solve(m.position()), () -> Sudoku.solveLexFirst(m.position()));
            }
            PuzzleRecord.Parsed p = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = p.puzzle();
            return solved(r, job, puzzle.givens().toString(), puzzle.layout(), p.comment(), unique ? Sudoku.count(puzzle, 2)
                    : first ? Sudoku.solveLexFirst(puzzle) : Sudoku.solve(puzzle), () -> Sudoku.solveLexFirst(puzzle));
        };
    }

    /**
     * The outcome of a record whose search gave {@code result}: its solution, or the verdict of none.
     *
     * @param lexFirst the lexicographically first solution, asked for when both --unique and --first are
     */
    private Outcome solved(SourcedRecord r, BatchRunner.Job job, String text, Layout layout, String ownComment,
            SolveResult result, Supplier<SolveResult> lexFirst) {
        if (result.status() != SolveStatus.SOLVED) {
            return Verdicts.unsolved(r, result, job);
        }
        boolean multiple = unique && result.count() > 1;
        Grid solution = (unique && first ? lexFirst.get() : result).solution().orElseThrow();
        String verdict = (multiple ? Verdict.MULTIPLE : Verdict.SOLVED).word();
        if (job.output() == OutputFormat.JSON) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", text);
            node.put("status", verdict);
            node.put("solution", solution.toString());
            if (unique) {
                node.put("unique", !multiple);
            }
            node.put("guesses", result.guesses());
            return new Outcome(JsonOutput.line(node), verdict, false);
        }
        String comment = multiple ? join(ownComment, "# multiple solutions") : ownComment;
        if (job.output() == OutputFormat.FPUZZLES && r.record() instanceof PuzzleRecord.Parsed p) {
            // The puzzle's own f-puzzles object (or one made for it), its grid filled with the solution.
            return new Outcome(FPuzzles.toJson(p.fpuzzle().orElseGet(() -> FPuzzles.of(p.puzzle(), FPuzzles.titleOf(comment), "", "")), solution) + "\n",
                    verdict, false);
        }
        return new Outcome(render(new Puzzle(layout, solution), comment, job.output()), verdict, false);
    }

    @Override
    boolean takesPencilmarks() {
        return true;
    }

    private static String join(String comment, String mark) {
        return (comment.isEmpty() ? " " : comment + " ") + mark;
    }

    /**
     * One puzzle (or solution) in a text format, with its comment, as a record of its own; in a pencil-mark
     * format, the position its givens leave (the comment is not written there).
     *
     * @throws UserError (exit 2) for a pencil-mark format and a puzzle of another layout than classic 9x9
     */
    static String render(Puzzle puzzle, String comment, OutputFormat format) {
        if (format.isPencilmarks()) {
            if (!puzzle.layout().isClassic()) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--to " + format + " writes classic 9x9 positions only, not " + puzzle.layout());
            }
            return format.write(CandidateGrid.of(puzzle).toMarkedGrid());
        }
        StringBuilder sb = new StringBuilder(200);
        try {
            new PuzzleWriter(sb, format.format()).write(puzzle, comment);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return sb.toString();
    }

    @Override
    boolean takesConstraints() {
        return true;
    }
}
