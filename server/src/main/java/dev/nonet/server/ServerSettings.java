package dev.nonet.server;

import java.time.Duration;
import java.util.List;

/**
 * How a {@link NonetServer} listens and how much work it takes on at once.
 *
 * @param host         the address to listen on; {@code 127.0.0.1} keeps the server to this machine
 * @param port         the port, or 0 for any free one ({@link NonetServer#port()} tells which)
 * @param workers      the threads that solve, rate and explain; at most this many requests compute at once
 * @param queue        how many more requests may wait for a worker; past that the answer is 503
 * @param timeLimit    how long one request may compute, from when a worker starts it: every computation
 *                     stops there (the logical solver reports {@code timed out}, the rest gets a 503)
 * @param maxBodyBytes the largest request body taken; larger ones get 413
 * @param allowedOrigins the origins ({@code https://example.com}) whose pages may call the API besides the
 *                     server's own page: they get CORS headers; pages from any other get 403
 */
public record ServerSettings(String host, int port, int workers, int queue, Duration timeLimit, long maxBodyBytes,
                             List<String> allowedOrigins) {

    /** The defaults of {@code nonet serve}: this machine only, port 8080, one worker per core. */
    public static final ServerSettings DEFAULTS = new ServerSettings("127.0.0.1", 8080,
            Runtime.getRuntime().availableProcessors(), 64, Duration.ofSeconds(5), 64 * 1024);

    public ServerSettings {
        if (host == null || host.isBlank()) {
            // An empty address would listen everywhere and name no page to open: say which address instead.
            throw new IllegalArgumentException("the address to listen on must be named (127.0.0.1 for this machine, 0.0.0.0 for every"
                    + " network), not '" + (host == null ? "" : host) + "'");
        }
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("the port must be 0 to 65535, not " + port);
        }
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker is needed, not " + workers);
        }
        if (queue < 0) {
            throw new IllegalArgumentException("the queue cannot be negative: " + queue);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("the time limit must be positive, not " + timeLimit.toMillis() + " ms");
        }
        allowedOrigins = allowedOrigins.stream().map(OriginPolicy::normalized).distinct().toList();
    }

    /** Settings that let no other origin's pages call the API. */
    public ServerSettings(String host, int port, int workers, int queue, Duration timeLimit, long maxBodyBytes) {
        this(host, port, workers, queue, timeLimit, maxBodyBytes, List.of());
    }

    public ServerSettings withAddress(String newHost, int newPort) {
        return new ServerSettings(newHost, newPort, workers, queue, timeLimit, maxBodyBytes, allowedOrigins);
    }

    public ServerSettings withWorkers(int newWorkers, int newQueue) {
        return new ServerSettings(host, port, newWorkers, newQueue, timeLimit, maxBodyBytes, allowedOrigins);
    }

    /**
     * These settings with each request's computing limited to {@code limit}.
     *
     * @throws IllegalArgumentException when it is not positive
     */
    public ServerSettings withTimeLimit(Duration limit) {
        return new ServerSettings(host, port, workers, queue, limit, maxBodyBytes, allowedOrigins);
    }

    /**
     * These settings with {@code origins} allowed.
     *
     * @throws IllegalArgumentException when one is not an origin such as {@code https://example.com}
     */
    public ServerSettings withAllowedOrigins(List<String> origins) {
        return new ServerSettings(host, port, workers, queue, timeLimit, maxBodyBytes, origins);
    }
}
