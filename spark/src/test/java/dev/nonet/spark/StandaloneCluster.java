package dev.nonet.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A standalone Spark cluster on the loopback, from Spark's own classes on the build's class path: a
 * Master and one Worker (2 cores, 1 GiB), each a JVM of its own, as {@code start-master.sh} and
 * {@code start-worker.sh} start them. The Worker starts executors from a Spark home made here, whose
 * {@code jars/} links the class path's jars (a Spark distribution's layout).
 */
final class StandaloneCluster implements AutoCloseable {

    /**
     * The option of every JVM of a test on the cluster, its own, the drivers' and the executors': code
     * compiled by C1 alone, which halves the runs here (seconds long, mostly Spark starting).
     */
    static final String QUICK_START = "-XX:TieredStopAtLevel=1";

    private final List<Process> processes = new ArrayList<>();
    private final int port;

    private StandaloneCluster(int port) {
        this.port = port;
    }

    /** Starts the Master, waits until it listens, then starts the Worker; their logs go under {@code dir}. */
    static StandaloneCluster start(Path sparkClassPath, Path logging, Path dir) throws IOException, InterruptedException {
        String classPath = Files.readString(sparkClassPath).strip();
        Path home = Files.createDirectories(dir.resolve("spark-home/jars"));
        for (String jar : classPath.split(":")) {
            Path target = Path.of(jar);
            Files.createSymbolicLink(home.resolve(target.getFileName()), target);
        }
        StandaloneCluster cluster = new StandaloneCluster(freePort());
        // a test JVM that is killed never reaches close(): its cluster goes with it all the same
        Runtime.getRuntime().addShutdownHook(new Thread(() -> cluster.processes.forEach(p -> {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        })));
        Map<String, String> env = Map.of("SPARK_HOME", home.getParent().toString(), "SPARK_SCALA_VERSION", "2.13",
                "SPARK_LOCAL_IP", "127.0.0.1");
        cluster.launch(classPath, logging, env, dir.resolve("master.log"), "org.apache.spark.deploy.master.Master",
                "--host", "127.0.0.1", "--port", String.valueOf(cluster.port), "--webui-port", "0");
        cluster.awaitMaster();
        cluster.launch(classPath, logging, env, dir.resolve("worker.log"), "org.apache.spark.deploy.worker.Worker",
                "--host", "127.0.0.1", "--webui-port", "0", "--cores", "2", "--memory", "1g",
                "--work-dir", Files.createDirectories(dir.resolve("work")).toString(), cluster.url());
        return cluster;
    }

    /** The master's URL: {@code spark://127.0.0.1:PORT}. */
    String url() {
        return "spark://127.0.0.1:" + port;
    }

    /** Stops the Worker's executors, the Worker, then the Master. */
    @Override
    public void close() throws InterruptedException {
        for (int i = processes.size() - 1; i >= 0; i--) {
            Process process = processes.get(i);
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        }
    }

    private void launch(String classPath, Path logging, Map<String, String> env, Path log, String mainClass, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(java(), "-Xmx256m", QUICK_START, "-Dlog4j2.configurationFile=" + logging, "-cp", classPath, mainClass));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        processes.add(builder.start());
    }

    private void awaitMaster() throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException e) {
                Thread.sleep(100);
            }
        }
        throw new IllegalStateException("the Master did not listen on " + url() + " within 30 s");
    }

    /** This JVM's java, for the cluster's JVMs. */
    static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
