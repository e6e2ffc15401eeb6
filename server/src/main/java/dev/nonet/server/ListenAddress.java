package dev.nonet.server;

/** The address a listener of this package is reached at, as a URL. */
final class ListenAddress {

    private ListenAddress() {
    }

    /**
     * {@code scheme://host:port/}, an IPv6 host in brackets as URLs write it ({@code http://[::1]:8080/}).
     */
    static String url(String scheme, String host, int port) {
        return scheme + "://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/";
    }
}
