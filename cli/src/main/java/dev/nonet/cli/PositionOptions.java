package dev.nonet.cli;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The inputs of {@code explain} and {@code hint}: puzzle or pencilmark files (a picocli mixin). */
final class PositionOptions {

    @Parameters(arity = "0..*", paramLabel = "FILE", description = "Puzzle files to read, in order; '-' or none for standard input.")
    List<String> files = new ArrayList<>();

    @Option(names = "--pencilmarks", description = "Read every input as pencil marks, one 729-character line per grid (otherwise recognised by the length of the first line).")
    boolean pencilmarks;

    /** Every position of the inputs, in order. */
    List<Position> read(InputStream stdin) {
        return new PositionReader(pencilmarks, stdin).read(files);
    }
}
