package dev.nonet.cli;

import dev.nonet.format.Format;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.format.PuzzleWriter;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * The Baekjoon judge modes: standard input to standard output in exactly the judge's format, the
 * lexicographically smallest completion where several exist.
 */
@Command(
        name = "boj",
        mixinStandardHelpOptions = true,
        header = "Baekjoon judge modes 2580, 2239 and 4056, byte for byte.",
        versionProvider = VersionProvider.class,
        description = {
            "Solve a Baekjoon Online Judge Sudoku problem: read standard input and write standard output in exactly the judge's format. Where a grid has several completions, the lexicographically smallest (row by row, digits ascending) is printed.",
            "",
            "  2580  nine lines of nine digits separated by spaces, 0 for empty",
            "  2239  nine lines of nine digits, 0 for empty",
            "  4056  a line with the number of cases T, then T grids as in 2239. A grid",
            "        with a repeated digit or no completion prints",
            "        'Could not complete this grid.'; every case is followed by an",
            "        empty line.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet boj 2580 < puzzle.txt",
            "  nonet boj 4056 < cases.txt",
            "",
            "Exit codes:",
            "  0  solved",
            "  1  (2580, 2239) the grid repeats a digit or has no completion",
            "  2  malformed input (the message names the line), or PROBLEM is not",
            "     one of 2580, 2239, 4056"
        })
final class BojCommand implements Callable<Integer> {

    static final String COULD_NOT_COMPLETE = "Could not complete this grid.";

    @ParentCommand
    private NonetCommand nonet;

    @Parameters(index = "0", paramLabel = "PROBLEM", description = "2580, 2239 or 4056")
    private int problem;

    @Override
    public Integer call() {
        Format format = switch (problem) {
            case 2580 -> Format.GRID;
            case 2239 -> Format.COMPACT;
            case 4056 -> Format.BOJ4056;
            default -> throw new UserError(ExitCode.USAGE_OR_INPUT,
                    "unknown problem " + problem + ": expected 2580, 2239 or 4056");
        };
        List<Puzzle> puzzles = readAll(format);
        StringBuilder out = new StringBuilder();
        if (format == Format.BOJ4056) {
            for (Puzzle puzzle : puzzles) {
                SolveResult r = Sudoku.solveLexFirst(puzzle);
                out.append(r.status() == SolveStatus.SOLVED
                        ? PuzzleWriter.render(new Puzzle(puzzle.layout(), r.solution().orElseThrow()), Format.COMPACT)
                        : COULD_NOT_COMPLETE + "\n").append('\n');
            }
        } else {
            Puzzle puzzle = puzzles.get(0);
            SolveResult r = Sudoku.solveLexFirst(puzzle);
            switch (r.status()) {
                case SOLVED -> out.append(PuzzleWriter.render(new Puzzle(puzzle.layout(), r.solution().orElseThrow()), format));
                case INVALID -> throw new UserError(ExitCode.BAD_PUZZLES, "the grid is invalid: " + r.conflicts().get(0));
                case NO_SOLUTION -> throw new UserError(ExitCode.BAD_PUZZLES, "the grid has no solution");
            }
        }
        CommandOutput stdout = new CommandOutput(nonet.streams().out());
        stdout.write(out);
        stdout.flush();
        return ExitCode.OK;
    }

    /**
     * Every record of standard input, or a one-line error naming the line of the first malformed one.
     * The whole input is read before anything is printed, so a malformed case late in the input leaves
     * no partial answer behind.
     */
    private List<Puzzle> readAll(Format format) {
        List<Puzzle> puzzles = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.of(new InputStreamReader(nonet.streams().in(), StandardCharsets.UTF_8), format, LayoutSpec.CLASSIC)) {
            for (PuzzleRecord record : reader) {
                if (record instanceof PuzzleRecord.Malformed m) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "stdin: " + FlagWords.message(m.error()));
                }
                if (format != Format.BOJ4056 && !puzzles.isEmpty()) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "stdin: line " + record.line()
                            + ": a second grid; problem " + problem + " takes exactly one");
                }
                puzzles.add(((PuzzleRecord.Parsed) record).puzzle());
            }
        } catch (IOException | UncheckedIOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read standard input: " + e.getMessage());
        } catch (PuzzleFormatException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "stdin: " + FlagWords.message(e)); // named formats never detect
        }
        if (puzzles.isEmpty() && format != Format.BOJ4056) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "stdin: line 1: expected a grid of 9 rows, the input is empty");
        }
        return puzzles;
    }
}
