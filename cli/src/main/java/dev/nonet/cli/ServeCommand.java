package dev.nonet.cli;

import dev.nonet.server.FPuzzlesSolver;
import dev.nonet.server.FPuzzlesSolverSettings;
import dev.nonet.server.NonetServer;
import dev.nonet.server.ServerSettings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nonet serve}: the web page and the JSON API, until stopped. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        header = "Serve the web page to play on and the JSON API.",
        versionProvider = VersionProvider.class,
        description = {
            "Start the Nonet HTTP service and keep it running until Ctrl+C: the page to play on at /, the JSON API under /api/ (solve, count, check, hint, explain, rate, generate, health; every layout: shape, variant, regions) and its OpenAPI description at /openapi.json. It needs nothing from the internet.",
            "By default it listens on 127.0.0.1 only, so only this machine can reach it; --host 0.0.0.0 opens it to the network. The computing runs on --workers threads with room for --queue waiting requests; past that the server answers 503 with Retry-After. Bodies over 64 KiB get 413. Each request may compute for --time-limit seconds from when a worker starts it; there the work is stopped, so the worker is free again at once: a search or generation cut short is a 503 (without Retry-After), logical solving answers 'timed out' with its steps so far.",
            "POST bodies must be JSON sent with Content-Type: application/json (else 415), of the fields the endpoint takes (an unknown one is 400). Pages on other sites may not use the server: a request whose Host is not the server's own address (on loopback also localhost, 127.0.0.1 or [::1], same port), or whose Origin is not its own page, gets 403; --allow-origin lets one origin's pages call the API, with CORS headers.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet serve                     # then open http://127.0.0.1:8080/",
            "  nonet serve --port 9000",
            "  nonet serve --allow-origin http://localhost:3000  # its pages may call the API",
            "  nonet serve --fpuzzles-solver     # and the f-puzzles userscript's solver on port 4545",
            "  curl -s -H 'Content-Type: application/json' \\",
            "       -d '{\"puzzle\": \"...\"}' http://127.0.0.1:8080/api/solve",
            "",
            "Exit codes: 130 stopped by Ctrl+C (143 by SIGTERM), as the shell reports a stopped command; 2 bad usage or the address cannot be listened on (in use, not this machine's); 3 out of memory outside a request's work, at once, for a supervisor to start it again (a request whose work runs out of memory is answered 503 and the server goes on)."
        })
final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    private NonetCommand nonet;

    @Option(names = "--port", paramLabel = "N", description = "The port to listen on, 0 for any free one. Default: ${DEFAULT-VALUE}.")
    private int port = ServerSettings.DEFAULTS.port();

    @Option(names = "--host", paramLabel = "ADDRESS", description = "The address to listen on. Default: ${DEFAULT-VALUE}.")
    private String host = ServerSettings.DEFAULTS.host();

    @Option(names = "--workers", paramLabel = "N", description = "Threads that compute answers. Default: the number of cores (${DEFAULT-VALUE}).")
    private int workers = ServerSettings.DEFAULTS.workers();

    @Option(names = "--queue", paramLabel = "N", description = "Requests that may wait for a worker before the server answers 503. Default: ${DEFAULT-VALUE}.")
    private int queue = ServerSettings.DEFAULTS.queue();

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "How long one request may compute, from when a worker starts it; the work is stopped there. Default: ${DEFAULT-VALUE}.")
    private double timeLimitSeconds = ServerSettings.DEFAULTS.timeLimit().toMillis() / 1000.0;

    @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "Let pages from ORIGIN (a scheme, host and perhaps port, such as"
            + " https://example.com or http://localhost:3000) call the API: their requests get CORS headers and their preflight OPTIONS a 204."
            + " Repeatable. Without it only the server's own page may (other origins get 403).")
    private List<String> allowedOrigins = new ArrayList<>();

    @Option(names = "--fpuzzles-solver", description = "Also be the solver the f-puzzles userscript connects to, on 127.0.0.1:4545, as"
            + " 'nonet fpuzzles-solver' is with its defaults.")
    private boolean fpuzzlesSolver;

    @Override
    public Integer call() {
        ServerSettings settings;
        try {
            settings = ServerSettings.DEFAULTS.withAddress(host, port).withWorkers(workers, queue).withAllowedOrigins(allowedOrigins)
                    .withTimeLimit(LongRunning.timeLimit(timeLimitSeconds));
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, e.getMessage());
        }
        NonetServer server;
        try {
            server = NonetServer.start(settings);
        } catch (RuntimeException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot listen on " + host + ":" + port + ": " + LongRunning.rootMessage(e));
        }
        FPuzzlesSolver solver = null;
        if (fpuzzlesSolver) {
            try {
                solver = FPuzzlesSolver.start(FPuzzlesSolverSettings.DEFAULTS);
            } catch (RuntimeException e) {
                server.close();
                throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot listen on " + FPuzzlesSolverSettings.DEFAULTS.host() + ":"
                        + FPuzzlesSolverSettings.DEFAULTS.port() + " for the f-puzzles solver: " + LongRunning.rootMessage(e));
            }
        }
        PrintStream out = nonet.streams().out();
        out.println("nonet: serving the page at " + server.url() + " and the API at " + server.url() + "api/ (Ctrl+C stops it)");
        if (solver != null) {
            out.println("nonet: the f-puzzles solver listens at " + solver.url());
        }
        out.flush();
        FPuzzlesSolver both = solver;
        LongRunning.await(() -> {
            if (both != null) {
                both.close();
            }
            server.close();
        }, "nonet-serve");
        return ExitCode.OK;
    }
}
