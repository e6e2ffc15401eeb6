package dev.nonet.spark;

import org.apache.spark.api.java.JavaSparkContext;

/** One command the job runs: its work on the cluster, from the arguments to the records to write. */
interface JobCommand {

    /** Whether the command reads an input (every one but {@code generate}). */
    boolean takesInput();

    /**
     * Checks the arguments and plans the command's output.
     *
     * @throws dev.nonet.cli.UserError for bad options or inputs
     */
    Plan plan(JavaSparkContext spark, JobArguments args);
}
