package dev.nonet.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of {@code nonet} as a separate process, through the packaged jar or the {@code ./nonet}
 * launcher; for the *IT tests, which run after {@code package}.
 *
 * @param exitCode the exit code
 * @param out      standard output
 * @param err      standard error
 */
record ProcessRun(int exitCode, String out, String err) {

    /** The shaded jar the launcher runs. */
    static final Path JAR = Path.of("target", "nonet.jar");
    /** The launcher script at the repository root. */
    static final Path LAUNCHER = Path.of("..", "nonet");

    /** Runs {@code java -jar target/nonet.jar args} with {@code stdin} as standard input. */
    static ProcessRun jar(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        return run(command, stdin);
    }

    /** Runs {@code ../nonet args} with {@code stdin} as standard input. */
    static ProcessRun launcher(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(LAUNCHER.toString()));
        command.addAll(List.of(args));
        return run(command, stdin);
    }

    static ProcessRun run(List<String> command, String stdin) throws IOException, InterruptedException {
        Path out = Files.createTempFile("nonet-out", ".txt");
        Path err = Files.createTempFile("nonet-err", ".txt");
        Path in = Files.createTempFile("nonet-in", ".txt");
        try {
            Files.writeString(in, stdin, StandardCharsets.UTF_8);
            Process p = new ProcessBuilder(command)
                    .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError("timed out: " + command);
            }
            return new ProcessRun(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            Files.deleteIfExists(in);
        }
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
