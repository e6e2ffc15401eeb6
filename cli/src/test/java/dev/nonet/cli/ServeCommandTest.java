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
    }
}
