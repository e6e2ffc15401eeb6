package dev.nonet.spark;

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
        SparkConf conf = new SparkConf().setAppName("nonet " + arguments.command()).setMaster(master(arguments));
        // spark-submit names its application jar in spark.jars itself; a plain `java -cp` driver does not
        if (!runsInTheDriver(conf.get("spark.master")) && !conf.contains("spark.jars") && jobJar != null) {
            conf.set("spark.jars", jobJar.toUri().toString());
        }
        return conf;
    }

    /**
     * The master the run goes to, read without starting anything of Spark's (a SparkConf would already
     * look up this machine's address): the arguments' {@code --master}, else spark-submit's (the JVM's
     * {@code spark.master}, which a SparkConf takes), else {@code local[*]}.
     */
    static String master(JobArguments arguments) {
        return arguments.master() != null ? arguments.master() : System.getProperty("spark.master", "local[*]");
    }

    /** Whether the master runs the tasks in the driver's own JVM ({@code local}, {@code local[N]}), where they see its classes. */
    static boolean runsInTheDriver(String master) {
        return master.equals("local") || master.startsWith("local[");
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
