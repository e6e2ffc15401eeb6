package dev.nonet.cli;

import java.io.InputStream;
import java.io.PrintStream;

/** Entry point of the {@code nonet} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err, stderrIsTerminal()));
    }

    /**
     * Whether standard error is a terminal. {@code System.console()} answers for standard input and
     * output together, and is null as soon as output is redirected, which is exactly when a progress
     * bar on standard error helps most; on Linux the file behind descriptor 2 tells.
     */
    static boolean stderrIsTerminal() {
        try {
            String target = java.nio.file.Files.readSymbolicLink(java.nio.file.Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
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
