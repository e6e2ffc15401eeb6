package dev.nonet.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nonet.limit.Deadline;
import dev.nonet.view.HealthView;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Nonet HTTP service: the JSON API under {@code /api/}, its OpenAPI description at
 * {@code /openapi.json}, and the web page to play on at {@code /}.
 *
 * <pre>{@code
 * try (NonetServer server = NonetServer.start(ServerSettings.DEFAULTS.withAddress("127.0.0.1", 0))) {
 *     System.out.println(server.url());   // http://127.0.0.1:41234/
 * }
 * }</pre>
 *
 * <p>Every answer is JSON, errors included: {@code {"error": "...", "status": 400}}, never a stack
 * trace. The computing runs on a bounded {@link WorkerPool}; the HTTP threads only read, wait and write.
 */
public final class NonetServer implements AutoCloseable {

    /** Every API route, as {@code METHOD path}; the OpenAPI description must name each one. */
    public static final List<String> ROUTES = List.of(
            "GET /api/health", "HEAD /api/health", "POST /api/solve", "POST /api/count", "POST /api/check", "POST /api/conflicts", "POST /api/candidates",
            "POST /api/hint", "POST /api/explain", "POST /api/rate", "POST /api/generate", "POST /api/canon");

    static final Logger LOG = LoggerFactory.getLogger(NonetServer.class);

    private final ObjectMapper json = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    private final ServerSettings settings;
    private final WorkerPool pool;
    private final BodyReader bodies;
    private final PuzzleApi api;
    private final Javalin app;

    private NonetServer(ServerSettings settings) {
        this.settings = settings;
        this.pool = new WorkerPool(settings.workers(), settings.queue(), settings.timeLimit());
        this.bodies = new BodyReader(settings.maxBodyBytes());
        this.api = new PuzzleApi(settings.timeLimit(), settings.workers());
        this.app = Javalin.create(this::configure);
    }

    /** Starts a server with {@code settings}; it listens once this returns. */
    public static NonetServer start(ServerSettings settings) {
        NonetServer server = new NonetServer(settings);
        try {
            server.app.start(settings.host(), settings.port());
        } catch (RuntimeException e) {
            server.pool.close();
            throw e;
        }
        return server;
    }

    /** The port it listens on (the one chosen when the settings said 0). */
    public int port() {
        return app.port();
    }

    /** The address of the web page: {@code http://127.0.0.1:8080/}. */
    public String url() {
        return ListenAddress.url("http", settings.host(), port());
    }

    /** Stops listening and stops the workers. */
    @Override
    public void close() {
        app.stop();
        pool.close();
    }

    /** The worker pool, for the tests that fill it. */
    WorkerPool pool() {
        return pool;
    }

    /** Jetty's threads, for the tests that give them a job. */
    org.eclipse.jetty.util.thread.ThreadPool jettyThreads() {
        return app.jettyServer().threadPool();
    }

    private void configure(JavalinConfig config) {
        config.startup.showJavalinBanner = false;
        config.http.maxRequestSize = settings.maxBodyBytes();
        config.http.prefer405over404 = true;
        config.jetty.threadPool = new JettyThreads();
        config.staticFiles.add("/web", Location.CLASSPATH);
        config.jetty.modifyServer(jetty -> {
            jetty.setErrorHandler(new JsonErrorHandler(json));
            jetty.addBean(new HeaderTimeout(jetty));
        });
        OriginPolicy origins = new OriginPolicy(settings.host(), this::port, settings.allowedOrigins());
        config.routes.before(origins::apply);

        config.routes.get("/api/health", ctx -> health(ctx, true));
        // HEAD answers what GET would, headers alone: a monitor that checks with HEAD sees the same status and type.
        config.routes.head("/api/health", ctx -> health(ctx, false));
        post(config, "/api/solve", PuzzleFields.class, PuzzleApi::solve);
        post(config, "/api/count", Requests.CountRequest.class, PuzzleApi::count);
        post(config, "/api/check", Requests.CheckRequest.class, PuzzleApi::check);
        post(config, "/api/conflicts", Requests.CheckRequest.class, PuzzleApi::conflicts);
        post(config, "/api/candidates", Requests.CandidatesRequest.class, PuzzleApi::candidates);
        post(config, "/api/hint", Requests.HintRequest.class, PuzzleApi::hint);
        post(config, "/api/explain", Requests.ExplainRequest.class, PuzzleApi::explain);
        post(config, "/api/rate", PuzzleFields.class, PuzzleApi::rate);
        post(config, "/api/generate", Requests.GenerateRequest.class, PuzzleApi::generate);
        post(config, "/api/canon", PuzzleFields.class, PuzzleApi::canon);
        String openApi = resource("/openapi.json");
        config.routes.get("/openapi.json", ctx -> ctx.contentType("application/json").result(openApi));
        // Browsers ask for /favicon.ico when a page names no icon; the page names its SVG, and this sends the rest there.
        config.routes.get("/favicon.ico", ctx -> ctx.redirect("/favicon.svg", HttpStatus.MOVED_PERMANENTLY));

        config.routes.exception(ApiError.class, (e, ctx) -> {
            if (e.body().containsKey("retryAfter")) {
                ctx.header("Retry-After", String.valueOf(WorkerPool.RETRY_AFTER_SECONDS));
            }
            if (e.closesConnection()) {
                ctx.header("Connection", "close");
            }
            answer(ctx.status(e.status()), e.body());
        });
        config.routes.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), tooLargeOr(e)));
        config.routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("internal error on {} {}", ctx.method(), ctx.path(), e);
            error(ctx, 500, "internal error: " + e.getClass().getSimpleName() + " (please report it with the request that caused it)");
        });
        config.routes.error(404, ctx -> error(ctx, 404, "no such page or endpoint: " + ctx.method() + " " + ErrorText.excerpt(ctx.path())));
        config.routes.error(405, ctx -> error(ctx, 405, ctx.method() + " is not allowed on " + ErrorText.excerpt(ctx.path())));
    }

    private void health(Context ctx, boolean withBody) {
        WorkerPool.Load load = pool.load();
        boolean full = load.busy() + load.queued() >= settings.workers() + settings.queue();
        if (full) {
            ctx.status(503).header("Retry-After", String.valueOf(WorkerPool.RETRY_AFTER_SECONDS));
        }
        HealthView health = new HealthView(full ? "full" : "ok", settings.workers(), load.busy(), settings.queue(), load.queued());
        if (withBody) {
            answer(ctx, health);
        } else {
            ctx.contentType("application/json");
        }
    }

    /** What one endpoint computes: the answer to a request, by the deadline the pool gives it. */
    @FunctionalInterface
    private interface Endpoint<R> {
        Object answer(PuzzleApi api, R request, Deadline deadline);
    }

    /**
     * A POST endpoint taking a {@code type}, whose work runs on the pool, from the request body to the JSON
     * answer. A request that runs out of memory here too (reading its body, writing its answer) fails alone
     * with the pool's 503.
     */
    private <R extends Record> void post(JavalinConfig config, String path, Class<R> type, Endpoint<R> endpoint) {
        config.routes.post(path, ctx -> {
            try {
                requireJson(ctx);
                R request = RequestReader.read(json, bodies.read(ctx), type);
                answer(ctx, pool.run(deadline -> endpoint.answer(api, request, deadline)));
            } catch (OutOfMemoryError e) {
                throw WorkerPool.outOfMemory(e);
            }
        });
    }

    /**
     * Refuses (415) a body not declared as JSON: a page on another site can send a form or text/plain
     * without asking first, but not application/json. And one compressed ({@code Content-Encoding: gzip}),
     * which would otherwise be read as if it were the JSON itself.
     */
    private static void requireJson(Context ctx) {
        String encoding = String.join(", ", Collections.list(ctx.req().getHeaders("Content-Encoding")));
        if (!encoding.isBlank() && !encoding.strip().equalsIgnoreCase("identity")) {
            throw new ApiError(415, "the body must be sent as it is, not compressed (Content-Encoding: " + ErrorText.excerpt(encoding) + ")",
                    Map.of());
        }
        String type = ctx.header("Content-Type");
        String[] parts = type == null ? new String[] {""} : type.split(";");
        if (!parts[0].strip().equalsIgnoreCase("application/json")) {
            throw new ApiError(415, "the body must be sent with Content-Type: application/json"
                    + (type == null ? " (the request had none)" : ", not " + ErrorText.excerpt(type)), Map.of());
        }
        // The body is decoded by the charset named here: one this JVM cannot decode is the client's mistake, not a 500.
        for (int i = 1; i < parts.length; i++) {
            String[] parameter = parts[i].split("=", 2);
            if (parameter[0].strip().equalsIgnoreCase("charset")) {
                String charset = parameter.length < 2 ? "" : parameter[1].strip().replaceAll("^\"|\"$", "");
                if (!isKnownCharset(charset)) {
                    throw new ApiError(415, "the body's charset '" + ErrorText.excerpt(charset) + "' is not one this server can read; send JSON in UTF-8"
                            + " (Content-Type: application/json, or application/json; charset=utf-8)", Map.of());
                }
            }
        }
    }

    private static boolean isKnownCharset(String name) {
        try {
            return Charset.isSupported(name);
        } catch (IllegalArgumentException e) { // an empty or malformed name
            return false;
        }
    }

    private String tooLargeOr(HttpResponseException e) {
        return e.getStatus() == 413 ? "the body is larger than the limit of " + settings.maxBodyBytes() + " bytes" : e.getMessage();
    }

    private void error(Context ctx, int status, String message) {
        answer(ctx.status(status), new ApiError(status, message, Map.of()).body());
    }

    private void answer(Context ctx, Object value) {
        try {
            ctx.contentType("application/json").result(json.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the answers are plain records and maps", e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = NonetServer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException(name + " is missing from the server's resources");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
