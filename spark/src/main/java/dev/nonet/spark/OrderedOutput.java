package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.Tally;
import dev.nonet.cli.UserError;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Serializable;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;

/**
 * Writes a plan's records in order: as Spark's part files ({@code part-00000}, ... in order, each
 * written by its task and committed once, whatever was retried), or with {@code --single-file} as one
 * file that the driver writes part by part. Counts the outcomes as the command line's {@link Tally} does.
 *
 * <p>The records are computed once, kept (memory, then disk), counted, then written from what was
 * kept: counting in the same pass as writing would need accumulators, which Spark may count twice
 * for a retried task.
 */
final class OrderedOutput {

    private OrderedOutput() {
    }

    /**
     * Refuses an output that exists, before any work is done (Spark would refuse it only when writing).
     *
     * @throws UserError (exit 2) naming it
     */
    static void checkAbsent(String output, Configuration hadoop) {
        Path path = new Path(output);
        try {
            if (path.getFileSystem(hadoop).exists(path)) {
                throw new UserError(ExitCode.USAGE_OR_INPUT, "'" + output + "' exists; name an output that does not, the job writes it whole");
            }
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot write '" + output + "': " + e.getMessage());
        }
    }

    /** Computes the plan's records, writes them to {@code output} and adds them to {@code tally}. */
    static void write(JavaSparkContext spark, Plan plan, String output, boolean singleFile, Tally tally) {
        JavaRDD<OutputRecord> records = plan.records().persist(StorageLevel.MEMORY_AND_DISK());
        try {
            count(records, tally);
            if (singleFile) {
                writeOne(records, plan.preamble(), new Path(output), spark.hadoopConfiguration());
            } else {
                JavaRDD<String> texts = records.filter(r -> !r.text().isEmpty()).map(r -> withoutLastNewline(r.text()));
                if (!plan.preamble().isEmpty()) {
                    texts = spark.parallelize(List.of(withoutLastNewline(plan.preamble())), 1).union(texts);
                }
                texts.saveAsTextFile(output);
            }
        } finally {
            records.unpersist(false);
        }
    }

    /** Each part's counts of verdicts, in order of first appearance, merged in part order: the command line's order. */
    private static void count(JavaRDD<OutputRecord> records, Tally tally) {
        List<List<VerdictCount>> parts = records.mapPartitions(part -> {
            Map<String, VerdictCount> counts = new LinkedHashMap<>();
            while (part.hasNext()) {
                OutputRecord r = part.next();
                if (r.verdict() == null) {
                    continue; // written after the records (dedup's classes), not one of them
                }
                counts.merge(r.verdict() + (r.bad() ? " (bad)" : ""), new VerdictCount(r.verdict(), r.bad(), 1), VerdictCount::plus);
            }
            return List.<List<VerdictCount>>of(new ArrayList<>(counts.values())).iterator();
        }, true).collect();
        for (List<VerdictCount> part : parts) {
            for (VerdictCount c : part) {
                tally.add(c.verdict(), c.bad(), c.count());
            }
        }
    }

    /** How many records of a part got one verdict. */
    record VerdictCount(String verdict, boolean bad, long count) implements Serializable {
        VerdictCount plus(VerdictCount other) {
            return new VerdictCount(verdict, bad, count + other.count);
        }
    }

    private static void writeOne(JavaRDD<OutputRecord> records, String preamble, Path path, Configuration hadoop) {
        try (Writer out = new BufferedWriter(new OutputStreamWriter(path.getFileSystem(hadoop).create(path, false), StandardCharsets.UTF_8), 1 << 16)) {
            out.write(preamble);
            Iterator<OutputRecord> it = records.toLocalIterator();
            while (it.hasNext()) {
                out.write(it.next().text());
            }
        } catch (IOException e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot write '" + path + "': " + e.getMessage());
        }
    }

    /** Spark's text output ends every element with a newline of its own. */
    private static String withoutLastNewline(String text) {
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }
}
