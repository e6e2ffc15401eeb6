package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.Tally;
import dev.nonet.cli.UserError;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Nonet's batch commands as a Spark job: {@code [--master URL] COMMAND [OPTIONS] INPUT OUTPUT}, the
 * command and options as {@code nonet} takes them, the input any path Hadoop reads (a file, a directory,
 * a glob; local, HDFS, S3), the output a directory of part files in input order (or one file with
 * {@code --single-file}; with {@code --resume}, part files kept as each part ends, so that a rerun
 * writes only those missing). Every record gets the line the command line writes for it, and the
 * summary on standard error is the command line's. Exit codes are the command line's: 0, 1 for bad
 * records, 2 for bad usage, unreadable input or a master Spark cannot start on, 3 for a failure of the
 * job itself (one line; Spark's log has the causes).
 *
 * <p>Run by {@code spark-submit --class dev.nonet.spark.NonetJob nonet-spark-job.jar ...} or the
 * {@code ./nonet-spark} launcher (see docs/SPARK.md).
 */
public final class NonetJob {

    /**
     * Said when Spark stopped the job's context under it: the cluster removed the application (a
     * standalone master does when its executors fail to start, ten times). The calls on the context then
     * fail any way Spark's state lets them, a NullPointerException or "Cannot call methods on a stopped
     * SparkContext", which say nothing of why.
     */
    static final String ENDED_BY_THE_CLUSTER = "the cluster ended the application before the job was done (Spark's error above"
            + " says why; a standalone cluster's Master and Worker logs say why its executors failed)";

    private NonetJob() {
    }

    public static void main(String[] args) {
        System.exit(run(Arrays.asList(args), null, System.out, System.err, UnaryOperator.identity()));
    }

    /**
     * Runs the job on {@code spark}, or on a context of its own (made from the arguments' master and
     * {@code spark-submit}'s settings) when {@code spark} is null; help asked for goes to standard output.
     *
     * @return the exit code
     */
    public static int run(List<String> args, JavaSparkContext spark, PrintStream err) {
        return run(args, spark, System.out, err, UnaryOperator.identity());
    }

    /**
     * As above, help to {@code out}, the plan's records passed through {@code change} before they are
     * written (a test's, that fail and retry).
     */
    static int run(List<String> args, JavaSparkContext spark, PrintStream out, PrintStream err, UnaryOperator<Plan> change) {
        JavaSparkContext context = spark;
        String failure;
        try {
            Optional<String> help = JobHelp.asked(args);
            if (help.isPresent()) {
                out.print(help.get());
                out.flush();
                return ExitCode.OK;
            }
            JobArguments arguments = JobArguments.parse(args, NonetJob::takesInput);
            JobCommand command = command(arguments.command());
            if (context == null) {
                context = start(arguments);
            }
            return execute(command, arguments, context, err, change);
        } catch (UserError e) {
            err.println("nonet-spark: " + e.getMessage());
            return e.exitCode();
        } catch (Exception e) {
            // SparkException is a checked exception that Scala code throws undeclared: catching only
            // RuntimeException let a failed job end in a stack trace and the JVM's exit code 1 (bad records).
            // Spark has logged the failure and its tasks' causes; this line says it in short.
            failure = failure(e, context);
        } finally {
            if (spark == null && context != null) {
                context.close();
            }
        }
        // after the context's stop, which may log more of the failure
        err.println("nonet-spark: the job failed: " + failure);
        return ExitCode.INTERNAL_ERROR;
    }

    /**
     * A context of the job's own.
     *
     * @throws UserError (exit 2) when the master is malformed or does not answer, or Spark refuses the settings
     */
    private static JavaSparkContext start(JobArguments arguments) {
        String master = SparkSettings.master(arguments);
        MasterUrl.check(master);
        SparkConf conf = SparkSettings.of(arguments, SparkSettings.jobJar());
        try {
            return new JavaSparkContext(conf);
        } catch (NullPointerException e) {
            // Spark's own state gone halfway through its start: the cluster removed the application at once
            throw new EndedWhileStarting(e);
        } catch (Exception e) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot start Spark on master '" + master + "': " + firstLine(e));
        }
    }

    /** The context's start failed because Spark stopped it meanwhile. */
    private static final class EndedWhileStarting extends RuntimeException {
        EndedWhileStarting(Exception cause) {
            super(cause);
        }
    }

    /**
     * What failed: the stage failure Spark names (its tasks' error), or that the cluster ended the
     * application when Spark stopped the context under the job, whatever call on it failed then.
     */
    private static String failure(Exception e, JavaSparkContext context) {
        boolean stopped = e instanceof EndedWhileStarting || context != null && context.sc().isStopped();
        if (!stopped) {
            return firstLine(e);
        }
        return shuttingDown() ? "stopped by a signal (Ctrl+C, kill) before it was done" : ENDED_BY_THE_CLUSTER;
    }

    /** Whether this JVM is shutting down (Spark's shutdown hook stops the context then): it then takes no new hook. */
    private static boolean shuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    private static String firstLine(Exception e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.toString() : message.lines().findFirst().orElseThrow();
    }

    /** Plans, computes and writes one command; the summary line after. */
    private static int execute(JobCommand command, JobArguments arguments, JavaSparkContext spark, PrintStream err,
                               UnaryOperator<Plan> change) {
        Tally tally = new Tally();
        if (arguments.resume() && !command.resumable()) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "--resume is taken by solve, count, check, rate and canon, not " + arguments.command());
        }
        if (!arguments.resume()) {
            OrderedOutput.checkAbsent(arguments.output(), spark.hadoopConfiguration());
        }
        Plan plan = change.apply(command.plan(spark, arguments));
        String more = plan.more();
        if (arguments.resume()) {
            more += ResumableOutput.write(spark, plan, arguments, tally);
        } else {
            OrderedOutput.write(spark, plan, arguments.output(), arguments.singleFile(), tally);
        }
        tally.finish();
        if (!plan.quiet()) {
            err.println("nonet-spark " + arguments.command() + ": " + tally.summary() + more);
        }
        return tally.exitCode();
    }

    private static boolean takesInput(String name) {
        JobCommand command = JobCommands.named(name);
        return command == null || command.takesInput();
    }

    /**
     * The command {@code name}.
     *
     * @throws UserError (exit 2) when the job runs none of that name
     */
    static JobCommand command(String name) {
        JobCommand command = JobCommands.named(name);
        if (command == null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "unknown command '" + name + "'; the job runs " + JobCommands.names());
        }
        return command;
    }
}
