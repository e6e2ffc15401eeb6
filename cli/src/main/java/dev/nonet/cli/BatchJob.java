package dev.nonet.cli;

import dev.nonet.format.FPuzzles;
import dev.nonet.format.Format;
import dev.nonet.format.FormatDetector;
import dev.nonet.format.LayoutSpec;
import dev.nonet.format.LineRecords;
import dev.nonet.format.PuzzleFormatException;
import dev.nonet.format.PuzzleReader;
import dev.nonet.format.PuzzleRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.List;

/**
 * A batch command's work on each record, for an engine that reads, splits and writes the records
 * itself (the Spark job, module {@code spark}): the command and its options as {@code nonet} takes them,
 * parsed and checked by the command's own class, so that every record gets the text, verdict and exit
 * status the command line gives it. The commands are those whose outcome is a function of the record
 * alone ({@link RecordCommand}): {@code solve}, {@code count}, {@code check}, {@code rate}, {@code canon}, and
 * {@code dedup}'s work on each record ({@link DedupJob} adds what it does across them).
 *
 * <p>Inputs must hold one record per line ({@code line}, {@code tokens}, JSON lines), so that any part
 * of one can be read on its own once its lines are numbered.
 */
public final class BatchJob {

    private final String name;
    private final RecordCommand command;

    private BatchJob(String name, RecordCommand command) {
        this.name = name;
        this.command = command;
    }

    /**
     * The command {@code name} with {@code options} (no input files: the engine reads the inputs).
     *
     * @throws UserError (exit 2) for a command that is not one of these, bad options, or input files among them
     */
    public static BatchJob of(String name, List<String> options) {
        RecordCommand command = ParsedCommand.of(name, options, RecordCommand.class, "a command that runs record by record (solve, count, check, rate, canon, dedup)");
        if (!command.batch.files.isEmpty()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, name + ": the input is named once, after the options, not among them: "
                    + String.join(" ", command.batch.files));
        }
        return new BatchJob(name, command);
    }

    /** The command behind the job, for a front of a command's own ({@link DedupJob}). */
    RecordCommand command() {
        return command;
    }

    /** The command's name, as the summary says it. */
    public String name() {
        return name;
    }

    /** Whether {@code --quiet} asks for no summary. */
    public boolean quiet() {
        return command.batch.quiet;
    }

    /** Text written before the first record ({@code rate --header}); usually empty. */
    public String preamble() {
        return command.preamble();
    }

    /**
     * The format of the input {@code source}, whose text {@code reader} gives from its start: the one
     * {@code --format} names, or the one its first lines show, as the command line tells it.
     *
     * @throws UserError (exit 2) when it cannot be told, or is a format whose records take several lines
     */
    public Format formatOf(String source, BufferedReader reader) throws IOException {
        InputFormat named = command.batch.format;
        Format format;
        if (named != null) {
            format = named.format();
        } else if (FormatDetector.opensJsonLines(reader)) {
            format = Format.JSON;
        } else {
            try {
                format = PuzzleReader.of(reader, null, command.layoutSpec()).format();
            } catch (PuzzleFormatException e) {
                throw RecordSource.unreadable(source, e);
            }
        }
        if (format != Format.LINE && format != Format.TOKENS && format != Format.JSON && format != Format.FPUZZLES) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, source + ": the " + InputFormat.valueOf(format.name())
                    + " format takes several lines a puzzle; this job reads one puzzle a line (line, tokens, json or fpuzzles):"
                    + " convert it first with 'nonet convert --to line'");
        }
        return format;
    }

    /**
     * The work on records read in {@code input} (as {@link #formatOf} gave it); one per thread, made
     * again wherever a part of the input is read.
     *
     * @param severalInputs whether messages must name the input file
     * @throws UserError (exit 2) for options the command refuses
     */
    public Work work(Format input, boolean severalInputs) {
        InputFormat format = InputFormat.valueOf(input.name());
        OutputFormat requested = command.requestedOutput();
        OutputFormat output = requested != null ? requested : OutputFormat.sameAs(format);
        BatchRunner.Job job = new BatchRunner.Job(output, severalInputs);
        return new Work(input, command.layoutSpec(), output,
                Verdicts.refusingConstraints(command.task(job), command.takesConstraints(), name, job));
    }

    /**
     * Whether a line of an input in {@code format} holds a record: blank lines, and comments outside JSON
     * lines, hold none.
     *
     * @param line the line as {@code LineSource.asRead} gives it
     */
    public static boolean holdsRecord(Format format, String line) {
        if (format == Format.JSON) {
            return !line.isBlank();
        }
        // An f-puzzles link may start with '#' (#fpuzzles=...), which other formats take for a comment.
        return !LineRecords.isSkippable(line) || (format == Format.FPUZZLES && FPuzzles.isFPuzzles(line));
    }

    /** What each record becomes, as the command line makes it; for one thread. */
    public static final class Work {

        private final boolean json;
        private final LayoutSpec layout;
        private final LineRecords lines;
        private final OutputFormat output;
        private final RecordTask task;

        private Work(Format input, LayoutSpec layout, OutputFormat output, RecordTask task) {
            this.json = input == Format.JSON;
            this.layout = layout;
            this.lines = json ? null : new LineRecords(input, layout);
            this.output = output;
            this.task = task;
        }

        /**
         * The record of a line that {@link BatchJob#holdsRecord holds one}, as the command line reads it at that
         * place of its input.
         *
         * @param line       the line as {@code LineSource.asRead} gives it
         * @param number     the record's position in its input, from 1
         * @param lineNumber the line's number in its input, from 1
         */
        public PuzzleRecord record(String line, long number, int lineNumber) {
            return json ? JsonLinesReader.record(line, number, lineNumber, layout) : lines.parse(line, number, lineNumber);
        }

        /** The outcome of one record of the input {@code source} (as messages name it with several inputs). */
        public Outcome apply(String source, PuzzleRecord record) {
            return task.apply(new SourcedRecord(source, record));
        }

        /** Whether output records take several lines, and so are separated by a blank line. */
        public boolean multiLineOutput() {
            return output.isMultiLine();
        }
    }
}
