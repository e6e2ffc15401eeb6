package dev.nonet.server;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.IntSupplier;

/**
 * Which pages may use the server. Any page a user visits can send requests to a server on their
 * machine, so a request must name this server in its {@code Host} (a page on another name that
 * resolves here, by DNS rebinding, does not) and come from its own page or an origin allowed with
 * {@code --allow-origin} (its {@code Origin}, which browsers send across sites, matched exactly as they
 * write it); anything else gets 403, and two {@code Origin} headers 400. An allowed origin gets the CORS
 * headers its page needs, and its preflight {@code OPTIONS} a 204.
 */
final class OriginPolicy {

    private final String host;
    private final Set<String> ownNames;
    private final IntSupplier port;
    private final Set<String> allowedOrigins;

    /**
     * @param host           the address the server listens on, as given
     * @param port           the port it listens on, known once it has started
     * @param allowedOrigins other origins whose pages may call the API, as {@link #normalized} gives them
     */
    OriginPolicy(String host, IntSupplier port, List<String> allowedOrigins) {
        this.host = nameOf(host);
        this.ownNames = namesOf(host);
        this.port = port;
        this.allowedOrigins = Set.copyOf(allowedOrigins);
    }

    /**
     * {@code https://example.com:8443}: an origin as browsers send it, scheme and host in lower case and
     * no default port; a trailing {@code /} is dropped.
     *
     * @throws IllegalArgumentException when {@code origin} is not a scheme, a host and perhaps a port
     */
    static String normalized(String origin) {
        String text = origin.endsWith("/") ? origin.substring(0, origin.length() - 1) : origin;
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            uri = null;
        }
        if (uri == null || !("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))
                || uri.getHost() == null || uri.getRawUserInfo() != null || !uri.getRawPath().isEmpty()
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("an origin is a scheme, a host and perhaps a port, such as https://example.com or"
                    + " http://localhost:3000, not '" + origin + "'");
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        int defaultPort = scheme.equals("http") ? 80 : 443;
        boolean ownPort = uri.getPort() != -1 && uri.getPort() != defaultPort;
        return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (ownPort ? ":" + uri.getPort() : "");
    }

    /**
     * Refuses (403) a request from elsewhere, adds the CORS headers for an allowed origin and answers its
     * preflight; the other handlers are skipped then.
     */
    void apply(Context ctx) {
        String given = ctx.header("Host");
        if (given == null || !isOwn(given)) {
            throw new ApiError(403, "the Host header " + (given == null ? "is missing" : "names " + ErrorText.excerpt(given)) + ", not this server ("
                    + host + ":" + port.getAsInt() + "); pages on other names may not"
                    + " use it", Map.of());
        }
        List<String> origins = Collections.list(ctx.req().getHeaders("Origin"));
        if (origins.size() > 1) {
            // Browsers send one; of two, the server would judge one and a proxy or page the other.
            throw ApiError.badRequest("the request has " + origins.size() + " Origin headers; a browser sends one");
        }
        String origin = origins.isEmpty() ? null : origins.get(0);
        if (origin == null || isOwnOrigin(origin)) {
            return;
        }
        if (origin.strip().equalsIgnoreCase("null")) {
            // No --allow-origin can name it: any sandboxed frame or file sends it, so allowing it would allow them all.
            throw new ApiError(403, "pages without an origin of their own (Origin: null: a file opened in the browser, a sandboxed"
                    + " frame) may not use this server; open the page from a web server and start this one with --allow-origin"
                    + " naming that server's origin", Map.of());
        }
        if (!isAllowed(origin)) {
            String shown = ErrorText.excerpt(origin);
            throw new ApiError(403, "pages from " + shown + " may not use this server; start it with --allow-origin " + shown
                    + " to let them", Map.of());
        }
        ctx.header("Access-Control-Allow-Origin", origin);
        ctx.header("Vary", "Origin");
        ctx.header("Access-Control-Expose-Headers", "Retry-After");
        if (ctx.method() == HandlerType.OPTIONS && ctx.header("Access-Control-Request-Method") != null) {
            ctx.header("Access-Control-Allow-Methods", "GET, POST");
            ctx.header("Access-Control-Allow-Headers", "Content-Type");
            ctx.header("Access-Control-Max-Age", "600");
            ctx.status(204);
            ctx.skipRemainingHandlers();
        }
    }

    /** Whether {@code authority} ({@code 127.0.0.1:8080}, {@code [::1]:8080}, {@code localhost}) names this server. */
    private boolean isOwn(String authority) {
        String text = authority.strip().toLowerCase(Locale.ROOT);
        int colon = text.lastIndexOf(':');
        boolean hasPort = colon > text.lastIndexOf(']');
        String name = canonical(hasPort ? text.substring(0, colon) : text);
        int givenPort;
        try {
            givenPort = hasPort ? Integer.parseInt(text.substring(colon + 1)) : 80;
        } catch (NumberFormatException e) {
            return false;
        }
        return givenPort == port.getAsInt() && ownNames.contains(name);
    }

    private boolean isOwnOrigin(String origin) {
        String prefix = "http://";
        return origin.regionMatches(true, 0, prefix, 0, prefix.length()) && isOwn(origin.substring(prefix.length()));
    }

    /**
     * Whether {@code origin} is one of the allowed origins exactly, as browsers write an Origin header
     * ({@code scheme://host[:port]}, lower case, no default port, nothing after): a near miss such as
     * {@code https://example.com/} is no origin a browser sends, and is not echoed back as one.
     */
    private boolean isAllowed(String origin) {
        return allowedOrigins.contains(origin);
    }

    /**
     * The names a request may give for a server on {@code host}: the address itself; on loopback,
     * localhost, 127.0.0.1 and [::1] too; on every address (0.0.0.0), those and this machine's addresses
     * and name.
     */
    private static Set<String> namesOf(String host) {
        Set<String> names = new HashSet<>();
        names.add(canonical(nameOf(host)));
        InetAddress address;
        try {
            address = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            return Set.copyOf(names); // the server cannot listen there either
        }
        names.add(nameOf(address.getHostAddress()));
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            names.addAll(List.of("localhost", "127.0.0.1", canonical("[::1]")));
        }
        if (address.isAnyLocalAddress()) {
            addThisMachine(names);
        }
        return Set.copyOf(names);
    }

    private static void addThisMachine(Set<String> names) {
        try {
            names.add(InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT));
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                nic.inetAddresses().forEach(a -> names.add(nameOf(a.getHostAddress())));
            }
        } catch (UnknownHostException | SocketException e) {
            // Without them the machine is still reached by the names above.
        }
    }

    /**
     * {@code name} in lower case, an IPv6 address in its one full form ({@code [::1]} and
     * {@code [0:0:0:0:0:0:0:1]} are the same); an address that does not parse names nothing of this server.
     */
    private static String canonical(String name) {
        if (!name.startsWith("[")) {
            return name.toLowerCase(Locale.ROOT);
        }
        try {
            // A literal in brackets is parsed, never looked up.
            return nameOf(InetAddress.getByName(name).getHostAddress());
        } catch (UnknownHostException e) {
            return "";
        }
    }

    /** An address as a Host header gives it: IPv6 in brackets, without a zone ({@code %eth0}). */
    private static String nameOf(String address) {
        String name = address.toLowerCase(Locale.ROOT);
        if (name.contains(":") && !name.startsWith("[")) {
            int zone = name.indexOf('%');
            name = "[" + (zone < 0 ? name : name.substring(0, zone)) + "]";
        }
        return name;
    }
}
