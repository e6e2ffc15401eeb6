package dev.nonet.limit;

/**
 * Thrown by work whose {@link Deadline} was reached: it stopped before finishing and has no answer.
 * The library's facades catch it and report a {@code TIMED_OUT} status; only lower-level callers (a
 * {@code UniquenessChecker}, say) see it.
 */
public final class StoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    StoppedException(String reason) {
        // No stack trace: it ends work on purpose, often, and is caught a few frames up.
        super(reason, null, false, false);
    }
}
