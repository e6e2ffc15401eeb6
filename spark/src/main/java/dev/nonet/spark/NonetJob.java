package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.Tally;
import dev.nonet.cli.UserError;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Nonet's batch commands as a Spark job: {@code [--master URL] COMMAND [OPTIONS] INPUT OUTPUT}, the
 * command and options as {@code nonet} takes them, the input any path Hadoop reads (a file, a directory,
 * a glob; local, HDFS, S3), the output a directory of part files in input order (or one file with
 * {@code --single-file}). Every record gets the line the command line writes for it, and the summary on
 * standard error is the command line's. Exit codes are the command line's: 0, 1 for bad records, 2 for
 * bad usage or unreadable input, 3 for a failure of the job itself.
 *
 * <p>Run by {@code spark-submit --class dev.nonet.spark.NonetJob nonet-spark-job.jar ...} or the
 * {@code ./nonet-spark} launcher (see docs/SPARK.md).
 */
public final class NonetJob {

    private NonetJob() {
    }

    public static void main(String[] args) {
        System.exit(run(Arrays.asList(args), null, System.err));
    }

    /**
     * Runs the job on {@code spark}, or on a context of its own (made from the arguments' master and
     * {@code spark-submit}'s settings) when {@code spark} is null.
     *
     * @return the exit code
     */
    public static int run(List<String> args, JavaSparkContext spark, PrintStream err) {
        return run(args, spark, err, UnaryOperator.identity());
    }

    /** As above, the plan's records passed through {@code change} before they are written (a test's, that fail and retry). */
    static int run(List<String> args, JavaSparkContext spark, PrintStream err, UnaryOperator<Plan> change) {
        try {
            JobArguments arguments = JobArguments.parse(args, NonetJob::takesInput);
            JobCommand command = command(arguments.command());
            if (spark != null) {
                return execute(command, arguments, spark, err, change);
            }
            try (JavaSparkContext own = new JavaSparkContext(conf(arguments))) {
                return execute(command, arguments, own, err, change);
            }
        } catch (UserError e) {
            err.println("nonet-spark: " + e.getMessage());
            return e.exitCode();
        } catch (RuntimeException e) {
            // Spark has logged the failure with its stack trace; the last line says it in short
            String message = String.valueOf(e.getMessage());
            err.println("nonet-spark: the job failed: " + message.lines().findFirst().orElse(e.toString()));
            return ExitCode.INTERNAL_ERROR;
        }
    }

    /** Plans, computes and writes one command; the summary line after. */
    private static int execute(JobCommand command, JobArguments arguments, JavaSparkContext spark, PrintStream err,
                               UnaryOperator<Plan> change) {
        Tally tally = new Tally();
        OrderedOutput.checkAbsent(arguments.output(), spark.hadoopConfiguration());
        Plan plan = change.apply(command.plan(spark, arguments));
        OrderedOutput.write(spark, plan, arguments.output(), arguments.singleFile(), tally);
        tally.finish();
        if (!plan.quiet()) {
            err.println("nonet-spark " + arguments.command() + ": " + tally.summary() + plan.more());
        }
        return tally.exitCode();
    }

    private static boolean takesInput(String name) {
        JobCommand command = JobCommands.named(name);
        return command == null || command.takesInput();
    }

    private static JobCommand command(String name) {
        JobCommand command = JobCommands.named(name);
        if (command == null) {
            throw new UserError(ExitCode.USAGE_OR_INPUT, "unknown command '" + name + "'; the job runs " + JobCommands.names());
        }
        return command;
    }

    /** The settings: {@code spark-submit}'s, the master named here over its, {@code local[*]} when none is set. */
    private static SparkConf conf(JobArguments arguments) {
        SparkConf conf = new SparkConf().setAppName("nonet " + arguments.command());
        if (arguments.master() != null) {
            conf.setMaster(arguments.master());
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        return conf;
    }
}
