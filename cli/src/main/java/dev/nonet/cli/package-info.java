/**
 * The {@code nonet} command line, on picocli.
 *
 * <p>The front door is {@link Main}: {@code main} for the launcher, and {@code run}, which takes the
 * standard streams as arguments so that tests run commands in-process; the commands get them as
 * {@link Streams}. {@link NonetCommand} is the root command listing every subcommand ({@code SolveCommand},
 * {@code CountCommand}, {@code CheckCommand}, {@code ExplainCommand}, {@code HintCommand},
 * {@code GenerateCommand}, {@code ServeCommand}, ...), and {@link ExitCode} holds the exit codes docs/CLI.md
 * lists. For a fast start, {@code FastStart} runs {@code nonet boj PROBLEM} ({@code BojJudge}) and
 * {@code nonet --version} before picocli, and a run that names a command builds that command's model
 * alone; {@code CdsTraining} is the launcher's class-data-sharing training run (docs/PERFORMANCE.md). Inside, every batch command runs through {@code BatchRunner}: {@code RecordSource} reads the
 * inputs, {@code OrderedBatch} runs a {@code RecordTask} on worker threads and writes the outcomes in input
 * order with bounded memory, {@code Verdicts} words bad records once for all commands, and
 * {@code CommandOutput} turns a failed write into one line and a closed pipe into a quiet end. Failures
 * meant for the user are {@code UserError}s: one line and an exit code.
 *
 * <p>A second front door serves engines that split the records themselves (the Spark job, module
 * {@code spark}): {@link BatchJob} hands out a {@code RecordCommand}'s per-record work ({@code solve},
 * {@code count}, {@code check}, {@code rate}), {@link GenerateJob} {@code generate}'s in seeded parts,
 * both with the options parsed by the commands' own classes; {@link Outcome} and {@link Tally} are what
 * they give back and how the summary counts it.
 *
 * <p>Reading: {@code RecordSource} takes JSON lines through {@code JsonLinesReader}, and positions with
 * pencil marks where the command takes them ({@code explain}, {@code hint}, and the batch commands whose
 * {@code BatchCommand.takesPencilmarks}: {@code solve}, {@code count}, {@code check}, {@code rate}, {@code
 * convert}); {@code PositionReader} turns records into the positions of {@code explain} and {@code hint}.
 * {@code Verdicts} also refuses a puzzle with constraints for the commands that work on houses alone
 * ({@code BatchCommand.takesConstraints}; the others answer as if the constraints were not there), in
 * {@code Verdict}'s words. {@code OrderedBatch} takes an optional in-order step that sees each outcome in
 * input order before it is written: there {@code dedup} decides whether a puzzle's class was seen, from the
 * minlex form the worker carried as the outcome's key. {@code FlagWords} puts core's messages in the flags'
 * words; {@code LogicJson} and {@code JsonOutput} write {@code dev.nonet.view}'s records as JSON lines. A
 * {@code RecordCommand} is a batch command whose outcome is a function of the record alone ({@code solve},
 * {@code count}, {@code check}, {@code candidates}, {@code rate}, which take any layout as {@code
 * LayoutRecordCommand}s, and {@code canon}); {@code ParsedCommand} parses the options of {@code BatchJob}'s
 * and {@code GenerateJob}'s commands with the commands' own classes, so the Spark job writes the command
 * line's text for every record.
 */
package dev.nonet.cli;
