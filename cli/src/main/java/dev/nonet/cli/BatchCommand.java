package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * What every batch command has: the root command's streams, its own picocli spec, and the shared
 * input options; {@link #runner()} puts them together.
 */
abstract class BatchCommand implements Callable<Integer> {

    @ParentCommand
    NonetCommand nonet;

    @Spec
    CommandSpec spec;

    @Mixin
    BatchOptions batch;

    /** The runner over this command's inputs and streams. */
    BatchRunner runner() {
        return new BatchRunner(spec, nonet.streams(), batch, layoutSpec(), takesPencilmarks(), takesConstraints(), this::ownFormat);
    }

    /** What the command writes for records read in {@code input} when {@code --to} names no format. */
    OutputFormat ownFormat(InputFormat input) {
        return OutputFormat.sameAs(input);
    }

    /**
     * Whether the command works on puzzles with constraints beyond their houses (killer cages,
     * thermometers, f-puzzles' rules); a command that does not refuses each of them, naming its kinds,
     * rather than answer as if they were not there.
     */
    boolean takesConstraints() {
        return false;
    }

    /** Whether the command reads positions with pencil marks (sukaku: 729 marks, PM grids, PM lines) as well as puzzles. */
    boolean takesPencilmarks() {
        return false;
    }

    /**
     * The puzzles' shape and variants as this command reads them: classic 9x9 unless the command
     * handles other layouts (it then takes {@link LayoutOptions}).
     */
    LayoutSpec layoutSpec() {
        return LayoutSpec.CLASSIC;
    }
}
