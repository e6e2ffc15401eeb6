package dev.nonet.cli;

/**
 * Standard output was closed by its reader ({@code nonet solve big.txt | head -1}): the run ends at
 * once, without a message and with exit code 0, as command-line tools do when nobody reads on.
 */
final class OutputClosed extends RuntimeException {

    OutputClosed() {
        super("standard output was closed", null, false, false);
    }
}
