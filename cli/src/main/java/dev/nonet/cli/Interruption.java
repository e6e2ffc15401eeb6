package dev.nonet.cli;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl+C (SIGINT), SIGTERM or SIGHUP during a long run. The JVM then runs its shutdown hooks and exits
 * with code 128 plus the signal's number (130, 143, 129); this hook asks the run to stop and waits,
 * briefly, until the run has written what it finished, flushed it and printed its summary, so that the
 * output ends on a whole record and standard error says how far the run got and what stopped it. A run
 * blocked reading its input does not get to answer: after {@link #PATIENCE_MILLIS} the JVM exits
 * anyway, with the records written so far.
 */
final class Interruption implements AutoCloseable {

    /** How long the hook waits for the run to stop: a record in progress is not awaited, only the writing. */
    private static final long PATIENCE_MILLIS = 2_000;

    /** The signals that end the JVM through its shutdown hooks, as Java names them. */
    private static final List<String> STOPPING_SIGNALS = List.of("INT", "TERM", "HUP");

    private static final AtomicBoolean listening = new AtomicBoolean();
    /** The name of the signal that began the shutdown, such as {@code TERM}; null until one comes. */
    private static volatile String received;

    private volatile boolean requested;
    private final CountDownLatch wrappedUp = new CountDownLatch(1);
    private final Thread hook = new Thread(this::stopAndWait, "nonet-stop");
    private final Runnable onRequest;

    private Interruption(Runnable onRequest) {
        this.onRequest = onRequest;
    }

    /** Watches for Ctrl+C and the other stopping signals until {@link #close()}. */
    static Interruption watch() {
        return watch(() -> { });
    }

    /** {@link #watch()}, running {@code onRequest} (say, cancelling the work's deadline) as soon as a stop is asked. */
    static Interruption watch(Runnable onRequest) {
        listenForSignals();
        Interruption interruption = new Interruption(onRequest);
        Runtime.getRuntime().addShutdownHook(interruption.hook);
        return interruption;
    }

    /** Whether the run was asked to stop. */
    boolean requested() {
        return requested;
    }

    /**
     * What stopped the run, as its summary says it: {@code Ctrl+C} for SIGINT, {@code SIGTERM},
     * {@code SIGHUP}, or {@code a signal} when the JVM did not let the signal be seen (run with
     * {@code -Xrs}) or the shutdown came otherwise.
     */
    static String cause() {
        String name = received;
        return name == null ? "a signal" : name.equals("INT") ? "Ctrl+C" : "SIG" + name;
    }

    /**
     * Notes which signal comes before the JVM shuts down on it. Java tells a shutdown hook nothing of its
     * cause, so each stopping signal gets a handler that records its name and then exits as the JVM's own
     * handler does, with 128 plus its number. A signal ignored when the JVM started (a background job's
     * SIGINT) stays ignored: the JVM does not let a handler replace that.
     *
     * <p>The handlers are {@code sun.misc.Signal}'s, of the {@code jdk.unsupported} module, reached by
     * reflection: a runtime without that module (a trimmed one) still runs, its summaries saying "a
     * signal", and the build's javadoc, which fails on warnings, does not warn of an internal API.
     */
    private static void listenForSignals() {
        if (!listening.compareAndSet(false, true)) {
            return;
        }
        try {
            Class<?> signalClass = Class.forName("sun.misc.Signal");
            Class<?> handlerClass = Class.forName("sun.misc.SignalHandler");
            Method handle = signalClass.getMethod("handle", signalClass, handlerClass);
            Method number = signalClass.getMethod("getNumber");
            for (String name : STOPPING_SIGNALS) {
                Object handler = Proxy.newProxyInstance(Interruption.class.getClassLoader(), new Class<?>[] {handlerClass},
                        (proxy, method, args) -> switch (method.getName()) {
                            case "handle" -> {
                                received = name;
                                System.exit(128 + (int) number.invoke(args[0]));
                                yield null;
                            }
                            case "hashCode" -> System.identityHashCode(proxy);
                            case "equals" -> proxy == args[0];
                            default -> "nonet's SIG" + name + " handler";
                        });
                try {
                    handle.invoke(null, signalClass.getConstructor(String.class).newInstance(name), handler);
                } catch (ReflectiveOperationException e) {
                    // -Xrs, or a system without this signal (IllegalArgumentException as the cause): "a signal"
                }
            }
        } catch (ReflectiveOperationException | LinkageError e) {
            // no jdk.unsupported in this runtime: the JVM's own handlers stop the run, the summary says "a signal"
        }
    }

    /** The run has stopped, flushed and said so: the JVM may exit. */
    void wrappedUp() {
        wrappedUp.countDown();
    }

    private void stopAndWait() {
        requested = true;
        onRequest.run();
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
