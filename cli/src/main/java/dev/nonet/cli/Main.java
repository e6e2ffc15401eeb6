package dev.nonet.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** Entry point of the {@code nonet} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err, System.console() != null));
    }

    /**
     * Runs {@code nonet} with {@code args} over the given streams and returns its exit code; the tests
     * call this to run the command in-process.
     *
     * @param errIsTerminal whether standard error is a terminal (progress bars are drawn only then)
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean errIsTerminal) {
        return NonetCommand.commandLine(new Streams(in, out, err, errIsTerminal)).execute(args);
    }
}
