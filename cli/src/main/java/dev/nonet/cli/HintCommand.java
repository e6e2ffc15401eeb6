package dev.nonet.cli;

import dev.nonet.grid.Puzzle;
import dev.nonet.logic.LogicalSolver;
import dev.nonet.logic.Step;
import dev.nonet.logic.Technique;
import dev.nonet.rating.NonetPath;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.HintLevel;
import dev.nonet.view.HintStatus;
import java.util.List;
import java.util.Optional;
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
            "A position with no step gets 'solved already' or 'no step found: ...'; a record that is not a puzzle gets 'malformed: ...', 'invalid: ...' or 'no solution: ...'. Pencilmark input, and other sizes and variants (--shape, --variant, --regions), are as for 'nonet explain'.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet hint puzzle.txt",
            "  nonet hint --level 1 puzzle.txt",
            "  nonet hint --pencilmarks marks.txt",
            "  nonet hint --shape 16x16 puzzle16.txt",
            "",
            "Exit codes: 0 every position got a hint; 1 some records malformed, invalid or without a solution, solved already, or with no step found; 2 bad usage, unreadable input or unwritable output."
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
        LogicalSolver solver = uniqueness.apply(NonetPath.solver(LogicalSolver.DEFAULT_LIMIT, searchThreads.threads()));
        CommandOutput out = new CommandOutput(nonet.streams().out());
        boolean allHinted = true;
        try (PositionReader positions = inputs.open(nonet.streams().in())) {
            while (positions.hasNext()) {
                allHinted &= hint(positions.next(), detail, solver, out);
                out.flush(); // each hint as soon as it is known: positions may come one by one from a person
            }
        }
        return allHinted ? ExitCode.OK : ExitCode.BAD_PUZZLES;
    }

    /** Writes the hint for {@code position}; returns whether it got one. */
    private boolean hint(Position position, HintLevel detail, LogicalSolver solver, CommandOutput out) {
        if (!position.isUsable()) {
            out.write(position.error() + "\n");
            return false;
        }
        // Logic alone can find steps in a puzzle without a solution before it meets the contradiction:
        // such a hint would lead nowhere, so the search is asked first, as every other command does.
        if (position.fromGivens() && Sudoku.solve(new Puzzle(position.marks().layout(), position.marks().toGrid())).status() != SolveStatus.SOLVED) {
            out.write(Verdicts.noSolution(position.where()) + "\n");
            return false;
        }
        Optional<Step<Technique>> next = position.marks().isSolved() ? Optional.empty()
                : solver.nextStep(position.marks(), uniqueness.knowsUnique(position));
        if (next.isPresent()) {
            out.write(detail.text(next.get()) + "\n");
            return true;
        }
        out.write((position.marks().isSolved() ? HintStatus.SOLVED : HintStatus.NO_STEP).sentence() + "\n");
        return false;
    }
}
