package dev.nonet.cli;

/** The exit codes of every {@code nonet} command; docs/CLI.md's table (Exit codes) lists the same. */
public final class ExitCode {

    /** Everything read was a valid puzzle and every requested result was produced. */
    public static final int OK = 0;
    /** Some puzzles were malformed, invalid or unsolvable (batch commands go on past them). */
    public static final int BAD_PUZZLES = 1;
    /** Bad usage, unreadable input, or input a judge mode cannot read at all. */
    public static final int USAGE_OR_INPUT = 2;
    /** A defect in Nonet itself; the message asks for a report. */
    public static final int INTERNAL_ERROR = 3;
    /** Stopped by Ctrl+C (SIGINT): 128 plus the signal's number, as shells report it; the JVM exits with it. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
