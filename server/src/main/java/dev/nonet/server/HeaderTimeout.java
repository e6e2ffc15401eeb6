package dev.nonet.server;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;

/**
 * Closes a connection whose request head (its request line and headers) has not arrived whole within
 * {@link #WHOLE} of its first byte, as {@link BodyReader} bounds a body. Jetty's idle timeout restarts
 * with every byte, so a client sending its headers a byte a second kept its connection for as long as
 * it liked: 300 such clients were all still connected after 40 s (and Jetty's threads grew from 30 to
 * 308 under a longer run).
 *
 * <p>Every {@link #SWEEP} it looks at the server's connections: one whose parser is inside a head begun
 * more than {@code WHOLE} ago is closed, without an answer (no request was read to answer). A
 * connection between requests, its parser waiting for a head's first byte, is left to the idle timeout,
 * as browsers keep them. A Jetty bean: it runs while the server does.
 */
final class HeaderTimeout extends AbstractLifeCycle {

    /** The longest a request's head may take to arrive, from its first byte: as long as a body may. */
    static final Duration WHOLE = BodyReader.WHOLE;
    /** How often the connections are looked at: a head is cut off at most this long after its bound. */
    static final Duration SWEEP = Duration.ofMillis(250);

    private final Server server;
    private ScheduledExecutorService sweeper;

    HeaderTimeout(Server server) {
        this.server = server;
    }

    @Override
    protected void doStart() {
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "nonet-header-timeout");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweep, SWEEP.toMillis(), SWEEP.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        sweeper.shutdownNow();
    }

    /** Closes every connection whose head is overdue. */
    private void sweep() {
        long now = System.nanoTime();
        int closed = 0;
        for (Connector connector : server.getConnectors()) {
            for (EndPoint endPoint : connector.getConnectedEndPoints()) {
                if (endPoint.getConnection() instanceof HttpConnection http && isOverdue(http.getParser(), now)) {
                    endPoint.close();
                    closed++;
                }
            }
        }
        if (closed > 0) {
            NonetServer.LOG.warn("closed {} connection(s) whose request headers took longer than {} s to arrive", closed, WHOLE.toSeconds());
        }
    }

    /**
     * Whether {@code parser} is inside a head begun over {@link #WHOLE} ago. The parser's state is read
     * first, a volatile field written after the head's start time, so that the time read is that head's
     * (or a later one's: never too early). A start time of 0 is a parser being reset between requests.
     */
    private static boolean isOverdue(HttpParser parser, long now) {
        if (parser.isStart() || !parser.inHeaderState()) {
            return false;
        }
        long begun = parser.getBeginNanoTime();
        return begun != 0 && now - begun > WHOLE.toNanos();
    }
}
