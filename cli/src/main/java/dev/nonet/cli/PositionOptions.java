package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The inputs of {@code explain} and {@code hint}: puzzle or pencilmark files, and the puzzles' layout (a picocli mixin). */
final class PositionOptions {

    @Mixin
    LayoutOptions layout;

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Puzzle files to read, in order; '-' or none for standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--pencilmarks", description = "Read every input as classic 9x9 positions with pencil marks: 729-character lines, PM lines or a PM grid, as the first line tells (otherwise recognised by the first line, where it is one of them).")
    boolean pencilmarks;

    /**
     * Taken as every batch command takes it, so that a script's {@code -q} does not turn a run into a
     * usage error (exit code 2 for what is otherwise 0 or 1); explain and hint write nothing to turn off.
     */
    @Option(names = {"-q", "--quiet"}, description = "Accepted as by the batch commands; explain and hint show no progress or summary, so standard error carries only errors either way.")
    boolean quiet;

    @Option(names = {"-f", "--format"}, paramLabel = "FORMAT",
            description = "Puzzle format: ${COMPLETION-CANDIDATES}. Default: detected from each input's first lines.")
    InputFormat format;

    /**
     * The positions of the inputs, in order, read as they are asked for.
     *
     * @throws UserError (exit 2) for bad layout options, pencil marks asked for on another layout or with
     *                   a format, or an unreadable input
     */
    PositionReader open(InputStream stdin) {
        LayoutSpec spec = layout.spec();
        if (pencilmarks && !spec.allowsClassic()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--pencilmarks reads classic 9x9 pencil marks only, not with --shape, --variant or --regions");
        }
        if (pencilmarks && format != null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "give --pencilmarks or --format, not both");
        }
        RecordSource.Pencilmarks marks = pencilmarks ? RecordSource.Pencilmarks.ALWAYS
                : spec.allowsClassic() && format == null ? RecordSource.Pencilmarks.DETECTED : RecordSource.Pencilmarks.NEVER;
        return new PositionReader(new RecordSource(files, format, marks, spec, stdin));
    }
}
