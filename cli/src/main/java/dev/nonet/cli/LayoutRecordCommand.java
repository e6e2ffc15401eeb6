package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import picocli.CommandLine.Mixin;

/**
 * A {@link RecordCommand} that reads puzzles of any layout: it takes {@link LayoutOptions}
 * ({@code --shape}, {@code --variant}, {@code --regions}), as a {@link LayoutBatchCommand} does.
 */
abstract class LayoutRecordCommand extends RecordCommand {

    @Mixin
    LayoutOptions layout;

    @Override
    LayoutSpec layoutSpec() {
        return layout.spec();
    }
}
