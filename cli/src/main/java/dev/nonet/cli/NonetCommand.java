package dev.nonet.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The root {@code nonet} command: it only holds the subcommands and the shared streams. The subcommands
 * are added in code, not listed in the annotation, so that a run that names one builds the model of
 * that one alone (see {@link #commandLine(Streams, String[])}).
 */
@Command(
        name = "nonet",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Nonet: an exact, fast Sudoku engine.",
        synopsisSubcommandLabel = "COMMAND",
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  all puzzles valid and solved as asked",
            "  1  some puzzles malformed, invalid or unsolvable",
            "  2  bad usage, unreadable input, unwritable output",
            "  3  internal error (please report it)",
            "A closed output pipe ('nonet solve big.txt | head -1') ends the run quietly with 0.",
            "",
            "Run 'nonet COMMAND --help' for a command's options and examples."
        })
public final class NonetCommand implements Runnable {

    /** Every subcommand, in the order the root help lists them. */
    static final Class<?>[] SUBCOMMANDS = {
        SolveCommand.class, CountCommand.class, CheckCommand.class, CandidatesCommand.class, ConvertCommand.class, StatsCommand.class,
        ExplainCommand.class, HintCommand.class, RateCommand.class, GenerateCommand.class, MinimizeCommand.class,
        CanonCommand.class, DedupCommand.class, SameCommand.class, TransformCommand.class, ServeCommand.class,
        FPuzzlesSolverCommand.class,
        BenchCommand.class, BojCommand.class, CommandLine.HelpCommand.class, AutoComplete.GenerateCompletion.class
    };

    @Spec
    CommandSpec spec;

    private final Streams streams;

    NonetCommand(Streams streams) {
        this.streams = streams;
    }

    /** The streams commands read and write. */
    Streams streams() {
        return streams;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** A configured command line over {@code streams} with every subcommand: usage errors exit 2, failures print one line. */
    static CommandLine commandLine(Streams streams) {
        return configured(withSubcommands(streams, SUBCOMMANDS), streams);
    }

    /**
     * A configured command line to run {@code args}: when the first argument names a command that works
     * on its own, the model holds that command alone, since building every command's model (loading
     * Jackson, the logical solver, the generator and the server's settings) costs a short run most of
     * its time; otherwise (the root's own options, {@code help}, {@code generate-completion}, a
     * mistyped name) every command, as {@link #commandLine(Streams)}.
     */
    static CommandLine commandLine(Streams streams, String[] args) {
        Class<?> alone = args.length == 0 ? null : standalone(args[0]);
        return alone == null ? commandLine(streams) : configured(withSubcommands(streams, alone), streams);
    }

    /**
     * The subcommand named {@code name}, if it needs none of its siblings to parse and run, else null.
     * The names are those of the classes' {@code @Command} annotations ({@code FastStartTest} checks them).
     */
    static Class<?> standalone(String name) {
        return switch (name) {
            case "solve" -> SolveCommand.class;
            case "count" -> CountCommand.class;
            case "check" -> CheckCommand.class;
            case "candidates" -> CandidatesCommand.class;
            case "convert" -> ConvertCommand.class;
            case "stats" -> StatsCommand.class;
            case "explain" -> ExplainCommand.class;
            case "hint" -> HintCommand.class;
            case "rate" -> RateCommand.class;
            case "generate" -> GenerateCommand.class;
            case "minimize" -> MinimizeCommand.class;
            case "canon" -> CanonCommand.class;
            case "dedup" -> DedupCommand.class;
            case "same" -> SameCommand.class;
            case "transform" -> TransformCommand.class;
            case "serve" -> ServeCommand.class;
            case "fpuzzles-solver" -> FPuzzlesSolverCommand.class;
            case "bench" -> BenchCommand.class;
            case "boj" -> BojCommand.class;
            default -> null; // help and generate-completion walk all the others
        };
    }

    private static CommandLine withSubcommands(Streams streams, Class<?>... subcommands) {
        CommandLine cl = new CommandLine(new NonetCommand(streams));
        for (Class<?> subcommand : subcommands) {
            cl.addSubcommand(subcommand);
        }
        return cl;
    }

    /** Usage errors exit 2, failures print one line; set after the subcommands are added, so they get it too. */
    private static CommandLine configured(CommandLine cl, Streams streams) {
        cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new java.io.OutputStreamWriter(streams.err(), StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> Failures.report(e, commandLine.getErr()));
        cl.setParameterExceptionHandler((e, args) -> {
            CommandLine c = e.getCommandLine();
            PrintWriter err = c.getErr();
            err.println("nonet: " + e.getMessage());
            err.println("Run '" + c.getCommandSpec().qualifiedName() + " --help' for usage.");
            err.flush();
            return ExitCode.USAGE_OR_INPUT;
        });
        return cl;
    }
}
