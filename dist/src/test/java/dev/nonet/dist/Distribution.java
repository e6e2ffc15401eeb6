package dev.nonet.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * One archive of the build, unpacked into a folder of its own, and its {@code bin/nonet} run as a user
 * runs it: with a PATH of the caller's choosing and no JAVA_HOME.
 *
 * @param home   the unpacked {@code nonet-VERSION} folder
 * @param noJava a PATH of the commands {@code bin/nonet} itself calls and no java
 */
record Distribution(Path home, String noJava) {

    /** The commands {@code bin/nonet} itself calls; a PATH of these alone has no java. */
    private static final List<String> TOOLS = List.of("bash", "env", "dirname", "readlink", "cksum", "cut", "sed", "mkdir", "rm", "mv", "wc", "cat");

    /** {@code nonet: serving the page at http://127.0.0.1:PORT/ and ...}, serve's first line. */
    private static final Pattern SERVING = Pattern.compile("serving the page at (http://\\S+/) ");

    /**
     * Unpacks the archive named by the system property (set by dist/pom.xml) into {@code folder}, beside
     * a folder of the tools for {@link #noJava}.
     */
    static Distribution unpack(String property, Path folder) throws IOException, InterruptedException {
        Path archive = Path.of(System.getProperty(property));
        assertThat(archive).as("the archive the build made").isRegularFile();
        if (archive.toString().endsWith(".zip")) {
            unzip(archive, folder);
        } else {
            Process tar = new ProcessBuilder("tar", "-xzf", archive.toString(), "-C", folder.toString()).inheritIO().start();
            assertThat(tar.waitFor()).as("tar -xzf " + archive).isZero();
        }
        return new Distribution(folder.resolve("nonet-" + System.getProperty("nonet.version")), toolsWithoutJava(folder).toString());
    }

    /** A folder of links to {@link #TOOLS} only, from the system's own folders: a PATH without any java. */
    private static Path toolsWithoutJava(Path folder) throws IOException {
        Path bin = Files.createDirectories(folder.resolve("tools"));
        for (String tool : TOOLS) {
            Path found = List.of(Path.of("/usr/bin", tool), Path.of("/bin", tool)).stream().filter(Files::isExecutable).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + tool + " in /usr/bin or /bin"));
            Files.createSymbolicLink(bin.resolve(tool), found);
        }
        return bin;
    }

    /** Runs {@code bin/nonet args} with {@code stdin} and {@code path} as the PATH, JAVA_HOME unset. */
    Run run(String path, String stdin, String... args) throws IOException, InterruptedException {
        Process p = start(path, args);
        p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: bin/nonet " + String.join(" ", args));
        }
        return new Run(p.exitValue(), text(p.getInputStream()), text(p.getErrorStream()));
    }

    /**
     * Runs {@code bin/nonet serve --port 0}, asks the server for {@code page} at the address it says it
     * serves at, and stops it (as Ctrl+C does); the answer's status and body.
     */
    HttpResponse<String> serveAndGet(String path, String page) throws IOException, InterruptedException {
        Process server = start(path, "serve", "--port", "0");
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
            String said = out.readLine();
            Matcher url = SERVING.matcher(String.valueOf(said));
            assertThat(url.find()).as("what serve said: %s; on standard error: %s", said, said == null ? text(server.getErrorStream()) : "").isTrue();
            HttpRequest request = HttpRequest.newBuilder(URI.create(url.group(1) + page)).build();
            return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        } finally {
            server.destroy();
            if (!server.waitFor(30, TimeUnit.SECONDS)) {
                server.destroyForcibly();
                throw new AssertionError("nonet serve did not stop on SIGTERM");
            }
        }
    }

    /** Starts {@code bin/nonet args} as {@link #run} does, for a command that keeps running. */
    Process start(String path, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(home.resolve("bin/nonet").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        Map<String, String> env = builder.environment();
        env.remove("JAVA_HOME");
        env.remove("NONET_JAVA_OPTS");
        env.remove("NONET_CDS");
        env.put("PATH", path);
        return builder.start();
    }

    /**
     * What one run printed and ended with.
     *
     * @param exitCode the exit code
     * @param out      standard output
     * @param err      standard error
     */
    record Run(int exitCode, String out, String err) {
    }

    private static String text(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    /** java.util.zip keeps no file modes: bin/nonet is made executable again, as unzip would. */
    private static void unzip(Path archive, Path folder) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(archive))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                Path target = folder.resolve(e.getName()).normalize();
                assertThat(target.startsWith(folder)).as("%s stays inside the folder", e.getName()).isTrue();
                if (e.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(zip, target);
                    if (e.getName().endsWith("/bin/nonet")) {
                        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
                    }
                }
            }
        }
    }
}
