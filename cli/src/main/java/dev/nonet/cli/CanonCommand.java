package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.canon.Canonical;
import dev.nonet.canon.Minlex;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet canon}: each puzzle in its minlex form, in input order. */
@Command(
        name = "canon",
        mixinStandardHelpOptions = true,
        header = "Write each puzzle in its canonical (minlex) form.",
        versionProvider = VersionProvider.class,
        description = {
            "Write one output record per input record, in input order: the puzzle's minlex form, the smallest of all its copies under the symmetries of Sudoku (transposition, band and stack order, rows within a band, columns within a stack, relabelling of the digits), read as 81 digits with blanks as 0. Two puzzles are the same puzzle written two ways exactly when their minlex forms are equal. A filled grid is canonicalized the same way. The record's comment is kept.",
            "Classic 9x9 only: other sizes and variants have other symmetries. A record that is not a puzzle is written as one line saying so ('malformed: ...') and the run goes on; givens that break the rules are canonicalized as they are.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet canon puzzles.txt > canonical.txt",
            "  nonet canon --with-transform --with-automorphisms puzzle.txt",
            "  nonet canon --json puzzles.txt",
            "",
            "The transform 'rows=213456789 cols=123456789 digits=912345678' (after 'transpose' if it transposes) takes the input to its form: see 'nonet transform --apply'.",
            "Exit codes: 0 every record canonicalized; 1 some records malformed; 2 bad usage or unreadable input."
        })
final class CanonCommand extends RecordCommand {

    /** The verdict of a puzzle already in minlex form, and of one that is not. */
    static final String UNCHANGED = "unchanged";
    static final String CANONICALIZED = "canonicalized";

    @Option(names = "--to", paramLabel = "FORMAT",
            description = "Output format: ${COMPLETION-CANDIDATES}. Default: the input's own format.")
    private OutputFormat to;

    @Option(names = "--json", description = "Write one JSON object per record: puzzle, status, canonical, transform and automorphisms.")
    private boolean json;

    @Option(names = "--with-transform", description = "Add the transform that takes the puzzle to its form, as a comment '#transform ...'.")
    private boolean withTransform;

    @Option(names = "--with-automorphisms", description = "Add how many of the 3,359,232 cell maps leave the puzzle as it is, as a comment '#automorphisms N'.")
    private boolean withAutomorphisms;

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : to;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = parsed.puzzle();
            Canonical canonical = Minlex.canonical(puzzle);
            String verdict = canonical.form().equals(puzzle) ? UNCHANGED : CANONICALIZED;
            if (job.output() == OutputFormat.JSON) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", puzzle.givens().toString());
                node.put("status", verdict);
                node.put("canonical", canonical.form().givens().toString());
                node.put("transform", canonical.transform().toString());
                node.put("automorphisms", canonical.automorphisms());
                return new Outcome(JsonOutput.line(node), verdict, false);
            }
            List<String> marks = new ArrayList<>();
            if (withTransform) {
                marks.add("#transform " + canonical.transform());
            }
            if (withAutomorphisms) {
                marks.add("#automorphisms " + canonical.automorphisms());
            }
            return new Outcome(SolveCommand.render(canonical.form(), withMarks(parsed.comment(), marks), job.output()), verdict, false);
        };
    }

    /** The record's comment with {@code marks} after it, each set apart by a space. */
    static String withMarks(String comment, List<String> marks) {
        StringBuilder sb = new StringBuilder(comment);
        for (String mark : marks) {
            sb.append(' ').append(mark);
        }
        return sb.toString();
    }
}
