package dev.nonet.spark;

import dev.nonet.cli.Main;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The job's help: {@code --help}, {@code -h} or {@code help} alone print the job's usage;
 * {@code help COMMAND} and {@code COMMAND --help} print the command's, whose options are the command
 * line's (its own help follows the job's lines).
 */
final class JobHelp {

    static final String USAGE = """
            Usage: nonet-spark [--master URL] COMMAND [OPTIONS] INPUT OUTPUT
                   nonet-spark [--master URL] generate [OPTIONS] OUTPUT
                   nonet-spark help [COMMAND]
            Runs one of Nonet's batch commands as an Apache Spark job: each record gets the line
            that `nonet COMMAND` writes for it, in input order, in OUTPUT's part files.

            COMMAND    %s
            OPTIONS    those of `nonet COMMAND` (nonet-spark help COMMAND lists them)
            INPUT      a file, a directory or a glob that Hadoop reads (local, hdfs://, s3a://)
            OUTPUT     a directory of part files, which must not exist: cat OUTPUT/part-* is
                       the command line's output

            Job options:
              --master URL     local[*] (the default), local[N], spark://HOST:PORT, or under a
                               cluster's spark-submit yarn or k8s://HOST:PORT
              --partitions N   how many parts (default: 4 a core, or one per 64 KiB of input)
              --single-file    OUTPUT is one file, written part by part by the driver
              --resume         keep each part as it ends; the same command again writes only
                               the parts still missing (needs --partitions N)

            A standalone cluster on this machine's loopback, with ./nonet-spark:
              ./nonet-spark cluster start|stop|status     (./nonet-spark cluster --help)

            Exit codes: 0 done, 1 some records malformed, invalid or unsolvable, 2 bad usage or
            input (a master that is malformed or does not answer among them), 3 the job failed.
            More: docs/SPARK.md
            """.formatted(JobCommands.names());

    private JobHelp() {
    }

    /**
     * The help that {@code args} ask for, if they ask for one.
     *
     * @throws dev.nonet.cli.UserError (exit 2) for {@code help} of a command the job does not run
     */
    static Optional<String> asked(List<String> args) {
        if (!args.isEmpty() && args.get(0).equals("help")) {
            return Optional.of(args.size() == 1 ? USAGE : ofCommand(args.get(1)));
        }
        if (args.stream().noneMatch(arg -> arg.equals("--help") || arg.equals("-h"))) {
            return Optional.empty();
        }
        return Optional.of(args.stream().filter(arg -> JobCommands.named(arg) != null).findFirst()
                .map(JobHelp::ofCommand).orElse(USAGE));
    }

    /** The job's lines on {@code name}, then the command line's help of it. */
    private static String ofCommand(String name) {
        JobCommand command = NonetJob.command(name);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(text, true, StandardCharsets.UTF_8);
        out.println("Usage: nonet-spark [--master URL] " + name + " [OPTIONS] " + (command.takesInput() ? "INPUT " : "") + "OUTPUT");
        out.println("Runs `nonet " + name + "` as a Spark job. OPTIONS are the command line's, below (--threads is");
        out.println("moot: a task runs on one core); INPUT, OUTPUT and the job's options: nonet-spark --help.");
        out.println();
        Main.run(new String[] {name, "--help"}, InputStream.nullInputStream(), out, out, false);
        return text.toString(StandardCharsets.UTF_8);
    }
}
