package dev.nonet.cli;

import dev.nonet.format.Format;
import dev.nonet.grid.Grid;
import java.util.List;

/**
 * {@code nonet dedup} for an engine that reads, splits and writes the records itself (the Spark job,
 * module {@code spark}). Each record's outcome is {@link #records()}'s, as for the other record
 * commands, and carries the record's minlex form as its key ({@link Outcome#key()}); what the command
 * line decides in input order, the engine decides across the records of a key: the record with the
 * smallest number is kept ({@link #FIRST}), the others become {@link #repeat()}, and with
 * {@code --count} every kept one becomes a count and {@link #classRecord} writes each class after
 * the records, in the order of their first records.
 */
public final class DedupJob {

    /** The verdict of the first record of a class, and of every other one. */
    public static final String FIRST = DedupCommand.FIRST;
    public static final String REPEAT = DedupCommand.REPEAT;

    private final BatchJob records;
    private final DedupCommand command;

    private DedupJob(BatchJob records, DedupCommand command) {
        this.records = records;
        this.command = command;
    }

    /**
     * {@code dedup} with {@code options} (no input files).
     *
     * @throws UserError (exit 2) for bad options
     */
    public static DedupJob of(List<String> options) {
        BatchJob records = BatchJob.of("dedup", options);
        return new DedupJob(records, (DedupCommand) records.command());
    }

    /** The work on each record, its minlex form as the outcome's key. */
    public BatchJob records() {
        return records;
    }

    /** Whether {@code --count} asks for each class once, after the records, with how many inputs fell in it. */
    public boolean countsClasses() {
        return command.countsClasses();
    }

    /** The outcome of a record whose class came earlier: nothing written, counted as {@link #REPEAT}. */
    public static Outcome repeat() {
        return new Outcome("", REPEAT, false);
    }

    /** The outcome of a class's first record with {@code --count}: nothing written in its place, counted as {@link #FIRST}. */
    public static Outcome counted() {
        return new Outcome("", FIRST, false);
    }

    /** Whether the job writes records of several lines for inputs in {@code input}, as {@code --to pretty} asks. */
    public boolean multiLineOutput(Format input) {
        return output(input).isMultiLine();
    }

    /** With {@code --count}, the record of one class for inputs in {@code input}: its form and how many inputs fell in it. */
    public String classRecord(Grid form, long inputs, Format input) {
        return DedupCommand.classRecord(form, inputs, output(input));
    }

    private OutputFormat output(Format input) {
        OutputFormat requested = command.requestedOutput();
        return requested != null ? requested : OutputFormat.sameAs(InputFormat.valueOf(input.name()));
    }
}
