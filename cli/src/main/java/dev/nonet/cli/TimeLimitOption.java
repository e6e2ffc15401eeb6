package dev.nonet.cli;

import dev.nonet.logic.LogicalSolver;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The per-puzzle time limit of the commands that solve by logic (a picocli mixin). */
final class TimeLimitOption {

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "Give up on a puzzle after this many seconds of logical solving and report it as timed out; the run goes on. Default: ${DEFAULT-VALUE}.")
    double seconds = LogicalSolver.DEFAULT_LIMIT.toMillis() / 1000.0;

    /** The limit as a duration. */
    Duration limit() {
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--time-limit must be a number of seconds, at least 0, not " + seconds);
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }
}
