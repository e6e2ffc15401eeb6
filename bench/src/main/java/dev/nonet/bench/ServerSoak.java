package dev.nonet.bench;

import dev.nonet.grid.Grid;
import dev.nonet.server.NonetServer;
import dev.nonet.server.ServerSettings;
import dev.nonet.solve.PuzzleLines;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded soak test of {@code nonet serve} on loopback: for {@code --seconds}, {@code --runaways}
 * threads send requests that would compute for minutes (an unsolvable 25x25, a count of an empty 16x16
 * to a million, a 25x25 with diagonals and disjoint groups to generate) while {@code --clients} threads
 * send plain solves, all to a server in this process with {@code --workers} workers and a time limit of
 * {@code --limit-ms}. Every plain answer must be 200 with a solution of its puzzle, every runaway must be
 * stopped at the limit (503), no answer may be a 500, and the heap after the soak (after a collection)
 * must be back near its level before. Prints what it saw; exits 1 if any of that failed. It stops by
 * itself: no thread sends once the time is up, and each request has a timeout.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.ServerSoak [--seconds 60] [--clients 4] [--runaways 2] [--workers 2] [--limit-ms 1000]
 * </pre>
 */
public final class ServerSoak {

    /** Plain puzzles, easy to hard: each takes well under a millisecond. */
    private static final List<Grid> PLAIN = List.of(
            Grid.parse(".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5"),
            Grid.parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"),
            Grid.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"));
    /** The heap may end this much above where it began (a JIT's and a server's first allocations settle). */
    private static final long HEAP_SLACK_BYTES = 32L << 20;

    private ServerSoak() {
    }

    /** One kind of request that would run for minutes without a limit. */
    record Runaway(String path, String body) {
    }

    static final List<Runaway> RUNAWAYS = List.of(
            // A 25x25 with 33 givens and no solution: without a deadline its search takes minutes.
            new Runaway("/api/solve", "{\"puzzle\":\"" + PuzzleLines.sample("unsolvable-25x25").get(0).givens() + "\"}"),
            new Runaway("/api/count", "{\"puzzle\":\"" + ".".repeat(256) + "\",\"cap\":1000000}"),
            new Runaway("/api/generate", "{\"shape\":\"25x25\",\"variant\":\"x,disjoint\"}"));

    /**
     * What a soak saw.
     *
     * @param plain          plain requests sent
     * @param plainWrong     plain requests not answered 200 with a right solution
     * @param runaways       runaway requests sent
     * @param runawaysNot503 runaway requests answered other than 503
     * @param errors500      answers with status 500 (or no answer at all)
     * @param statuses       how many answers had each status
     * @param plainP99Millis the 99th percentile of the plain requests' latency
     * @param heapBefore     bytes of heap in use before the soak, after a collection
     * @param heapAfter      the same after it
     */
    record Report(long plain, long plainWrong, long runaways, long runawaysNot503, long errors500,
                  java.util.Map<Integer, Long> statuses, double plainP99Millis, long heapBefore, long heapAfter) {

        boolean passed() {
            return plain > 0 && runaways > 0 && plainWrong == 0 && runawaysNot503 == 0 && errors500 == 0
                    && heapAfter <= heapBefore + HEAP_SLACK_BYTES;
        }

        void print(PrintStream out) {
            out.printf(Locale.ROOT, "plain: %,d sent, %,d not answered right, p99 %.1f ms%n", plain, plainWrong, plainP99Millis);
            out.printf(Locale.ROOT, "runaway: %,d sent, %,d not stopped with 503%n", runaways, runawaysNot503);
            out.printf(Locale.ROOT, "statuses: %s; 500s or no answer: %d%n", statuses, errors500);
            out.printf(Locale.ROOT, "heap in use: %.1f MB before, %.1f MB after%n", heapBefore / 1e6, heapAfter / 1e6);
            out.println(passed() ? "PASSED" : "FAILED");
        }
    }

    public static void main(String[] args) throws Exception {
        int seconds = 60;
        int clients = 4;
        int runaways = 2;
        int workers = 2;
        int limitMillis = 1000;
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--seconds" -> seconds = Integer.parseInt(value);
                case "--clients" -> clients = Integer.parseInt(value);
                case "--runaways" -> runaways = Integer.parseInt(value);
                case "--workers" -> workers = Integer.parseInt(value);
                case "--limit-ms" -> limitMillis = Integer.parseInt(value);
                default -> {
                    System.err.println("usage: ServerSoak [--seconds N] [--clients N] [--runaways N] [--workers N] [--limit-ms N]");
                    System.exit(2);
                }
            }
            i++;
        }
        System.out.printf(Locale.ROOT, "soak: %d s, %d plain clients, %d runaway clients, %d workers, limit %d ms; Java %s, %d cores%n",
                seconds, clients, runaways, workers, limitMillis, Runtime.version(), Runtime.getRuntime().availableProcessors());
        Report report = run(Duration.ofSeconds(seconds), clients, runaways, workers, Duration.ofMillis(limitMillis));
        report.print(System.out);
        System.exit(report.passed() ? 0 : 1);
    }

    /** Runs a soak of {@code length} against a server of its own. */
    static Report run(Duration length, int clients, int runawayClients, int workers, Duration limit) throws Exception {
        // Plain requests queue behind the runaways rather than being turned away: the queue holds them all.
        ServerSettings settings = new ServerSettings("127.0.0.1", 0, workers, clients + runawayClients, limit, 64 * 1024);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        try (NonetServer server = NonetServer.start(settings)) {
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            // Warm up, so that the heap measured before holds what the server keeps anyway.
            for (Grid puzzle : PLAIN) {
                send(http, server, "/api/solve", "{\"puzzle\":\"" + puzzle + "\"}", limit);
            }
            long heapBefore = heapInUse(memory);
            AtomicLong plain = new AtomicLong();
            AtomicLong plainWrong = new AtomicLong();
            AtomicLong runaways = new AtomicLong();
            AtomicLong runawaysNot503 = new AtomicLong();
            AtomicLong errors500 = new AtomicLong();
            ConcurrentHashMap<Integer, Long> statuses = new ConcurrentHashMap<>();
            List<Long> plainLatencies = java.util.Collections.synchronizedList(new ArrayList<>());
            long end = System.nanoTime() + length.toNanos();
            ExecutorService threads = Executors.newFixedThreadPool(clients + runawayClients);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int c = 0; c < clients; c++) {
                    int first = c;
                    done.add(threads.submit(() -> {
                        for (int i = first; System.nanoTime() < end; i++) {
                            Grid puzzle = PLAIN.get(i % PLAIN.size());
                            long sent = System.nanoTime();
                            HttpResponse<String> answer = send(http, server, "/api/solve", "{\"puzzle\":\"" + puzzle + "\"}", limit);
                            plainLatencies.add(System.nanoTime() - sent);
                            plain.incrementAndGet();
                            tally(answer, statuses, errors500);
                            if (!ServerLoad.solves(answer, puzzle)) {
                                plainWrong.incrementAndGet();
                            }
                        }
                        return null;
                    }));
                }
                for (int r = 0; r < runawayClients; r++) {
                    int first = r;
                    done.add(threads.submit(() -> {
                        for (int i = first; System.nanoTime() < end; i++) {
                            Runaway runaway = RUNAWAYS.get(i % RUNAWAYS.size());
                            HttpResponse<String> answer = send(http, server, runaway.path(), runaway.body(), limit);
                            runaways.incrementAndGet();
                            tally(answer, statuses, errors500);
                            if (answer == null || answer.statusCode() != 503) {
                                runawaysNot503.incrementAndGet();
                            }
                        }
                        return null;
                    }));
                }
                for (Future<?> f : done) {
                    f.get();
                }
            } finally {
                threads.shutdownNow();
            }
            long heapAfter = heapInUse(memory);
            long[] latencies = plainLatencies.stream().mapToLong(Long::longValue).sorted().toArray();
            double p99 = latencies.length == 0 ? 0 : latencies[Math.max(0, (int) Math.ceil(0.99 * latencies.length) - 1)] / 1e6;
            return new Report(plain.get(), plainWrong.get(), runaways.get(), runawaysNot503.get(), errors500.get(),
                    new java.util.TreeMap<>(statuses), p99, heapBefore, heapAfter);
        }
    }

    private static void tally(HttpResponse<String> answer, ConcurrentHashMap<Integer, Long> statuses, AtomicLong errors500) {
        int status = answer == null ? 0 : answer.statusCode();
        statuses.merge(status, 1L, Long::sum);
        if (status == 0 || status == 500) {
            errors500.incrementAndGet();
        }
    }

    /** The answer, or null when none came within the limit and a few seconds (counted with the 500s). */
    static HttpResponse<String> send(HttpClient http, NonetServer server, String path, String body, Duration limit) {
        try {
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + path.substring(1)))
                    .timeout(limit.plusSeconds(5)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build();
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** Bytes of heap in use once collections have settled: the least of a few readings, each after a GC. */
    static long heapInUse(MemoryMXBean memory) throws InterruptedException {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
            least = Math.min(least, memory.getHeapMemoryUsage().getUsed());
        }
        return least;
    }
}
