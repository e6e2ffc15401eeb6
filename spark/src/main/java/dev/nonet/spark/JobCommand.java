package dev.nonet.spark;

import org.apache.spark.api.java.JavaSparkContext;

/** One command the job runs: its work on the cluster, from the arguments to the records to write. */
interface JobCommand {

    /** Whether the command reads an input (every one but {@code generate}). */
    boolean takesInput();

    /**
     * Whether its output may be written with {@code --resume}: its parts are the same on every run of the
     * same arguments and input, and each is its records' own (not {@code dedup}, whose records depend on
     * one another, nor {@code generate} without a fixed seed).
     */
    default boolean resumable() {
        return false;
    }

    /**
     * Checks the arguments and plans the command's output.
     *
     * @throws dev.nonet.cli.UserError for bad options or inputs
     */
    Plan plan(JavaSparkContext spark, JobArguments args);
}
