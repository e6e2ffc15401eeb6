package dev.nonet.cli;

import dev.nonet.server.FPuzzlesSolver;
import dev.nonet.server.FPuzzlesSolverSettings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code nonet fpuzzles-solver}: the solver behind the f-puzzles userscript's buttons, until stopped. */
@Command(
        name = "fpuzzles-solver",
        mixinStandardHelpOptions = true,
        header = "Be the solver the f-puzzles userscript connects to (ws://localhost:4545).",
        versionProvider = VersionProvider.class,
        description = {
            "Listen for the f-puzzles userscript of Rangsk's SudokuSolver (Fpuzzles-SudokuSolver.user.js) and answer its buttons with Nonet, until Ctrl+C: True Candidates, Solve, Check, Count (with its progress), Solution Path and Step (Nonet's rule solver, from the digits and centre marks on the board, without the families of logic switched off in the script's settings). Estimate is not offered. A newer request, Cancel or closing the page stops the one running within milliseconds.",
            "By default it listens on 127.0.0.1:4545, where the userscript looks. Only pages of f-puzzles.com and of this machine (localhost, any port) may connect, and --allow-origin ORIGIN names more; any other page is refused (403) with a line on standard error. Each request may compute for --time-limit seconds; at most 8 pages may be connected at once, and a request may be at most 1 MiB.",
            ""
        },
        footerHeading = "%nExamples:%n",
        footer = {
            "  nonet fpuzzles-solver                 # then press Connect on f-puzzles.com",
            "  nonet fpuzzles-solver --time-limit 3600   # counts of many solutions",
            "  nonet fpuzzles-solver --allow-origin http://my-fork.example:8000",
            "",
            "Exit codes: 130 stopped by Ctrl+C (143 by SIGTERM); 2 bad usage or the address cannot be listened on (in use, not this machine's)."
        })
final class FPuzzlesSolverCommand implements Callable<Integer> {

    @ParentCommand
    private NonetCommand nonet;

    @Option(names = "--port", paramLabel = "N", description = "The port to listen on, 0 for any free one. Default: ${DEFAULT-VALUE} (the userscript's).")
    private int port = FPuzzlesSolverSettings.DEFAULTS.port();

    @Option(names = "--host", paramLabel = "ADDRESS", description = "The address to listen on. Default: ${DEFAULT-VALUE}.")
    private String host = FPuzzlesSolverSettings.DEFAULTS.host();

    @Option(names = "--time-limit", paramLabel = "SECONDS",
            description = "How long one request may compute; its work is stopped there and the page told so. Default: ${DEFAULT-VALUE}.")
    private double timeLimitSeconds = FPuzzlesSolverSettings.DEFAULTS.timeLimit().toSeconds();

    @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "Let pages from ORIGIN (a scheme, host and perhaps port, such as"
            + " https://example.com) connect too, besides f-puzzles' and this machine's. Repeatable.")
    private List<String> allowedOrigins = new ArrayList<>();

    @Option(names = "--ignore", paramLabel = "KIND", split = ",",
            description = "Read puzzles without these f-puzzles constraint kinds (several joined by commas). A kind nonet does not know otherwise"
                    + " gets the page an error naming it, since solving without it could give a wrong answer.")
    private List<String> ignore = new ArrayList<>();

    @Override
    public Integer call() {
        FPuzzlesSolverSettings settings;
        try {
            settings = FPuzzlesSolverSettings.DEFAULTS.withAddress(host, port).withAllowedOrigins(allowedOrigins)
                    .withTimeLimit(LongRunning.timeLimit(timeLimitSeconds)).withIgnoredKinds(LayoutOptions.ignoredKinds(ignore));
        } catch (IllegalArgumentException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, e.getMessage());
        }
        FPuzzlesSolver solver;
        try {
            solver = FPuzzlesSolver.start(settings);
        } catch (RuntimeException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot listen on " + host + ":" + port + ": " + LongRunning.rootMessage(e));
        }
        PrintStream out = nonet.streams().out();
        out.println("nonet: the f-puzzles solver listens at " + solver.url() + " (Ctrl+C stops it); press Connect on f-puzzles.com");
        out.flush();
        LongRunning.await(solver, "nonet-fpuzzles-solver");
        return ExitCode.OK;
    }
}
