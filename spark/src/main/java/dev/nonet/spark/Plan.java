package dev.nonet.spark;

import org.apache.spark.api.java.JavaRDD;

/**
 * A command's output, planned and not yet computed: its records in order, and what goes around them.
 *
 * @param records   one per input record (or generated puzzle), in order: partition by partition, and in each in order
 * @param preamble  text written before the first record; usually empty
 * @param quiet     whether the command's {@code --quiet} asks for no summary
 * @param more      what the summary says after the counts, or empty
 */
record Plan(JavaRDD<OutputRecord> records, String preamble, boolean quiet, String more) {

    /** The same plan with other records (a test's, that fail and retry). */
    Plan withRecords(JavaRDD<OutputRecord> other) {
        return new Plan(other, preamble, quiet, more);
    }
}
