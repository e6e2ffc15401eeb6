package dev.nonet.cli;

import dev.nonet.format.PuzzleFormatException;

/**
 * Core's messages in the command line's words: the core speaks of the input ("the shape 4x4 must be
 * named"), since it does not know how it is told; here that is a flag, as {@code --shape 4x4}.
 */
final class FlagWords {

    private FlagWords() {
    }

    /** The message of {@code e}, what its reader was not told worded as the flags that tell it. */
    static String message(PuzzleFormatException e) {
        return e.message(untold -> untold.puzzle() + " needs --shape " + untold.shape()
                + (untold.format() == null ? "" : " or --format " + untold.format()));
    }
}
