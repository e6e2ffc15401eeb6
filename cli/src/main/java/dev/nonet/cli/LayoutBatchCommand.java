package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import picocli.CommandLine.Mixin;

/** A batch command that reads puzzles of any layout: it takes {@link LayoutOptions} ({@code --shape}, {@code --variant}, {@code --regions}). */
abstract class LayoutBatchCommand extends BatchCommand {

    @Mixin
    LayoutOptions layout;

    @Override
    LayoutSpec layoutSpec() {
        return layout.spec();
    }
}
