package dev.nonet.cli;

import picocli.CommandLine.Option;

/**
 * {@code --threads} of {@code explain} and {@code hint} (a picocli mixin): the threads that share one
 * puzzle's search for Sudoku Explainer's forcing chains, where the hardest puzzles spend their time. These
 * commands take their puzzles one at a time, so by default each gets every core.
 */
final class SearchThreadsOption {

    @Option(names = {"-t", "--threads"}, paramLabel = "N",
            description = "Threads that share each puzzle's search for Sudoku Explainer's forcing chains (Nonet's path where its own techniques end, Sudoku Explainer's path and rating): the same steps and rating, sooner on the hardest puzzles. Default: all cores (${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    /** The threads asked for. */
    int threads() {
        if (threads < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads must be at least 1, not " + threads);
        }
        return threads;
    }
}
