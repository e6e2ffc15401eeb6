package dev.nonet.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The standard streams a command works on, passed in so that tests can run commands in-process.
 *
 * @param in            standard input
 * @param out           standard output: results only
 * @param err           standard error: messages, progress and summaries
 * @param errIsTerminal whether standard error is a terminal
 */
public record Streams(InputStream in, PrintStream out, PrintStream err, boolean errIsTerminal) {
}
