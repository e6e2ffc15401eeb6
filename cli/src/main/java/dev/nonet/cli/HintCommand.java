package dev.nonet.cli;

import dev.nonet.hint.Hint;
import dev.nonet.hint.HintStatus;
import dev.nonet.hint.Hinter;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.logic.CandidateGrid;
import dev.nonet.rating.NonetPath;
import dev.nonet.view.HintLevel;
import dev.nonet.view.HintView;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nonet hint}: the next logical step of each position, told as vaguely as asked. */
@Command(
        name = "hint",
        mixinStandardHelpOptions = true,
        header = "Give the next logical step of each puzzle, as a hint.",
        versionProvider = VersionProvider.class,
        description = {
            "For every puzzle (or pencilmark grid) of the input, print one line: the step a person would take next, the easiest technique first, in as much detail as --level asks:",
            "  1  where to look:             look at box 5: there is a Hidden Single",
            "  2  technique, digit, house:   Hidden Single: the digit 2 in box 5",
            "  3  the whole step (default):  Hidden Single in box 5: r5c6 = 2 (the only place for 2)",
            "The position is first held to the puzzle's one solution: a puzzle with several gets 'this puzzle has more than one solution'; placed digits that are wrong, or marks that leave out a cell's digit, are named before any step. Where no technique finds a step, a cell is revealed from the solution: 'No technique Nonet knows finds the next step here: r1c1 is 5 (revealed from the solution)'. These are the answers of POST /api/hint, word for word.",
            "Each position may take --time-limit seconds: where no technique has found a step by three quarters of it, a cell is revealed; where the puzzle's solutions are not yet counted when it runs out, the line is 'timed out: line N' and the run goes on.",
            "A solved position gets 'solved already'; a record that is not a puzzle gets 'malformed: ...', 'invalid: ...' or 'no solution: ...'. Pencilmark input, and other sizes and variants (--shape, --variant, --regions), are as for 'nonet explain'. A setter's puzzle (f-puzzles: killer cages, thermometers, ...) gets the rule solver's next step, which names the constraint it reasons about: 'look at killercage 22 at r1c1 r1c2 r2c1: there is a constraint step'.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet hint puzzle.txt",
            "  nonet hint --level 1 puzzle.txt",
            "  nonet hint --pencilmarks marks.txt",
            "  nonet hint --shape 16x16 puzzle16.txt",
            "",
            "Exit codes: 0 every position got a step; 1 some records malformed, invalid, without a solution or with several, solved already, with wrong digits or marks, or timed out; 2 bad usage, unreadable input or unwritable output."
        })
final class HintCommand implements Callable<Integer> {

    @ParentCommand
    private NonetCommand nonet;

    @Mixin
    private PositionOptions inputs;

    @Mixin
    private UniquenessOption uniqueness;

    @Mixin
    private SearchThreadsOption searchThreads;

    @Mixin
    private TimeLimitOption timeLimit;

    @Option(names = "--level", paramLabel = "1|2|3", description = "How much to tell: 1 where to look, 2 the technique, digit and house, 3 the whole step. Default: ${DEFAULT-VALUE}.")
    private int level = HintLevel.STEP.number();

    @Override
    public Integer call() {
        HintLevel detail;
        try {
            detail = HintLevel.of(level);
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--level must be 1, 2 or 3, not " + level);
        }
        // Nonet's techniques, then Sudoku Explainer's chains where they find nothing: a unique classic puzzle always has a hint.
        Duration limit = timeLimit.limit();
        Hinter hinter = new Hinter(uniqueness.apply(NonetPath.solver(limit, searchThreads.threads())));
        CommandOutput out = new CommandOutput(nonet.streams().out());
        boolean allHinted = true;
        try (PositionReader positions = inputs.open(nonet.streams().in())) {
            while (positions.hasNext()) {
                allHinted &= hint(positions.next(), detail, hinter, Deadline.after(limit), out);
                out.flush(); // each hint as soon as it is known: positions may come one by one from a person
            }
        }
        return allHinted ? ExitCode.OK : ExitCode.BAD_PUZZLES;
    }

    /**
     * Writes the hint for {@code position}, as the API's {@code text} at this level (the core's
     * {@link Hinter} decides it for both); returns whether it got a step.
     */
    private boolean hint(Position position, HintLevel detail, Hinter hinter, Deadline deadline, CommandOutput out) {
        if (!position.isUsable()) {
            out.write(position.error() + "\n");
            return false;
        }
        CandidateGrid marks = position.marks();
        Hint hint;
        try {
            hint = position.fromGivens()
                    ? hinter.hint(position.puzzle(), position.puzzle().givens(), List.of(), deadline)
                    : hinter.hint(position.marked(), deadline);
        } catch (StoppedException e) { // the solutions were not counted in time: without them no step can be checked
            out.write("timed out: " + position.where() + "\n");
            return false;
        }
        if (hint.status() == HintStatus.NO_SOLUTION) {
            out.write(Verdicts.noSolution(position.where()) + "\n"); // as every command names a record without a solution
            return false;
        }
        out.write(HintView.of(hint, marks.layout(), detail).text() + "\n");
        return hint.status() == HintStatus.STEP;
    }
}
