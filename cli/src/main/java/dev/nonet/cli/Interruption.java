package dev.nonet.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl+C (SIGINT, or a SIGTERM) during a batch run. The JVM then runs its shutdown hooks and exits with
 * code 130 (143 for SIGTERM); this hook asks the run to stop and waits, briefly, until the run has
 * written what it finished, flushed it and printed its summary, so that the output ends on a whole
 * record and standard error says how far the run got. A run blocked reading its input does not get to
 * answer: after {@link #PATIENCE_MILLIS} the JVM exits anyway, with the records written so far.
 */
final class Interruption implements AutoCloseable {

    /** How long the hook waits for the run to stop: a record in progress is not awaited, only the writing. */
    private static final long PATIENCE_MILLIS = 2_000;

    private volatile boolean requested;
    private final CountDownLatch wrappedUp = new CountDownLatch(1);
    private final Thread hook = new Thread(this::stopAndWait, "nonet-stop");

    private Interruption() {
    }

    /** Watches for Ctrl+C until {@link #close()}. */
    static Interruption watch() {
        Interruption interruption = new Interruption();
        Runtime.getRuntime().addShutdownHook(interruption.hook);
        return interruption;
    }

    /** Whether the run was asked to stop. */
    boolean requested() {
        return requested;
    }

    /** The run has stopped, flushed and said so: the JVM may exit. */
    void wrappedUp() {
        wrappedUp.countDown();
    }

    private void stopAndWait() {
        requested = true;
        try {
            wrappedUp.await(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops watching; a run that ends on its own leaves no hook behind. */
    @Override
    public void close() {
        wrappedUp();
        if (!requested) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down already: the hook runs, and finds the run wrapped up
            }
        }
    }
}
