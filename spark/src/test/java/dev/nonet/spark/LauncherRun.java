package dev.nonet.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A run of a command as a user types it, {@code ./nonet-spark ...} among them, in a process of its own:
 * on the build's jar as it is ({@code NONET_SPARK_BUILD=no}) and on this JVM's {@code java}.
 *
 * @param exitCode the exit code
 * @param out      standard output
 * @param err      standard error
 */
record LauncherRun(int exitCode, String out, String err) {

    /** The repository root: the tests run in the module's directory. */
    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    /**
     * The option of every JVM of a test on a cluster, the drivers' and the executors': code compiled by
     * C1 alone, which halves the runs here (seconds long, mostly Spark starting).
     */
    static final String QUICK_START = "-XX:TieredStopAtLevel=1";

    /** {@code ./nonet-spark ARGS}. */
    static LauncherRun launcher(String... args) throws IOException, InterruptedException {
        return launcher(Map.of(), List.of(args));
    }

    /** {@code ./nonet-spark ARGS} with {@code env} added to the environment (its PATH first in PATH). */
    static LauncherRun launcher(Map<String, String> env, List<String> args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", ROOT.resolve("nonet-spark").toString()));
        command.addAll(args);
        return run(command, env);
    }

    /** {@code command} with {@code env} added to the environment; a run that takes over 120 s is stopped and fails. */
    static LauncherRun run(List<String> command, Map<String, String> env) throws IOException, InterruptedException {
        Path out = Files.createTempFile("launcher-out", ".txt");
        Path err = Files.createTempFile("launcher-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            Map<String, String> all = new HashMap<>(env);
            all.putIfAbsent("NONET_SPARK_BUILD", "no");
            all.put("PATH", all.getOrDefault("PATH", Path.of(java()).getParent().toString()) + ":" + System.getenv("PATH"));
            builder.environment().putAll(all);
            Process process = builder.start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroy);
                process.destroy();
                throw new AssertionError("no end within 120 s: " + command + "\n" + Files.readString(err));
            }
            return new LauncherRun(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    /** This JVM's java. */
    static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
