package dev.nonet.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Constraint;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.validation.GridValidator;
import dev.nonet.view.Verdict;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The outcomes every batch command gives records that are not solvable puzzles, worded the same way
 * everywhere: {@code malformed: line 3, column 5: ...}, {@code invalid: line 12: digit 4 appears twice
 * in box 5: r5c4 and r6c6}, {@code no solution: line 7}.
 */
final class Verdicts {

    static final String MALFORMED = Verdict.MALFORMED.word();
    static final String INVALID = Verdict.INVALID.word();
    static final String NO_SOLUTION = Verdict.NO_SOLUTION.word();
    static final String MULTIPLE = Verdict.MULTIPLE_SOLUTIONS.word();

    private Verdicts() {
    }

    static Outcome malformed(SourcedRecord r, PuzzleRecord.Malformed m, BatchRunner.Job job) {
        String message = job.malformed(r, m);
        if (job.output() == OutputFormat.JSON) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("status", MALFORMED);
            node.put("error", FlagWords.message(m.error()));
            return new Outcome(JsonOutput.line(node), MALFORMED, true);
        }
        return new Outcome(MALFORMED + ": " + message + "\n", MALFORMED, true);
    }

    /**
     * The outcome of a puzzle whose search found no solution, for want of one or of valid givens; a
     * puzzle whose givens already break one of its constraints says which ({@code no solution: line 3:
     * the givens break killercage 10 at r1c1 r1c2}).
     */
    static Outcome unsolved(SourcedRecord r, SolveResult result, BatchRunner.Job job) {
        boolean invalid = result.status() == SolveStatus.INVALID;
        String verdict = invalid ? INVALID : NO_SOLUTION;
        String why = invalid ? result.conflicts().get(0).toString() : brokenConstraint(r.record());
        if (job.output() == OutputFormat.JSON) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", puzzleText(r.record()));
            node.put("status", verdict);
            if (why != null) {
                node.put("error", why);
            }
            return new Outcome(JsonOutput.line(node), verdict, true);
        }
        String text = invalid ? INVALID + ": " + job.where(r) + ": " + why
                : noSolution(job.where(r)) + (why == null ? "" : ": " + why);
        return new Outcome(text + "\n", verdict, true);
    }

    /**
     * {@code task}, or for a command that works on houses alone ({@code takesConstraints} false) {@code task}
     * with every puzzle that has constraints (killer cages, thermometers, ...) refused in its place, as a
     * malformed record naming them: that command would answer as if they were not there.
     */
    static RecordTask refusingConstraints(RecordTask task, boolean takesConstraints, String command, BatchRunner.Job job) {
        if (takesConstraints) {
            return task;
        }
        return r -> {
            if (r.record() instanceof PuzzleRecord.Parsed p && p.puzzle().hasConstraints()) {
                String message = job.where(r) + ": " + constraintsRefused(command, p.puzzle());
                if (job.output() == OutputFormat.JSON) {
                    ObjectNode node = JsonOutput.start(r, job);
                    node.put("status", MALFORMED);
                    node.put("error", message);
                    return new Outcome(JsonOutput.line(node), MALFORMED, true);
                }
                return new Outcome(MALFORMED + ": " + message + "\n", MALFORMED, true);
            }
            return task.apply(r);
        };
    }

    /** Why {@code command} refuses {@code puzzle}: it works on houses alone, and the puzzle has constraints. */
    static String constraintsRefused(String command, Puzzle puzzle) {
        return "a puzzle with constraints (" + kinds(puzzle) + ") is not for '" + command + "', which knows houses alone;"
                + " solve, count, check, candidates, stats, minimize, convert, explain, hint and rate take it";
    }

    /** The kinds of {@code puzzle}'s constraints, each once, in order: {@code killercage, thermometer}. */
    static String kinds(Puzzle puzzle) {
        return puzzle.constraints().stream().map(Constraint::kind).distinct().collect(Collectors.joining(", "));
    }

    /** The first constraint the givens of a puzzle record break alone, in words; null if none does. */
    private static String brokenConstraint(PuzzleRecord record) {
        if (record instanceof PuzzleRecord.Parsed p && p.puzzle().hasConstraints()) {
            List<Constraint> broken = GridValidator.brokenConstraints(p.puzzle());
            return broken.isEmpty() ? null : "the givens break " + broken.get(0);
        }
        return null;
    }

    /** The outcome of a puzzle with several solutions, for commands that need one: {@code multiple solutions: line 4}. */
    static Outcome multiple(SourcedRecord r, String puzzle, BatchRunner.Job job) {
        if (job.output() == OutputFormat.JSON) {
            ObjectNode node = JsonOutput.start(r, job);
            node.put("puzzle", puzzle);
            node.put("status", MULTIPLE);
            return new Outcome(JsonOutput.line(node), MULTIPLE, true);
        }
        return new Outcome(MULTIPLE + ": " + job.where(r) + "\n", MULTIPLE, true);
    }

    /**
     * The puzzle of a record that is one, as JSON output names it: a puzzle's givens, or a position with
     * pencil marks on one line (its 729 marks or its PM line).
     */
    static String puzzleText(PuzzleRecord record) {
        return record instanceof PuzzleRecord.Marked m ? m.marks() : ((PuzzleRecord.Parsed) record).puzzle().givens().toString();
    }

    /** {@code no solution: line 7}, for a puzzle whose search found no solution. */
    static String noSolution(String where) {
        return NO_SOLUTION + ": " + where;
    }
}
