package dev.nonet.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.limit.Deadline;
import dev.nonet.limit.StoppedException;
import dev.nonet.server.SolverMessages.Canceled;
import dev.nonet.server.SolverMessages.Invalid;
import dev.nonet.view.DurationText;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One connected page: its requests run one at a time on a thread of its own, each under a deadline that a newer
 * request, {@code cancel} or the connection closing cancels, so the work stops within milliseconds and the thread
 * is free for the next. Every request gets exactly one final message ({@code canceled} for one stopped so); a
 * {@code cancel} is answered {@code canceled} at once, under its own nonce.
 */
final class SolverSession {

    private static final AtomicInteger THREADS = new AtomicInteger();

    private final ObjectMapper json;
    private final SolverAnswers answers;
    private final Duration timeLimit;
    private final Consumer<String> socket;
    private final ExecutorService worker;
    /** The deadline of the request last taken; guarded by this. */
    private Deadline latest = Deadline.cancellable();

    /**
     * @param socket sends one text message to the page (called by one thread at a time)
     */
    SolverSession(ObjectMapper json, SolverAnswers answers, Duration timeLimit, Consumer<String> socket) {
        this.json = json;
        this.answers = answers;
        this.timeLimit = timeLimit;
        this.socket = socket;
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "nonet-fpuzzles-" + THREADS.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** Takes one message from the page: whatever it is, the request running is cancelled first. */
    void receive(String text) {
        Deadline deadline = Deadline.cancellable();
        synchronized (this) {
            latest.cancel();
            latest = deadline;
        }
        SolverRequest request;
        try {
            request = SolverRequest.read(json, text);
        } catch (SolverRequest.Unreadable e) {
            send(new Invalid(e.nonce, e.getMessage()));
            return;
        }
        if (request.command().equals("cancel")) {
            send(new Canceled(request.nonce()));
            return;
        }
        try {
            worker.execute(() -> run(request, deadline));
        } catch (RejectedExecutionException e) {
            // The connection has closed: nobody waits for an answer.
        }
    }

    private void run(SolverRequest request, Deadline deadline) {
        try {
            deadline.check(); // a newer request came while this one waited
            answers.answer(request, deadline, this::send);
        } catch (StoppedException e) {
            send(deadline.cancelledNow() ? new Canceled(request.nonce())
                    : new Invalid(request.nonce(), "Stopped at the time limit of " + DurationText.of(timeLimit)
                            + " (nonet fpuzzles-solver --time-limit SECONDS allows more)."));
        } catch (OutOfMemoryError e) {
            FPuzzlesSolver.LOG.warn("a request ran out of memory ({})", e.getMessage());
            send(new Invalid(request.nonce(), "Nonet ran out of memory on this request."));
        } catch (RuntimeException e) {
            FPuzzlesSolver.LOG.error("internal error on {}", request.command(), e);
            send(new Invalid(request.nonce(), "Internal error: " + e.getClass().getSimpleName() + " (please report it with the puzzle)."));
        }
    }

    private synchronized void send(Object message) {
        try {
            socket.accept(json.writeValueAsString(message));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the messages are plain records", e);
        }
    }

    /** Stops the request running, if any, and the thread; nothing more is sent. */
    void close() {
        synchronized (this) {
            latest.cancel();
        }
        worker.shutdownNow();
    }
}
