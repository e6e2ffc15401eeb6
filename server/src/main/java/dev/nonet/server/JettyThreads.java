package dev.nonet.server;

import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * Jetty's threads, as Javalin makes them by default (at most 250, at least 8, a minute idle), except for
 * what becomes of an {@link OutOfMemoryError} or another {@link VirtualMachineError} that ends one of their
 * jobs. Jetty would log it and go on; when the job was the one accepting connections, the server went on
 * listening and never answered again, not even {@code /api/health}, so nothing restarted it. Such an error
 * goes to the thread's uncaught-exception handler instead, the process's to answer: {@code nonet serve}'s
 * ends the process at once (exit code 3) on an {@code OutOfMemoryError}, for a supervisor to start it
 * again. A request's own work that runs out of memory is answered 503 before it gets here ({@link WorkerPool}).
 */
final class JettyThreads extends QueuedThreadPool {

    JettyThreads() {
        super(250, 8, 60_000);
        setName("JettyServerThreadPool");
    }

    @Override
    protected void onJobFailure(Throwable failure) {
        if (failure instanceof VirtualMachineError) {
            Thread thread = Thread.currentThread();
            thread.getUncaughtExceptionHandler().uncaughtException(thread, failure);
            return;
        }
        super.onJobFailure(failure);
    }
}
