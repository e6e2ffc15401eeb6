package dev.nonet.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One in-process run of {@code nonet}: its exit code and everything it wrote.
 *
 * @param exitCode the exit code
 * @param out      what it wrote to standard output
 * @param err      what it wrote to standard error
 */
record CliRun(int exitCode, String out, String err) {

    /** Runs {@code nonet args} with {@code stdin} as standard input, stderr not a terminal. */
    static CliRun run(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8), false);
        return new CliRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
