package dev.nonet.cli;

/**
 * A batch command whose output is one outcome per record, each a function of the record and the
 * options alone: {@code solve}, {@code count}, {@code check}, {@code rate} ({@link LayoutRecordCommand}s,
 * for puzzles of any layout) and {@code canon} (classic 9x9 only). Its work can therefore run
 * wherever the records are, the command line's {@link OrderedBatch} or another engine through
 * {@link BatchJob}, with the same text for every record.
 */
abstract class RecordCommand extends BatchCommand {

    /**
     * The work on each record, for a run of {@code job}; the options are checked first, a bad one
     * being a {@link UserError}. Called once per run (and by {@link BatchJob} once per part of an
     * input that another engine splits), then from many threads at once.
     */
    abstract RecordTask task(BatchRunner.Job job);

    /** The output format the options ask for, or null for the input's own. */
    abstract OutputFormat requestedOutput();

    /** Text written before the first record ({@code rate --header}); empty for most commands. */
    String preamble() {
        return "";
    }

    /** Runs the command over its inputs; a command that checks its options first overrides it and ends in {@link #runBatch}. */
    @Override
    public Integer call() {
        return runBatch();
    }

    /** Runs the command over its inputs. */
    int runBatch() {
        return runner().run(requestedOutput(), this::task).exitCode();
    }
}
