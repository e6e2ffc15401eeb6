package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Running out of memory never leaves the server half alive: a request whose work cannot get memory fails
 * alone with 503, and an error that ends one of Jetty's own jobs (the one accepting connections, say) goes
 * to the process, which {@code nonet serve} ends at once, rather than being logged while the server listens
 * on without answering.
 */
class OutOfMemoryTest {

    @Test
    void workThatRunsOutOfMemoryIsA503AndTheServerGoesOn() {
        try (TestServer server = new TestServer()) {
            ApiError error = catchThrowableOfType(ApiError.class, () -> server.server.pool().run(deadline -> {
                throw new OutOfMemoryError("Java heap space");
            }));
            assertThat(error).isNotNull();
            assertThat(error.status()).isEqualTo(503);
            assertThat(error.body()).containsEntry("error", "the server has no memory left for this request now; try again in 1 s")
                    .containsEntry("retryAfter", 1);
            assertThat(server.get("/api/health").text("status")).isEqualTo("ok");
            assertThat(server.postFields("/api/solve", "puzzle", EASY).status()).isEqualTo(200);
        }
    }

    @Test
    void anErrorThatEndsAJettyJobGoesToTheProcess() throws Exception {
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        CompletableFuture<Map.Entry<String, Throwable>> reported = new CompletableFuture<>();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> reported.complete(Map.entry(thread.getName(), e)));
        try (TestServer server = new TestServer()) {
            server.server.jettyThreads().execute(() -> {
                throw new OutOfMemoryError("Java heap space");
            });
            Map.Entry<String, Throwable> report = reported.get(10, TimeUnit.SECONDS);
            assertThat(report.getKey()).startsWith("JettyServerThreadPool");
            assertThat(report.getValue()).isInstanceOf(OutOfMemoryError.class).hasMessage("Java heap space");
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
    }
}
