/**
 * Nonet's batch commands as an Apache Spark job.
 *
 * <p>The front door is {@link NonetJob}: {@code main} for {@code spark-submit} and the
 * {@code ./nonet-spark} launcher, {@code run} for tests on a context of their own. Inside,
 * {@code JobArguments} reads the command line, {@code JobCommands} is the table of commands
 * ({@code RecordJob} for each record-by-record command, {@code GenerationJob} for {@code generate}),
 * {@code InputFiles} lists an input path's files with their formats, {@code NumberedLines} splits them
 * into parts numbered as the command line numbers lines and records, and {@code OrderedOutput} counts
 * and writes a {@code Plan}'s records in order ({@code ResumableOutput} part by part for {@code --resume},
 * checked against the {@code RunRecord} the first run left). {@code SparkSettings} makes the context's
 * settings, the job jar shipped to a cluster's executors among them. The work on each record is the command line's own,
 * through {@code dev.nonet.cli.BatchJob} (see docs/SPARK.md).
 */
package dev.nonet.spark;
