package dev.nonet.cli;

/**
 * A failure to report to the user in one line, with the exit code it calls for. Commands throw it; the
 * root command prints {@code nonet: } and the message, never a stack trace.
 */
public final class UserError extends RuntimeException {

    private final int exitCode;

    public UserError(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    /** One of {@link ExitCode}'s. */
    public int exitCode() {
        return exitCode;
    }
}
