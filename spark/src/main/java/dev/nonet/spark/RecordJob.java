package dev.nonet.spark;

import dev.nonet.cli.BatchJob;
import dev.nonet.cli.Outcome;
import dev.nonet.format.Format;
import dev.nonet.format.PuzzleRecord;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.StreamSupport;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A command whose outcome is a function of its record alone ({@code solve}, {@code count}, {@code check},
 * {@code rate}): each part of the input is answered by the command line's own work on each record
 * ({@link BatchJob}), made once per part, so every record gets the command line's text for it.
 */
final class RecordJob implements JobCommand {

    /** Bytes of input a part of {@code solve}, {@code count} or {@code check} takes by default: some 50,000 puzzle lines, half a second's work. */
    static final long QUICK = 4L << 20;
    /** Bytes of input a part of {@code rate} takes by default: some 200 puzzle lines, from a quarter of a second (17-clue) to ten minutes (the hardest). */
    static final long SLOW = 16L << 10;
    /** At least this many parts per core, so one slow part (ratings vary a thousandfold) leaves the others busy. */
    static final int PARTITIONS_PER_CORE = 4;

    private final String name;
    private final long bytesPerPartition;

    /**
     * @param bytesPerPartition the input a part takes when {@code --partitions} is not given: each part
     *                          costs a task's start (tens of milliseconds), so quick commands take big parts
     */
    RecordJob(String name, long bytesPerPartition) {
        this.name = name;
        this.bytesPerPartition = bytesPerPartition;
    }

    @Override
    public boolean takesInput() {
        return true;
    }

    @Override
    public boolean resumable() {
        return true;
    }

    @Override
    public Plan plan(JavaSparkContext spark, JobArguments args) {
        BatchJob job = BatchJob.of(name, args.options());
        List<InputFiles.File> files = inputs(spark, args, job);
        boolean several = files.size() > 1;
        int partitions = partitions(spark, args, files, bytesPerPartition);
        JavaRDD<NumberedLine> lines = NumberedLines.of(spark, files, partitions);
        String command = name;
        List<String> options = args.options();
        Format[] formats = files.stream().map(InputFiles.File::format).toArray(Format[]::new);
        String[] sources = files.stream().map(InputFiles.File::source).toArray(String[]::new);
        JavaRDD<OutputRecord> records = lines.mapPartitions(part -> answer(part, new Answers(command, options, formats, sources, several)), true);
        return new Plan(records, job.preamble(), job.quiet(), "");
    }

    /**
     * The input files of {@code job}, the options checked here against each of their formats, before
     * any part runs.
     */
    static List<InputFiles.File> inputs(JavaSparkContext spark, JobArguments args, BatchJob job) {
        List<InputFiles.File> files = InputFiles.of(args.input(), spark.hadoopConfiguration(), job);
        boolean several = files.size() > 1;
        files.stream().map(InputFiles.File::format).distinct().forEach(f -> job.work(f, several));
        return files;
    }

    /**
     * The parts of a run over {@code files}: {@code --partitions}, else one per {@code bytesPerPartition}
     * of input and at least {@link #PARTITIONS_PER_CORE} per core.
     */
    static int partitions(JavaSparkContext spark, JobArguments args, List<InputFiles.File> files, long bytesPerPartition) {
        if (args.partitions() > 0) {
            return args.partitions();
        }
        long bytes = files.stream().mapToLong(InputFiles.File::bytes).sum();
        return (int) Math.max(PARTITIONS_PER_CORE * (long) spark.defaultParallelism(), Math.min(1 << 20, bytes / bytesPerPartition + 1));
    }

    private static Iterator<OutputRecord> answer(Iterator<NumberedLine> lines, Answers answers) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(lines, Spliterator.ORDERED), false)
                .map(answers::of).iterator();
    }

    /** The answers of one part: the command's work, made once per input format met, then reused. */
    static final class Answers {

        private final BatchJob job;
        private final Format[] formats;
        private final String[] sources;
        private final boolean several;
        private final Map<Integer, BatchJob.Work> works = new HashMap<>();

        Answers(String command, List<String> options, Format[] formats, String[] sources, boolean several) {
            this.job = BatchJob.of(command, options);
            this.formats = formats;
            this.sources = sources;
            this.several = several;
        }

        OutputRecord of(NumberedLine line) {
            BatchJob.Work work = work(line);
            Outcome outcome = outcome(line);
            // as the command line separates multi-line records: a blank line before each but the first
            String text = work.multiLineOutput() && line.ordinal() > 0 ? "\n" + outcome.text() : outcome.text();
            return new OutputRecord(text, outcome.verdict(), outcome.bad());
        }

        /** The command line's outcome of the line's record, its key included. */
        Outcome outcome(NumberedLine line) {
            BatchJob.Work work = work(line);
            PuzzleRecord record = work.record(line.text(), line.record(), line.line());
            return work.apply(sources[line.file()], record);
        }

        private BatchJob.Work work(NumberedLine line) {
            return works.computeIfAbsent(line.file(), f -> job.work(formats[f], several));
        }
    }
}
