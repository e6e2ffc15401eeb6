package dev.nonet.cli;

import dev.nonet.format.LayoutSpec;
import dev.nonet.format.PuzzleRecord;
import java.io.UncheckedIOException;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Runs a batch command end to end: open the inputs, pick the output format, run the task over every
 * record in order, print the summary, and turn the counts into the exit code.
 */
final class BatchRunner {

    private final CommandSpec spec;
    private final Streams streams;
    private final BatchOptions options;
    private final LayoutSpec layout;
    private final boolean takesPencilmarks;
    private final boolean takesConstraints;
    private final Function<InputFormat, OutputFormat> ownFormat;

    /**
     * @param takesPencilmarks whether the command reads positions with pencil marks too (sukaku), detected
     *                         from each input's first line where no format is named and classic grids may come
     * @param takesConstraints whether the command works on puzzles with constraints (see {@link BatchCommand#takesConstraints})
     * @param ownFormat        the output format for the input's format when {@code --to} names none
     */
    BatchRunner(CommandSpec spec, Streams streams, BatchOptions options, LayoutSpec layout, boolean takesPencilmarks,
            boolean takesConstraints, Function<InputFormat, OutputFormat> ownFormat) {
        this.spec = spec;
        this.streams = streams;
        this.options = options;
        this.layout = layout;
        this.takesPencilmarks = takesPencilmarks;
        this.takesConstraints = takesConstraints;
        this.ownFormat = ownFormat;
    }

    /**
     * Runs the batch.
     *
     * @param to      the output format the user named, or null for the input's own
     * @param taskFor makes the task once the inputs are open and the output format is known
     * @return the finished tally (its exit code is the command's, unless the command adds its own output)
     */
    Tally run(OutputFormat to, Function<Job, RecordTask> taskFor) {
        return run(to, taskFor, tally -> "");
    }

    /**
     * Runs the batch, then writes {@code closing}'s text for the finished tally (a table of the whole
     * run) after the records and before the summary.
     */
    Tally run(OutputFormat to, Function<Job, RecordTask> taskFor, Function<Tally, String> closing) {
        return run(to, taskFor, UnaryOperator.identity(), closing);
    }

    /**
     * Runs the batch with {@code inOrder} applied to each outcome in input order before it is written
     * (see {@link OrderedBatch}), then writes {@code closing}'s text.
     */
    Tally run(OutputFormat to, Function<Job, RecordTask> taskFor, UnaryOperator<Outcome> inOrder, Function<Tally, String> closing) {
        if (options.threads < 1) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--threads must be at least 1, not " + options.threads);
        }
        if (to != null && to.isPencilmarks() && !layout.allowsClassic()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--to " + to + " writes classic 9x9 positions only, not with --shape, --variant or --regions");
        }
        RecordSource.Pencilmarks marks = takesPencilmarks && options.format == null && layout.allowsClassic()
                ? RecordSource.Pencilmarks.DETECTED : RecordSource.Pencilmarks.NEVER;
        try (RecordSource source = new RecordSource(options.files, options.format, marks, layout, streams.in());
                Interruption interruption = Interruption.watch()) {
            InputFormat inputFormat = source.firstFormat();
            OutputFormat output = to != null ? to : ownFormat.apply(inputFormat);
            if (options.verbose) {
                streams.err().println("nonet: reading " + inputFormat + (options.format == null ? " (detected)" : "")
                        + ", writing " + output);
            }
            Job job = new Job(output, source.hasSeveralInputs());
            RecordTask task = Verdicts.refusingConstraints(taskFor.apply(job), takesConstraints, spec.name(), job);
            CommandOutput out = new CommandOutput(streams.out());
            Progress progress = new Progress(streams.err(), streams.errIsTerminal() && !options.quiet, source::fractionRead);
            Tally tally = new OrderedBatch(options.threads, output.isMultiLine())
                    .run(source, source::atHand, task, inOrder, out, progress, interruption::requested);
            if (tally.stopped()) {
                // The records written are whole and in order; the table of the whole run would be of a part.
                if (!options.quiet) {
                    streams.err().println("nonet " + spec.name() + ": stopped by " + Interruption.cause() + " after " + tally.summary());
                }
                streams.err().flush();
                return tally;
            }
            out.write(closing.apply(tally));
            out.flush();
            if (!options.quiet) {
                streams.err().println("nonet " + spec.name() + ": " + tally.summary());
            }
            return tally;
        } catch (UncheckedIOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "read error: " + e.getCause().getMessage());
        }
    }

    /**
     * What a task needs to know about the run.
     *
     * @param output        the output format
     * @param severalInputs whether messages must name the input file
     */
    record Job(OutputFormat output, boolean severalInputs) {

        /** Where a record is, for messages: {@code line 12}, or {@code a.txt: line 12} with several inputs. */
        String where(SourcedRecord r) {
            return (severalInputs ? r.source() + ": " : "") + "line " + r.record().line();
        }

        /** The message a malformed record gets, naming file, line and column as the reader did. */
        String malformed(SourcedRecord r, PuzzleRecord.Malformed m) {
            return (severalInputs ? r.source() + ": " : "") + FlagWords.message(m.error());
        }
    }
}
