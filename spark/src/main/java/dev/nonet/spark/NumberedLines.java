package dev.nonet.spark;

import dev.nonet.cli.BatchJob;
import dev.nonet.format.Format;
import dev.nonet.format.LineSource;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The record lines of the inputs, numbered as the command line numbers them (line and record in each
 * file, and one order across all files), in parts that are read independently.
 *
 * <p>Each file is split into byte ranges (Hadoop's splits), so the parts keep the input's order without
 * a shuffle; a first pass counts each part's lines and records, as {@code zipWithIndex} does, and the
 * second numbers every line from those counts. Where the splits are fewer than the parts asked for (a
 * small or compressed file), the numbered lines are sorted into that many equal ranges of the order.
 */
final class NumberedLines {

    private NumberedLines() {
    }

    /** The numbered record lines of {@code files}, in about {@code partitions} parts, in order. */
    static JavaRDD<NumberedLine> of(JavaSparkContext spark, List<InputFiles.File> files, int partitions) {
        long total = Math.max(1, files.stream().mapToLong(InputFiles.File::bytes).sum());
        List<JavaRDD<String>> parts = new ArrayList<>(files.size());
        List<Integer> fileOf = new ArrayList<>();
        for (int f = 0; f < files.size(); f++) {
            InputFiles.File file = files.get(f);
            int split = (int) Math.max(1, Math.round((double) partitions * file.bytes() / total));
            JavaRDD<String> lines = spark.textFile(file.path(), split);
            parts.add(lines);
            for (int p = 0; p < lines.getNumPartitions(); p++) {
                fileOf.add(f);
            }
        }
        @SuppressWarnings("unchecked")
        JavaRDD<String> all = spark.union(parts.toArray(JavaRDD[]::new));
        int n = fileOf.size();
        int[] file = new int[n];
        boolean[] startsFile = new boolean[n];
        Format[] formats = new Format[n];
        for (int p = 0; p < n; p++) {
            file[p] = fileOf.get(p);
            startsFile[p] = p == 0 || file[p - 1] != file[p];
            formats[p] = files.get(file[p]).format();
        }
        List<long[]> counts = all.mapPartitionsWithIndex((p, lines) -> {
            long lineCount = 0;
            long recordCount = 0;
            while (lines.hasNext()) {
                String text = LineSource.asRead(lines.next(), startsFile[p] && lineCount == 0);
                lineCount++;
                if (BatchJob.holdsRecord(formats[p], text)) {
                    recordCount++;
                }
            }
            return List.of(new long[] {lineCount, recordCount}).iterator();
        }, true).collect();
        long[] lineStart = new long[n];
        long[] recordStart = new long[n];
        long[] ordinalStart = new long[n];
        for (int p = 1; p < n; p++) {
            lineStart[p] = startsFile[p] ? 0 : lineStart[p - 1] + counts.get(p - 1)[0];
            recordStart[p] = startsFile[p] ? 0 : recordStart[p - 1] + counts.get(p - 1)[1];
            ordinalStart[p] = ordinalStart[p - 1] + counts.get(p - 1)[1];
        }
        JavaRDD<NumberedLine> numbered = all.mapPartitionsWithIndex((p, lines) -> new Numbering(lines, file[p], formats[p],
                startsFile[p], lineStart[p], recordStart[p], ordinalStart[p]), true);
        if (n >= partitions) {
            return numbered;
        }
        long records = ordinalStart[n - 1] + counts.get(n - 1)[1];
        return numbered.keyBy(NumberedLine::ordinal)
                .repartitionAndSortWithinPartitions(new OrdinalRanges(records, partitions)).values();
    }

    /**
     * Equal ranges of the record order, from the count of records: the same parts on every run of the
     * same input, as a resumed run needs ({@code sortByKey} would draw its ranges from a sample).
     */
    private static final class OrdinalRanges extends Partitioner {

        private final long records;
        private final int parts;

        OrdinalRanges(long records, int parts) {
            this.records = Math.max(1, records);
            this.parts = parts;
        }

        @Override
        public int numPartitions() {
            return parts;
        }

        @Override
        public int getPartition(Object ordinal) {
            return (int) Math.min(parts - 1, (long) ordinal * parts / records);
        }
    }

    /** Numbers one part's lines, leaving out those that hold no record; lazily, so a part is never held whole. */
    private static final class Numbering implements Iterator<NumberedLine> {

        private final Iterator<String> lines;
        private final int file;
        private final Format format;
        private boolean atFileStart;
        private long line;
        private long record;
        private long ordinal;
        private NumberedLine next;

        Numbering(Iterator<String> lines, int file, Format format, boolean startsFile, long lineStart, long recordStart,
                  long ordinalStart) {
            this.lines = lines;
            this.file = file;
            this.format = format;
            this.atFileStart = startsFile;
            this.line = lineStart;
            this.record = recordStart;
            this.ordinal = ordinalStart;
        }

        @Override
        public boolean hasNext() {
            while (next == null && lines.hasNext()) {
                String text = LineSource.asRead(lines.next(), atFileStart);
                atFileStart = false;
                line++;
                if (BatchJob.holdsRecord(format, text)) {
                    next = new NumberedLine(ordinal++, file, Math.toIntExact(line), ++record, text);
                }
            }
            return next != null;
        }

        @Override
        public NumberedLine next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            NumberedLine line = next;
            next = null;
            return line;
        }
    }
}
