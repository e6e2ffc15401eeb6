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
import java.lang.management.ManagementFactory;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
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
            "Load each file, warm the JIT up on all of them (checking every answer), then time the engine on each file and print one row per file: puzzles, puzzles/sec (the median of --runs timed runs, each repeating the file for at least --run-time seconds), its spread, puzzles per CPU second of the solving threads and their CPU use, microseconds per puzzle (wall clock), guesses per puzzle, and the share of puzzles solved without guessing.",
            "",
            "spread is (max - min) / median of the rates the median is taken over: the timed runs, or with --forks N the medians of N fresh JVMs, measured one after another (one JVM's JIT can settle faster or slower than the next one's; forks make the figures and the thread scaling repeatable). per cpu-sec counts the CPU time of the threads that solve, not the wall clock, so it moves less when other work shares the machine; cpu is that CPU time over the wall time (100%% per thread when the machine is free).",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet bench ../shared/data/*.txt",
            "  nonet bench --mode count --threads 2 ../shared/data/17-clue.txt",
            "  nonet bench --forks 5 --warmup 2 --runs 3 ../shared/data/17-clue.txt",
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

    /** The classic 9x9 search to measure (the library's system property nonet.engine; docs/ENGINE.md). */
    enum SearchChoice {
        scalar, vector, auto
    }

    @Option(names = "--engine", paramLabel = "ENGINE", description = "The classic 9x9 search: ${COMPLETION-CANDIDATES}. vector is the band search on the JDK's Vector API (the nonet launcher starts bench with the module it needs); auto is the library's choice (default: the system property nonet.engine, else auto).")
    private SearchChoice engine;

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

    @Option(names = "--forks", paramLabel = "N", description = "Fresh JVMs to measure in, one after another, each warming up and timing every file; the median over them is reported, with their spread (default ${DEFAULT-VALUE}: this JVM alone).")
    private int forks = 1;

    @Mixin
    private LayoutOptions layout;

    /** The JVM property that makes a run a fork of another: it prints its figures as {@link Figures#line()}s. */
    static final String FORK_PROPERTY = "nonet.bench.fork";

    /**
     * One file's figures: rates are puzzles per second, spreads (max - min) / median, shares from 0 to 1.
     *
     * @param puzzles  the puzzles in the file
     * @param rate     puzzles per wall-clock second, the median
     * @param spread   the spread of the rates the median was taken over
     * @param cpuRate  puzzles per CPU second of the solving threads, the median (NaN where the JVM cannot tell)
     * @param cpuUse   the solving threads' CPU time over the wall time, the median (1 per busy thread)
     * @param guesses  guesses per puzzle
     * @param noGuess  the share of puzzles solved without a guess
     */
    record Figures(int puzzles, double rate, double spread, double cpuRate, double cpuUse, double guesses, double noGuess) {

        /** The figures as a fork prints them for its parent: tab-separated, exact. */
        String line() {
            return puzzles + "\t" + rate + "\t" + spread + "\t" + cpuRate + "\t" + cpuUse + "\t" + guesses + "\t" + noGuess;
        }

        static Figures parse(String line) {
            String[] f = line.split("\t");
            return new Figures(Integer.parseInt(f[0]), Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]),
                    Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6]));
        }

        /** The median of each figure over the forks; the spread is the forks' (of their median rates). */
        static Figures overForks(List<Figures> forks) {
            double[] rates = forks.stream().mapToDouble(Figures::rate).toArray();
            return new Figures(forks.get(0).puzzles(), median(rates), BenchCommand.spread(rates), median(forks.stream().mapToDouble(Figures::cpuRate).toArray()),
                    median(forks.stream().mapToDouble(Figures::cpuUse).toArray()), forks.get(0).guesses(), forks.get(0).noGuess());
        }
    }

    @Override
    public Integer call() throws Exception {
        if (threads < 1 || runs < 1 || warmup < 0 || runTime <= 0 || forks < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads, --runs and --forks must be at least 1, --run-time above 0, --warmup not negative");
        }
        if (engine != null) {
            System.setProperty("nonet.engine", engine.name());
        }
        String search;
        try {
            search = Sudoku.classicEngine();
        } catch (IllegalStateException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, e.getMessage());
        }
        if (engine == SearchChoice.vector && !search.equals("vector")) {
            // the choice is made once a JVM: here it was made before this command set the property
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--engine vector: this JVM already runs the " + search + " search");
        }
        boolean fork = Boolean.getBoolean(FORK_PROPERTY);
        List<PuzzleRecord.Parsed[]> sets = new ArrayList<>();
        LayoutSpec spec = layout.spec();
        for (Path file : files) {
            sets.add(load(file, spec)); // a fork's parent reads the files too: a bad one fails before any fork starts
        }
        CommandOutput out = new CommandOutput(nonet.streams().out());
        if (fork) {
            warmUp(sets);
            for (PuzzleRecord.Parsed[] puzzles : sets) {
                out.write(measure(puzzles).line() + "\n");
            }
            out.flush();
            return ExitCode.OK;
        }
        out.write("nonet bench: mode " + mode + ", " + threads + " thread" + (threads == 1 ? "" : "s")
                + (forks == 1 ? "" : ", " + forks + " forks") + ", " + search + " search, " + new VersionProvider().getVersion()[1] + ", " + cpu() + "\n");
        out.flush();
        List<List<Figures>> forked = forks == 1 ? null : runForks(sets.size());
        if (forked == null) {
            warmUp(sets);
        }
        out.write(String.format(Locale.ROOT, "%-30s %9s %13s %7s %13s %5s %11s %15s %9s%n",
                "file", "puzzles", "puzzles/sec", "spread", "per cpu-sec", "cpu", "us/puzzle", "guesses/puzzle", "no guess"));
        for (int i = 0; i < files.size(); i++) {
            Figures f = forked == null ? measure(sets.get(i)) : Figures.overForks(forked.get(i));
            out.write(String.format(Locale.ROOT, "%-30s %,9d %,13.0f %6.1f%% %,13.0f %4.0f%% %11.2f %15.2f %8.1f%%%n", files.get(i).getFileName(),
                    f.puzzles(), f.rate(), 100 * f.spread(), f.cpuRate(), 100 * f.cpuUse(), 1e6 / f.rate(), f.guesses(), 100 * f.noGuess()));
            out.flush();
        }
        out.write(forked == null
                ? "puzzles/sec, per cpu-sec, cpu: medians of " + runs + " timed run" + (runs == 1 ? "" : "s") + "; spread: (max - min) / median of their rates\n"
                : "puzzles/sec, per cpu-sec, cpu: medians of " + forks + " JVM forks (each the median of " + runs + " timed run" + (runs == 1 ? "" : "s")
                        + "); spread: (max - min) / median of the forks' rates\n");
        out.flush();
        return ExitCode.OK;
    }

    /** One file's figures in this JVM: the timed runs, then the guesses of one more pass. */
    private Figures measure(PuzzleRecord.Parsed[] puzzles) throws InterruptedException {
        double[] rates = new double[runs];
        double[] cpuRates = new double[runs];
        double[] cpuUse = new double[runs];
        long minimum = (long) (runTime * 1e9);
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            long solved = 0;
            long cpu = 0;
            do {
                cpu += runOnce(puzzles);
                solved += puzzles.length;
            } while (System.nanoTime() - start < minimum);
            long wall = System.nanoTime() - start;
            rates[r] = solved / (wall / 1e9);
            cpuRates[r] = cpu < 0 ? Double.NaN : solved / (cpu / 1e9);
            cpuUse[r] = cpu < 0 ? Double.NaN : (double) cpu / wall;
        }
        long guesses = 0;
        long noGuess = 0;
        for (PuzzleRecord.Parsed p : puzzles) {
            long g = mode.run(p).guesses();
            guesses += g;
            noGuess += g == 0 ? 1 : 0;
        }
        return new Figures(puzzles.length, median(rates), spread(rates), median(cpuRates), median(cpuUse),
                (double) guesses / puzzles.length, (double) noGuess / puzzles.length);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** (max - min) / median; 0 for one value. */
    static double spread(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return (sorted[sorted.length - 1] - sorted[0]) / median(sorted);
    }

    /**
     * Runs the measurement in {@code forks} fresh JVMs, one after another, each with this JVM's options
     * and class path; returns per file the forks' figures.
     */
    private List<List<Figures>> runForks(int fileCount) throws IOException, InterruptedException {
        List<List<Figures>> perFile = new ArrayList<>();
        for (int i = 0; i < fileCount; i++) {
            perFile.add(new ArrayList<>());
        }
        List<String> command = forkCommand();
        for (int f = 0; f < forks; f++) {
            Process child = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.PIPE)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            child.getOutputStream().close();
            String output = new String(child.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            int code = child.waitFor();
            String[] lines = output.isEmpty() ? new String[0] : output.split("\n");
            if (code != ExitCode.OK || lines.length != fileCount) {
                // a fork's own error is on standard error already
                throw new UserError(code == ExitCode.OK ? ExitCode.INTERNAL_ERROR : code, "fork " + (f + 1) + " of " + forks + " failed (exit code " + code + ")");
            }
            for (int i = 0; i < fileCount; i++) {
                perFile.get(i).add(Figures.parse(lines[i]));
            }
        }
        return perFile;
    }

    /** This JVM's java, options and class path, running {@code nonet bench} with these options as a fork. */
    private List<String> forkCommand() {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            // not a second debugger on the same port, nor a second writer of the same archive
            if (!option.startsWith("-agentlib:jdwp") && !option.startsWith("-XX:ArchiveClassesAtExit")) {
                command.add(option);
            }
        }
        command.add("-D" + FORK_PROPERTY + "=true");
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "bench",
                "--mode", mode.name(), "--threads", String.valueOf(threads), "--warmup", String.valueOf(warmup),
                "--runs", String.valueOf(runs), "--run-time", String.valueOf(runTime)));
        if (engine != null) {
            command.addAll(List.of("--engine", engine.name()));
        }
        if (layout.shape != null) {
            command.addAll(List.of("--shape", layout.shape));
        }
        if (!layout.variants.isEmpty()) {
            command.addAll(List.of("--variant", String.join(",", layout.variants)));
        }
        if (layout.regions != null) {
            command.addAll(List.of("--regions", layout.regions.toString()));
        }
        command.add("--");
        for (Path file : files) {
            command.add(file.toString());
        }
        return command;
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

    /**
     * One pass over the puzzles, shared by the threads ({@link SharedPass}); returns the CPU time the
     * solving threads spent, in nanoseconds, or -1 where the JVM cannot measure a thread's CPU time.
     */
    private long runOnce(PuzzleRecord.Parsed[] puzzles) throws InterruptedException {
        return SharedPass.run(puzzles.length, threads, i -> mode.run(puzzles[i]));
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
