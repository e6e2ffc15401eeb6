package dev.nonet.cli;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * A subcommand's object with its options parsed and set by picocli, as {@code nonet NAME OPTIONS} would
 * run it, but not run: for {@link BatchJob} and {@link GenerateJob}, which run its work elsewhere.
 */
final class ParsedCommand {

    private ParsedCommand() {
    }

    /**
     * The command {@code name} with {@code options} set.
     *
     * @param what what the caller can run, for the message when {@code name} is not one of them
     * @throws UserError (exit 2) for an unknown command or bad options, in picocli's words
     */
    static <T> T of(String name, List<String> options, Class<T> type, String what) {
        Class<?> commandClass = NonetCommand.standalone(name);
        if (commandClass == null || !type.isAssignableFrom(commandClass)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "'" + name + "' is not " + what);
        }
        Streams streams = new Streams(InputStream.nullInputStream(), System.out, System.err, false);
        CommandLine cl = new CommandLine(new NonetCommand(streams)).addSubcommand(commandClass);
        List<String> args = new ArrayList<>(options.size() + 1);
        args.add(name);
        args.addAll(options);
        CommandLine.ParseResult parsed;
        try {
            parsed = cl.parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, name + ": " + e.getMessage());
        }
        CommandLine.ParseResult sub = parsed.subcommand();
        if (sub.isUsageHelpRequested() || sub.isVersionHelpRequested()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "the options of " + name + " are those of 'nonet " + name + " --help'");
        }
        return type.cast(sub.commandSpec().userObject());
    }
}
