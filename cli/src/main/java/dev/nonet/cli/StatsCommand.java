package dev.nonet.cli;

import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import dev.nonet.grid.Shape;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.view.Verdict;
import java.util.Formatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.stream.Stream;
import picocli.CommandLine.Command;

/** {@code nonet stats}: what a collection holds, by status and clue count. */
@Command(
        name = "stats",
        mixinStandardHelpOptions = true,
        header = "Summarise a collection: statuses, clue counts, rate.",
        versionProvider = VersionProvider.class,
        description = {
            "Read every puzzle, check it (counting solutions up to 2), and print a table: records read by status (unique, multiple, no solution, invalid, malformed), the clue counts, and the rate at which they were checked. Other sizes and variants come with --shape, --variant and --regions as for 'nonet solve'.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet stats ../shared/data/top1465.txt",
            "  cat *.txt | nonet stats --threads 1",
            "",
            "Exit codes: 0 every record is a valid, solvable puzzle; 1 some records malformed, invalid or unsolvable; 2 bad usage or unreadable input."
        })
final class StatsCommand extends LayoutBatchCommand {

    private static final int MOST_CELLS = Shape.MAX_SIDE * Shape.MAX_SIDE;
    private static final List<String> STATUSES = Stream.of(Verdict.UNIQUE, Verdict.MULTIPLE, Verdict.NO_SOLUTION, Verdict.INVALID, Verdict.MALFORMED)
            .map(Verdict::word).toList();

    @Override
    public Integer call() {
        AtomicLongArray clues = new AtomicLongArray(MOST_CELLS + 1);
        Tally tally = runner().run(OutputFormat.LINE, job -> r -> {
            if (r.record() instanceof PuzzleRecord.Malformed) {
                return new Outcome("", Verdicts.MALFORMED, true);
            }
            PuzzleRecord.Parsed parsed = (PuzzleRecord.Parsed) r.record();
            Puzzle puzzle = parsed.puzzle();
            clues.incrementAndGet(puzzle.givens().givenCount());
            SolveResult result = Sudoku.count(puzzle, 2);
            if (result.status() == SolveStatus.INVALID) {
                return new Outcome("", Verdicts.INVALID, true);
            }
            long n = result.count();
            return new Outcome("", Verdict.ofCount(n).word(), n == 0);
        }, done -> table(done, clues));
        return tally.exitCode();
    }

    private String table(Tally tally, AtomicLongArray clues) {
        Formatter out = new Formatter(new StringBuilder(), Locale.ROOT);
        long records = tally.records();
        out.format("%-14s %,12d%n", "records", records);
        for (String status : STATUSES) {
            long n = tally.count(status);
            out.format("  %-12s %,12d  %5.1f%%%n", status, n, records == 0 ? 0.0 : 100.0 * n / records);
        }
        long puzzles = 0;
        long sum = 0;
        int min = -1;
        int max = -1;
        for (int c = 0; c <= MOST_CELLS; c++) {
            long n = clues.get(c);
            if (n > 0) {
                min = min < 0 ? c : min;
                max = c;
                puzzles += n;
                sum += n * c;
            }
        }
        if (puzzles > 0) {
            out.format("%-14s min %d, mean %.2f, max %d%n", "clues", min, (double) sum / puzzles, max);
            for (int c = min; c <= max; c++) {
                if (clues.get(c) > 0) {
                    out.format("  %-12d %,12d%n", c, clues.get(c));
                }
            }
        }
        double seconds = tally.seconds();
        out.format("%-14s %,12.0f puzzles/s on %d thread%s%n", "rate",
                seconds > 0 ? records / seconds : 0.0, batch.threads, batch.threads == 1 ? "" : "s");
        return out.toString();
    }

    @Override
    boolean takesConstraints() {
        return true;
    }
}
