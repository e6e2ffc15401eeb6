package dev.nonet.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The commands that run before, and without, picocli: {@code nonet boj PROBLEM} and {@code nonet
 * --version}. Building picocli's model costs a one-shot command most of its start (its classes are
 * old enough that class-data sharing skips them), so these take the short way; they print the same
 * bytes and return the same exit codes as through picocli ({@code FastStartTest} compares the two).
 * Anything else, including these commands with any further argument, goes to picocli.
 */
final class FastStart {

    /** What {@link #run} returns when the arguments are not its to run. */
    static final int NOT_HANDLED = -1;

    private FastStart() {
    }

    /** Runs {@code args} if they are one of the commands above and returns the exit code, else {@link #NOT_HANDLED}. */
    static int run(String[] args, Streams streams) {
        if (args.length == 2 && args[0].equals("boj")) {
            int problem = switch (args[1]) {
                case "2580" -> 2580;
                case "2239" -> 2239;
                case "4056" -> 4056;
                default -> 0; // anything else, even an unknown number, gets picocli's own messages
            };
            return problem == 0 ? NOT_HANDLED : boj(problem, streams);
        }
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return version(streams);
        }
        return NOT_HANDLED;
    }

    private static int boj(int problem, Streams streams) {
        try {
            BojJudge.run(problem, streams);
            return ExitCode.OK;
        } catch (Exception e) { // what picocli hands its execution exception handler
            return Failures.report(e, writer(streams.err()));
        }
    }

    private static int version(Streams streams) {
        String[] lines = Version.lines();
        for (String line : lines) {
            // picocli formats and expands a version line: only a line those leave alone is printed here
            if (line.indexOf('%') >= 0 || line.contains("${") || line.contains("@|")) {
                return NOT_HANDLED;
            }
        }
        PrintWriter out = writer(streams.out());
        for (String line : lines) {
            out.println(line);
        }
        out.flush();
        return ExitCode.OK;
    }

    /** A writer like the ones {@link NonetCommand#commandLine} gives picocli. */
    private static PrintWriter writer(java.io.PrintStream stream) {
        return new PrintWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
    }
}
