package dev.nonet.spark;

import dev.nonet.cli.ExitCode;
import dev.nonet.cli.UserError;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import org.apache.spark.SparkConf;

/**
 * The job's Spark settings: {@code spark-submit}'s (or the JVM's {@code -Dspark.*}), the master named on
 * the job's command line over its, {@code local[*]} when none is set; and on a cluster the job's own jar
 * shipped to the executors, which otherwise cannot load the job's classes (its tasks then fail with
 * "cannot assign instance of SerializedLambda").
 */
final class SparkSettings {

    private SparkSettings() {
    }

    /** The settings for a run of {@code arguments} whose code is in {@code jobJar} (null: none to ship, as in tests). */
    static SparkConf of(JobArguments arguments, Path jobJar) {
        SparkConf conf = new SparkConf().setAppName("nonet " + arguments.command());
        if (arguments.master() != null) {
            conf.setMaster(arguments.master());
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        // spark-submit names its application jar in spark.jars itself; a plain `java -cp` driver does not
        if (!runsInTheDriver(conf.get("spark.master")) && !conf.contains("spark.jars") && jobJar != null) {
            conf.set("spark.jars", jobJar.toUri().toString());
        }
        return conf;
    }

    /** Whether the master runs the tasks in the driver's own JVM ({@code local}, {@code local[N]}), where they see its classes. */
    static boolean runsInTheDriver(String master) {
        return master.equals("local") || master.startsWith("local[");
    }

    /**
     * Refuses a standalone master ({@code spark://HOST:PORT}, several for a standby master) of which no
     * address answers: Spark itself would retry for a minute, printing a stack trace every 20 s.
     *
     * @throws UserError (exit 2) naming it
     */
    static void checkReachable(String master) {
        if (!master.startsWith("spark://")) {
            return;
        }
        String reason = "no address";
        for (String address : master.substring("spark://".length()).split(",")) {
            int colon = address.lastIndexOf(':');
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(address.substring(0, Math.max(0, colon)),
                        colon < 0 ? 7077 : Integer.parseInt(address.substring(colon + 1))), 5_000);
                return;
            } catch (IOException | IllegalArgumentException e) {
                reason = e.getMessage() == null ? e.toString() : e.getMessage();
            }
        }
        throw new UserError(ExitCode.USAGE_OR_INPUT, "cannot reach the master '" + master + "': " + reason);
    }

    /** The jar the job's classes were loaded from, or null when they come from a directory (a build's classes, in tests). */
    static Path jobJar() {
        CodeSource source = NonetJob.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return null;
        }
        try {
            Path path = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(path) ? path : null;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
