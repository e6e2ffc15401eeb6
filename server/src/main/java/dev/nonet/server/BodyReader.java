package dev.nonet.server;

import io.javalin.http.Context;
import jakarta.servlet.ServletInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Semaphore;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;

/**
 * Reads a request's body within bounds that keep slow clients from holding the server's threads. Each
 * request is read on one of Jetty's threads, and a client that sends its body a byte at a time would
 * hold that thread for as long as it likes (each byte used to reset the 30 s idle timeout): a few
 * hundred such clients took every thread, and health checks and plain requests went unanswered.
 *
 * <ul>
 * <li>A body must arrive whole within {@link #WHOLE}, with no pause longer than {@link #PAUSE}, and
 *     after {@link #GRACE} at {@link #MIN_BYTES_PER_SECOND} on average; else 408, and the connection
 *     closes.</li>
 * <li>A body that is not all there at its first read (almost every body is: it comes in the packet
 *     after the headers) needs one of {@link #SLOW_PLACES} places for slow bodies; with none free it
 *     gets 503 at once. So slow clients hold at most that many threads, and the rest of Jetty's serve
 *     health checks and requests that come whole.</li>
 * <li>Over {@code maxBytes} is 413, as the server's limit says. A body of up to {@link #DISCARDED_BYTES}
 *     is read to its end (within {@link #DISCARDING}) and thrown away before the answer: a server that
 *     closes a connection with a body still arriving resets it, and the client, still sending, never
 *     reads the 413.</li>
 * </ul>
 */
final class BodyReader {

    /** The longest a body may take to arrive. */
    static final Duration WHOLE = Duration.ofSeconds(10);
    /** The longest wait for the next bytes of a body. */
    static final Duration PAUSE = Duration.ofSeconds(3);
    /** How long a body may arrive below the minimum rate: a slow start on a poor link. */
    static final Duration GRACE = Duration.ofSeconds(2);
    /** The slowest average a body may keep after the grace: a page's request is a few hundred bytes. */
    static final int MIN_BYTES_PER_SECOND = 512;
    /** The largest body over the limit that is read to its end, so that its 413 reaches the client. */
    static final long DISCARDED_BYTES = 1 << 20;
    /**
     * The longest a body over the limit is read for, and waited for: short, as such a body needs no place
     * for slow bodies; a client that sends it slower has its connection closed on the 413 as it is.
     */
    static final Duration DISCARDING = Duration.ofSeconds(1);
    /** How many bodies may be arriving slowly at once, out of Jetty's 200-odd threads. */
    static final int SLOW_PLACES = 32;

    private final long maxBytes;
    private final Semaphore slowPlaces = new Semaphore(SLOW_PLACES);

    BodyReader(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /**
     * The body of {@code ctx}'s request as text, in the charset it names (UTF-8 by default).
     *
     * @throws ApiError 408 for a body too slow, 413 for one too large, 503 when slow bodies have every
     *                  place, 400 for one cut short (a broken chunk, a client that hung up)
     */
    String read(Context ctx) {
        long length = ctx.req().getContentLengthLong(); // -1 for a chunked body
        if (length > DISCARDED_BYTES) {
            throw tooLarge();
        }
        EndPoint endPoint = ServletContextRequest.getServletContextRequest(ctx.req()).getConnectionMetaData().getConnection().getEndPoint();
        long idle = endPoint.getIdleTimeout();
        endPoint.setIdleTimeout(PAUSE.toMillis()); // a read that waits longer fails
        boolean placed = false;
        long start = System.nanoTime();
        try {
            ServletInputStream in = ctx.req().getInputStream();
            byte[] buffer = new byte[8192];
            if (length > maxBytes) {
                discardRest(in, buffer, 0, endPoint);
                throw tooLarge();
            }
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            for (int n; (n = read(in, buffer, start)) != -1; ) {
                body.write(buffer, 0, n);
                if (body.size() > maxBytes) {
                    discardRest(in, buffer, body.size(), endPoint);
                    throw tooLarge();
                }
                boolean whole = length >= 0 ? body.size() >= length : in.isFinished();
                if (!placed && !whole) {
                    if (!slowPlaces.tryAcquire()) {
                        throw closing(503, "too many requests are sending their bodies slowly; try again in "
                                + WorkerPool.RETRY_AFTER_SECONDS + " s", Map.of("retryAfter", WorkerPool.RETRY_AFTER_SECONDS));
                    }
                    placed = true;
                }
                checkPace(body.size(), System.nanoTime() - start);
            }
            return body.toString(charsetOf(ctx));
        } catch (IOException e) {
            throw cutShort(ctx, e);
        } finally {
            if (placed) {
                slowPlaces.release();
            }
            endPoint.setIdleTimeout(idle);
        }
    }

    /**
     * Reads what is left of a body too large to take, {@code read} bytes of it read already, and throws
     * it away, up to {@link #DISCARDED_BYTES} and for at most {@link #DISCARDING}: whatever stops it (a
     * larger or slower body, an error) only means the connection closes on the 413 as it is.
     */
    private static void discardRest(ServletInputStream in, byte[] buffer, long read, EndPoint endPoint) {
        endPoint.setIdleTimeout(DISCARDING.toMillis()); // read() restores the connection's own afterwards
        long start = System.nanoTime();
        try {
            for (int n; read <= DISCARDED_BYTES && System.nanoTime() - start < DISCARDING.toNanos() && (n = in.read(buffer)) != -1; ) {
                read += n;
            }
        } catch (IOException e) {
            // the client stopped sending or paused too long: the 413 goes as it can
        }
    }

    /** One read, told apart: a pause past {@link #PAUSE} is the client's slowness, anything else a body cut short. */
    private static int read(ServletInputStream in, byte[] buffer, long start) throws IOException {
        long before = System.nanoTime();
        try {
            return in.read(buffer);
        } catch (IOException e) {
            if (System.nanoTime() - before >= PAUSE.toNanos() - 50_000_000L) {
                throw closing(408, "no more of the body arrived for " + PAUSE.toSeconds() + " s", Map.of());
            }
            throw e;
        }
    }

    private static void checkPace(long bytes, long elapsedNanos) {
        double seconds = elapsedNanos / 1e9;
        if (elapsedNanos > WHOLE.toNanos()) {
            throw closing(408, "the body took longer than " + WHOLE.toSeconds() + " s to arrive", Map.of());
        }
        if (elapsedNanos > GRACE.toNanos() && bytes < MIN_BYTES_PER_SECOND * seconds) {
            throw closing(408, String.format(Locale.ROOT, "the body arrives too slowly: %d bytes in %.1f s, where at least %d a second"
                    + " are needed", bytes, seconds, MIN_BYTES_PER_SECOND), Map.of());
        }
    }

    /** An answer after which the connection closes: the rest of a body not read would be taken for the next request. */
    private static ApiError closing(int status, String message, Map<String, Object> extra) {
        return new ApiError(status, message, extra, true);
    }

    private ApiError tooLarge() {
        return new ApiError(413, "the body is larger than the limit of " + maxBytes + " bytes", Map.of(), true);
    }

    private static ApiError cutShort(Context ctx, IOException e) {
        NonetServer.LOG.warn("{} {} from {}: the body was cut short ({})", ctx.method(), ctx.path(), ctx.ip(), e.getMessage());
        return ApiError.badRequest("the body could not be read to its end (" + e.getMessage() + "): a broken chunk, or the client stopped sending");
    }

    private static Charset charsetOf(Context ctx) {
        String name = ctx.req().getCharacterEncoding();
        return name == null ? StandardCharsets.UTF_8 : Charset.forName(name); // requireJson refused any it cannot decode
    }
}
