package dev.nonet.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * The Baekjoon judge modes: standard input to standard output in exactly the judge's format, the
 * lexicographically smallest completion where several exist. This class is the command's picocli model
 * (its help and argument checks); the work is {@link BojJudge}'s, which {@link FastStart} also runs
 * directly, without picocli, for a plain {@code nonet boj PROBLEM}.
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

    @ParentCommand
    private NonetCommand nonet;

    @Parameters(index = "0", paramLabel = "PROBLEM", description = "2580, 2239 or 4056")
    private int problem;

    @Override
    public Integer call() {
        BojJudge.run(problem, nonet.streams());
        return ExitCode.OK;
    }
}
