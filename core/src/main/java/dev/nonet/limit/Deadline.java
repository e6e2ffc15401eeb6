package dev.nonet.limit;

import java.time.Duration;

/**
 * When long work must stop: a point in time, a call to {@link #cancel()}, or both. Every computation
 * that can run long (searches, logical solving, generation, minimizing) takes one, checks it often
 * enough to stop within a few milliseconds, and then ends with {@link StoppedException}; the facades
 * turn that into a status ({@code TIMED_OUT}), never into a partial answer passed off as complete.
 *
 * <pre>{@code
 * Deadline deadline = Deadline.after(Duration.ofSeconds(5));
 * SolveResult r = Sudoku.count(puzzle, 1_000_000, deadline);   // TIMED_OUT after 5 s
 * other thread: deadline.cancel();                            // or stop it at once
 * }</pre>
 *
 * <p>Thread-safe: one thread may cancel what another computes. Checking costs one volatile read, plus
 * a clock read when a time is set; computations check at their natural loop points (every thousand
 * guesses of a search, every step and every start of a chain), so the check never shows in a profile.
 */
public final class Deadline {

    /** No limit: never reached, and cannot be cancelled. What every call without a deadline uses. */
    public static final Deadline NONE = new Deadline(null, false, 0);

    /** The deadline this one also obeys (a limit within a larger one); null for none. */
    private final Deadline outer;
    private final boolean timed;
    /** {@link System#nanoTime()} at which it is reached, when {@code timed}. */
    private final long at;
    private volatile boolean cancelled;

    private Deadline(Deadline outer, boolean timed, long at) {
        this.outer = outer;
        this.timed = timed;
        this.at = at;
    }

    /**
     * A deadline {@code limit} from now.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public static Deadline after(Duration limit) {
        return NONE.within(limit);
    }

    /** A deadline with no time limit, reached only when {@link #cancel() cancelled}. */
    public static Deadline cancellable() {
        return new Deadline(null, false, 0);
    }

    /**
     * A deadline reached at the sooner of this one and {@code limit} from now, and when either is
     * cancelled: a part of some work that may have less time than the whole.
     *
     * @throws IllegalArgumentException if {@code limit} is negative
     */
    public Deadline within(Duration limit) {
        if (limit.isNegative()) {
            throw new IllegalArgumentException("a time limit must not be negative, not " + limit);
        }
        long now = System.nanoTime();
        long nanos = saturatedNanos(limit);
        long end = now + nanos < now ? Long.MAX_VALUE : now + nanos;
        if (timed && at - end < 0) {
            end = at;
        }
        return new Deadline(this == NONE ? null : this, true, end);
    }

    /**
     * Stops whatever checks this deadline (and every deadline made {@link #within} it) at its next check.
     *
     * @throws UnsupportedOperationException on {@link #NONE}
     */
    public void cancel() {
        if (this == NONE) {
            throw new UnsupportedOperationException("Deadline.NONE cannot be cancelled; make one with Deadline.cancellable()");
        }
        cancelled = true;
    }

    /** Whether work under this deadline must stop now: cancelled, or its time has come. */
    public boolean reached() {
        return cancelled || timed && System.nanoTime() - at >= 0 || outer != null && outer.reached();
    }

    /**
     * Returns quietly while the work may go on.
     *
     * @throws StoppedException once the deadline is {@link #reached()}
     */
    public void check() {
        if (reached()) {
            throw new StoppedException(cancelledNow() ? "cancelled" : "time limit reached");
        }
    }

    /** Whether it was cancelled (rather than, or as well as, run out of time). */
    public boolean cancelledNow() {
        return cancelled || outer != null && outer.cancelledNow();
    }

    /** The time left: zero once reached, and {@code Long.MAX_VALUE} nanoseconds for a deadline with no time. */
    public Duration remaining() {
        if (reached()) {
            return Duration.ZERO;
        }
        Duration own = timed ? Duration.ofNanos(Math.max(0, at - System.nanoTime())) : Duration.ofNanos(Long.MAX_VALUE);
        if (outer == null) {
            return own;
        }
        Duration theirs = outer.remaining();
        return own.compareTo(theirs) <= 0 ? own : theirs;
    }

    private static long saturatedNanos(Duration limit) {
        try {
            return limit.toNanos();
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    @Override
    public String toString() {
        if (this == NONE) {
            return "no deadline";
        }
        return cancelledNow() ? "cancelled" : timed || outer != null ? "deadline in " + remaining() : "cancellable, no time limit";
    }
}
