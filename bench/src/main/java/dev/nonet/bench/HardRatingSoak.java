package dev.nonet.bench;

import dev.nonet.server.NonetServer;
import dev.nonet.server.ServerSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A soak of {@code nonet serve} under the hardest work it gets: for {@code --seconds}, {@code --clients}
 * threads send {@code /api/rate}, {@code /api/explain} and {@code /api/hint} in turn, each waiting for its
 * answer, on puzzles of the hardest set and top1465 (Sudoku Explainer's nested forcing chains, the rater's
 * largest memory), to a server in this process with {@code --workers} workers and the server's own time
 * limit; meanwhile a monitor asks {@code /api/health} every second. It checks what a supervisor and the
 * clients need: every answer is 200 or 503 (no other 5xx, no 4xx, none missing), health is always
 * answered, and the heap in use after a collection comes back, once the load has passed, to within
 * {@link #HEAP_SLACK_BYTES} of the idle figure. Prints what it saw, the process's resident memory too;
 * exits 1 if any of that failed. It stops by itself.
 *
 * <p>Run it as {@code nonet serve} runs, in a 1 GiB G1 heap ({@code ./nonet}'s flags for {@code serve}):
 *
 * <pre>
 * mvn -B -q -pl bench -am package -DskipTests
 * java -XX:+UseG1GC -XX:G1PeriodicGCInterval=30000 -Xmx1g -cp bench/target/benchmarks.jar dev.nonet.bench.HardRatingSoak \
 *     [--seconds 600] [--clients 6] [--workers N] [--limit-ms 5000] [--puzzles FILE]...
 * </pre>
 * The puzzles are {@code ../shared/data/hardest-1905-11plus.txt} and {@code ../shared/data/top1465.txt}
 * by default, shuffled together (the same order each run).
 */
public final class HardRatingSoak {

    /** The endpoints each client sends in turn. */
    static final List<String> ENDPOINTS = List.of("/api/rate", "/api/explain", "/api/hint");
    /** The heap may end this much above the idle figure (a JIT's and a server's first allocations settle). */
    static final long HEAP_SLACK_BYTES = 32L << 20;
    private static final List<Path> DEFAULT_PUZZLES = List.of(Path.of("../shared/data/hardest-1905-11plus.txt"),
            Path.of("../shared/data/top1465.txt"));
    private static final Duration HEALTH_EVERY = Duration.ofSeconds(1);

    private HardRatingSoak() {
    }

    /**
     * What a soak saw.
     *
     * @param statuses          how many answers each endpoint got of each status (0: no answer)
     * @param refusals          how many 503s said each thing (their error's words before any digit)
     * @param healthChecks      health checks sent
     * @param healthUnanswered  health checks with no answer, or one other than 200 or 503
     * @param healthMaxMillis   the longest a health check waited for its answer
     * @param heapIdle          bytes of heap in use after a collection, before the soak (warmed up)
     * @param heapAfter         the same once the soak is over
     * @param heapMax           the heap's bound (-Xmx)
     * @param rssAfter          the process's resident memory once the soak is over (bytes; -1 unknown)
     * @param rssPeak           its peak over the process's life
     */
    record Report(Map<String, Map<Integer, Long>> statuses, Map<String, Long> refusals, long healthChecks, long healthUnanswered, double healthMaxMillis,
                  long heapIdle, long heapAfter, long heapMax, long rssAfter, long rssPeak) {

        long count(int status) {
            return statuses.values().stream().mapToLong(m -> m.getOrDefault(status, 0L)).sum();
        }

        long requests() {
            return statuses.values().stream().flatMap(m -> m.values().stream()).mapToLong(Long::longValue).sum();
        }

        /** Answers neither 200 nor 503, and requests with no answer at all. */
        long wrong() {
            return requests() - count(200) - count(503);
        }

        boolean passed() {
            return count(200) > 0 && wrong() == 0 && healthChecks > 0 && healthUnanswered == 0
                    && heapAfter <= heapIdle + HEAP_SLACK_BYTES;
        }

        void print(PrintStream out) {
            out.printf(Locale.ROOT, "requests: %,d; 200: %,d, 503: %,d, other or none: %,d%n", requests(), count(200), count(503), wrong());
            statuses.forEach((path, counts) -> out.printf(Locale.ROOT, "  %s %s%n", path, counts));
            refusals.forEach((words, count) -> out.printf(Locale.ROOT, "  503 x %,d: %s%n", count, words));
            out.printf(Locale.ROOT, "health: %,d checks, %,d unanswered, longest %.1f ms%n", healthChecks, healthUnanswered, healthMaxMillis);
            out.printf(Locale.ROOT, "heap in use after GC: %.1f MB idle, %.1f MB after (bound %.0f MB)%n",
                    heapIdle / 1e6, heapAfter / 1e6, heapMax / 1e6);
            out.printf(Locale.ROOT, "resident memory: %.0f MB after, %.0f MB at the peak%n", rssAfter / 1e6, rssPeak / 1e6);
            out.println(passed() ? "PASSED" : "FAILED");
        }
    }

    public static void main(String[] args) throws Exception {
        int seconds = 600;
        int clients = 6;
        int workers = ServerSettings.DEFAULTS.workers();
        Duration limit = ServerSettings.DEFAULTS.timeLimit();
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--seconds" -> seconds = Integer.parseInt(value);
                case "--clients" -> clients = Integer.parseInt(value);
                case "--workers" -> workers = Integer.parseInt(value);
                case "--limit-ms" -> limit = Duration.ofMillis(Long.parseLong(value));
                case "--puzzles" -> files.add(Path.of(value));
                default -> {
                    System.err.println("usage: HardRatingSoak [--seconds N] [--clients N] [--workers N] [--limit-ms N] [--puzzles FILE]...");
                    System.exit(2);
                }
            }
            i++;
        }
        List<String> puzzles = new ArrayList<>();
        for (Path file : files.isEmpty() ? DEFAULT_PUZZLES : files) {
            puzzles.addAll(puzzles(Files.readAllLines(file)));
        }
        System.out.printf(Locale.ROOT, "hard soak: %d s, %d clients, %d workers, limit %d ms, %,d puzzles; Java %s, %d cores, heap bound %.0f MB%n",
                seconds, clients, workers, limit.toMillis(), puzzles.size(), Runtime.version(), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() / 1e6);
        Report report = run(Duration.ofSeconds(seconds), clients, workers, limit, puzzles);
        report.print(System.out);
        System.exit(report.passed() ? 0 : 1);
    }

    /** The puzzles of a file's lines (81 characters first, {@code #} lines skipped), shuffled the same way each run. */
    static List<String> puzzles(List<String> lines) {
        List<String> puzzles = new ArrayList<>();
        for (String line : lines) {
            if (!line.isBlank() && !line.startsWith("#")) {
                puzzles.add(line.strip().substring(0, 81));
            }
        }
        Collections.shuffle(puzzles, new Random(42));
        return puzzles;
    }

    /** Runs a soak of {@code length} against a server of its own. */
    static Report run(Duration length, int clients, int workers, Duration limit, List<String> puzzles) throws Exception {
        ServerSettings settings = ServerSettings.DEFAULTS.withAddress("127.0.0.1", 0).withWorkers(workers, ServerSettings.DEFAULTS.queue())
                .withTimeLimit(limit);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        try (NonetServer server = NonetServer.start(settings)) {
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            // Warm up on one easy puzzle per endpoint, so that the idle heap holds what the server keeps anyway.
            for (String path : ENDPOINTS) {
                ServerSoak.send(http, server, path, body(EASY), limit);
            }
            long heapIdle = ServerSoak.heapInUse(memory);
            Map<String, Map<Integer, Long>> statuses = new ConcurrentHashMap<>();
            Map<String, Long> refusals = new ConcurrentHashMap<>();
            AtomicLong next = new AtomicLong();
            long end = System.nanoTime() + length.toNanos();
            Health health = new Health(server, end);
            Thread monitor = new Thread(health, "soak-health");
            monitor.start();
            ExecutorService threads = Executors.newFixedThreadPool(clients);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int c = 0; c < clients; c++) {
                    done.add(threads.submit(() -> {
                        while (System.nanoTime() < end) {
                            long n = next.getAndIncrement();
                            String path = ENDPOINTS.get((int) (n % ENDPOINTS.size()));
                            String puzzle = puzzles.get((int) (n / ENDPOINTS.size() % puzzles.size()));
                            HttpResponse<String> answer = ServerSoak.send(http, server, path, body(puzzle), limit.plusSeconds(5));
                            statuses.computeIfAbsent(path, p -> new ConcurrentHashMap<>())
                                    .merge(answer == null ? 0 : answer.statusCode(), 1L, Long::sum);
                            if (answer != null && answer.statusCode() == 503) {
                                refusals.merge(path + ": " + words(answer.body()), 1L, Long::sum);
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
            monitor.join();
            long heapAfter = ServerSoak.heapInUse(memory);
            Map<String, Map<Integer, Long>> sorted = new TreeMap<>();
            statuses.forEach((path, counts) -> sorted.put(path, new TreeMap<>(counts)));
            return new Report(sorted, new TreeMap<>(refusals), health.checks.get(), health.unanswered.get(), health.longestNanos.get() / 1e6,
                    heapIdle, heapAfter, Runtime.getRuntime().maxMemory(), residentBytes("VmRSS"), residentBytes("VmHWM"));
        }
    }

    /** A 17-clue puzzle singles solve: the warm-up's. */
    private static final String EASY = ".................1....23.4........2....5.......51.6..7..4.8.....2....3...8.7....5";

    /** An error answer's words up to its first digit (a limit, a count), so that alike answers count together. */
    private static String words(String body) {
        int at = body.indexOf("\"error\":\"");
        String error = at < 0 ? body : body.substring(at + 9);
        return error.replaceAll("[0-9].*", "").strip();
    }

    private static String body(String puzzle) {
        return "{\"puzzle\":\"" + puzzle + "\"}";
    }

    /** Asks {@code /api/health} every second until the soak ends, timing each answer. */
    private static final class Health implements Runnable {
        private final NonetServer server;
        private final long end;
        private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        final AtomicLong checks = new AtomicLong();
        final AtomicLong unanswered = new AtomicLong();
        final AtomicLong longestNanos = new AtomicLong();

        Health(NonetServer server, long end) {
            this.server = server;
            this.end = end;
        }

        @Override
        public void run() {
            HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + "api/health")).timeout(Duration.ofSeconds(10)).build();
            while (System.nanoTime() < end) {
                long sent = System.nanoTime();
                int status;
                try {
                    status = http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode();
                } catch (IOException e) {
                    status = 0;
                } catch (InterruptedException e) {
                    return;
                }
                long took = System.nanoTime() - sent;
                checks.incrementAndGet();
                longestNanos.accumulateAndGet(took, Math::max);
                if (status != 200 && status != 503) {
                    unanswered.incrementAndGet();
                }
                try {
                    Thread.sleep(Math.max(0, HEALTH_EVERY.toMillis() - took / 1_000_000));
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }

    /** A figure of this process's memory from /proc/self/status ({@code VmRSS} now, {@code VmHWM} at the peak), or -1. */
    static long residentBytes(String field) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith(field + ":")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux: unknown
        }
        return -1;
    }
}
