package dev.nonet.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.websocket.WsCloseStatus;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Nonet as the solver behind f-puzzles: a websocket listener speaking the protocol of Rangsk's SudokuSolver, which
 * the f-puzzles userscript ({@code Fpuzzles-SudokuSolver.user.js}) connects to at {@code ws://localhost:4545}. Its
 * buttons send the puzzle on the board with a command (true candidates, solve, check, count, solution path, step)
 * and this answers each with Nonet's exact search and its rule solver (docs/FPUZZLES-SOLVER.md).
 *
 * <pre>{@code
 * try (FPuzzlesSolver solver = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS)) {
 *     System.out.println(solver.url());   // ws://127.0.0.1:4545/
 * }
 * }</pre>
 *
 * <p>Any page the user visits could reach a port on their machine, so the handshake is taken only from f-puzzles'
 * pages, this machine's ({@code localhost}, {@code 127.0.0.1}, {@code [::1]}, any port), the origins the settings
 * allow, and clients that are not browsers (no {@code Origin}); any other gets 403 and a log line. Messages, the work
 * of each request and the connections are bounded by the settings.
 */
public final class FPuzzlesSolver implements AutoCloseable {

    /** f-puzzles' own origins, whose pages the userscript runs on. */
    static final List<String> FPUZZLES_ORIGINS = List.of("https://www.f-puzzles.com", "https://f-puzzles.com");

    static final Logger LOG = LoggerFactory.getLogger(FPuzzlesSolver.class);

    /** How often a connection is pinged, so that an idle page stays connected and a vanished one is noticed. */
    private static final Duration PING = Duration.ofSeconds(15);

    private final ObjectMapper json = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    private final FPuzzlesSolverSettings settings;
    private final SolverAnswers answers;
    private final Set<String> allowedOrigins;
    /** The connected pages, by Javalin's session id; guarded by itself. */
    private final Map<String, SolverSession> sessions = new HashMap<>();
    private final Javalin app;

    private FPuzzlesSolver(FPuzzlesSolverSettings settings) {
        this.settings = settings;
        this.answers = new SolverAnswers(settings.timeLimit(), settings.ignoredKinds());
        this.allowedOrigins = Set.copyOf(settings.allowedOrigins());
        this.app = Javalin.create(this::configure);
    }

    /** Starts a listener with {@code settings}; it listens once this returns. */
    public static FPuzzlesSolver start(FPuzzlesSolverSettings settings) {
        FPuzzlesSolver solver = new FPuzzlesSolver(settings);
        solver.app.start(settings.host(), settings.port());
        return solver;
    }

    /** The port it listens on (the one chosen when the settings said 0). */
    public int port() {
        return app.port();
    }

    /** Where it listens: {@code ws://127.0.0.1:4545/}. */
    public String url() {
        return ListenAddress.url("ws", settings.host(), port());
    }

    /** Stops every request, closes the connections and stops listening. */
    @Override
    public void close() {
        synchronized (sessions) {
            sessions.values().forEach(SolverSession::close);
            sessions.clear();
        }
        app.stop();
    }

    /** How many pages are connected (for the tests). */
    int connections() {
        synchronized (sessions) {
            return sessions.size();
        }
    }

    private void configure(JavalinConfig config) {
        config.startup.showJavalinBanner = false;
        config.jetty.modifyWebSocketServletFactory(factory -> {
            factory.setMaxTextMessageSize(settings.maxMessageBytes());
            factory.setMaxBinaryMessageSize(1024);
            factory.setIdleTimeout(PING.multipliedBy(4));
        });
        config.routes.wsBeforeUpgrade(this::checkOrigin);
        config.routes.ws("/", this::connection);
    }

    /** Refuses (403) the handshake of a page from an origin not allowed, saying so in the log. */
    private void checkOrigin(Context ctx) {
        List<String> origins = Collections.list(ctx.req().getHeaders("Origin"));
        if (origins.isEmpty() || origins.size() == 1 && isAllowed(origins.get(0))) {
            return;
        }
        String origin = ErrorText.excerpt(String.join(", ", origins));
        if (origin.equalsIgnoreCase("null")) {
            // No --allow-origin can name it: any file or sandboxed frame sends it.
            LOG.warn("refused a connection from a page without an origin of its own (a file, a sandboxed frame)");
            throw new ForbiddenResponse("pages without an origin of their own may not use this solver");
        }
        LOG.warn("refused a connection from a page of {}: only f-puzzles' pages and this machine's may connect;"
                + " start nonet fpuzzles-solver with --allow-origin {} to let it", origin, origin);
        throw new ForbiddenResponse("pages from " + origin + " may not use this solver; start it with --allow-origin " + origin + " to let them");
    }

    /** Whether pages of {@code origin} may connect: f-puzzles', this machine's (any port), or one allowed. */
    boolean isAllowed(String origin) {
        String normalized;
        URI uri;
        try {
            normalized = OriginPolicy.normalized(origin);
            uri = new URI(normalized);
        } catch (IllegalArgumentException | URISyntaxException e) {
            return false; // "null" (a file, a sandboxed frame) among them
        }
        if (!normalized.equals(origin.toLowerCase(Locale.ROOT))) {
            return false; // not as a browser writes it: a path, a default port spelled out
        }
        String host = uri.getHost();
        boolean thisMachine = host.equals("localhost") || host.equals("127.0.0.1") || host.equals("[::1]");
        return thisMachine || FPUZZLES_ORIGINS.contains(normalized) || allowedOrigins.contains(normalized);
    }

    private void connection(WsConfig ws) {
        ws.onConnect(ctx -> {
            synchronized (sessions) {
                if (sessions.size() >= settings.maxConnections()) {
                    LOG.warn("refused a connection: {} pages are connected already, the most allowed", settings.maxConnections());
                    ctx.closeSession(WsCloseStatus.TRY_AGAIN_LATER, "too many connections");
                    return;
                }
                sessions.put(ctx.sessionId(), new SolverSession(json, answers, settings.timeLimit(), text -> sendIfOpen(ctx, text)));
            }
            ctx.enableAutomaticPings(PING.toMillis(), TimeUnit.MILLISECONDS);
            LOG.info("connected: a page of {}", origin(ctx));
        });
        ws.onMessage(ctx -> {
            SolverSession session;
            synchronized (sessions) {
                session = sessions.get(ctx.sessionId());
            }
            if (session != null) {
                session.receive(ctx.message());
            }
        });
        ws.onClose(ctx -> {
            SolverSession session;
            synchronized (sessions) {
                session = sessions.remove(ctx.sessionId());
            }
            if (session != null) {
                session.close();
                LOG.info("disconnected: a page of {} ({})", origin(ctx), ctx.status());
            }
        });
        ws.onError(ctx -> LOG.debug("connection error", ctx.error()));
    }

    private static String origin(WsContext ctx) {
        String origin = ctx.header("Origin");
        return origin == null ? "no origin (not a browser)" : ErrorText.excerpt(origin);
    }

    private static void sendIfOpen(WsContext ctx, String text) {
        if (ctx.session.isOpen()) {
            ctx.send(text);
        }
    }
}
