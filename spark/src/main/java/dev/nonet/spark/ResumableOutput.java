package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.Tally;
import dev.nonet.cli.UserError;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * {@code --resume}: a plan's records written part by part, each part kept in the output directory as
 * soon as its task ends, so that a run that stops (killed, its cluster lost, a part failing) keeps what
 * it finished, and a rerun with the same arguments computes only the parts not yet written.
 *
 * <p>The directory holds {@code part-00000}, ... ({@code cat OUTPUT/part-*} is the command line's
 * output, as without {@code --resume}), the run's {@link RunRecord}, and in {@code _parts/} each
 * written part's verdict counts, so that a resumed run's summary and exit code are the whole run's.
 * A task writes its part to a file of its attempt, then its counts, then renames the part into place:
 * a part file is there whole or not at all, and with its counts; a second attempt of the same part
 * (a retry, speculation) writes the same records and the first rename wins. Every input record thus
 * has exactly one output record, in order, however many runs it took.
 */
final class ResumableOutput {

    /** The directory of the parts' counts and attempts, hidden from Hadoop's readers and from {@code part-*}. */
    static final String PARTS = "_parts";

    private ResumableOutput() {
    }

    /**
     * Writes the parts of {@code plan} that {@code output} lacks, and adds every part's counts to {@code tally}.
     *
     * @return what the summary says of the parts written before, or empty for a first run
     * @throws UserError (exit 2) when {@code output} exists and is not a run of the same arguments and input
     */
    static String write(JavaSparkContext spark, Plan plan, JobArguments args, Tally tally) {
        Configuration hadoop = spark.hadoopConfiguration();
        Path output = new Path(args.output());
        int parts = plan.records().getNumPartitions();
        RunRecord run = new RunRecord(args.command(), args.options(), args.input(),
                InputFiles.bytes(args.input(), hadoop), args.partitions(), parts);
        List<List<OrderedOutput.VerdictCount>> before = new ArrayList<>(parts);
        boolean[] written = new boolean[parts];
        try {
            FileSystem fs = output.getFileSystem(hadoop);
            Path record = new Path(output, RunRecord.FILE);
            if (fs.exists(output)) {
                RunRecord found = fs.exists(record) ? RunRecord.parse(read(fs, record)) : null;
                if (!run.equals(found)) {
                    throw new UserError(ExitCode.USAGE_OR_INPUT, "'" + args.output() + "' exists and is not this run's to resume"
                            + (found == null ? " (it holds no " + RunRecord.FILE + ")" : ": it was written by '" + found.command() + " "
                            + String.join(" ", found.options()) + " --partitions " + found.partitions() + " " + found.input()
                            + "' over " + found.inputBytes() + " bytes of input") + "; name another output, or the same arguments and input");
                }
            } else {
                fs.mkdirs(new Path(output, PARTS));
                writeWhole(fs, record, run.text());
            }
            for (int p = 0; p < parts; p++) {
                Path counts = countsPath(output, p);
                written[p] = fs.exists(partPath(output, p)) && fs.exists(counts);
                before.add(written[p] ? parseCounts(read(fs, counts)) : List.of());
            }
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot write '" + args.output() + "': " + e.getMessage());
        }
        Broadcast<HadoopSettings> settings = spark.broadcast(new HadoopSettings(hadoop));
        String dir = output.toString();
        String preamble = plan.preamble();
        List<WrittenPart> done = plan.records().mapPartitionsWithIndex((p, records) -> written[p]
                ? List.<WrittenPart>of().iterator()
                : List.of(new WrittenPart(p, writePart(settings.value().conf(), new Path(dir), p, p == 0 ? preamble : "", records))).iterator(),
                true).collect();
        Map<Integer, List<OrderedOutput.VerdictCount>> now = new LinkedHashMap<>();
        done.forEach(part -> now.put(part.part(), part.counts()));
        int kept = 0;
        for (int p = 0; p < parts; p++) {
            kept += written[p] ? 1 : 0;
            for (OrderedOutput.VerdictCount c : written[p] ? before.get(p) : now.getOrDefault(p, List.of())) {
                tally.add(c.verdict(), c.bad(), c.count());
            }
        }
        return kept == 0 ? "" : ", " + kept + " of " + parts + " parts written before";
    }

    /** What a task wrote: its part's number and verdict counts. */
    record WrittenPart(int part, List<OrderedOutput.VerdictCount> counts) implements java.io.Serializable {
    }

    /** A task's part: its records to a file of its attempt, its counts beside, then the part renamed into place. */
    private static List<OrderedOutput.VerdictCount> writePart(Configuration hadoop, Path output, int p, String preamble,
                                                             Iterator<OutputRecord> records) {
        Map<String, OrderedOutput.VerdictCount> counts = new LinkedHashMap<>();
        String attempt = ".attempt-" + (TaskContext.get() == null ? System.nanoTime() : TaskContext.get().taskAttemptId());
        Path own = new Path(output, PARTS + "/" + partName(p) + attempt);
        try {
            FileSystem fs = output.getFileSystem(hadoop);
            try (Writer out = new BufferedWriter(new OutputStreamWriter(fs.create(own, true), StandardCharsets.UTF_8), 1 << 16)) {
                out.write(preamble);
                while (records.hasNext()) {
                    OutputRecord r = records.next();
                    out.write(r.text());
                    if (r.verdict() != null) {
                        counts.merge(r.verdict() + (r.bad() ? " (bad)" : ""), new OrderedOutput.VerdictCount(r.verdict(), r.bad(), 1),
                                OrderedOutput.VerdictCount::plus);
                    }
                }
            }
            List<OrderedOutput.VerdictCount> list = new ArrayList<>(counts.values());
            Path countsOwn = new Path(own + ".counts");
            writeWhole(fs, countsOwn, countsText(list));
            Path countsPath = countsPath(output, p);
            fs.delete(countsPath, false);
            if (!fs.rename(countsOwn, countsPath)) {
                fs.delete(countsOwn, false); // another attempt's counts, the same
            }
            if (!fs.rename(own, partPath(output, p))) {
                fs.delete(own, false); // another attempt's part won, with the same records
            }
            return list;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write part " + p + " of " + output, e);
        }
    }

    static Path partPath(Path output, int p) {
        return new Path(output, partName(p));
    }

    private static Path countsPath(Path output, int p) {
        return new Path(output, PARTS + "/" + partName(p) + ".counts");
    }

    private static String partName(int p) {
        return String.format("part-%05d", p);
    }

    private static String countsText(List<OrderedOutput.VerdictCount> counts) {
        StringBuilder text = new StringBuilder();
        counts.forEach(c -> text.append(c.count()).append('\t').append(c.bad()).append('\t').append(c.verdict()).append('\n'));
        return text.toString();
    }

    private static List<OrderedOutput.VerdictCount> parseCounts(String text) {
        List<OrderedOutput.VerdictCount> counts = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isEmpty()) {
                String[] field = line.split("\t", 3);
                counts.add(new OrderedOutput.VerdictCount(field[2], Boolean.parseBoolean(field[1]), Long.parseLong(field[0])));
            }
        }
        return counts;
    }

    private static void writeWhole(FileSystem fs, Path path, String text) throws IOException {
        try (var out = fs.create(path, true)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private static String read(FileSystem fs, Path path) throws IOException {
        try (FSDataInputStream in = fs.open(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
