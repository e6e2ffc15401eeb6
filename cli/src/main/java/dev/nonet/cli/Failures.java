package dev.nonet.cli;

import java.io.PrintWriter;

/**
 * How a command's failure reaches the user: one line on standard error and an exit code, never a stack
 * trace. Shared by picocli's execution handler ({@link NonetCommand}) and {@link FastStart}.
 */
final class Failures {

    private Failures() {
    }

    /** Reports {@code e}, thrown by a command's work, on {@code err}, and returns the exit code it calls for. */
    static int report(Exception e, PrintWriter err) {
        if (e instanceof OutputClosed) {
            return ExitCode.OK;
        }
        if (e instanceof UserError u) {
            err.println("nonet: " + u.getMessage());
            err.flush();
            return u.exitCode();
        }
        err.println("nonet: internal error: " + e + " (please report this with the input that caused it)");
        err.flush();
        return ExitCode.INTERNAL_ERROR;
    }
}
