package dev.nonet.cli;

import dev.nonet.logic.LogicalSolver;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The per-puzzle time limit of the commands that solve by logic (a picocli mixin). */
final class TimeLimitOption {

    /** {@code rate}'s default: Sudoku Explainer's nested chains take seconds on the hardest puzzles. */
    static final Duration RATE_DEFAULT = Duration.ofSeconds(60);

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "Give up on a puzzle after this many seconds of logical solving and report it as timed out; the run goes on. Default: 5 (rate: 60). 0 gives no time at all: every puzzle is reported as timed out (exit code 1).")
    Double seconds;

    /** The limit as a duration; {@link LogicalSolver#DEFAULT_LIMIT} when none was given. */
    Duration limit() {
        return limit(LogicalSolver.DEFAULT_LIMIT);
    }

    /** The limit as a duration; {@code fallback} when none was given. */
    Duration limit(Duration fallback) {
        if (seconds == null) {
            return fallback;
        }
        if (!(seconds >= 0) || Double.isInfinite(seconds)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--time-limit must be a number of seconds, at least 0, not " + seconds);
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }
}
