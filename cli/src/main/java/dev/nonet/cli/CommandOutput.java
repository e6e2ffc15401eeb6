package dev.nonet.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Standard output as the commands write their results: gathered in a buffer and checked at every
 * flush. A {@code PrintStream} never throws, so without the check a full disk or a closed pipe would go
 * unnoticed and the run would compute on for nobody; the check turns a closed pipe into
 * {@link OutputClosed} and any other failure into a one-line {@link UserError} (exit code 2).
 *
 * <p>Not thread-safe: one thread writes at a time.
 */
final class CommandOutput {

    /** Past this many characters the buffer is written out, so memory stays bounded. */
    private static final int BUFFER = 1 << 16;

    private final PrintStream out;
    private final StringBuilder pending = new StringBuilder(BUFFER);

    CommandOutput(PrintStream out) {
        this.out = out;
    }

    /** Adds {@code text} to the output; it is written out when the buffer fills or at {@link #flush()}. */
    void write(CharSequence text) {
        pending.append(text);
        if (pending.length() >= BUFFER) {
            flush();
        }
    }

    /**
     * Writes out everything buffered and checks that it arrived.
     *
     * @throws OutputClosed if the reader of standard output has gone
     * @throws UserError    (exit code 2) for any other write error
     */
    void flush() {
        if (pending.length() > 0) {
            byte[] bytes = pending.toString().getBytes(StandardCharsets.UTF_8);
            pending.setLength(0);
            out.write(bytes, 0, bytes.length);
        }
        if (out.checkError()) { // flushes the stream, then tells whether any write failed
            throw failure();
        }
    }

    private RuntimeException failure() {
        IOException cause = out instanceof ErrorKeepingPrintStream keeping ? keeping.firstError() : null;
        if (cause != null && isBrokenPipe(cause)) {
            return new OutputClosed();
        }
        String why = cause == null || cause.getMessage() == null ? "the output stream reported an error" : cause.getMessage();
        return new UserError(ExitCode.USAGE_OR_INPUT, "cannot write output: " + why);
    }

    /** The error a write to a pipe gets once its reader has closed it (EPIPE; Java ignores SIGPIPE). */
    private static boolean isBrokenPipe(IOException e) {
        return e.getMessage() != null && e.getMessage().contains("Broken pipe");
    }
}
