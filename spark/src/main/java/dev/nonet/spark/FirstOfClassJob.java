package dev.nonet.spark;

import dev.nonet.cli.BatchJob;
import dev.nonet.cli.DedupJob;
import dev.nonet.cli.ExitCode;
import dev.nonet.cli.Outcome;
import dev.nonet.cli.UserError;
import dev.nonet.format.Format;
import dev.nonet.grid.Grid;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.Optional;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * {@code dedup}: the first record of each class of equivalent puzzles, in input order. Where the command
 * line decides record by record in input order, the job decides across each class at once: every record
 * is answered as the command line answers it (its outcome's key is its minlex form), the records of a
 * form are reduced to the smallest record number and their count, and the records are joined back with
 * those firsts and put in order again: a first keeps its text, any other record of its class becomes a
 * repeat (nothing written), and a malformed record keeps its verdict in its place. With {@code --count}
 * the firsts write nothing either and each class is written after the records, by its first record's
 * place, as its form and count.
 */
final class FirstOfClassJob implements JobCommand {

    @Override
    public boolean takesInput() {
        return true;
    }

    @Override
    public Plan plan(JavaSparkContext spark, JobArguments args) {
        DedupJob dedup = DedupJob.of(args.options());
        BatchJob job = dedup.records();
        List<InputFiles.File> files = RecordJob.inputs(spark, args, job);
        boolean several = files.size() > 1;
        Format first = files.get(0).format();
        if (dedup.multiLineOutput(first)) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "dedup: the job writes one-line records here (--to line, tokens or json):"
                    + " records of several lines would need the blank lines between them placed after the repeats are left out");
        }
        int partitions = RecordJob.partitions(spark, args, files, RecordJob.QUICK);
        List<String> options = new ArrayList<>(args.options());
        Format[] formats = files.stream().map(InputFiles.File::format).toArray(Format[]::new);
        String[] sources = files.stream().map(InputFiles.File::source).toArray(String[]::new);
        JavaRDD<Keyed> answered = NumberedLines.of(spark, files, partitions).mapPartitions(part -> {
            RecordJob.Answers answers = new RecordJob.Answers("dedup", options, formats, sources, several);
            List<Keyed> out = new ArrayList<>();
            part.forEachRemaining(line -> {
                Outcome o = answers.outcome(line);
                out.add(new Keyed(line.ordinal(), record(o), o.key() == null ? null : o.key().toString()));
            });
            return out.iterator();
        }, true).persist(StorageLevel.MEMORY_AND_DISK());

        // each form: its first record's place and how many records it has
        JavaPairRDD<String, Tuple2<Long, Long>> classes = answered.filter(k -> k.key() != null)
                .mapToPair(k -> new Tuple2<>(k.key(), new Tuple2<>(k.ordinal(), 1L)))
                .reduceByKey((a, b) -> new Tuple2<>(Math.min(a._1(), b._1()), a._2() + b._2()));
        JavaPairRDD<Long, Long> firsts = classes.mapToPair(c -> new Tuple2<>(c._2()._1(), c._2()._2()));
        boolean counts = dedup.countsClasses();
        JavaRDD<OutputRecord> records = answered.mapToPair(k -> new Tuple2<>(k.ordinal(), k))
                .leftOuterJoin(firsts)
                .sortByKey(true, partitions)
                .map(t -> kept(t._2()._1(), t._2()._2(), counts));
        if (counts) {
            JavaRDD<OutputRecord> classRecords = classes
                    .mapToPair(c -> new Tuple2<>(c._2()._1(), new Tuple2<>(c._1(), c._2()._2())))
                    .sortByKey(true, partitions)
                    .mapPartitions(part -> {
                        DedupJob writer = DedupJob.of(options);
                        List<OutputRecord> out = new ArrayList<>();
                        part.forEachRemaining(c -> out.add(new OutputRecord(
                                writer.classRecord(Grid.parse(c._2()._1()), c._2()._2(), first), null, false)));
                        return out.iterator();
                    }, true);
            records = records.union(classRecords);
        }
        return new Plan(records, job.preamble(), job.quiet(), "");
    }

    /** What a record writes: its own text if it is no puzzle or its class's first, else nothing. */
    private static OutputRecord kept(Keyed k, Optional<Long> firstOfClass, boolean counts) {
        if (k.key() == null) {
            return k.record();
        }
        if (!firstOfClass.isPresent()) {
            return record(DedupJob.repeat());
        }
        return counts ? record(DedupJob.counted()) : k.record();
    }

    private static OutputRecord record(Outcome o) {
        return new OutputRecord(o.text(), o.verdict(), o.bad());
    }

    /** A record's answer with its place and its minlex form (null for a record that is no puzzle). */
    record Keyed(long ordinal, OutputRecord record, String key) implements Serializable {
    }
}
