package dev.nonet.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A request written on a socket as given, for what {@link java.net.http.HttpClient} will not send: a
 * broken chunk, a body cut short, a path with {@code ..}, an oversized header.
 */
final class RawHttp {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RawHttp() {
    }

    /** An answer as it came: the status, the head's lines and the body. */
    record Reply(int status, String head, String body) {
        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }

        /** The value of {@code name}, or null: the first such header of the head. */
        String header(String name) {
            return head.lines().filter(l -> l.regionMatches(true, 0, name + ":", 0, name.length() + 1))
                    .map(l -> l.substring(name.length() + 1).strip()).findFirst().orElse(null);
        }
    }

    /**
     * Writes {@code request} (head and body, CRLFs included) to {@code port} on loopback, then stops
     * sending, as a client that hangs up does, and reads the answer to its end.
     */
    static Reply send(int port, String request) {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.shutdownOutput();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int end = answer.indexOf("\r\n\r\n");
            if (end < 0) {
                throw new AssertionError("no complete answer: " + answer);
            }
            return new Reply(Integer.parseInt(answer.substring(9, 12)), answer.substring(0, end), answer.substring(end + 4));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
