package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.UserError;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The job's command line, {@code [--master URL] COMMAND [OPTIONS] [INPUT] OUTPUT}: the job's own options
 * ({@code --master}, {@code --partitions}, {@code --single-file}) taken out, the rest left to the command
 * as {@code nonet COMMAND} takes it.
 *
 * @param master     the Spark master to run on, or null for the one {@code spark-submit} set (else {@code local[*]})
 * @param command    the command's name
 * @param options    the command's own options, as {@code nonet} takes them
 * @param input      the input path (a file, a directory or a glob; any Hadoop file system), or null for {@code generate}
 * @param output     the output path: a directory of part files, or with {@code singleFile} one file
 * @param partitions how many parts the work is split into, or 0 for the default
 * @param singleFile whether the output is one file, written in order by the driver
 */
record JobArguments(String master, String command, List<String> options, String input, String output,
                    int partitions, boolean singleFile) implements Serializable {

    static final String USAGE = "usage: nonet-spark [--master URL] COMMAND [OPTIONS] INPUT OUTPUT"
            + " (generate: OUTPUT alone); job options: --partitions N, --single-file";

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
        return new JobArguments(master, command, List.copyOf(rest), input, output, partitions(partitionsText), singleFile);
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
