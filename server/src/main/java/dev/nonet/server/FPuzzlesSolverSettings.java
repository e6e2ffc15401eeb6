package dev.nonet.server;

import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * How an {@link FPuzzlesSolver} listens and how much it takes on.
 *
 * @param host            the address to listen on; {@code 127.0.0.1} keeps it to this machine
 * @param port            the port, 4545 being the one the userscript connects to; 0 for any free one
 * @param allowedOrigins  the origins ({@code https://example.com}) whose pages may connect besides f-puzzles' own
 *                        and this machine's pages
 * @param timeLimit       how long one request may compute; its work is stopped there
 * @param maxConnections  how many pages may be connected at once; one more is closed at once
 * @param maxMessageBytes the largest request taken; a larger one closes its connection
 * @param ignoredKinds    f-puzzles rule keys read as if absent (as {@code --ignore} names them): a puzzle with a key
 *                        Nonet does not know is otherwise refused, naming it
 */
public record FPuzzlesSolverSettings(String host, int port, List<String> allowedOrigins, Duration timeLimit, int maxConnections,
                                     int maxMessageBytes, Set<String> ignoredKinds) {

    /** The defaults of {@code nonet fpuzzles-solver}: this machine only, port 4545, five minutes a request. */
    public static final FPuzzlesSolverSettings DEFAULTS = new FPuzzlesSolverSettings("127.0.0.1", 4545, List.of(), Duration.ofMinutes(5), 8,
            1 << 20, Set.of());

    public FPuzzlesSolverSettings {
        // The address, port and time limit follow the HTTP service's rules, and the origins its form.
        ServerSettings.DEFAULTS.withAddress(host, port).withTimeLimit(timeLimit);
        allowedOrigins = allowedOrigins.stream().map(OriginPolicy::normalized).distinct().toList();
        ignoredKinds = Set.copyOf(ignoredKinds);
        if (maxConnections < 1) {
            throw new IllegalArgumentException("at least one connection must be allowed, not " + maxConnections);
        }
        if (maxMessageBytes < 1024) {
            throw new IllegalArgumentException("a request must be allowed at least 1024 bytes, not " + maxMessageBytes);
        }
    }

    public FPuzzlesSolverSettings withAddress(String newHost, int newPort) {
        return new FPuzzlesSolverSettings(newHost, newPort, allowedOrigins, timeLimit, maxConnections, maxMessageBytes, ignoredKinds);
    }

    /**
     * These settings with {@code origins} allowed besides f-puzzles' and this machine's.
     *
     * @throws IllegalArgumentException when one is not an origin such as {@code https://example.com}
     */
    public FPuzzlesSolverSettings withAllowedOrigins(List<String> origins) {
        return new FPuzzlesSolverSettings(host, port, origins, timeLimit, maxConnections, maxMessageBytes, ignoredKinds);
    }

    /**
     * These settings with each request's computing limited to {@code limit}.
     *
     * @throws IllegalArgumentException when it is not positive
     */
    public FPuzzlesSolverSettings withTimeLimit(Duration limit) {
        return new FPuzzlesSolverSettings(host, port, allowedOrigins, limit, maxConnections, maxMessageBytes, ignoredKinds);
    }

    /** These settings with at most {@code connections} pages connected at once. */
    public FPuzzlesSolverSettings withMaxConnections(int connections) {
        return new FPuzzlesSolverSettings(host, port, allowedOrigins, timeLimit, connections, maxMessageBytes, ignoredKinds);
    }

    /** These settings reading puzzles without the rule keys {@code kinds}. */
    public FPuzzlesSolverSettings withIgnoredKinds(Set<String> kinds) {
        return new FPuzzlesSolverSettings(host, port, allowedOrigins, timeLimit, maxConnections, maxMessageBytes, kinds);
    }
}
