package dev.nonet.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nonet.server.TestServer.Answer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Clients that send their bodies a byte at a time (bounded: 80 of them, on loopback, for a few seconds)
 * cannot keep the server from answering: health checks and plain requests are answered while they
 * send, and each slow client is cut off with 408 (too slow) or 503 (every place for slow bodies taken).
 */
class SlowClientsTest {

    private static final int SLOW_CLIENTS = 80;

    @Test
    @Timeout(60)
    void slowBodiesDoNotStarveHealthChecksOrPlainRequests() throws Exception {
        try (TestServer server = new TestServer()) {
            ExecutorService clients = Executors.newFixedThreadPool(SLOW_CLIENTS);
            try {
                List<Future<Integer>> slow = new ArrayList<>();
                for (int i = 0; i < SLOW_CLIENTS; i++) {
                    slow.add(clients.submit(() -> sendSlowly(server.server.port())));
                }
                Thread.sleep(1_500); // every slow client is sending by now
                long start = System.nanoTime();
                Answer health = server.get("/api/health");
                Answer solve = server.postFields("/api/solve", "puzzle", TestServer.EASY);
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertThat(health.status()).isEqualTo(200);
                assertThat(solve.status()).isEqualTo(200);
                assertThat(millis).as("the plain requests' time among the slow ones").isLessThan(3_000);
                List<Integer> statuses = new ArrayList<>();
                for (Future<Integer> f : slow) {
                    statuses.add(f.get(30, TimeUnit.SECONDS));
                }
                assertThat(statuses).allMatch(s -> s == 408 || s == 503);
                assertThat(statuses).contains(408, 503); // some held a place until too slow, the rest found none
            } finally {
                clients.shutdownNow();
            }
        }
    }

    @Test
    void aBodyThatStopsArrivingIsA408() throws Exception {
        try (TestServer server = new TestServer(); Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.server.port())) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(head(server.server.port(), 100).getBytes(StandardCharsets.ISO_8859_1));
            out.write("{\"puzzle\"".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 408").contains("Connection: close").contains("\"error\":\"no more of the body arrived for 3 s\"");
        }
    }

    @Test
    @Timeout(60)
    void headersThatDripAreCutOffAtTheirBoundAndAnIdleConnectionIsNot() throws Exception {
        try (TestServer server = new TestServer();
                Socket dripping = new Socket(InetAddress.getLoopbackAddress(), server.server.port());
                Socket idle = new Socket(InetAddress.getLoopbackAddress(), server.server.port())) {
            int port = server.server.port();
            String get = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\n\r\n";
            assertThat(exchange(idle, get)).startsWith("HTTP/1.1 200");
            // A byte every 200 ms, each one resetting the 30 s idle timeout: the head would take minutes.
            String head = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nX-Slow: " + "a".repeat(500) + "\r\n\r\n";
            dripping.setSoTimeout(200);
            long start = System.nanoTime();
            double closedAfter = -1;
            for (int i = 0; i < head.length() && closedAfter < 0; i++) {
                if (!sendAndStillOpen(dripping, head.charAt(i))) {
                    closedAfter = (System.nanoTime() - start) / 1e9;
                }
                if ((System.nanoTime() - start) / 1e9 > HeaderTimeout.WHOLE.toSeconds() + 5) {
                    break;
                }
            }
            assertThat(closedAfter).as("seconds until the server closed the dripping connection (-1: never)")
                    .isBetween(HeaderTimeout.WHOLE.toSeconds() - 0.5, HeaderTimeout.WHOLE.toSeconds() + 1.5);
            // Idle for as long, between requests (no head begun): kept open, as its idle timeout says.
            assertThat(exchange(idle, get)).startsWith("HTTP/1.1 200");
        }
    }

    /** Sends {@code c}, then waits up to the socket's timeout for the server to close: false once it has. */
    private static boolean sendAndStillOpen(Socket socket, char c) {
        try {
            socket.getOutputStream().write(c);
            socket.getOutputStream().flush();
            return socket.getInputStream().read() >= 0; // the server sends nothing before the head is whole
        } catch (java.net.SocketTimeoutException stillOpen) {
            return true;
        } catch (IOException closed) {
            return false;
        }
    }

    /** Writes {@code request} on {@code socket}, kept open, and reads its answer's head and JSON body. */
    private static String exchange(Socket socket, String request) throws IOException {
        socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
        socket.setSoTimeout(5_000);
        InputStream in = socket.getInputStream();
        StringBuilder answer = new StringBuilder();
        while (!answer.toString().endsWith("}")) {
            int c = in.read();
            if (c < 0) {
                break;
            }
            answer.append((char) c);
        }
        return answer.toString();
    }

    /** A request whose 200-byte body comes a byte every half second; the status the server answers with. */
    private static int sendSlowly(int port) throws IOException, InterruptedException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            out.write(head(port, 200).getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 200; i++) {
                try {
                    out.write(' ');
                    out.flush();
                } catch (IOException e) {
                    break; // the server answered and closed: read what it said
                }
                if (in.available() > 0) {
                    break;
                }
                Thread.sleep(500);
            }
            String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Integer.parseInt(answer.substring(9, 12));
        }
    }

    private static String head(int port, int length) {
        return "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\nContent-Length: " + length
                + "\r\n\r\n";
    }
}
