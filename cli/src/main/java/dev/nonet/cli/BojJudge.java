package dev.nonet.cli;

import dev.nonet.format.Format;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
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

/**
 * The work of {@code nonet boj PROBLEM}: standard input to standard output in exactly the judge's
 * format. It uses nothing of picocli, so {@link FastStart} can run it before any command model is
 * built; {@link BojCommand} runs it when the command comes through picocli.
 */
final class BojJudge {

    static final String COULD_NOT_COMPLETE = "Could not complete this grid.";

    private BojJudge() {
    }

    /**
     * Solves {@code problem} (2580, 2239 or 4056) from {@code streams.in()} to {@code streams.out()}.
     *
     * @throws UserError for an unknown problem, malformed input, or (2580, 2239) a grid without completion
     */
    static void run(int problem, Streams streams) {
        Format format = switch (problem) {
            case 2580 -> Format.GRID;
            case 2239 -> Format.COMPACT;
            case 4056 -> Format.BOJ4056;
            default -> throw new UserError(ExitCode.USAGE_OR_INPUT,
                    "unknown problem " + problem + ": expected 2580, 2239 or 4056");
        };
        List<Puzzle> puzzles = readAll(problem, format, streams);
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
        CommandOutput stdout = new CommandOutput(streams.out());
        stdout.write(out);
        stdout.flush();
    }

    /**
     * Every record of standard input, or a one-line error naming the line of the first malformed one.
     * The whole input is read before anything is printed, so a malformed case late in the input leaves
     * no partial answer behind.
     */
    private static List<Puzzle> readAll(int problem, Format format, Streams streams) {
        List<Puzzle> puzzles = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.of(new InputStreamReader(streams.in(), StandardCharsets.UTF_8), format, LayoutSpec.CLASSIC)) {
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
