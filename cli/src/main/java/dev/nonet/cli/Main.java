package dev.nonet.cli;

import dev.nonet.solve.Sudoku;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/** Entry point of the {@code nonet} command. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        // Not System.out: its errors are swallowed without a trace; this stream keeps them to report.
        PrintStream out = ErrorKeepingPrintStream.over(new FileOutputStream(FileDescriptor.out));
        // A thread of the command's own (a generator's, a ticker's) that runs out of memory ends the run
        // the same way as the main thread does, not with a stack trace while the rest goes on.
        Thread.setDefaultUncaughtExceptionHandler(new OutOfMemoryHalts());
        System.exit(run(args, System.in, out, System.err, stderrIsTerminal()));
    }

    /** The handler above; a class, not a lambda, whose first use would cost start-up a bootstrap. */
    static final class OutOfMemoryHalts implements Thread.UncaughtExceptionHandler {
        @Override
        public void uncaughtException(Thread thread, Throwable e) {
            if (e instanceof OutOfMemoryError oom) {
                System.err.println(outOfMemory(oom));
                Runtime.getRuntime().halt(ExitCode.INTERNAL_ERROR);
            }
            e.printStackTrace();
        }
    }

    /** The one line an {@code OutOfMemoryError} gets; it names the way to give Java more. */
    static String outOfMemory(OutOfMemoryError e) {
        return "nonet: internal error: out of memory (" + e.getMessage() + "); NONET_JAVA_OPTS=-Xmx2g ./nonet ... gives Java more";
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
     * Why the system property {@code nonet.engine} (set through NONET_JAVA_OPTS) cannot be followed, or
     * null: asked up front so that a wrong choice is a usage error, not an internal one at the first
     * search. Unset, nothing is asked and the start costs nothing.
     */
    static String wrongEngineChoice() {
        if (System.getProperty("nonet.engine") == null) {
            return null;
        }
        try {
            Sudoku.classicEngine();
            return null;
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    /**
     * Runs {@code nonet} with {@code args} over the given streams and returns its exit code; the tests
     * call this to run the command in-process.
     *
     * @param errIsTerminal whether standard error is a terminal (progress bars are drawn only then)
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, boolean errIsTerminal) {
        try {
            String wrongEngine = wrongEngineChoice();
            if (wrongEngine != null) {
                err.println("nonet: " + wrongEngine);
                err.flush();
                return ExitCode.USAGE_OR_INPUT;
            }
            Streams streams = new Streams(in, out, err, errIsTerminal);
            int code = FastStart.run(args, streams);
            return code != FastStart.NOT_HANDLED ? code : NonetCommand.commandLine(streams, args).execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands on errors that are not exceptions; the big allocations are garbage by now
            err.println(outOfMemory(e));
            err.flush();
            return ExitCode.INTERNAL_ERROR;
        }
    }
}
