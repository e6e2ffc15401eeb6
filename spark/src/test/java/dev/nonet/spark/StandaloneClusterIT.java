package dev.nonet.spark;

import static dev.nonet.spark.JobRun.cli;
import static dev.nonet.spark.JobRun.sample;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a standalone cluster that {@code ./nonet-spark cluster start} runs on the loopback (a Master
 * and a Worker), driven as a user drives it: through {@code ./nonet-spark --master spark://127.0.0.1:PORT},
 * and through the command {@code spark-submit} runs for a client-mode driver; then
 * {@code ./nonet-spark cluster stop}, after which none of the cluster's processes is left. Each run's
 * output is the command line's, byte for byte; its standard error is the summary, not Spark's INFO log
 * nor the JVM's warnings.
 */
class StandaloneClusterIT {

    private static final Path TARGET = LauncherRun.ROOT.resolve("spark/target");

    @TempDir
    static Path dir;

    /** The cluster's folder: its logs, pid files, Spark home and the Worker's work/. */
    private static Path cluster;
    private static String master;

    @BeforeAll
    static void start() throws Exception {
        cluster = dir.resolve("cluster");
        String port = String.valueOf(freePort());
        // a test JVM that is killed never reaches stop(): the cluster goes with it all the same
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                LauncherRun.launcher("cluster", "stop", "--dir", cluster.toString());
            } catch (IOException | InterruptedException e) {
                // the JVM is going: nothing more to do
            }
        }));
        LauncherRun started = LauncherRun.launcher("cluster", "start", "--port", port, "--webui-port", "0", "--cores", "2",
                "--memory", "1g", "--dir", cluster.toString());
        assertThat(started.exitCode()).as("cluster start: %s%s", started.out(), started.err()).isZero();
        master = "spark://127.0.0.1:" + port;
        assertThat(started.out()).startsWith("nonet-spark cluster: master " + master + " (web page http://127.0.0.1:")
                .contains("a worker of 2 cores, 1024.0 MiB");
    }

    @AfterAll
    static void stop() throws Exception {
        String masterPid = Files.readString(cluster.resolve("master.pid")).strip();
        String workerPid = Files.readString(cluster.resolve("worker.pid")).strip();
        LauncherRun stopped = LauncherRun.launcher("cluster", "stop", "--dir", cluster.toString());
        assertThat(stopped.exitCode()).as("cluster stop: %s", stopped.err()).isZero();
        assertThat(stopped.out()).isEqualTo("nonet-spark cluster: stopped the worker (pid %s) and the master (pid %s)\n", workerPid, masterPid);
        // the Master's and the Worker's command lines name the folder, the executors' their class path in it
        assertThat(ProcessHandle.allProcesses().filter(p -> p.info().commandLine().orElse("").contains(cluster.toString()))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse(""))).as("the cluster's processes after stop").isEmpty();
        LauncherRun status = LauncherRun.launcher("cluster", "status", "--dir", cluster.toString());
        assertThat(status.exitCode()).isEqualTo(3);
        assertThat(status.out()).startsWith("master: does not run\nworker: does not run\n");
        // the links to the jars, before JUnit's clean-up warns of each (and leaves the jars, as it should)
        try (Stream<Path> links = Files.list(cluster.resolve("spark-home/jars"))) {
            for (Path link : links.toList()) {
                Files.delete(link);
            }
        }
    }

    @Test
    void statusNamesTheMasterAndTheWorker() throws Exception {
        LauncherRun status = LauncherRun.launcher("cluster", "status", "--dir", cluster.toString());
        assertThat(status.exitCode()).isZero();
        assertThat(status.out()).startsWith("master: runs, pid " + Files.readString(cluster.resolve("master.pid")).strip() + ", " + master + "\n"
                + "worker: runs, pid " + Files.readString(cluster.resolve("worker.pid")).strip() + "\n");
    }

    @Test
    void theLauncherShipsTheJobJarToTheExecutorsAndTellsThemADriverOnTheLoopback() throws Exception {
        String mixed = sample("mixed.txt");
        Set<Path> before = applications();
        JobRun run = launcher(Optional.empty(), "", "solve", "--partitions", "3", mixed);
        run.assertSameAs(cli("solve", "-q", mixed));
        assertThat(run.err().lines()).as("standard error: %s", run.err()).hasSize(1)
                .allMatch(line -> line.startsWith("nonet-spark solve: 305 puzzles in "));
        // SPARK_LOCAL_IP unset: the launcher binds the driver to the loopback, where the master is
        assertThat(driverUrls(before)).as("the executors' --driver-url").isNotEmpty()
                .allMatch(url -> url.startsWith("spark://CoarseGrainedScheduler@127.0.0.1:"));
    }

    @Test
    void rateOnTheNewestJdkHereWithTheLaunchersOptionsPrintsNoJvmWarnings() throws Exception {
        String rate = sample("rate.txt");
        JobRun run = launcher(newestJdk(), "", "rate", "--time-limit", "20", "--partitions", "4", rate);
        run.assertSameAs(cli("rate", "-q", "--time-limit", "20", rate));
        assertThat(run.err()).doesNotContain("WARNING").startsWith("nonet-spark rate: 45 puzzles in ");
    }

    @Test
    void aJobWhoseExecutorsCannotStartFailsInOneLineOfItsOwn() throws Exception {
        // no java where the executors look for it: the Worker fails to start each, and after ten failures
        // the Master removes the application, before or while the job runs
        JobRun run = launcher(Optional.empty(), "-Dspark.executorEnv.JAVA_HOME=/nonexistent", "count", sample("mixed.txt"));
        assertThat(run.exitCode()).as("exit code; its errors: %s", run.err()).isEqualTo(3);
        // Spark's log around it may hold its stop's errors: the job's own line is one of these two
        assertThat(run.err().lines().filter(line -> line.startsWith("nonet-spark"))).as("standard error: %s", run.err())
                .singleElement().isIn("nonet-spark: the job failed: " + NonetJob.ENDED_BY_THE_CLUSTER,
                        "nonet-spark: the job failed: Job aborted due to stage failure: Master removed our application: FAILED");
    }

    @Test
    void spark_submitsDriverWithTheShippedLoggingPrintsTheSummaryAlone() throws Exception {
        Path logging = TARGET.resolve("nonet-spark-log4j2.properties");
        assertThat(logging).as("the quiet logging beside the job jar").exists();
        String mixed = sample("mixed.txt");
        Path output = dir.resolve("submitted");
        // what `spark-submit --class dev.nonet.spark.NonetJob --master URL --driver-java-options
        // "-Dlog4j2.configurationFile=..." nonet-spark-job.jar check ...` runs: SparkSubmit in a JVM on Spark's jars
        List<String> command = List.of(LauncherRun.java(), LauncherRun.QUICK_START, "-Dlog4j2.configurationFile=" + logging,
                "-cp", Files.readString(TARGET.resolve("spark-classpath.txt")).strip(), "org.apache.spark.deploy.SparkSubmit",
                "--class", "dev.nonet.spark.NonetJob", "--master", master, "--conf", "spark.ui.enabled=false",
                "--conf", "spark.executor.memory=512m", "--conf", "spark.executor.extraJavaOptions=" + LauncherRun.QUICK_START,
                TARGET.resolve("nonet-spark-job.jar").toString(),
                "check", mixed, output.toString());
        LauncherRun run = LauncherRun.run(command, Map.of("SPARK_LOCAL_IP", "127.0.0.1"));
        new JobRun(run.exitCode(), JobRun.written(output), run.err()).assertSameAs(cli("check", "-q", mixed));
        assertThat(run.err().lines()).as("standard error: %s", run.err()).hasSize(1)
                .allMatch(line -> line.startsWith("nonet-spark check: 305 puzzles in "));
    }

    /**
     * {@code ./nonet-spark --master URL ARGS OUTPUT}, on the JDK in {@code javaHome} (else this one's),
     * {@code options} added to the driver's JVM options (NONET_JAVA_OPTS); SPARK_LOCAL_IP left to the launcher.
     */
    private static JobRun launcher(Optional<Path> javaHome, String options, String... args) throws Exception {
        Path output = dir.resolve("out-" + System.nanoTime());
        List<String> command = new ArrayList<>(List.of("--master", master));
        command.addAll(List.of(args));
        command.add(output.toString());
        Map<String, String> env = new HashMap<>(Map.of("NONET_JAVA_OPTS", "-Dspark.ui.enabled=false -Dspark.executor.memory=512m "
                + LauncherRun.QUICK_START + " -Dspark.executor.extraJavaOptions=" + LauncherRun.QUICK_START + " " + options));
        javaHome.ifPresent(home -> env.put("PATH", home.resolve("bin").toString()));
        LauncherRun run = LauncherRun.launcher(env, command);
        return new JobRun(run.exitCode(), JobRun.written(output), run.out() + run.err());
    }

    /** The applications' folders in the Worker's work/, one for each application it started executors for. */
    private static Set<Path> applications() throws IOException {
        try (Stream<Path> folders = Files.list(cluster.resolve("work"))) {
            return folders.collect(Collectors.toSet());
        }
    }

    /**
     * The --driver-url of every executor the Worker started for an application not in {@code before}:
     * the first line of its stderr, the command it ran, names it.
     */
    private static List<String> driverUrls(Set<Path> before) throws IOException {
        List<String> urls = new ArrayList<>();
        for (Path application : applications()) {
            if (before.contains(application)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(application)) {
                for (Path stderr : files.filter(f -> f.getFileName().toString().equals("stderr")).toList()) {
                    Matcher url = Pattern.compile("\"--driver-url\" \"([^\"]*)\"").matcher(Files.readString(stderr));
                    if (url.find()) {
                        urls.add(url.group(1));
                    }
                }
            }
        }
        return urls;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** The newest JDK of 24 or later installed beside this one (where Java warns of native access and Unsafe), if any. */
    private static Optional<Path> newestJdk() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(h -> Files.isExecutable(h.resolve("bin/java")) && major(h) >= 24)
                    .max(Comparator.comparingInt(StandaloneClusterIT::major));
        }
    }

    private static int major(Path home) {
        try {
            return Files.readAllLines(home.resolve("release")).stream().filter(l -> l.startsWith("JAVA_VERSION=\""))
                    .map(l -> l.replaceAll("JAVA_VERSION=\"(\\d+).*", "$1")).mapToInt(Integer::parseInt).findFirst().orElse(0);
        } catch (IOException | NumberFormatException e) {
            return 0;
        }
    }
}
