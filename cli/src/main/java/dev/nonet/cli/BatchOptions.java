package dev.nonet.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The inputs and running options every batch command shares (a picocli mixin). */
final class BatchOptions {

    @Parameters(arity = "0..*", paramLabel = "FILE",
            description = "Puzzle files to read, in order; '-' or none for standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT",
            description = "Input format: ${COMPLETION-CANDIDATES}. Default: detected from each input's first lines.")
    InputFormat format;

    @Option(names = {"-t", "--threads"}, paramLabel = "N",
            description = "Worker threads; output stays in input order. Default: all cores (${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = {"-q", "--quiet"}, description = "No progress bar and no summary on standard error.")
    boolean quiet;

    @Option(names = "--verbose", description = "Say on standard error which input format is read.")
    boolean verbose;
}
