package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.UserError;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The job's command line, {@code [--master URL] COMMAND [OPTIONS] [INPUT] OUTPUT}: the job's own options
 * ({@code --master}, {@code --partitions}, {@code --single-file}, {@code --resume}) taken out, the rest
 * left to the command as {@code nonet COMMAND} takes it.
 *
 * @param master     the Spark master to run on, or null for the one {@code spark-submit} set (else {@code local[*]})
 * @param command    the command's name
 * @param options    the command's own options, as {@code nonet} takes them
 * @param input      the input path (a file, a directory or a glob; any Hadoop file system), or null for {@code generate}
 * @param output     the output path: a directory of part files, or with {@code singleFile} one file
 * @param partitions how many parts the work is split into, or 0 for the default
 * @param singleFile whether the output is one file, written in order by the driver
 * @param resume     whether the output is written part by part, each part kept as soon as it is done, so
 *                   that a rerun with the same arguments computes only the parts not yet written
 */
record JobArguments(String master, String command, List<String> options, String input, String output,
                    int partitions, boolean singleFile, boolean resume) implements Serializable {

    static final String USAGE = "usage: nonet-spark [--master URL] COMMAND [OPTIONS] INPUT OUTPUT"
            + " (generate: OUTPUT alone); job options: --partitions N, --single-file, --resume (with --partitions); more: nonet-spark --help";

    /**
     * Reads {@code args}.
     *
     * @param takesInput whether {@code command} reads an input (all but {@code generate})
     * @throws UserError (exit 2) for a malformed command line
     */
    static JobArguments parse(List<String> args, Predicate<String> takesInput) {
        List<String> rest = new ArrayList<>(args);
        String master = take(rest, "--master");
        String partitionsText = take(rest, "--partitions");
        boolean singleFile = rest.remove("--single-file");
        boolean resume = rest.remove("--resume");
        if (rest.isEmpty() || rest.get(0).startsWith("-")) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, rest.isEmpty() ? "a command is required; " + USAGE
                    : "the command comes before its options, not '" + rest.get(0) + "'; " + USAGE);
        }
        String command = rest.remove(0);
        int paths = takesInput.test(command) ? 2 : 1;
        if (rest.size() < paths || rest.get(rest.size() - 1).startsWith("-")
                || (paths == 2 && rest.get(rest.size() - 2).startsWith("-"))) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, command + ": " + (paths == 2 ? "INPUT and OUTPUT are" : "OUTPUT is")
                    + " required, after the options; " + USAGE);
        }
        String output = rest.remove(rest.size() - 1);
        String input = paths == 2 ? rest.remove(rest.size() - 1) : null;
        checkThreads(rest);
        if (resume && (partitionsText == null || singleFile)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--resume needs --partitions N (every run must cut the input into the same parts)"
                    + " and a directory of part files, not --single-file");
        }
        return new JobArguments(master, command, List.copyOf(rest), input, output, partitions(partitionsText), singleFile, resume);
    }

    /** Removes {@code --name VALUE} or {@code --name=VALUE} from {@code args}; its value, or null when absent. */
    private static String take(List<String> args, String name) {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith(name + "=")) {
                args.remove(i);
                return arg.substring(name.length() + 1);
            }
            if (arg.equals(name)) {
                if (i + 1 == args.size()) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, name + " needs a value; " + USAGE);
                }
                args.remove(i);
                return args.remove(i);
            }
        }
        return null;
    }

    /**
     * Refuses {@code --threads} below 1 as the command line refuses it (the command line checks it when
     * its run starts, which the job's work never calls); the option is otherwise moot here.
     */
    private static void checkThreads(List<String> options) {
        for (int i = 0; i < options.size(); i++) {
            String option = options.get(i);
            String value = null;
            if ((option.equals("--threads") || option.equals("-t")) && i + 1 < options.size()) {
                value = options.get(i + 1);
            } else if (option.startsWith("--threads=") || option.startsWith("-t=")) {
                value = option.substring(option.indexOf('=') + 1);
            } else if (option.startsWith("-t") && option.length() > 2) {
                value = option.substring(2); // -t0, picocli's short option with its value attached
            }
            if (value != null && value.matches("-?\\d{1,18}") && Long.parseLong(value) < 1) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads must be at least 1, not " + value);
            }
        }
    }

    private static int partitions(String text) {
        if (text == null) {
            return 0;
        }
        try {
            int n = Integer.parseInt(text);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        throw new UserError(ExitCode.USAGE_OR_INPUT, "--partitions must be a whole number, at least 1, not '" + text + "'");
    }
}
