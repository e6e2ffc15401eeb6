package dev.nonet.generate;

import java.time.Duration;

/**
 * How a generation run went.
 *
 * @param generated how many puzzles were delivered
 * @param attempts  how many candidate puzzles were made and judged, accepted or not
 * @param seed      the seed used (the request's, or the one drawn), to run the same again
 * @param elapsed   how long the run took
 * @param timedOut  whether the time limit ended the run before {@code generated} reached the count asked
 * @param message   one line saying what happened, for people
 */
public record GenerationReport(int generated, long attempts, long seed, Duration elapsed, boolean timedOut, String message) {

    /** Attempts that did not give a puzzle. */
    public long rejected() {
        return attempts - generated;
    }
}
