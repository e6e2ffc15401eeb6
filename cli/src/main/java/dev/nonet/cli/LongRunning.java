package dev.nonet.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * What the long-running commands ({@code serve}, {@code fpuzzles-solver}) share: their time limit a request, and
 * how they run: until Ctrl+C (or SIGTERM), which closes their service from a shutdown hook, or until interrupted
 * in-process (the tests), which closes it here.
 */
final class LongRunning {

    private LongRunning() {
    }

    /**
     * {@code --time-limit SECONDS} as a duration.
     *
     * @throws IllegalArgumentException unless above 0 and at most a day
     */
    static Duration timeLimit(double seconds) {
        if (!(seconds > 0) || seconds > 86_400) {
            throw new IllegalArgumentException("--time-limit must be a number of seconds above 0 and at most 86400, not " + seconds);
        }
        return Duration.ofNanos((long) (seconds * 1e9));
    }

    /** Waits until the JVM stops or this thread is interrupted, then {@code service} is closed. */
    static void await(AutoCloseable service, String name) {
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            close(service);
            stopped.countDown();
        }, name + "-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Runtime.getRuntime().removeShutdownHook(hook);
            close(service);
            Thread.currentThread().interrupt();
        }
    }

    /** The message of {@code e}'s root cause (a port in use, say), for a one-line error. */
    static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    private static void close(AutoCloseable service) {
        try {
            service.close();
        } catch (Exception e) {
            throw new IllegalStateException("stopping " + service + ": " + e.getMessage(), e);
        }
    }
}
