package dev.nonet.server;

import static dev.nonet.server.TestServer.EASY;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nonet.format.LzString;
import dev.nonet.grid.Puzzle;
import dev.nonet.server.TestServer.Answer;
import dev.nonet.solve.PuzzleLines;
import dev.nonet.solve.Sudoku;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The worker pool's bounds: a full pool turns requests away with 503, and many clients at once all get answers. */
class LimitsTest {

    /** A 25x25 with 33 givens and no solution, whose search takes minutes without a deadline. */
    private static final String UNSOLVABLE_25X25 = PuzzleLines.sample("unsolvable-25x25").get(0).givens().toString();

    /**
     * The payload of a 25x25 with 100 nabner lines of 300 cells: 4.5 million pairs of cells that may not
     * hold equal or consecutive digits, whose tables took 18 s to build and 8 s to narrow.
     */
    private static final String LONG_NABNER_LINES = longNabnerLines();

    private static String longNabnerLines() {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            int row = i / 25;
            int column = row % 2 == 0 ? i % 25 : 24 - i % 25; // a snake, each cell beside the one before
            line.append(i == 0 ? "" : ",").append("\"R").append(row + 1).append('C').append(column + 1).append('"');
        }
        String grid = ("[" + "{},".repeat(24) + "{}],").repeat(25);
        String lines = ("{\"lines\":[[" + line + "]]},").repeat(100);
        String json = "{\"size\":25,\"grid\":[" + grid.substring(0, grid.length() - 1) + "],\"nabner\":["
                + lines.substring(0, lines.length() - 1) + "]}";
        return LzString.compressToBase64(json);
    }

    @Test
    void aFullPoolAnswers503WithRetryAfter() throws Exception {
        try (TestServer server = new TestServer(ServerSettings.DEFAULTS.withWorkers(1, 0))) {
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(1);
            Thread blocker = new Thread(() -> server.server.pool().run(deadline -> {
                started.countDown();
                try {
                    return release.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }));
            blocker.start();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

            Answer busy = server.postFields("/api/solve", "puzzle", EASY);
            ApiErrorsTest.assertError(busy, 503);
            assertThat(busy.response().headers().firstValue("Retry-After")).hasValue("1");
            assertThat(busy.text("error")).startsWith("the server is busy");
            // The health check needs no worker, and says the server is full, as the compute endpoints do.
            Answer health = server.get("/api/health");
            assertThat(health.status()).isEqualTo(503);
            assertThat(health.response().headers().firstValue("Retry-After")).hasValue("1");
            assertThat(health.text("status")).isEqualTo("full");
            assertThat(health.json().get("busy").asInt()).isEqualTo(1);
            assertThat(health.json().get("queued").asInt()).isZero();

            release.countDown();
            blocker.join(10_000);
            assertThat(server.postFields("/api/solve", "puzzle", EASY).status()).isEqualTo(200);
            assertThat(server.get("/api/health").text("status")).isEqualTo("ok");
        }
    }

    @Test
    void aWorkerIsFreeAgainOnceItsAnswerHasArrived() {
        // One worker and no queue: each call starts only after the one before has answered, so none
        // may be turned away, however soon the next call follows.
        try (WorkerPool pool = new WorkerPool(1, 0, Duration.ofSeconds(5))) {
            for (int i = 0; i < 20_000; i++) {
                int n = i;
                int answer = pool.run(deadline -> n);
                assertThat(answer).isEqualTo(n);
            }
        }
    }

    @Test
    void queuedWorkGivenUpOnGivesItsPlaceBack() throws Exception {
        // One worker, one place in the queue, and a wait of the one-second grace only.
        try (WorkerPool pool = new WorkerPool(1, 1, Duration.ZERO)) {
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch started = new CountDownLatch(1);
            Thread blocker = new Thread(() -> {
                try {
                    pool.run(deadline -> {
                        started.countDown();
                        // The blocker's own wait runs out after a second too, and interrupts it: it
                        // must hold the worker all the same, or the queued work would get to run.
                        while (true) {
                            try {
                                return release.await(30, TimeUnit.SECONDS);
                            } catch (InterruptedException ignored) {
                                // keep the worker busy until released
                            }
                        }
                    });
                } catch (ApiError expected) {
                    // its caller gave up waiting; the work goes on
                }
            });
            blocker.start();
            assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();

            assertThatThrownBy(() -> pool.run(deadline -> "never started"))
                    .isInstanceOf(ApiError.class).hasMessage("the server is busy: no worker was free within 1 s; try again in 1 s");
            // The queue's place is free again: this call waits for the worker instead of a 503.
            ExecutorService caller = Executors.newSingleThreadExecutor();
            Future<String> queued = caller.submit(() -> pool.run(deadline -> "ran"));
            Thread.sleep(100);
            release.countDown();
            assertThat(queued.get(10, TimeUnit.SECONDS)).isEqualTo("ran");
            blocker.join(10_000);
            caller.shutdown();
        }
    }

    @Test
    void runawayWorkStopsAtTheLimitAndItsWorkerServesTheNextRequestAtOnce() {
        Duration limit = Duration.ofMillis(500);
        // One worker: a runaway that kept computing after its 503 would hold up the plain request behind it.
        ServerSettings oneWorker = new ServerSettings("127.0.0.1", 0, 1, 0, limit, 64 * 1024);
        List<String[]> runaways = List.of(
                new String[] {"/api/solve", "{\"puzzle\":\"" + UNSOLVABLE_25X25 + "\"}"},
                new String[] {"/api/count", "{\"puzzle\":\"" + ".".repeat(256) + "\",\"cap\":1000000}"},
                new String[] {"/api/generate", "{\"shape\":\"25x25\",\"variant\":\"x,disjoint\"}"},
                // Building the constraint search's tables, and narrowing each constraint alone, stop at the limit too.
                new String[] {"/api/solve", "{\"fpuzzles\":\"" + LONG_NABNER_LINES + "\"}"},
                new String[] {"/api/conflicts", "{\"fpuzzles\":\"" + LONG_NABNER_LINES + "\"}"});
        try (TestServer server = new TestServer(oneWorker)) {
            for (String[] runaway : runaways) {
                long start = System.nanoTime();
                Answer stopped = server.post(runaway[0], runaway[1]);
                double seconds = (System.nanoTime() - start) / 1e9;
                ApiErrorsTest.assertError(stopped, 503);
                assertThat(stopped.response().headers().firstValue("Retry-After")).as(runaway[0]).isEmpty();
                // Stopped by its own deadline, not abandoned after the pool's grace second.
                assertThat(seconds).as(runaway[0] + " answered after %.2f s", seconds).isLessThan(limit.toMillis() / 1000.0 + 0.5);

                long plainStart = System.nanoTime();
                Answer plain = server.postFields("/api/solve", "puzzle", EASY);
                double plainSeconds = (System.nanoTime() - plainStart) / 1e9;
                assertThat(plain.status()).as(runaway[0]).isEqualTo(200);
                assertThat(plainSeconds).as("plain solve after " + runaway[0]).isLessThan(1.0);
            }
        }
    }

    @Test
    void logicalSolvingStopsAtTheTimeLimit() {
        ServerSettings quick = new ServerSettings("127.0.0.1", 0, 1, 4, Duration.ofNanos(1), 64 * 1024);
        try (TestServer server = new TestServer(quick)) {
            Answer a = server.postFields("/api/explain", "puzzle", TestServer.POINTING);
            assertThat(a.status()).isEqualTo(200);
            assertThat(a.text("status")).isEqualTo("timed out");
            assertThat(a.text("text")).startsWith("timed out after ").endsWith(" (limit 0 s)");
        }
    }

    @Test
    void concurrentClientsAllGetTheirOwnAnswers() throws Exception {
        List<String> puzzles = List.of(
                EASY,
                ".................1..2.34...............1.5.6...78..2.......94.8.5.......16..7....",
                "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
        try (TestServer server = new TestServer(ServerSettings.DEFAULTS.withWorkers(2, 64))) {
            ExecutorService clients = Executors.newFixedThreadPool(8);
            List<Future<Boolean>> answers = new ArrayList<>();
            for (int i = 0; i < 96; i++) {
                String puzzle = puzzles.get(i % puzzles.size());
                String expected = Sudoku.solve(Puzzle.parse(puzzle)).solution().orElseThrow().toString();
                answers.add(clients.submit(() -> {
                    Answer a = server.postFields("/api/solve", "puzzle", puzzle);
                    return a.status() == 200 && a.text("solution").equals(expected);
                }));
            }
            for (Future<Boolean> a : answers) {
                assertThat(a.get(60, TimeUnit.SECONDS)).isTrue();
            }
            clients.shutdown();
        }
    }
}
