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
 *
 * <p>{@code MasterUrl} checks the master before Spark starts and {@code JobHelp} prints the usage; {@code
 * FirstOfClassJob} runs {@code dedup} (through the command line's {@code DedupJob}). Spark is {@code
 * provided}: the job jar ({@code nonet-spark-job.jar}, shaded) holds Nonet's code, picocli and a relocated
 * Jackson; {@code ./nonet-spark cluster} ({@code spark/src/launcher/cluster.sh}) runs a standalone Master
 * and Worker on the loopback.
 */
package dev.nonet.spark;
