package dev.nonet.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The root {@code nonet} command: it only holds the subcommands and the shared streams. */
@Command(
        name = "nonet",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Nonet: an exact, fast Sudoku engine.",
        synopsisSubcommandLabel = "COMMAND",
        subcommands = {
            SolveCommand.class, CountCommand.class, CheckCommand.class, ConvertCommand.class, StatsCommand.class,
            ExplainCommand.class, HintCommand.class, RateCommand.class, GenerateCommand.class, MinimizeCommand.class,
            ServeCommand.class,
            BenchCommand.class, BojCommand.class, CommandLine.HelpCommand.class, AutoComplete.GenerateCompletion.class
        },
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

    /** A configured command line over {@code streams}: usage errors exit 2, failures print one line. */
    static CommandLine commandLine(Streams streams) {
        CommandLine cl = new CommandLine(new NonetCommand(streams));
        cl.setOut(new PrintWriter(new java.io.OutputStreamWriter(streams.out(), StandardCharsets.UTF_8), true));
        cl.setErr(new PrintWriter(new java.io.OutputStreamWriter(streams.err(), StandardCharsets.UTF_8), true));
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            PrintWriter err = commandLine.getErr();
            if (e instanceof OutputClosed) {
                return ExitCode.OK;
            }
            if (e instanceof UserError u) {
                err.println("nonet: " + u.getMessage());
                err.flush();
                return u.exitCode();
            }
            err.println("nonet: internal error: " + e + " (please report this with the input that caused it)");
            err.flush();
            return ExitCode.INTERNAL_ERROR;
        });
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
