package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.generate.Minimizer;
import dev.nonet.grid.Cell;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.Verdict;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code nonet check}: is each puzzle a proper Sudoku (valid, exactly one solution), and minimal? */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        header = "Say whether each puzzle is valid, unique and minimal.",
        versionProvider = VersionProvider.class,
        description = {
            "Check every puzzle and write one line per input record, in input order:",
            "  unique                 valid givens, exactly one solution",
            "  multiple               valid givens, two or more solutions",
            "  no solution: line N    valid givens, no solution",
            "  invalid: line N: ...   a digit repeats in a house (row, column, box, or a variant's region, diagonal, window, group)",
            "  malformed: line N: ... the text is not a puzzle",
            "With --minimal a unique puzzle also gets ', minimal' (no given can be removed without losing uniqueness) or ', not minimal: ' and the givens that could each be removed.",
            "Classic positions with pencil marks, a sukaku among them (729 marks, HoDoKu's PM grid or PM lines, recognised by the first line), are checked with their candidates as constraints; --minimal asks of puzzles only.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet check puzzles.txt",
            "  nonet check --minimal --json puzzle.txt",
            "  nonet check --variant jigsaw jigsaws.txt     # each line: cells, then its region map",
            "",
            "Exit codes: 0 every record is a proper puzzle (valid, one solution); 1 some records are not (malformed, invalid, no solution or several); 2 bad usage or unreadable input."
        })
final class CheckCommand extends LayoutRecordCommand {

    @Option(names = "--minimal", description = "Also say whether every given is needed for uniqueness.")
    private boolean minimal;

    @Option(names = "--json", description = "Write one JSON object per record instead of a line of text.")
    private boolean json;

    @Override
    OutputFormat requestedOutput() {
        return json ? OutputFormat.JSON : OutputFormat.LINE;
    }

    @Override
    RecordTask task(BatchRunner.Job job) {
        return r -> {
            if (r.record() instanceof PuzzleRecord.Malformed m) {
                return Verdicts.malformed(r, m, job);
            }
            // A position with pencil marks is checked with its marks as constraints; whether its givens are
            // minimal asks of a puzzle, so --minimal leaves it out.
            Puzzle puzzle = r.record() instanceof PuzzleRecord.Parsed p ? p.puzzle() : null;
            SolveResult result = puzzle != null ? Sudoku.count(puzzle, 2) : Sudoku.count(((PuzzleRecord.Marked) r.record()).position(), 2);
            if (result.status() != SolveStatus.SOLVED) {
                return Verdicts.unsolved(r, result, job);
            }
            boolean isUnique = result.count() == 1;
            String verdict = Verdict.ofCount(result.count()).word();
            boolean minimalAsked = minimal && isUnique && puzzle != null;
            List<Cell> removable = minimalAsked ? Minimizer.removableGivens(puzzle, result) : List.of();
            if (json) {
                ObjectNode node = JsonOutput.start(r, job);
                node.put("puzzle", Verdicts.puzzleText(r.record()));
                node.put("status", verdict);
                if (minimalAsked) {
                    node.put("minimal", removable.isEmpty());
                    removable.forEach(c -> node.withArray("removable").add(c.toString()));
                }
                return new Outcome(JsonOutput.line(node), verdict, !isUnique);
            }
            StringBuilder text = new StringBuilder(verdict);
            if (minimalAsked) {
                text.append(removable.isEmpty() ? ", minimal" : ", not minimal: ");
                for (int i = 0; i < removable.size(); i++) {
                    text.append(i == 0 ? "" : " ").append(removable.get(i));
                }
            }
            return new Outcome(text.append('\n').toString(), verdict, !isUnique);
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
