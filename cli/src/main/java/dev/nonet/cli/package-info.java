/**
 * The {@code nonet} command line, on picocli.
 *
 * <p>The front door is {@link dev.nonet.cli.Main}: {@code main} for the launcher, and {@code run} with
 * explicit {@link dev.nonet.cli.Streams} so tests run commands in-process. {@link dev.nonet.cli.NonetCommand}
 * is the root command listing every subcommand ({@code SolveCommand}, {@code CountCommand},
 * {@code CheckCommand}, {@code ExplainCommand}, {@code HintCommand}, {@code GenerateCommand},
 * {@code ServeCommand}, ...), and {@link dev.nonet.cli.ExitCode} holds the exit codes the README lists.
 * Inside, every batch command runs through {@code BatchRunner}: {@code RecordSource} reads the inputs,
 * {@code OrderedBatch} runs a {@code RecordTask} on worker threads and writes the outcomes in input
 * order with bounded memory, {@code Verdicts} words bad records once for all commands, and
 * {@code CommandOutput} turns a failed write into one line and a closed pipe into a quiet end.
 * Failures meant for the user are {@code UserError}s: one line and an exit code.
 */
package dev.nonet.cli;
