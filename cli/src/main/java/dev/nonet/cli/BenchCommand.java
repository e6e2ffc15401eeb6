package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import dev.nonet.grid.Puzzle;
import dev.nonet.solve.SolveResult;
import dev.nonet.solve.SolveStatus;
import dev.nonet.solve.Sudoku;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code nonet bench}: the engine's throughput on puzzle files, in the unit other solvers publish
 * (puzzles per second), after warming the JIT on the same puzzles.
 */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        header = "Measure solving throughput (puzzles/sec) on puzzle files.",
        description = {
            "Load each file, warm the JIT up on all of them (checking every answer), then time the engine on each file and print one row per file: puzzles, puzzles/sec (the median of --runs timed runs, each repeating the file for at least --run-time seconds), microseconds per puzzle (wall clock), guesses per puzzle, and the share of puzzles solved without guessing.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet bench ../shared/data/*.txt",
            "  nonet bench --mode count --threads 2 ../shared/data/17-clue.txt",
            "  nonet bench bench/data/variants/16x16.txt bench/data/variants/25x25.txt",
            "  nonet bench --variant x bench/data/variants/9x9-x.txt",
            "",
            "Exit codes: 0 measured; 2 bad usage, unreadable or malformed file; 3 a wrong answer during warm-up (a defect: please report it)."
        })
final class BenchCommand implements Callable<Integer> {

    /** What is timed: a plain solve, a uniqueness count (cap 2), or the lexicographically first solution. */
    enum Mode {
        solve(Sudoku::solve), count(p -> Sudoku.count(p, 2)), first(Sudoku::solveLexFirst);

        private final Function<Puzzle, SolveResult> run;

        Mode(Function<Puzzle, SolveResult> run) {
            this.run = run;
        }

        SolveResult run(PuzzleRecord.Parsed record) {
            return run.apply(record.puzzle());
        }
    }

    @ParentCommand
    private NonetCommand nonet;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Puzzle files (any format; every record must be a puzzle).")
    private List<Path> files;

    @Option(names = "--mode", paramLabel = "MODE", description = "${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
    private Mode mode = Mode.solve;

    @Option(names = {"-t", "--threads"}, paramLabel = "N", description = "Threads sharing each file (default ${DEFAULT-VALUE}).")
    private int threads = 1;

    @Option(names = "--warmup", paramLabel = "SECONDS", description = "JIT warm-up time over all files (default ${DEFAULT-VALUE}).")
    private double warmup = 3;

    @Option(names = "--runs", paramLabel = "N", description = "Timed runs per file; the median is reported (default ${DEFAULT-VALUE}).")
    private int runs = 5;

    @Option(names = "--run-time", paramLabel = "SECONDS", description = "Shortest timed run (default ${DEFAULT-VALUE}).")
    private double runTime = 0.5;

    @Mixin
    private LayoutOptions layout;

    @Override
    public Integer call() throws Exception {
        if (threads < 1 || runs < 1 || warmup < 0 || runTime <= 0) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads and --runs must be at least 1, --run-time above 0, --warmup not negative");
        }
        List<PuzzleRecord.Parsed[]> sets = new ArrayList<>();
        LayoutSpec spec = layout.spec();
        for (Path file : files) {
            sets.add(load(file, spec));
        }
        CommandOutput out = new CommandOutput(nonet.streams().out());
        out.write("nonet bench: mode " + mode + ", " + threads + " thread" + (threads == 1 ? "" : "s")
                + ", " + new VersionProvider().getVersion()[1] + ", " + cpu() + "\n");
        out.flush();
        warmUp(sets);
        out.write(String.format(Locale.ROOT, "%-30s %9s %13s %11s %15s %9s%n", "file", "puzzles", "puzzles/sec", "us/puzzle", "guesses/puzzle", "no guess"));
        for (int i = 0; i < files.size(); i++) {
            PuzzleRecord.Parsed[] puzzles = sets.get(i);
            double rate = medianRate(puzzles);
            long guesses = 0;
            long noGuess = 0;
            for (PuzzleRecord.Parsed p : puzzles) {
                long g = mode.run(p).guesses();
                guesses += g;
                noGuess += g == 0 ? 1 : 0;
            }
            out.write(String.format(Locale.ROOT, "%-30s %,9d %,13.0f %11.2f %15.2f %8.1f%%%n", files.get(i).getFileName(), puzzles.length, rate,
                    1e6 / rate, (double) guesses / puzzles.length, 100.0 * noGuess / puzzles.length));
            out.flush();
        }
        return ExitCode.OK;
    }

    private static PuzzleRecord.Parsed[] load(Path file, LayoutSpec spec) {
        if (!Files.isRegularFile(file)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + file + "': no such file");
        }
        List<PuzzleRecord.Parsed> puzzles = new ArrayList<>();
        try (PuzzleReader reader = PuzzleReader.open(file, null, spec)) {
            for (PuzzleRecord record : reader) {
                if (record instanceof PuzzleRecord.Malformed m) {
                    throw m.error();
                }
                puzzles.add((PuzzleRecord.Parsed) record);
            }
            if (puzzles.isEmpty()) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, file + ": holds no puzzle");
            }
            return puzzles.toArray(PuzzleRecord.Parsed[]::new);
        } catch (PuzzleFormatException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, file + ": " + e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            if (e instanceof MalformedInputException || e.getCause() instanceof MalformedInputException) {
                Utf8Text.read(file); // names the line, or reads the file fine if it changed meanwhile
            }
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot read '" + file + "': " + e.getMessage());
        }
    }

    /** Runs every file until the warm-up time is spent (at least once), checking every answer. */
    private void warmUp(List<PuzzleRecord.Parsed[]> sets) {
        long end = System.nanoTime() + (long) (warmup * 1e9);
        do {
            for (int s = 0; s < sets.size(); s++) {
                for (PuzzleRecord.Parsed puzzle : sets.get(s)) {
                    SolveResult r = mode.run(puzzle);
                    boolean ok = r.status() == SolveStatus.SOLVED
                            ? GridValidator.isSolutionOf(r.solution().orElseThrow(), puzzle.puzzle())
                            : r.status() == SolveStatus.NO_SOLUTION || !r.conflicts().isEmpty();
                    if (!ok) {
                        throw new UserError(ExitCode.INTERNAL_ERROR, "wrong answer for " + puzzle.puzzle().givens() + " in " + files.get(s)
                                + " (please report this)");
                    }
                }
                if (System.nanoTime() > end) {
                    break;
                }
            }
        } while (System.nanoTime() < end);
    }

    private double medianRate(PuzzleRecord.Parsed[] puzzles) throws InterruptedException {
        double[] rates = new double[runs];
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            long solved = 0;
            long minimum = (long) (runTime * 1e9);
            do {
                runOnce(puzzles);
                solved += puzzles.length;
            } while (System.nanoTime() - start < minimum);
            rates[r] = solved / ((System.nanoTime() - start) / 1e9);
        }
        Arrays.sort(rates);
        return runs % 2 == 1 ? rates[runs / 2] : (rates[runs / 2 - 1] + rates[runs / 2]) / 2;
    }

    /** One pass over the puzzles, shared by the threads in interleaved slices. */
    private void runOnce(PuzzleRecord.Parsed[] puzzles) throws InterruptedException {
        if (threads == 1) {
            for (PuzzleRecord.Parsed p : puzzles) {
                mode.run(p);
            }
            return;
        }
        CountDownLatch done = new CountDownLatch(threads);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        for (int t = 0; t < threads; t++) {
            int first = t;
            Thread worker = new Thread(() -> {
                try {
                    for (int i = first; i < puzzles.length; i += threads) {
                        mode.run(puzzles[i]);
                    }
                } catch (RuntimeException e) {
                    failure.set(e);
                } finally {
                    done.countDown();
                }
            }, "nonet-bench");
            worker.start();
        }
        done.await();
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    private static String cpu() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip() + ", " + Runtime.getRuntime().availableProcessors() + " cores";
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not readable: fall through to what the JVM knows
        }
        return System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " cores";
    }
}
