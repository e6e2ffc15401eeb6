package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
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
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet convert --to pretty puzzles.txt",
            "  nonet convert --to line --format grid boj2580.in",
            "  nonet convert --to pretty --shape 16x16 puzzles16.txt",
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
            PuzzleRecord.Parsed p = (PuzzleRecord.Parsed) r.record();
            if (to == OutputFormat.JSON) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", p.puzzle().givens().toString());
                if (!p.comment().isEmpty()) {
                    node.put("comment", p.comment().strip());
                }
                return new Outcome(JsonOutput.line(node), "converted", false);
            }
            return new Outcome(SolveCommand.render(p.puzzle(), p.comment(), to), "converted", false);
        }).exitCode();
    }
}
