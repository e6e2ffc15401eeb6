package dev.nonet.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code nonet serve} starts the service, says where, answers, and stops when interrupted. */
class ServeCommandTest {

    @Test
    void servesUntilStoppedAndSaysWhere() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AtomicInteger exit = new AtomicInteger(-1);
        Thread serve = new Thread(() -> exit.set(Main.run(new String[] {"serve", "--port", "0", "--workers", "1"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false)));
        serve.start();
        Pattern url = Pattern.compile("serving the page at (http://127\\.0\\.0\\.1:\\d+/) and the API at \\1api/");
        Matcher m = url.matcher("");
        for (int i = 0; i < 200 && !m.reset(out.toString(StandardCharsets.UTF_8)).find(); i++) {
            Thread.sleep(50);
        }
        assertThat(m.find(0)).as(out.toString(StandardCharsets.UTF_8)).isTrue();

        HttpResponse<String> health = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(m.group(1) + "api/health")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(health.statusCode()).isEqualTo(200);
        assertThat(health.body()).contains("\"status\":\"ok\"");

        serve.interrupt();
        serve.join(10_000);
        assertThat(serve.isAlive()).isFalse();
        assertThat(exit.get()).isZero();
    }

    @Test
    void aPortInUseIsAUsageError() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            CliRun run = CliRun.run("", "serve", "--port", String.valueOf(taken.getLocalPort()));
            assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
            assertThat(run.err()).startsWith("nonet: cannot listen on 127.0.0.1:" + taken.getLocalPort() + ": ");
            assertThat(run.err().lines().count()).isEqualTo(1);
        }
    }

    @Test
    void badSettingsAreUsageErrors() {
        CliRun run = CliRun.run("", "serve", "--port", "70000");
        assertThat(run.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(run.err()).isEqualTo("nonet: the port must be 0 to 65535, not 70000\n");
        CliRun origin = CliRun.run("", "serve", "--port", "0", "--allow-origin", "example.com");
        assertThat(origin.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(origin.err()).isEqualTo("nonet: an origin is a scheme, a host and perhaps a port, such as https://example.com or"
                + " http://localhost:3000, not 'example.com'\n");
        CliRun limit = CliRun.run("", "serve", "--port", "0", "--time-limit", "0");
        assertThat(limit.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(limit.err()).isEqualTo("nonet: --time-limit must be a number of seconds above 0 and at most 86400, not 0.0\n");
        CliRun host = CliRun.run("", "serve", "--port", "0", "--host", "");
        assertThat(host.exitCode()).isEqualTo(ExitCode.USAGE_OR_INPUT);
        assertThat(host.err()).isEqualTo("nonet: the address to listen on must be named (127.0.0.1 for this machine, 0.0.0.0 for every"
                + " network), not ''\n");
    }

    @Test
    void theTimeLimitStopsRunawayWork() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread serve = new Thread(() -> Main.run(new String[] {"serve", "--port", "0", "--workers", "1", "--time-limit", "0.3"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false));
        serve.start();
        String base = servedAt(out);
        HttpClient client = HttpClient.newHttpClient();
        long start = System.nanoTime();
        // Counting the solutions of an empty 16x16 to a million takes over a minute.
        HttpResponse<String> counted = client.send(HttpRequest.newBuilder(URI.create(base + "api/count"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + ".".repeat(256) + "\", \"cap\": 1000000}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        double seconds = (System.nanoTime() - start) / 1e9;
        assertThat(counted.statusCode()).as(counted.body()).isEqualTo(503);
        assertThat(counted.body()).contains("the server's limit of 0.3 s and was stopped");
        assertThat(seconds).isLessThan(1.0);
        serve.interrupt();
        serve.join(10_000);
        assertThat(serve.isAlive()).isFalse();
    }

    @Test
    void anAllowedOriginGetsCorsHeaders() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Thread serve = new Thread(() -> Main.run(new String[] {"serve", "--port", "0", "--workers", "1",
                "--allow-origin", "http://localhost:3000", "--allow-origin", "https://app.example"},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), false));
        serve.start();
        String base = servedAt(out);
        HttpClient client = HttpClient.newHttpClient();
        for (String origin : new String[] {"http://localhost:3000", "https://app.example"}) {
            HttpResponse<String> solved = client.send(HttpRequest.newBuilder(URI.create(base + "api/solve")).header("Origin", origin)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{\"puzzle\": \"" + ".".repeat(81) + "\"}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(solved.statusCode()).as(solved.body()).isEqualTo(200);
            assertThat(solved.headers().firstValue("Access-Control-Allow-Origin")).hasValue(origin);
        }
        HttpResponse<String> other = client.send(HttpRequest.newBuilder(URI.create(base + "api/health")).header("Origin", "https://other.example")
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(other.statusCode()).isEqualTo(403);
        serve.interrupt();
        serve.join(10_000);
        assertThat(serve.isAlive()).isFalse();
    }

    /** The address {@code nonet serve} says it serves at, once it has said so. */
    private static String servedAt(ByteArrayOutputStream out) throws InterruptedException {
        Matcher m = Pattern.compile("serving the page at (http://127\\.0\\.0\\.1:\\d+/)").matcher("");
        for (int i = 0; i < 200 && !m.reset(out.toString(StandardCharsets.UTF_8)).find(); i++) {
            Thread.sleep(50);
        }
        assertThat(m.find(0)).as(out.toString(StandardCharsets.UTF_8)).isTrue();
        return m.group(1);
    }
}
