package dev.nonet.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.format.PuzzleReader;
import dev.nonet.grid.Grid;
import dev.nonet.grid.Puzzle;
import dev.nonet.server.NonetServer;
import dev.nonet.server.ServerSettings;
import dev.nonet.validation.GridValidator;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bounded load test of {@code nonet serve} on loopback: a server in this process, {@code --clients}
 * threads each sending {@code POST /api/solve} one after another until {@code --requests} answers have
 * come back, every answer checked (status 200, a solution of its puzzle). Prints requests per second
 * and latency percentiles; exits 1 if any answer was wrong or an error.
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.nonet.bench.ServerLoad [--clients 16] [--requests 20000] [--workers N] [FILE]
 * </pre>
 *
 * FILE holds the puzzles to send in turn; by default {@code ../shared/data/17-clue.txt} where present,
 * else {@code examples/puzzles.txt}. A first tenth as many requests warm the JVM up and are not counted.
 */
public final class ServerLoad {

    private static final List<Path> DEFAULT_FILES = List.of(Path.of("../shared/data/17-clue.txt"), Path.of("examples/puzzles.txt"));
    private static final ObjectMapper JSON = new ObjectMapper();

    private ServerLoad() {
    }

    /**
     * What a run measured.
     *
     * @param requests  answers counted
     * @param errors    answers that were not 200 with a right solution
     * @param seconds   wall time of the counted requests
     * @param latencies each request's time from send to full answer, in nanoseconds, sorted
     */
    record Report(int requests, int errors, double seconds, long[] latencies) {

        double perSecond() {
            return requests / seconds;
        }

        /** The latency below which {@code percent} of the requests finished, in milliseconds. */
        double percentileMillis(double percent) {
            int index = (int) Math.ceil(percent / 100 * latencies.length) - 1;
            return latencies[Math.max(0, Math.min(index, latencies.length - 1))] / 1e6;
        }

        void print(PrintStream out, int clients, int workers) {
            out.printf(Locale.ROOT, "%,d requests from %d clients to %d workers in %.2f s: %,.0f requests/s, %d errors%n",
                    requests, clients, workers, seconds, perSecond(), errors);
            out.printf(Locale.ROOT, "latency ms: p50 %.2f  p90 %.2f  p99 %.2f  max %.2f%n",
                    percentileMillis(50), percentileMillis(90), percentileMillis(99), percentileMillis(100));
        }
    }

    public static void main(String[] args) throws Exception {
        int clients = 16;
        int requests = 20_000;
        int workers = Runtime.getRuntime().availableProcessors();
        Path file = DEFAULT_FILES.stream().filter(Files::isRegularFile).findFirst().orElse(null);
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--clients" -> clients = Integer.parseInt(args[++i]);
                case "--requests" -> requests = Integer.parseInt(args[++i]);
                case "--workers" -> workers = Integer.parseInt(args[++i]);
                default -> file = Path.of(args[i]);
            }
        }
        if (file == null) {
            System.err.println("usage: ServerLoad [--clients N] [--requests N] [--workers N] FILE");
            System.exit(2);
        }
        List<Grid> puzzles = PuzzleReader.readAll(file).stream().map(Puzzle::givens).toList();
        System.out.printf(Locale.ROOT, "%s: %,d puzzles; Java %s, %d cores%n", file, puzzles.size(),
                Runtime.version(), Runtime.getRuntime().availableProcessors());
        Report report = run(puzzles, clients, requests, workers);
        report.print(System.out, clients, workers);
        System.exit(report.errors() == 0 ? 0 : 1);
    }

    /** Starts a server with {@code workers} workers, warms it up, then measures {@code requests} solves. */
    static Report run(List<Grid> puzzles, int clients, int requests, int workers) throws Exception {
        ServerSettings settings = ServerSettings.DEFAULTS.withAddress("127.0.0.1", 0).withWorkers(workers, Math.max(64, clients));
        try (NonetServer server = NonetServer.start(settings)) {
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            URI solve = URI.create(server.url() + "api/solve");
            load(http, solve, puzzles, clients, Math.max(1, requests / 10));
            return load(http, solve, puzzles, clients, requests);
        }
    }

    private static Report load(HttpClient http, URI solve, List<Grid> puzzles, int clients, int requests) throws Exception {
        long[] latencies = new long[requests];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger errors = new AtomicInteger();
        ExecutorService threads = Executors.newFixedThreadPool(clients);
        long start = System.nanoTime();
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                done.add(threads.submit(() -> {
                    for (int i = next.getAndIncrement(); i < requests; i = next.getAndIncrement()) {
                        Grid puzzle = puzzles.get(i % puzzles.size());
                        long sent = System.nanoTime();
                        boolean right = solves(http, solve, puzzle);
                        latencies[i] = System.nanoTime() - sent;
                        if (!right) {
                            errors.incrementAndGet();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            threads.shutdown();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Arrays.sort(latencies);
        return new Report(requests, errors.get(), seconds, latencies);
    }

    /** Whether the server answered 200 with a solution of {@code puzzle}. */
    private static boolean solves(HttpClient http, URI solve, Grid puzzle) {
        try {
            HttpRequest request = HttpRequest.newBuilder(solve).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + puzzle + "\"}")).build();
            return solves(http.send(request, HttpResponse.BodyHandlers.ofString()), puzzle);
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Whether {@code answer} (null for none) is a 200 holding a solution of {@code puzzle}. */
    static boolean solves(HttpResponse<String> answer, Grid puzzle) {
        if (answer == null || answer.statusCode() != 200) {
            return false;
        }
        try {
            JsonNode json = JSON.readTree(answer.body());
            return GridValidator.isSolutionOf(Grid.parse(json.path("solution").asText()), Puzzle.of(puzzle));
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }
}
