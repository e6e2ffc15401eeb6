package dev.nonet.spark;

import dev.nonet.cli.GenerateJob;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * {@code generate} in parts: part {@code i} makes its share of {@code --count} with a seed of its own,
 * {@link #partSeed} of the base seed and {@code i}, as {@code nonet generate --count SHARE --seed PART_SEED}
 * makes them. The parts depend on the count and {@code --partitions} alone, never on the cluster, so the
 * same seed gives the same puzzles on any number of executors, and a retried part the same again.
 */
final class GenerationJob implements JobCommand {

    /** Puzzles per part when {@code --partitions} is not given: a rare band can take seconds a puzzle. */
    static final int PUZZLES_PER_PARTITION = 8;

    /** One part: how many puzzles, from which seed, numbered from where. */
    record Part(int count, long seed, int firstIndex) implements Serializable {
    }

    @Override
    public boolean takesInput() {
        return false;
    }

    @Override
    public Plan plan(JavaSparkContext spark, JobArguments args) {
        GenerateJob job = GenerateJob.of(args.options());
        long base = job.seed().orElseGet(() -> ThreadLocalRandom.current().nextLong());
        int count = job.count();
        int partitions = args.partitions() > 0 ? Math.min(args.partitions(), count) : (count + PUZZLES_PER_PARTITION - 1) / PUZZLES_PER_PARTITION;
        List<Part> parts = parts(count, partitions, base);
        List<String> options = args.options();
        JavaRDD<OutputRecord> records = spark.parallelize(parts, parts.size()).flatMap(part -> {
            List<OutputRecord> made = new ArrayList<>(part.count());
            GenerateJob.of(options).generate(part.count(), part.seed(), part.firstIndex(),
                    text -> made.add(new OutputRecord(text, "generated", false)));
            return made.iterator();
        });
        return new Plan(records, "", job.quiet(), ", seed " + base + " in " + parts.size() + " parts");
    }

    /** {@code count} puzzles in {@code partitions} parts as even as can be, the first ones a puzzle more. */
    static List<Part> parts(int count, int partitions, long base) {
        List<Part> parts = new ArrayList<>(partitions);
        int first = 0;
        for (int i = 0; i < partitions; i++) {
            int share = count / partitions + (i < count % partitions ? 1 : 0);
            parts.add(new Part(share, partSeed(base, i), first));
            first += share;
        }
        return parts;
    }

    /**
     * Part {@code i}'s seed: SplitMix64's output for the state {@code base + (i + 1) * golden gamma}, so
     * neighbouring parts and neighbouring base seeds get unrelated streams.
     */
    static long partSeed(long base, int i) {
        long z = base + (i + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
