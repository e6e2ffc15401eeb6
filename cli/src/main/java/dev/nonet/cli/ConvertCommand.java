package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.FPuzzles;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.logic.CandidateGrid;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet convert}: puzzles from one format to another, blanks normalised. */
@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        header = "Rewrite puzzles in another format.",
        versionProvider = VersionProvider.class,
        description = {
            "Rewrite every puzzle in another format, one output record per input record, in input order. Blanks are normalised ('.' in line and pretty, '0' in grid, compact and tokens) and comments are kept. Givens are not checked: convert any grid, valid or not.",
            "Classic positions with pencil marks (729 marks, a PM grid or PM lines, recognised by the first line) convert between pencilmarks, pmgrid and pmline; written in a puzzle format they keep their givens alone. A puzzle written as pencilmarks, pmgrid or pmline is the position its givens leave: givens placed, every other cell with the candidates its peers allow.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet convert --to pretty puzzles.txt",
            "  nonet convert --to line --format grid boj2580.in",
            "  nonet convert --to pretty --shape 16x16 puzzles16.txt",
            "  nonet convert --to pmgrid puzzle.txt           # HoDoKu's PM grid of the puzzle",
            "  nonet convert --to pmline marks.txt            # 729 marks as one PM line each",
            "",
            "Exit codes: 0 every record converted; 1 some records malformed; 2 bad usage or unreadable input."
        })
final class ConvertCommand extends LayoutBatchCommand {

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "Output format: ${COMPLETION-CANDIDATES}.")
    private OutputFormat to;

    @Override
    public Integer call() {
        return runner().run(to, job -> r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            if (r.record() instanceof PuzzleRecord.Marked m) {
                return position(r, job, m);
            }
            PuzzleRecord.Parsed p = (PuzzleRecord.Parsed) r.record();
            if (to == OutputFormat.JSON) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", p.puzzle().givens().toString());
                if (!p.comment().isEmpty()) {
                    node.put("comment", p.comment().strip());
                }
                return new Outcome(JsonOutput.line(node), "converted", false);
            }
            if (to == OutputFormat.FPUZZLES && p.fpuzzle().isPresent()) {
                // Read from f-puzzles: its own object back, title, rules and drawing kept.
                return new Outcome(FPuzzles.toJson(p.fpuzzle().get(), null) + "\n", "converted", false);
            }
            return new Outcome(SolveCommand.render(p.puzzle(), p.comment(), to), "converted", false);
        }).exitCode();
    }

    /**
     * A position with pencil marks in a pencil-mark format, tidied as the blanks of a puzzle are: the digits
     * of given and placed peers left out of the candidates; its givens alone, the puzzle, in another format.
     */
    private Outcome position(SourcedRecord r, BatchRunner.Job job, PuzzleRecord.Marked m) {
        if (to == OutputFormat.JSON) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", m.marks());
            return new Outcome(JsonOutput.line(node), "converted", false);
        }
        String text = to.isPencilmarks() ? to.write(CandidateGrid.of(m.position()).toMarkedGrid())
                : SolveCommand.render(m.position().puzzle(), "", to);
        return new Outcome(text, "converted", false);
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
